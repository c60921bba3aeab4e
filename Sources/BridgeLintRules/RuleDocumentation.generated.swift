// Generated from Rules/*.md by RuleDocumentationTests; do not edit.
// Regenerate: BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedDocumentationIsCurrent

/// Each rule's documentation, as written in `Rules/<id>.md`.
public enum RuleDocumentation {
    public static let markdown: [String: String] = [
        "html-duplicate-attribute": #"""
# html-duplicate-attribute

Severity: error · Fix: none · Since: 0.1.0

## What it does

Reports an attribute written twice on one tag.

## Why it matters

Browsers keep the first value and drop the second without a word. A second `data-action` or
`data-controller` on the same element therefore does nothing: list several controllers or
actions in one attribute, separated by spaces. Attributes in different ERB branches
(`<% if a %>class="x"<% else %>class="y"<% end %>`) are not duplicates and are not reported.

## Examples

```erb bad
<button data-action="click->menu#open" data-action="keydown.esc->menu#close">Menu</button>
                                       ^^^^^^^^^^^
```

```erb good
<button data-action="click->menu#open keydown.esc->menu#close">Menu</button>
```

```erb good
<div <% if wide %>class="wide"<% else %>class="narrow"<% end %>>Body</div>
```

## Fix safety

No automatic fix: merging two values needs a person to choose the order and the separator.

## Options

None.

## References

- HTML Standard, "duplicate-attribute" parse error.
- Stimulus reference: several actions and controllers are separated by spaces in one attribute.
"""#,
        "html-mismatched-end-tag": #"""
# html-mismatched-end-tag

Severity: error · Fix: none · Since: 0.1.0

## What it does

Reports an end tag that does not close the element that is open (`<h3>` closed by `</h2>`), an
end tag with nothing to close, and an element that is never closed but ended implicitly by an
outer end tag. The structure comes from libxml2's HTML parser, run on the template with its ERB
masked out.

## Why it matters

Browsers repair broken markup silently, and not always the way the author meant: the rest of
the page can end up inside the heading, so a bridge component's targets move out of its scope
and a native button disappears. Structure that only looks wrong because ERB branches open and
close tags differently (`<% if %><a><% else %><span><% end %>`) is not reported.

## Examples

```erb bad
<div class="card">
  <h3>Todos</h2>
             ^^
</div>
```

```erb bad
<ul>
  <li>First</li>
</ul>
</ul>
  ^^
```

```erb good
<div class="card">
  <h3>Todos</h3>
</div>
```

```erb good
<% if compact %>
  <span class="badge">
<% else %>
  <strong class="badge">
<% end %>
<%= count %>
<% if compact %></span><% else %></strong><% end %>
```

## Fix safety

No automatic fix: which tag is wrong, the start or the end, is for a person to decide.

## Options

None.

## References

- libxml2 HTML parser errors `XML_ERR_TAG_NAME_MISMATCH`.
- HTML Standard, "An introduction to error handling and strange cases in the parser".
"""#,
        "html-parse-error": #"""
# html-parse-error

Severity: error · Fix: none · Since: 0.1.0

## What it does

Reports what keeps bridgelint from reading a template fully: an ERB tag opened with `<%` and
never closed with `%>`, a file containing NUL bytes (not a text template), and bytes that are
not UTF-8.

## Why it matters

An unclosed ERB tag swallows the rest of the file: Rails raises a syntax error, and bridgelint
cannot see the markup after it. A binary file among the templates is usually a stray artifact.

## Examples

```erb bad
<div class="card">
  <%= link_to "Edit", edit_todo_path(@todo)
  ^^
</div>
```

```erb good
<div class="card">
  <%= link_to "Edit", edit_todo_path(@todo) %>
</div>
```

## Fix safety

No automatic fix.

## Options

None; exclude generated or binary files with `exclude:` in `.bridgelint.yml`.

## References

- ERB and Erubi tag syntax: `<% %>`, `<%= %>`, `<%# %>`, `<%% %>`.
"""#,
        "stimulus-unknown-controller": #"""
# stimulus-unknown-controller

Severity: error · Fix: unsafe · Since: 0.1.0

## What it does

Reports a controller identifier that nothing in the app defines: a word in `data-controller`, the
identifier of a `data-action` descriptor, or the identifier inside a target, value, class, outlet
or param attribute name. Identifiers come from controller file paths
(`controllers/bridge/nav_controller.js` is `bridge--nav`), from `application.register("id", ...)`
calls, from npm packages listed under `controllers: packages:`, and from `controllers: known:` in
`.bridgelint.yml`.

## Why it matters

Stimulus ignores an identifier it has no controller for: nothing connects, no error is raised,
and a bridge component never reaches the native app. Bridge components live in
`controllers/bridge/`, so their identifiers have a double dash: `bridge--nav`, not `bridge-nav`.

In attribute names (`data-x-target`) other libraries use the same shape (`data-bs-target`), so
an unknown identifier there is reported only when it is one typo away from a real one. When no
controller is found at all, the rule stays silent and bridgelint says why on stderr.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]
}
```

```erb bad
<div data-controller="bridge--naw">
                      ^^^^^^^^^^^
</div>
```

```erb bad
<nav data-controller="bridge-nav">
                      ^^^^^^^^^^
  <a href="/" data-bridge-nav-target="item">Home</a>
                   ^^^^^^^^^^
</nav>
```

```erb bad
<button data-action="click->bridge--nvа#open">Menu</button>
                            ^^^^^^^^^^^
```

```erb good
<div data-controller="bridge--nav">
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
```

```erb good
<div data-controller="<%= controller_name %> bridge--nav" data-bs-target="#menu"></div>
```

## Fix safety

When exactly one identifier is close, the fix replaces the typo with it. It is unsafe: the
author may have meant a controller that does not exist yet.

## Options

None. Declare controllers that bridgelint cannot see (from npm packages) under
`controllers: known:` in `.bridgelint.yml`.

## References

- Stimulus reference: controllers, identifiers and naming conventions.
- stimulus-rails `eagerLoadControllersFrom`.
"""#,
        "stimulus-unknown-target": #"""
# stimulus-unknown-target

Severity: error · Fix: unsafe · Since: 0.1.0

## What it does

Reports a name in `data-<identifier>-target` that the controller does not declare in
`static targets`.

## Why it matters

Stimulus silently ignores it: `this.itemTargets` misses the element, and a native menu built
from those targets loses an entry on every platform. The rule only speaks about controllers
whose targets it can read completely (a literal `static targets` in a class that extends
`Controller` or `BridgeComponent` directly).

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]
}
```

```erb bad
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="iten" href="/profile">Profile</a>
                              ^^^^
</div>
```

```erb bad
<%= tag.div data: { controller: "bridge--nav" } do %>
  <%= link_to "Profile", profile_path, data: { bridge__nav_target: "itme" } %>
                                                                    ^^^^
<% end %>
```

```erb good
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="item" href="/profile">Profile</a>
  <a data-bridge--nav-target="<%= kind %>" href="/settings">Settings</a>
</div>
```

## Fix safety

When exactly one declared target is close, the fix uses it. It is unsafe: the author may want
to add the new target to the controller instead.

## Options

None.

## References

- Stimulus reference: targets.
"""#,
        "suppression-unused": #"""
# suppression-unused

Severity: warning · Fix: safe · Since: 0.1.0

## What it does

Reports a `bridgelint:disable...` comment that silences no finding, or that names a rule that
does not exist. Comments: `<%# bridgelint:disable-next-line rule-id %>`,
`<!-- bridgelint-disable-next-line rule-id -->`, `<%# bridgelint:disable rule-a, rule-b %>` ...
`<%# bridgelint:enable %>`, and `<%# bridgelint:disable-file rule-id %>`. Without rule ids they
cover every rule; text after `--` is a reason and is ignored.

## Why it matters

A suppression that no longer suppresses anything hides the next real problem on that line, and
a misspelled rule id silences nothing at all.

## Examples

```erb bad
<%# bridgelint:disable-next-line html-duplicate-attribute %>
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
<div class="card">Fine</div>
```

```erb bad
<%# bridgelint:disable-next-line html-duplicate-atribute %>
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
<div class="a" class="b">Twice</div>
```

```erb good
<%# bridgelint:disable-next-line html-duplicate-attribute -- legacy markup, fixed in #123 %>
<div class="a" class="b">Twice</div>
```

## Fix safety

The fix deletes the unused comment; it is safe.

## Options

None.

## References

- ESLint `--report-unused-disable-directives`; Ruff `RUF100`.
"""#,
    ]
}
