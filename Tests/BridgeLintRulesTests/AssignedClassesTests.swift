import Testing
@testable import BridgeLintRules

/// The classes Ruby assigns to a form object's name: every way of assigning a record, and what
/// is not one.
@Suite struct AssignedClassesTests {
    static let cases: [(String, Set<String>)] = [
        ("@user_form = Report.new(owner: user)", ["Report"]),
        ("user_form = Report.find(params[:id])", ["Report"]),
        ("@user_form ||= Admin::Report.where(x: 1).first", ["Report"]),
        ("@user_form = ::Report&.first", ["Report"]),
        ("@user_form = Report.new\n@user_form = UserForm.new", ["Report", "UserForm"]),
        // A record of an association, by Rails' naming.
        ("@user_form = current_user.reports.find(params[:id])", ["Report"]),
        ("@user_form = @image.container_images.new", ["ContainerImage"]),
        ("@user_form = owner&.user_forms&.build", ["UserForm"]),
        // Not a record made by a class: a constant alone, a method's result, a comparison, another name.
        ("@user_form = REPORT_FORM", []),
        ("@user_form = build_form(Report)", []),
        ("@user_form = reports.count", []),
        ("@user_form = @item.new", []),
        ("if @user_form == Report.new then end", []),
        ("@user_form_id = Report.new", []),
        ("# @user_form = Report.new", []),
    ]

    @Test(arguments: cases)
    func readsTheClassAssigned(_ source: String, _ expected: Set<String>) {
        for variable in ["@user_form", "user_form"] {
            let values = AssignedClasses.values(assignedTo: variable, in: [("app/controllers/a.rb", Array(source.utf8))])
            #expect(Set(values.compactMap { if case .record(let name) = $0 { name } else { nil } }) == expected)
        }
    }
}
