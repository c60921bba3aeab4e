import Testing

/// The structure rules judge a partial at its render sites; a site in a page proven never to
/// render (an action no route reaches, see `UnrenderedTemplates`) renders nothing there: it
/// neither makes a finding nor keeps one from being made. Each test runs with `home/edit` dead
/// (`only: [:index]`) and live (every action routed).
extension CrossFileRuleTests {
    /// `home/index` is live; `home/edit` is live only where `editRouted`.
    static func homePages(editRouted: Bool, _ files: [String: String]) -> [String: String] {
        Self.homeController.merging([
            "config/routes.rb": "Rails.application.routes.draw do\n  resources :home\(editRouted ? "" : ", only: [:index]")\nend\n",
            "app/views/layouts/application.html.erb": "<body>\n<%= yield %>\n</body>\n",
        ]) { own, _ in own }.merging(files) { _, new in new }
    }

    /// What follows a render site of a partial that leaves an element open: a `<main>` after the
    /// call only in the dead page is no place for the claim that it moves into the element.
    @Test(arguments: [false, true])
    func whatFollowsASiteInADeadPageMovesNothing(editRouted: Bool) throws {
        let files = Self.homePages(editRouted: editRouted, [
            "app/views/shared/_bar.html.erb": "<div class=\"bar\">\n  <a href=\"/\">Home</a>\n</nav>\n",
            "app/views/home/index.html.erb": "<div class=\"top\"><%= render \"shared/bar\" %></div>\n",
            "app/views/home/edit.html.erb": "<%= render \"shared/bar\" %>\n<main>m</main>\n",
        ])
        let stray = "end tag `</nav>` has no open `<nav>` to close: browsers ignore it (it does not close the `<div>` opened on line 1)"
        #expect(try mismatchedEndTags(files) == [editRouted
            ? "error: \(stray); the `<div>` is never closed in this template, so it stays open past its end: where `app/views/home/edit.html.erb:1` renders it, the `<main>` that follows there moves into it"
            : "warning: \(stray)"])
    }

    /// A stray `</div>` searching past its template closes the `<div>` every render site has
    /// open around it: a dead page without one does not stop the claim. Where a live page
    /// has none, the message says it closes one where one is open, and is ignored elsewhere.
    @Test(arguments: [false, true])
    func aDeadPageDoesNotDecideWhatAStrayEndTagCloses(editRouted: Bool) throws {
        let files = Self.homePages(editRouted: editRouted, [
            "app/views/shared/_list.html.erb": "<section>\n  <h1>Items</h1>\n  </div>\n  <p>More</p>\n</section>\n",
            "app/views/home/index.html.erb": "<div class=\"main\">\n  <%= render \"shared/list\" %>\n</div>\n",
            "app/views/home/edit.html.erb": "<%= render \"shared/list\" %>\n",
        ])
        let found = try mismatchedEndTags(files)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix(editRouted
            ? "warning: end tag `</div>` has no open `<div>` in this template: where it renders, it closes the nearest `<div>` open around it (and the `<section>` opened on line 1 with it); browsers ignore it only where none is open"
            : "error: end tag `</div>` has no open `<div>` in this template: where it renders, browsers close the `<div class=\"main\">` that `app/views/home/index.html.erb` opens on line 1") == true, "\(found)")
    }

    /// A site in a `<script>` (the partial written into a JavaScript string, as a document for
    /// an iframe) builds no element of the page: what follows the script is no place for the
    /// claim. (The partial renders in markup too, at the end of `home/edit`: else, rendered only
    /// as text, its markup is not judged at all.)
    @Test(arguments: [true, false])
    func whatFollowsASiteInAScriptMovesNothing(inScript: Bool) throws {
        let call = "<%= escape_javascript render \"shared/bar\" %>"
        let files = Self.homePages(editRouted: true, [
            "app/views/shared/_bar.html.erb": "<div class=\"bar\">\n  <a href=\"/\">Home</a>\n</nav>\n",
            "app/views/home/index.html.erb": inScript ? "<script>\n  frame.document.write(\"\(call)\")\n</script>\n<main>m</main>\n" : "\(call)\n<main>m</main>\n",
            "app/views/home/edit.html.erb": "<p>Edit</p>\n<%= render \"shared/bar\" %>\n",
        ])
        let found = try mismatchedEndTags(files)
        #expect(found.count == 1)
        #expect(found.first?.contains("that follows there moves into it") == !inScript, "\(found)")
    }

    /// An end tag in a form helper's block after a partial that leaves a `<div>` open (its
    /// last row, on purpose) closes that `<div>`, not the one outside the block; with a partial
    /// that leaves nothing open, or one bridgelint does not read (a gem's), it closes the outer
    /// one, and the form is still open there.
    @Test(arguments: [("fields", true), ("fields", false), ("devise/shared/error_messages", false)])
    func anEndTagInAHelperBlockClosesWhatAPartialThereLeftOpen(partial: String, leavesOpen: Bool) throws {
        let files = Self.homePages(editRouted: true, [
            "app/views/home/_fields.html.erb": "<div class=\"row\">\n  <%= f.text_field :name %>\n" + (leavesOpen ? "" : "</div>\n"),
            "app/views/home/index.html.erb": "<div class=\"page\">\n<%= form_with url: \"/home\" do |f| %>\n  <%= render \"\(partial)\", f: f %>\n</div>\n<% end %>\n",
            "app/views/home/edit.html.erb": "<p>Edit</p>\n",
        ])
        let found = try mismatchedEndTags(files)
        #expect(found.contains { $0.contains("inside the `form_with` block closes the `<div>` opened on line 1") } == !leavesOpen, "\(found)")
    }

    /// A footer partial's `</main>` with nothing open in it is judged at its render sites: a
    /// `<main>` open only around the call in a dead page does not keep it from being reported.
    @Test(arguments: [false, true])
    func anElementOpenOnlyInADeadPageIsNotOpenWhereTheEndTagRenders(editRouted: Bool) throws {
        let files = Self.homePages(editRouted: editRouted, [
            "app/views/shared/_footer.html.erb": "</main>\n<footer>f</footer>\n",
            "app/views/home/index.html.erb": "<h1>Home</h1>\n<%= render \"shared/footer\" %>\n",
            "app/views/home/edit.html.erb": "<main>\n  <h1>Edit</h1>\n  <%= render \"shared/footer\" %>\n",
        ])
        #expect(try mismatchedEndTags(files).count == (editRouted ? 0 : 1))
    }

    /// A `<p />` a partial leaves open holds what follows a render site: what follows the call
    /// in a dead page lands nowhere.
    @Test(arguments: [false, true])
    func aParagraphLeftOpenIsNotJudgedAtADeadPage(editRouted: Bool) throws {
        let files = Self.homePages(editRouted: editRouted, [
            "app/views/shared/_note.html.erb": "Note<p/>\nMore\n",
            "app/views/home/index.html.erb": "<h1>Home</h1>\n<%= render \"shared/note\" %>\n<div>d</div>\n",
            "app/views/home/edit.html.erb": "<%= render \"shared/note\" %>\n<b>x</b>\n",
        ])
        #expect(try invalidNesting(files) == [editRouted
            ? "error: \(Self.slashedParagraph), and it stays open past the template's end: where `app/views/home/edit.html.erb:1` renders it, the `<b>` that follows there moves into it"
            : "warning: \(Self.slashedParagraph); wherever the template renders, what follows closes it before anything else lands inside, so nothing moves if that is what it was meant to hold"])
    }
}
