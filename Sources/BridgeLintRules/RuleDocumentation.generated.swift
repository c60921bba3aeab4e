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
    ]
}
