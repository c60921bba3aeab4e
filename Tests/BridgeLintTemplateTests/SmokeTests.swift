import Testing
import BridgeLintCore
@testable import BridgeLintTemplate

func outline(_ t: Template) -> String {
    var lines: [String] = []
    func walk(_ i: Int, _ depth: Int) {
        let e = t.elements[i]
        let attrs = e.attributes.map { a -> String in
            let v = a.value.map { $0.staticText.map { "=\($0)" } ?? "=<\($0.kind)>" } ?? ""
            return "[\(a.name)\(v)]"
        }.joined()
        let p = t.file.position(of: e.nameRange.start)
        lines.append(String(repeating: "  ", count: depth) + e.name + attrs + " @\(p.line):\(p.column)" + (e.hasDynamicAttributes ? " dyn" : ""))
        for c in e.children { walk(c, depth + 1) }
    }
    for (i, e) in t.elements.enumerated() where e.parent == nil { walk(i, 0) }
    for issue in t.issues { let p = t.file.position(of: issue.range.start); lines.append("! \(p.line):\(p.column) \(issue.message)") }
    return lines.joined(separator: "\n")
}

@Test func smoke() {
    let src = """
    <%= tag.div data: { controller: "bridge--nav", bridge_side: "right", bridge_image: "ellipsis.circle" } do %>
      <%= link_to "Profile", profile_path, data: { bridge__nav_target: "item", bridge_image: "person" } %>
      <%= button_to "Sign out", session_path, method: :delete, data: { bridge__nav_target: "item" } %>
    <% end %>
    <div class="x <%= y %>" <%= "open" if z %>><h3>Hi</h2></div>
    <%= form_with model: @todo do |form| %>
      <%= form.label :description %>
      <%= form.rich_text_area :descritpion, data: { controller: "bridge--keyboard", action: "focusin->bridge--keyboard#show" } %>
    <% end %>
    """
    let t = TemplateParser.parse(SourceFile(path: "a.erb", text: src))
    print(outline(t))
    #expect(t.elements.count > 3)
}
