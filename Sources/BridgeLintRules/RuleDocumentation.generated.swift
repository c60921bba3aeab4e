// Generated from Rules/*.md by RuleDocumentationTests; do not edit.
// Regenerate: BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedDocumentationIsCurrent

/// Each rule's documentation, as written in `Rules/<id>.md`.
public enum RuleDocumentation {
    public static let markdown: [String: String] = [
        "bridge-attribute-value": #"""
# bridge-attribute-value

Severity: error · Fix: unsafe · Since: 0.1.0

## What it does

Reports a static `data-bridge-NAME` value that is not one of the values the configuration
declares for `NAME`. Bridge attributes are free-form strings the component interprets
(`side: left|right`), so only the project can say which values exist: the rule does nothing
until `values:` is configured. Dynamic values are never reported.

## Why it matters

A component usually falls back to a default for a value it does not know
(`bridgeAttribute("side") || "right"`), so `data-bridge-side="rigth"` or `"start"` silently
puts the menu in the wrong place on every platform.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```yml file=.bridgelint.yml
rules:
  bridge-attribute-value:
    values:
      side: [left, right]
```

```erb bad
<div data-controller="bridge--nav" data-bridge-side="lfet">
                                                     ^^^^
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
<%= tag.div data: { controller: "bridge--nav", bridge_side: :start } do %>
                                                             ^^^^^
  <a href="/" data-bridge--nav-target="item">Home</a>
<% end %>
```

```erb good
<div data-controller="bridge--nav" data-bridge-side="left">
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
<%= tag.div data: { controller: "bridge--nav", bridge_side: (rtl? ? "left" : "right") } do %>
  <a href="/" data-bridge--nav-target="item">Home</a>
<% end %>
```

## Fix safety

When one allowed value is close, the fix uses it. It is unsafe: the value may be missing from
the configuration instead.

## Options

`values`: a map from bridge attribute name, as the component reads it (the NAME of
`bridgeAttribute("NAME")`, without `data-bridge-`), to the list of allowed values. Names are
compared without case, like HTML attribute names; values exactly.

```yaml
rules:
  bridge-attribute-value:
    values:
      side: [left, right]
      style: [primary, destructive]
```

Configuration errors name the exact key: an unknown option (with a did-you-mean), `values`
that is not a map, an attribute name written with `data-bridge-` or containing spaces, a list
that is missing or empty, and list items that are not strings (`true` and numbers are taken as
their text).

## References

- hotwire-native-bridge `src/bridge_element.js`: `bridgeAttribute(name)` returns the string as written.
"""#,
        "bridge-invalid-disabled": #"""
# bridge-invalid-disabled

Severity: error · Fix: unsafe · Since: 0.1.0

## What it does

Reports a `data-bridge-disabled` value other than `true`, `false`, `ios` or `android`
(compared exactly, so `True` and ` true` are reported too), and the attribute written without
a value.

## Why it matters

`BridgeElement.disabled` is true only when the value is `"true"` or the current platform
(`"ios"`, `"android"`). Any other value, such as `yes`, `1` or `disabled`, leaves the native
item enabled, with no error anywhere.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```erb bad
<div data-controller="bridge--nav">
  <a href="/new" data-bridge--nav-target="item" data-bridge-disabled="yes">New</a>
                                                                      ^^^
  <%= link_to "Archive", archive_path, data: { bridge__nav_target: "item", bridge_disabled: "flase" } %>
                                                                                             ^^^^^
  <a href="/old" data-bridge--nav-target="item" data-bridge-disabled>Old</a>
                                                ^^^^^^^^^^^^^^^^^^^^
</div>
```

```erb good
<div data-controller="bridge--nav">
  <a href="/new" data-bridge--nav-target="item" data-bridge-disabled="true">New</a>
  <a href="/scan" data-bridge--nav-target="item" data-bridge-disabled="android">Scan</a>
  <%= link_to "Archive", archive_path, data: { bridge__nav_target: "item", bridge_disabled: archived? } %>
  <%= link_to "Edit", edit_path, data: { bridge__nav_target: "item", bridge_disabled: false } %>
</div>
```

## Fix safety

When one allowed value is close (`flase` -> `false`, `True` -> `true`), the fix uses it. It is
unsafe: which state the author meant is a guess.

## Options

None.

## References

- hotwire-native-bridge `src/bridge_element.js`: `get disabled()`.
- Hotwire Native docs, bridge components: `data-bridge-disabled` takes `true`, `false`, `ios` or `android`.
"""#,
        "bridge-invalid-optout": #"""
# bridge-invalid-optout

Severity: error · Fix: unsafe · Since: 0.1.0

## What it does

Reports `data-controller-optout-ios` / `data-controller-optout-android` attributes that can
never opt a controller out: a value that is not exactly one identifier of the element's own
`data-controller`, a list of identifiers, or a platform other than `ios` and `android`
(`data-controller-optout-iphone`).

## Why it matters

`BridgeComponent.platformOptingOut` compares the attribute of the controller's own element with
the controller's identifier as one exact string: `"bridge--nav bridge--menu"` matches neither,
and an opt-out on a parent element does nothing. The component then loads on the platform
that was meant to opt out.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```erb bad
<div data-controller="bridge--nav" data-controller-optout-android="bridge-nav">
                                                                   ^^^^^^^^^^
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
<div data-controller="bridge--nav" data-controller-optout-iphone="bridge--nav">
                                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
```

```erb bad
<%= tag.div data: { controller: "bridge--nav search", controller_optout_ios: "bridge--nav search" } do %>
                                                                              ^^^^^^^^^^^^^^^^^^
  <a href="/" data-bridge--nav-target="item">Home</a>
<% end %>
```

```erb good
<div data-controller="bridge--nav" data-controller-optout-android="bridge--nav">
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
<%= tag.div data: { controller: "bridge--nav", controller_optout_ios: "bridge--nav" } do %>
  <a href="/" data-bridge--nav-target="item">Home</a>
<% end %>
<div data-controller="<%= controllers %>" data-controller-optout-ios="bridge--nav"></div>
```

## Fix safety

When one identifier of the element is close, the fix uses it. It is unsafe: the opt-out may
belong on another element.

## Options

None.

## References

- hotwire-native-bridge `src/bridge_component.js`: `get platformOptingOut()`.
"""#,
        "bridge-menu-link-method": #"""
# bridge-menu-link-method

Severity: warning · Fix: none · Since: 0.1.0

## What it does

Reports a `link_to` (or `<a>`) with a `turbo_method` / `data-turbo-method` other than `get`
that a bridge component turns into a native menu item: a target of a bridge component, or an
element with `data-bridge-*` attributes inside a bridge component's element.

## Why it matters

A native menu item is clicked by the bridge (`BridgeElement.click()` calls `element.click()`).
Links with a Turbo method are a known source of trouble there: a delete item with
`turbo_confirm` was reported to submit even when the confirmation was cancelled, while a
`button_to` form behaved. Turbo's maintainers advise a real form with a submit button instead of
`data-turbo-method` links (hotwired/turbo #824).

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```erb bad
<%= tag.div data: { controller: "bridge--nav" } do %>
  <%= link_to "Delete", todo_path(@todo), data: { turbo_method: :delete, turbo_confirm: "Sure?", bridge__nav_target: "item" } %>
      ^^^^^^^
  <a href="/session" data-turbo-method="delete" data-bridge--nav-target="item">Sign out</a>
   ^
<% end %>
```

```erb good
<%= tag.div data: { controller: "bridge--nav" } do %>
  <%= button_to "Delete", todo_path(@todo), method: :delete, form: { data: { turbo_confirm: "Sure?" } }, data: { bridge__nav_target: "item" } %>
  <%= link_to "Edit", edit_todo_path(@todo), data: { turbo_method: :get, bridge__nav_target: "item" } %>
<% end %>
<%= link_to "Delete", todo_path(@todo), data: { turbo_method: :delete, turbo_confirm: "Sure?" } %>
```

## Fix safety

No fix: `button_to` renders a form, which may need new styles.

## Options

None.

## References

- hotwired/turbo #824: use a form with a submit button rather than `data-turbo-method` links.
- hotwire-native-bridge `src/bridge_element.js`: `click()`.
"""#,
        "bridge-missing-title": #"""
# bridge-missing-title

Severity: error (warning for an empty title) · Fix: none · Since: 0.1.0

## What it does

Reports an element a bridge component turns into a native item that has nothing
`BridgeElement.title` can read: no `data-bridge-title`, no `aria-label`, no text and no value.
Native items are the targets of a bridge component that uses `BridgeElement`, and the
component's own element. A whitespace-only title (`data-bridge-title=" "`, or only an icon
inside the link) is a warning: it gives the native item an empty title. The rule only speaks
about components it can read that use `BridgeElement`. Whether a component reads the title of
its own element is not known, so there only a sure throw (no title at all) or a
whitespace-only `data-bridge-title`/`aria-label` is reported, not a container whose content is
only markup.

## Why it matters

`BridgeElement.title` is
`(bridgeAttribute("title") || attribute("aria-label") || element.textContent || element.value).trim()`.
When all four are empty, `value` is `undefined` for a link or a `<div>`, so `.trim()` throws a
`TypeError` and the component never sends its message: the whole native menu is missing.

Text from ERB output (`<%= item.name %>`), helper text (`link_to name, ...`), and elements
whose attributes the template cannot all see count as a title.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```erb bad
<div data-controller="bridge--nav">
  <a href="/profile" data-bridge--nav-target="item"></a>
   ^
  <%= link_to profile_path, data: { bridge__nav_target: "item", bridge_title: " " } do %>
                                                                               ^
    <svg class="icon"></svg>
  <% end %>
</div>
```

```erb good
<div data-controller="bridge--nav">
  <a href="/profile" data-bridge--nav-target="item" aria-label="Profile"><svg class="icon"></svg></a>
  <%= link_to user.name, user_path(user), data: { bridge__nav_target: "item" } %>
  <%= link_to settings_path, data: { bridge__nav_target: "item", bridge_title: t(".settings") } do %>
    <svg class="icon"></svg>
  <% end %>
  <a href="/inbox" data-bridge--nav-target="item"><%= inbox_label %></a>
</div>
```

## Fix safety

No fix: only the author knows the title.

## Options

None.

## References

- hotwire-native-bridge `src/bridge_element.js`: `get title()`.
"""#,
        "bridge-unknown-attribute": #"""
# bridge-unknown-attribute

Severity: warning (error when a close name is read) · Fix: unsafe · Since: 0.1.0

## What it does

Reports a `data-bridge-NAME` attribute that no bridge component in scope reads with
`bridgeAttribute("NAME")` and that the library does not define itself (`title`, `disabled`).
In scope are the bridge components mounted on the element or its ancestors; when the file
cannot prove that (a partial, a dynamic `data-controller`, no component mounted in the file),
the rule compares with every bridge component of the app. It also reports attributes that
look like bridge attributes but never reach `bridgeAttribute`:

- `bridge-title="..."` or `bridge_title="..."` in HTML, or `bridge_title:` outside `data:`
  (no `data-` prefix);
- camelCase names (`bridge_systemName:` renders `data-bridge-systemName`): the browser
  lower-cases attribute names, so the page has `data-bridge-systemname`, and Rails never turns
  case into dashes, so a component reading `system-name` never sees it;
- `data-bridge-platform` and `data-bridge-components`, which the library writes on `<html>`,
  and `data-bridge-platforms`, which does not exist.

## Why it matters

`bridgeAttribute` returns `null` for a name nobody writes, so a typo silently falls back to the
component's default: `bridge_sied: "left"` still puts the menu on the right. The rule says
nothing when a relevant component reads names it cannot see (`bridgeAttribute(name)` with a
variable), comes from a package whose source it cannot read (`controllers: known:`), or extends
an app's own bridge base class. Any controller that calls `bridgeAttribute` counts as a reader,
not only classes that extend `BridgeComponent`.

HTML attribute names are case-insensitive: the parser lower-cases them and `getAttribute`
lower-cases its argument, so `data-bridge-systemName` does match a component that reads
`bridgeAttribute("systemName")`; only a dashed read (`system-name`) misses it.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```erb bad
<%= tag.div data: { controller: "bridge--nav", bridge_sied: "left" } do %>
                                               ^^^^^^^^^^^
  <%= link_to "Profile", profile_path, data: { bridge__nav_target: "item", bridge_imag: "person" } %>
                                                                           ^^^^^^^^^^^
<% end %>
```

```erb bad
<div data-controller="bridge--nav" data-bridge-platform="ios">
                                   ^^^^^^^^^^^^^^^^^^^^
  <a href="/profile" data-bridge--nav-target="item" bridge-image="person">Profile</a>
                                                    ^^^^^^^^^^^^
  <a href="/settings" data-bridge--nav-target="item" data-bridge-tone="loud">Settings</a>
                                                     ^^^^^^^^^^^^^^^^
</div>
```

```erb bad
<div data-controller="bridge--nav">
  <%= link_to "Inbox", inbox_path, data: { bridge__nav_target: "item", bridge_imageName: "tray" } %>
                                                                       ^^^^^^^^^^^^^^^^
</div>
```

```erb good
<%= tag.div data: { controller: "bridge--nav", bridge_side: "left" } do %>
  <%= link_to "Profile", profile_path, data: { bridge__nav_target: "item", bridge_image: "person", bridge_title: "Me" } %>
  <a href="/settings" data-bridge--nav-target="item" data-bridge-disabled="<%= current_user.guest? %>">Settings</a>
  <% if admin? %>
    <%= link_to "Admin", admin_path, data: { bridge__nav_target: "item", bridge_image: "lock" } %>
  <% end %>
<% end %>
```

```erb good path=app/views/shared/_item.html.erb
<%# A partial: its caller mounts the component, so any component's names count. %>
<%= link_to label, url, data: { bridge__nav_target: "item", bridge_image: image } %>
```

## Fix safety

When exactly one read name is close, the fix renames the attribute (keeping the Ruby key
style: `bridge_side`). It is unsafe: the author may have meant to add the read to the
component instead. Attributes without the `data-` prefix get `data-bridge-...`; keys outside
`data:` have no fix (they must move into the hash).

## Options

None.

## References

- hotwire-native-bridge `src/bridge_element.js`: `bridgeAttribute(name)` reads `data-bridge-${name}`.
- DOM standard: `getAttribute` lower-cases its argument on HTML elements.
- Rails `ActionView::Helpers::TagHelper`: `data:` keys are dasherized (`_` -> `-` only).
"""#,
        "bridge-unknown-sf-symbol": #"""
# bridge-unknown-sf-symbol

Severity: warning (error for a renamed symbol) · Fix: safe for renamed symbols, unsafe otherwise · Since: 0.1.0

## What it does

Reports an image attribute whose value is not an SF Symbol name: a name Apple renamed (error,
with the new name) or a name one typo away from a known symbol (warning, with a did-you-mean).
Image attributes are `data-bridge-image` (what `bridgeAttribute("image")` sends to
`UIImage(systemName:)` in the Hotwire Native guides), `data-bridge-ios-image`, and the
attributes listed under `image_attributes:` in `.bridgelint.yml`.

The built-in list of symbols stops at the 2023 release, so a name that is simply not in it
is not reported: only near misses of known names and renamed names are.

## Why it matters

`UIImage(systemName:)` returns `nil` for an unknown name: the native button or menu item
appears without its icon, and nothing logs why.

## Examples

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    this.send("connect", { title: element.title, image: element.bridgeAttribute("image") }, () => this.element.click())
  }
}
```

```yml file=.bridgelint.yml
sf_symbols:
  extra: [brand.logo]
```

```erb bad
<a href="/new" data-controller="bridge--button" data-bridge-image="plus.circel">New</a>
                                                                   ^^^^^^^^^^^
<%= link_to "Add", cart_path, data: { controller: "bridge--button", bridge_image: "bag.badge.plus.fill" } %>
                                                                                   ^^^^^^^^^^^^^^^^^^^
```

```erb good
<a href="/new" data-controller="bridge--button" data-bridge-image="plus.circle">New</a>
<%= link_to "Home", root_path, data: { controller: "bridge--button", bridge_image: "brand.logo" } %>
<%= link_to "Share", share_path, data: { controller: "bridge--button", bridge_image: icon_name } %>
<%= link_to "Later", later_path, data: { controller: "bridge--button", bridge_image: "some.symbol.from.2025" } %>
```

## Fix safety

The new name of a renamed symbol is a safe fix: Apple documents the rename. A did-you-mean fix
(only when one name is close) is unsafe.

## Options

None. Names valid besides the catalog go under `sf_symbols: extra:`; more image attributes
under `image_attributes:` (full attribute names, `data-bridge-icon`).

## References

- The symbol list and renames come from the SFSafeSymbols project's availability tables (MIT),
  copied to `Tests/BridgeLintRulesTests/Fixtures/sf-symbols*.tsv` and compiled in as
  `Sources/BridgeLintRules/Shared/SFSymbolData.generated.swift`. Regenerate with
  `BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedSFSymbolsAreCurrent`.
- Apple: `UIImage(systemName:)`.
"""#,
        "form-field-typo": #"""
# form-field-typo

Severity: error · Fix: unsafe · Since: 0.1.0

## What it does

Within one form (the same `form_with`/`form_for` block and builder variable), reports a field
name one typo away from another field name of the same form: `form.label :description` next to
`form.rich_text_area :descritpion`. It also reports a raw `<label for="...">` naming an id no
element of the file has while a close id exists (builder fields get the id
`<model>_<attribute>`, so this is checked only when every form's model or scope is known).

Which of two close names is the typo: the name more fields use wins (a label counts); on a tie,
the name that other templates of the app also mention; then the name a label uses. When nothing
tells them apart, nothing is reported. Names that differ only in digits (`street1`,
`street2`), a plural `s` or an `_id`/`_ids`, `_at`/`_on` suffix are not typos.

## Why it matters

The label no longer points at its field, and the field submits a parameter the model does not
have: the value is dropped by strong parameters or raises `unknown attribute`, and the rich
text editor starts empty on edit.

## Examples

```erb bad
<%= form_with model: @todo do |form| %>
  <%= form.label :description %>
  <%= form.rich_text_area :descritpion %>
                           ^^^^^^^^^^^
  <label for="todo_titel">Title</label>
              ^^^^^^^^^^
  <%= form.text_field :title %>
<% end %>
```

```erb good
<%= form_with model: @todo do |form| %>
  <%= form.label :title %>
  <%= form.text_field :title %>
  <%= form.label :street1 %>
  <%= form.text_field :street1 %>
  <%= form.text_field :street2 %>
  <label for="todo_description">Description</label>
  <%= form.rich_text_area :description %>
  <%= form.fields_for :tags do |tag_form| %>
    <%= tag_form.text_field :name %>
  <% end %>
<% end %>
<%= form_with model: @comment do |form| %>
  <%= form.text_field :titel %>
<% end %>
```

## Fix safety

The fix renames the field to the other name. It is unsafe: the misspelled name might be the
model's (then rename the label instead).

## Options

None.

## References

- Rails `ActionView::Helpers::FormBuilder`: field ids `<object>_<method>`, labels `for` the same id.
"""#,
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
        "rails-data-array": #"""
# rails-data-array

Severity: error · Fix: none · Since: 0.1.0

## What it does

Reports an Array or Hash literal given for `controller:`, `action:` or a `*_target:` key in a
`data:` hash.

## Why it matters

Rails renders data values other than strings and symbols with `to_json`:
`data: { controller: ["a", "b"] }` becomes `data-controller="[&quot;a&quot;,&quot;b&quot;]"`,
the single token `["a","b"]` to Stimulus, not the controllers `a` and `b`. Nothing connects.

## Examples

```js file=app/javascript/controllers/toggle_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["panel", "button"]
  open() {}
}
```

```erb bad
<%= tag.div data: { controller: ["toggle"], action: ["click->toggle#open"] } do %>
                                ^^^^^^^^^^
                                                    ^^^^^^^^^^^^^^^^^^^^^^
  <%= tag.p "Hello", data: { toggle_target: { name: "panel" } } %>
                                            ^^^^^^^^^^^^^^^^^
<% end %>
```

```erb good
<%= tag.div data: { controller: "toggle", action: "click->toggle#open" } do %>
  <%= tag.p "Hello", data: { toggle_target: "panel button", payload: { id: 1 } } %>
  <%= tag.p "Bye", data: { toggle_target: target_names.join(" ") } %>
<% end %>
```

## Fix safety

No fix: join the tokens into one string with spaces.

## Options

None.

## References

- Rails `ActionView::Helpers::TagHelper#tag_options`: data values that are not strings or
  symbols are rendered with `to_json`.
"""#,
        "rails-data-underscore": #"""
# rails-data-underscore

Severity: error · Fix: safe · Since: 0.1.0

## What it does

Reports a Ruby `data:` key for a target, value, class, outlet or param whose rendered
attribute names a controller that does not exist, while the key with double underscores would
name one: `bridge_nav_target:` renders
`data-bridge-nav-target` (a target of a controller `bridge-nav`), but the controller is
`bridge--nav`, which needs `bridge__nav_target:`.

## Why it matters

Rails turns each `_` of a `data:` key into one `-`, so the `--` of a namespaced identifier
(from `controllers/bridge/nav_controller.js`) needs two underscores. With one, Stimulus looks
for a controller that does not exist: the target, value or class is silently ignored, and a
native menu loses its item.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    const side = element.bridgeAttribute("side") || "right"
    const items = this.itemTargets.map((target, index) => {
      const item = new BridgeElement(target)
      return { title: item.title, image: item.bridgeAttribute("image"), index }
    })
    this.send("connect", { side, items }, (message) => {
      const target = this.itemTargets[message.data.index]
      if (target) new BridgeElement(target).click()
    })
  }
}
```

```erb bad
<%= tag.div data: { controller: "bridge--nav", bridge_nav_side_value: "left" } do %>
                                               ^^^^^^^^^^^^^^^^^^^^^
  <%= link_to "Back", todos_path, data: { bridge_nav_target: "item" } %>
                                          ^^^^^^^^^^^^^^^^^
  <%= link_to "Help", help_path, data: { "bridge-nav-target": "item" } %>
                                          ^^^^^^^^^^^^^^^^^
<% end %>
```

```erb good
<%= tag.div data: { controller: "bridge--nav" } do %>
  <%= link_to "Back", todos_path, data: { bridge__nav_target: "item" } %>
  <%= link_to "Help", help_path, data: { "bridge--nav-target": "item", bridge_image: "questionmark" } %>
<% end %>
```

## Fix safety

The fix edits only the key (`bridge_nav_target` -> `bridge__nav_target`, keeping underscores
or dashes as written). It is safe: the key it writes renders exactly the attribute of the
existing controller, and the one it replaces names no controller.

## Options

None.

## References

- Rails `ActiveSupport::Inflector#dasherize` (used for `data:` keys): `_` -> `-`.
- Stimulus: identifiers from `controllers/bridge/nav_controller.js` are `bridge--nav`.
"""#,
        "rails-link-method": #"""
# rails-link-method

Severity: warning · Fix: none · Since: 0.1.0

## What it does

Reports `link_to ..., method: :delete` (any method but `get`).

## Why it matters

On `link_to`, `method:` renders the Rails UJS attribute `data-method`. Rails UJS is not part of
a Turbo app, and Turbo reads `data-turbo-method`, so the link performs a plain GET: "Delete"
shows the record instead of deleting it.

## Examples

```erb bad
<%= link_to "Delete", todo_path(@todo), method: :delete %>
                                        ^^^^^^
```

```erb good
<%= button_to "Delete", todo_path(@todo), method: :delete %>
<%= link_to "Delete", todo_path(@todo), data: { turbo_method: :delete } %>
<%= link_to "Show", todo_path(@todo), method: :get %>
```

## Fix safety

No fix: `button_to` renders a form and the right choice depends on the page.

## Options

None.

## References

- Rails `ActionView::Helpers::UrlHelper#link_to`: `method:` sets `data-method` (UJS).
- Turbo handbook: `data-turbo-method`.
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
