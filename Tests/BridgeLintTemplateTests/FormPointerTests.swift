import BridgeLintCore
import Testing
@testable import BridgeLintTemplate

/// HTML's form element pointer ("in body"): a `<form>` start tag while the pointer is set, and no
/// `<template>` is open, is ignored; `</form>` clears the pointer and removes the form it pointed
/// to (when in scope), leaving open what is open inside it. A form helper's block (`form_with`,
/// `form_tag`, `form_for`) writes the form's start tag, so a `</form>` in the block ends that
/// form there, and a `<form>` after it is a form of its own, not an ignored one.
@Suite struct FormPointerTests {
    @Test(arguments: [
        // The early `</form>` is the finding; the forms after it are created (inside the `<div>`
        // still open in the helper's form), and nothing leaves the form.
        ("<%= form_tag \"/w\" do %><div><input name=\"a\"></form><form action=\"/i\"><input name=\"b\"></form><form action=\"/o\"></form></div><% end %>",
         "form(div(input form(input) form))", ["mismatchedEndTag 1:47-1:51 harmless"]),
        ("<%= form_with url: \"/w\" do |f| %><%= f.text_field :a %></form><form action=\"/i\"></form><% end %>",
         "form(input) form", ["mismatchedEndTag 1:58-1:62 harmless"]),
        ("<%= form_for @w do |f| %><div></form><form action=\"/i\"></form></div><% end %>",
         "form(div(form))", ["mismatchedEndTag 1:33-1:37 harmless"]),
        // Fields after the early end, outside what stays open, leave the form: an error.
        ("<%= form_with url: \"/w\" do %><div></form></div><input name=\"b\"><% end %>",
         "form(div) input", ["mismatchedEndTag 1:37-1:41 moves"]),
        // A form written after the early end and left open is ended by the `</form>` of `<% end %>`.
        ("<%= form_with url: \"/w\" do %></form><form action=\"/i\"><input name=\"b\"><% end %><p>after</p>",
         "form form(input) p", ["mismatchedEndTag 1:32-1:36 harmless"]),
        // While the pointer is set the inner start tag is ignored, and its `</form>` is part of that finding.
        ("<%= form_with url: \"/w\" do %><div><form action=\"/i\"></form></div><% end %>",
         "form(div)", ["invalidNesting 1:36-1:40 moves"]),
        ("<form action=\"/w\"><form action=\"/i\"></form></form>",
         "form", ["invalidNesting 1:20-1:24 moves"]),
        // Inside a `<template>` the pointer is neither read nor set.
        ("<form action=\"/w\"><template><form action=\"/i\"><input></form></template></form>",
         "form(template(form(input)))", []),
    ] as [(String, String, [String])])
    func theFormElementPointer(source: String, tree: String, damage: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.damage == damage)
    }

    /// A form helper's block inside an open form (or after one an end tag closed early, whose
    /// form the pointer still holds): browsers ignore the `<form>` it writes, so its element holds
    /// nothing and its markup lands in what is open around it; the `</form>` its `<% end %>`
    /// writes ends the outer form. One finding, at the inner helper.
    @Test(arguments: [
        ("<%= form_with url: \"/w\" do %><div><%= form_with url: \"/i\" do %><input name=\"b\"><% end %><input name=\"c\"></div><% end %>",
         "form(div(form input input))", ["invalidNesting 1:39-1:48 moves"]),
        // The outer form's submit button after the inner `<% end %>` lies outside any form.
        ("<%= form_for @w do |f| %><%= form_for @i do |g| %><%= g.text_field :b %><% end %><%= f.submit %><% end %><p>after</p>",
         "form(form input) input p", ["invalidNesting 1:30-1:38 moves"]),
        // Inside a raw `<form>`: the inner `<% end %>` ends it, and the outer `</form>` finds nothing.
        ("<form action=\"/w\"><%= form_tag \"/i\" do %><input name=\"b\"><% end %><input name=\"c\"></form>",
         "form(form input) input", ["invalidNesting 1:23-1:31 moves"]),
        // A stray `</div>` closed the outer form's element early: its pointer still holds, the
        // inner form is ignored, and the `</div>` in the inner block closes what is open around
        // it, as written; no helper's element stands in the way.
        ("<div class=\"page\">\n<div class=\"wrap\">\n<%= form_with url: \"/w\" do %>\n<input name=\"a\">\n</div>\n<%= form_with url: \"/i\" do %>\n<input name=\"b\">\n</div>\n<% end %>\n<% end %>",
         "div(div(form(input)) form input)", ["mismatchedEndTag 5:3-5:6 harmless", "invalidNesting 6:5-6:14 moves"]),
        // Not while a `<template>` is open, nor after the outer form ended.
        ("<%= form_with url: \"/w\" do %><template><%= form_with url: \"/i\" do %><input><% end %></template><% end %>",
         "form(template(form(input)))", []),
        ("<%= form_with url: \"/w\" do %><input><% end %><%= form_with url: \"/i\" do %><input><% end %>",
         "form(input) form(input)", []),
    ] as [(String, String, [String])])
    func aFormHelperInsideAnOpenFormIsIgnored(source: String, tree: String, damage: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.damage == damage)
    }

    /// A `</form>` inside a table cell within the form it would end (a nested form's, or written
    /// there) cannot end that form, but it ends browsers' hold on it: the form's own `</form>`,
    /// written or the one its helper's `<% end %>` writes, then ends nothing, and the form stays
    /// open over what follows, up to the end tag of an element around it (html5lib's trees, but
    /// for the empty element kept for an ignored helper's form).
    @Test(arguments: [
        ("<div><%= form_for @a do %><table><tr><td><%= form_for @b do %><input name=\"b\"><% end %></td></tr></table><% end %><p>after</p></div>",
         "div(form(table(tbody(tr(td(form input)))) p))", ["invalidNesting 1:46-1:54 moves", "mismatchedEndTag 1:106-1:115 moves"]),
        ("<div><form action=\"/a\"><table><tr><td><form action=\"/b\"><input name=\"b\"></form></td></tr></table></form><p>after</p></div>",
         "div(form(table(tbody(tr(td(input)))) p))", ["invalidNesting 1:40-1:44 moves", "mismatchedEndTag 1:100-1:104 moves"]),
        // Written in the cell with no inner form: that end tag is one finding, what it does to
        // the form's own `</form>` another.
        ("<form action=\"/a\"><table><tr><td></form></td></tr></table></form><p>after</p>",
         "form(table(tbody(tr(td))) p)", ["mismatchedEndTag 1:36-1:40 moves", "mismatchedEndTag 1:61-1:65 moves"]),
        // Nothing follows inside the element around it: nothing moves.
        ("<div><%= form_for @a do %><table><tr><td><%= form_for @b do %><% end %></td></tr></table><% end %></div>",
         "div(form(table(tbody(tr(td(form))))))", ["invalidNesting 1:46-1:54 moves", "mismatchedEndTag 1:90-1:99 harmless"]),
    ] as [(String, String, [String])])
    func aFormEndTagInACellEndsOnlyTheHoldOnTheForm(source: String, tree: String, damage: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.damage == damage)
    }

    /// The nested helper's finding no longer says its `</form>` ends the outer form, and the
    /// ignored end says which `</form>` ended the hold, from inside what.
    @Test func theIgnoredFormEndNamesTheEndTagThatEndedTheHold() throws {
        let issues = Parsed("<div>\n<%= form_for @a do %>\n<table><tr><td>\n<%= form_for @b do %>\n<% end %>\n</td></tr></table>\n<% end %>\n<p>after</p>\n</div>").template.issues
        try #require(issues.count == 2)
        #expect(issues[0].message.hasSuffix("the `</form>` its `<% end %>` (line 5) writes, inside the `<td>` opened on line 3, cannot end the outer form: it only ends browsers' hold on it, so the outer form's own `</form>` is ignored"))
        #expect(issues[1].message.hasPrefix("the `</form>` this `<% end %>` writes is ignored: the `</form>` that the `form_for` on line 4 writes at its `<% end %>` (line 5), inside the `<td>` opened on line 3, could not end the `<form>` opened on line 2"))
        #expect(issues[1].message.hasSuffix("the `<form>` stays open, so what follows lands inside it (from the `<p>` on line 8, up to the `</div>` on line 9)"))
        #expect(issues[1].help == "move the inner form out of the outer one (forms cannot nest), or end the outer form before the table")
    }

    /// A helper that writes a whole form (`button_to`, with or without a block, `form_tag(url) { … }`)
    /// inside an open form: browsers ignore its `<form>` start tag (which closes no `<p>` then), its
    /// button lands in what is open around it, a submit button of the outer form, and its `</form>`
    /// ends the outer form, leaving open what is open inside it. Always reported at the helper (the
    /// submission changes), and it moves content where something renders after that `</form>` and
    /// after those elements end, before the outer form's own end (the trees are html5lib's, but for
    /// the empty element kept for the helper's form).
    @Test(arguments: [
        ("<%= form_with url: \"/o\" do |f| %><%= f.text_field :a %><%= button_to \"D\", \"/x\", method: :delete %><%= f.text_field :c %><%= f.submit %><% end %>",
         "form(input form button) input input", ["invalidNesting 1:60-1:69 moves"]),
        ("<form action=\"/o\"><div><%= button_to \"D\", \"/x\" %><input name=\"c\"></div><input name=\"d\"></form>",
         "form(div(form button input)) input", ["invalidNesting 1:28-1:37 moves"]),
        ("<form action=\"/o\"><ul><li><%= button_to \"D\", \"/x\" %></li><li><input name=\"c\"></li></ul><input name=\"d\"></form>",
         "form(ul(li(form button) li(input))) input", ["invalidNesting 1:31-1:40 moves"]),
        ("<form action=\"/o\"><%= button_to \"/x\" do %>D<% end %><input name=\"c\"></form>",
         "form(form button) input", ["invalidNesting 1:23-1:32 moves"]),
        ("<%= form_with url: \"/o\" do |f| %><%= form_tag(\"/x\") { \"y\" } %><%= f.submit %><% end %>",
         "form(form) input", ["invalidNesting 1:38-1:46 moves"]),
        ("<form action=\"/o\"><p>x<%= button_to \"D\", \"/x\" %>y</p><input name=\"c\"></form>",
         "form(p(form button)) p input", ["invalidNesting 1:27-1:36 moves"]),
        // Nothing renders after it inside the outer form, or only inside an element still open in
        // it: every field stays in the outer form, but the helper's button submits it.
        ("<form action=\"/o\">\n  <div>\n    <%= button_to \"D\", \"/x\" %>\n  </div>\n</form>\n<p>after</p>",
         "form(div(form button)) p", ["invalidNesting 3:9-3:18 moves"]),
        ("<%= form_with url: \"/o\" do |f| %><div><%= f.text_field :a %><%= button_to \"D\", \"/x\" %><%= f.submit %></div><% end %>",
         "form(div(input form button input))", ["invalidNesting 1:65-1:74 moves"]),
        // A table cell between: the helper's `<form>` is ignored there too (html5lib:
        // `td(button)`), and its `</form>` cannot end the outer form but ends browsers' hold on
        // it: the outer form's own `</form>` then ends nothing, and it stays open.
        ("<form action=\"/o\"><table><tr><td><%= button_to \"D\", \"/x\" %></td></tr></table><input name=\"c\"></form><p>after</p>",
         "form(table(tbody(tr(td(form button)))) input p)", ["invalidNesting 1:38-1:47 moves"]),
        // Not inside a `<template>`, nor after the outer form ended.
        ("<%= form_with url: \"/o\" do %><template><%= button_to \"D\", \"/x\" %><input></template><% end %>",
         "form(template(form(button) input))", []),
        ("<%= form_with url: \"/o\" do %><input><% end %><%= button_to \"D\", \"/x\" %><input>",
         "form(input) form(button) input", []),
    ] as [(String, String, [String])])
    func aWholeFormAHelperWritesInsideAFormIsTheOuterForms(source: String, tree: String, damage: [String]) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.damage == damage)
    }

    /// The message says that the helper's button submits the outer form (its line), that a
    /// non-POST `method:` posts a `_method` overriding the outer form's (or, in a form that
    /// sends a GET, one Rails ignores), and whether anything then leaves the outer form.
    @Test(arguments: [
        ("<%= form_with url: \"/o\" do |f| %>\n<%= button_to \"D\", \"/x\", method: :delete %>\n<%= f.submit %>\n<% end %>",
         "its button submits the `<form>` on line 1", "(`delete`) is posted with the outer form, where it overrides the method of a form that posts", "is no longer in that form"),
        // A `<form>` without `method` sends a GET: the `_method` goes into its query, ignored.
        ("<form action=\"/o\">\n<%= form_tag(\"/x\", method: :patch) { \"y\" } %>\n</form>",
         "what it holds submits with the `<form>` on line 1", "(`patch`) goes into the query of the outer form's GET, where Rails ignores it", "nothing renders after it outside that form"),
        ("<form action=\"/o\" method=\"post\">\n<%= form_tag(\"/x\", method: :patch) { \"y\" } %>\n</form>",
         "what it holds submits with the `<form>` on line 1", "(`patch`) is posted with the outer form", "nothing renders after it outside that form"),
        ("<form action=\"/o\">\n<div><%= button_to \"D\", \"/x\", method: :get %></div>\n</form>",
         "its button submits the `<form>` on line 1", nil, "nothing renders after it outside that form"),
    ] as [(String, String, String?, String)])
    func aWholeNestedFormSaysWhereItsButtonSubmits(source: String, submits: String, method: String?, moves: String) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message.contains(submits))
        #expect(issue.message.contains("_method") == (method != nil))
        if let method { #expect(issue.message.contains(method)) }
        #expect(issue.message.contains(moves))
    }

    /// The general form of a whole nested form whose button sends the request its helper means:
    /// both calls show their requests (the URL's code, the literal method or POST, `html: {
    /// method: }` for `form_for`), the URLs are the same code, and the method sent is the one the
    /// helper means (its `_method`, posted last, wins; else the outer form's; GET where the outer
    /// form gets). Then only what leaves the outer form can break. Not where a model decides the
    /// outer form's method, the URLs differ, or the methods do.
    @Test(arguments: [
        ("<%= form_with url: \"/o\" do |f| %><div><%= f.text_field :a %><%= button_to \"D\", \"/o\" %></div><% end %>", false),
        ("<%= form_with url: \"/o\", method: :put do |f| %><div><%= button_to \"D\", \"/o\", method: :put %></div><% end %>", false),
        // Its `_method` (DELETE) stays in the outer form after the outer one's (PUT): the outer
        // form's own submit sends a DELETE too.
        ("<%= form_for(@user, url: user_path(@user), html: { method: :put }) do |f| %><div><%= button_to \"Delete\", user_path(@user), method: :delete %></div><% end %>", true),
        ("<%= form_for(@user, url: user_path(@user), html: { method: :delete }) do |f| %><div><%= button_to \"Delete\", user_path(@user), method: :delete %></div><% end %>", false),
        ("<%= form_tag(user_path(@user), method: :patch) do %><div><%= button_to(user_path(@user), method: :patch) do %>Save<% end %></div><% end %>", false),
        ("<%= form_with url: \"/o\", method: :get do |f| %><div><%= button_to \"D\", \"/o\", method: :get %></div><% end %>", false),
        ("<%= form_with url: \"/o\", method: :put do |f| %><div><%= button_to \"D\", \"/o\" %></div><% end %>", true),
        ("<%= form_with url: \"/o\", method: :get do |f| %><div><%= button_to \"D\", \"/o\" %></div><% end %>", true),
        ("<%= form_for(@user, url: user_path(@user)) do |f| %><div><%= button_to \"D\", user_path(@user), method: :patch %></div><% end %>", true),
        ("<%= form_with model: @user, url: user_path(@user) do |f| %><div><%= button_to \"D\", user_path(@user) %></div><% end %>", true),
        ("<%= form_with url: \"/o\" do |f| %><div><%= button_to \"D\", \"/p\" %></div><% end %>", true),
        ("<%= form_with url: \"/o\" do |f| %><div><%= button_to \"D\", \"/o\", method: verb %></div><% end %>", true),
        // The same request, but the outer form's submit button leaves it.
        ("<%= form_with url: \"/o\" do |f| %><%= button_to \"D\", \"/o\" %><%= f.submit %><% end %>", true),
    ] as [(String, Bool)])
    func aWholeNestedFormSendingTheRequestItMeansOnlyMovesWhatLeaves(source: String, moves: Bool) throws {
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.kind == .invalidNesting)
        #expect(issue.movesContent == moves)
    }

    /// Its message names the URL and the method the button's request has, and that nothing else
    /// changes where the outer form sends that method itself; where it sends another (an account
    /// form's PUT beside its "Delete" button), that the outer form's own submit sends the
    /// button's method too.
    @Test(arguments: ["delete", "put"])
    func theRequestItMeansIsNamed(outerMethod: String) throws {
        let source = "<%= form_for(@user, url: user_path(@user), html: { method: :\(outerMethod) }) do |f| %>\n  <div>\n    <%= button_to \"Delete\", user_path(@user), method: :delete %>\n  </div>\n<% end %>"
        let issue = try #require(Parsed(source).template.issues.first)
        #expect(issue.message.contains("its button submits the `<form>` on line 1 instead, but to the same URL (`user_path(@user)`) with the method it means (DELETE)"))
        if outerMethod == "delete" {
            #expect(issue.message.hasSuffix("(nothing renders after it outside that form before the form's own end), so nothing else changes"))
            #expect(!issue.message.contains("_method"))
        } else {
            #expect(issue.message.contains("; but its hidden `_method` field (`delete`) is in the outer form for the outer form's own submits too, after that form's method (PUT): Rack keeps the last, so the outer form's own submit button sends a DELETE as well"), "\(issue.message)")
            #expect(!issue.message.hasSuffix("so nothing else changes"))
        }
    }

    /// The message says what the browser does with the early `</form>`, and whether anything moves.
    @Test func theEarlyEndTagSaysWhatHappens() throws {
        let issue = try #require(Parsed("<%= form_tag \"/w\" do %>\n<div></form><form action=\"/i\"></form></div>\n<% end %>").template.issues.first)
        #expect(issue.message.hasPrefix("end tag `</form>` ends the `<form>` that `form_tag` renders on line 1 before the block's `<% end %>`: browsers end the form here"))
        #expect(issue.message.hasSuffix("so nothing moves"))
    }
}

/// `<% form_tag url do %>` and the other block helpers that write their markup from a code tag
/// up to Rails 3.0 are read as `<%=` is: the element wraps the block (`Template.railsTwoBlocks`
/// says where such blocks are, for the rules that ask the app's Rails version).
@Suite struct RailsTwoBlockHelperTreeTests {
    /// (template, `Parsed.tree`, how many such blocks)
    @Test(arguments: [
        ("<% form_tag \"/s\" do -%><p><input name=\"q\"></p><% end -%>", "form(p(input))", 1),
        ("<% form_for @user do |f| %><%= f.text_field :login %><% end %>", "form(input)", 1),
        ("<% content_tag :div, :class => \"x\" do %><span>x</span><% end %><i></i>", "div(span) i", 1),
        ("<% link_to root_path do %><b>Home</b><% end %>", "a(b)", 1),
        ("<% field_set_tag \"Login\" do %><input><% end %>", "fieldset(input)", 1),
        // Any other block, or a form helper without one, writes nothing from a code tag.
        ("<% cache @user do %><p>x</p><% end %>", "p", 0),
        ("<% form_tag \"/s\" %><p>x</p>", "p", 0),
        ("<% items.each do |item| %><p>x</p><% end %>", "p", 0),
    ] as [(String, String, Int)])
    func aCodeTagBlockHelperWritesItsElement(source: String, tree: String, blocks: Int) {
        let parsed = Parsed(source)
        #expect(parsed.tree == tree)
        #expect(parsed.template.railsTwoBlocks.count == blocks)
    }
}
