import Testing
@testable import BridgeLintProject

/// The template formats an app registers in its initializers: a registered format is a format,
/// not a locale, and renders HTML only when registered for `text/html`.
@Suite struct MimeRegistrationsTests {
    private func registrations(_ text: String) -> MimeRegistrations {
        var registrations = MimeRegistrations()
        registrations.read(text)
        return registrations
    }

    @Test func literalRegistrationsAreRead() {
        let read = registrations("""
        # Mime::Type.register "text/richtext", :rtf
          # Mime::Type.register_alias "text/html", :iphone
        Mime::Type.register 'application/vnd.ms-excel', :xls
        Mime::Type.register_alias "text/html", :mobile
        Mime::Type.register("application/pdf", :pdf_report, [], %w(pdfr))
        Mime::Type.register "text/html", :kiosk unless Mime::Type.lookup_by_extension(:kiosk)
        Mime::Type.register type, :computed
        Mime::Type.register "application/#{kind}", :interpolated
        Mime::Type.register_alias "text/html", name
        =begin
        Mime::Type.register "text/plain", :commented
        =end
        """)
        #expect(read.otherFormats == ["xls", "pdf_report"])
        #expect(read.htmlFormats == ["mobile", "kiosk"])
    }

    @Test func aRegisteredFormatIsNoLocale() {
        let registered = MimeRegistrations(otherFormats: ["xls"], htmlFormats: ["mobile"])
        // Without the registration, `xls` reads as a locale and the template names no format.
        #expect(TemplateName.rendersHTML("app/views/monthly/report.xls.erb", registered: .none))
        #expect(!TemplateName.namesFormat("app/views/monthly/report.xls.erb", registered: .none))
        #expect(!TemplateName.rendersHTML("app/views/monthly/report.xls.erb", registered: registered))
        #expect(TemplateName.namesFormat("app/views/monthly/report.xls.erb", registered: registered))
        // An alias of `text/html` renders HTML, and makes a template of a name no locale has.
        #expect(!TemplateName.isTemplate("app/views/a/show.mobile.erb", registered: .none))
        #expect(TemplateName.isTemplate("app/views/a/show.mobile.erb", registered: registered))
        #expect(TemplateName.rendersHTML("app/views/a/show.mobile.erb", registered: registered))
        #expect(TemplateName.namesFormat("app/views/a/show.mobile.erb", registered: registered))
        #expect(TemplateName.rendersHTML("app/views/a/show.en.html.erb", registered: registered))
    }
}
