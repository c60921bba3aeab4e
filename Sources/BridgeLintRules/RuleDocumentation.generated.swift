// Generated from Rules/*.md by RuleDocumentationTests; do not edit.
// Regenerate: BRIDGELINT_UPDATE_GENERATED=1 swift test --filter theEmbeddedDocumentationIsCurrent

/// Each rule's documentation, as written in `Rules/<id>.md`.
public enum RuleDocumentation {
    public static let markdown: [String: String] = [
        "bridge-attribute-value": #"""
# bridge-attribute-value

Severity: error · Fix: unsafe · Since: 0.1.0

Why this severity: error: a value the component does not know is silently replaced by its default,
so the native item is wrong on every platform at run time (a configured value list says exactly
which values exist).

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It checks only the attributes listed under this rule's `values:` setting; without that setting it
  says nothing.
- A value that is not fully known (`data-bridge-side="<%= side %>"`, `bridge_side: menu.side`, a
  Ruby Array or Hash) is not judged. No note.
- An attribute name built with ERB (`data-bridge-<%= name %>`) or a `data:` hash that is not literal
  (`data: options`) is not seen. No note.

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
        "bridge-connect-super": #"""
# bridge-connect-super

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: without `super.connect()` the `native:restore` listener is never
installed, so the native button or menu is gone after navigating back; it breaks at run time.
A warning when bridgelint cannot tell which version of the library the app runs (see below).

## What it does

Reports a bridge component (a controller that `extends BridgeComponent`) whose `connect()`
does not call `super.connect()`. The finding is at the name of the `connect` method.

The listener exists from `@hotwired/hotwire-native-bridge` 1.2.2 on. The version is read from
`package-lock.json`, `yarn.lock`, `pnpm-lock.yaml`, `bun.lock`, the `config/importmap.rb` pin
(a CDN URL with `@1.2.2`, or the `# @1.2.2` comment `bin/importmap pin` writes), the banner of
the copy vendored under `vendor/javascript`, and last the lower bound of the range in
`package.json` (`^1.2.2`). When none says, the finding is a warning whose message says it
assumed 1.2.2 or later.

## Why it matters

`BridgeComponent.connect()` installs the `native:restore` listener. Without it, the component
is not announced again when the native app restores the page (going back to it), so its native
button or menu is gone after navigating back.

## Examples

```erb bad
<div data-controller="bridge--button"></div>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
  ^^^^^^^
    this.send("connect", { title: "Save" })
  }
}
```

```ruby file=config/importmap.rb
pin "@hotwired/stimulus", to: "stimulus.min.js"
pin "@hotwired/hotwire-native-bridge", to: "@hotwired--hotwire-native-bridge.js" # @1.2.2
```

```erb good
<div data-controller="bridge--button"></div>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
    super.connect()
    this.send("connect", { title: "Save" })
  }
}
```

An app on an earlier version, whose `connect()` installs no listener:

```erb good
<div data-controller="bridge--button"></div>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
    this.send("connect", { title: "Save" })
  }
}
```

```text file=yarn.lock
"@hotwired/hotwire-native-bridge@^1.0.0":
  version "1.0.0"
  resolved "https://registry.yarnpkg.com/@hotwired/hotwire-native-bridge/-/hotwire-native-bridge-1.0.0.tgz"
```

A Strada component has no restore listener to lose:

```erb good
<div data-controller="bridge--button"></div>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/strada"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
    this.send("connect", { title: "Save" })
  }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It runs only over the whole project (`bridgelint check` at the root or the app's folder): a run
  over some files (a pre-commit hook, an editor) does not check it. No note.
- A component that extends Strada's `BridgeComponent` (`@hotwired/strada`), whose `connect()` sets
  up nothing, is not judged.
- Components bridgelint cannot read (a package it cannot read, a file that is not a readable class)
  are not judged. The note about the package or the file says so.
- A component that inherits `connect()` from a base class of the app is not judged; the base class
  is judged only when it is itself one of the app's controllers. No note.
- The app runs a version of `@hotwired/hotwire-native-bridge` before 1.2.2, as its lockfile,
  importmap pin or vendored copy says: `connect()` is empty in v1.0.0, and the `native:restore`
  listener arrived with bridge PR #9 (merged 2025-08-21, after v1.2.0 was released); the 1.2.2
  release bundle has it. 1.2.1 was not checked, so it is treated as before.
- The component is borrowed from another app of the same browser: that app reports it.

## Fix safety

No fix: where the call goes in the method is the author's choice (usually first).

## Options

None.

## References

- hotwired/hotwire-native-bridge `BridgeComponent.connect()`; bridge PR #9 (`native:restore`),
  in the 1.2.2 release bundle (`dist/hotwire-native-bridge.js`), not in the v1.0.0 source.
"""#,
        "bridge-invalid-component-name": #"""
# bridge-invalid-component-name

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: a name with a space or `]` can never be in the user agent's component
list, so the component never loads on any platform.

## What it does

Reports a `static component` that is empty or contains whitespace or `]`.

## Why it matters

The native app announces its components in the user agent as `bridge-components: [a b c]`,
and `BridgeComponent.shouldLoad` splits that list on spaces. A name with a space or a `]` can
never be in the list, so the component never loads, on any platform.

## Examples

```erb bad
<div data-controller="bridge--overflow-menu"></div>
```

```js file=app/javascript/controllers/bridge/overflow_menu_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "overflow menu"
                     ^^^^^^^^^^^^^^^
}
```

```erb good
<div data-controller="bridge--overflow-menu"></div>
```

```js file=app/javascript/controllers/bridge/overflow_menu_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "overflow-menu"
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It runs only over the whole project (`bridgelint check` at the root or the app's folder): a run
  over some files (a pre-commit hook, an editor) does not check it. No note.
- Only a `static component` written as a string literal in the component's own file is judged. A
  computed one (`static component = COMPONENT_NAME`) is said once in the note
  ``<file>: could not read the controller class (`static component` is not a string literal); rules about `<identifier>` are silent``.
- Components bridgelint cannot read (a package it cannot read, a file that is not a readable class)
  are not judged. The note about the package or the file says so.

## Fix safety

No fix: the native side must use the same new name.

## Options

None.

## References

- hotwired/hotwire-native-bridge `src/helpers/user_agent.js` (the component list is split on
  spaces) and `BridgeComponent.shouldLoad`.
"""#,
        "bridge-invalid-disabled": #"""
# bridge-invalid-disabled

Severity: error · Fix: unsafe · Since: 0.1.0

Why this severity: error: any value but `true`, `false`, `ios` or `android` leaves the item enabled,
the opposite of what the markup says, with no error anywhere.

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A value that is not fully known (`data-bridge-disabled="<%= disabled %>"`,
  `bridge_disabled: item.locked?`) is not judged. No note.
- An attribute name built with ERB (`data-bridge-<%= name %>`) or a `data:` hash that is not literal
  (`data: options`) is not seen at all. No note.

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

Why this severity: error: an opt-out that can never match loads the component on the platform it was
meant to skip; the app does what the author ruled out.

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A value that is not fully known (`data-controller-optout-ios="<%= identifier %>"`) is not judged.
  No note.
- When the element's own controllers cannot all be known (a computed `data-controller`, ERB among
  its attributes, `**options`, `data: some_hash`), a value naming none of its static identifiers is
  not reported: it may name a computed one. A value with whitespace and an unknown platform are
  still reported (they never match). No note.

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

Why this severity: warning: the markup is not wrong in itself, but it is a pattern known to
misbehave inside native menus (a cancelled confirm that still submits), and a known-to-misbehave
pattern is a warning.

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A method that is not fully known (`data: { turbo_method: item.method }`) is not judged, nor a
  `data:` hash that is not literal (`data: link_options`). No note.
- The link is a target of a component bridgelint cannot read in full (not a readable class, several
  files define it, listed under `controllers: known:`): whether it is a bridge component is unknown.
  No note, except the note `could not read the controller class` for an unreadable file.
- A target in a page or layout whose component element is neither in the file nor on any render path
  bridgelint can follow may not be read by the component. No note.

## Fix safety

No fix: `button_to` renders a form, which may need new styles.

## Options

None.

## References

- hotwired/turbo #824: use a form with a submit button rather than `data-turbo-method` links.
- hotwire-native-bridge `src/bridge_element.js`: `click()`.
"""#,
        "bridge-message-fields": #"""
# bridge-message-fields

Severity: error (info for keys nothing reads) · Fix: none · Since: 0.1.0

Why this severity: error: a required field the JavaScript never sends makes the native side fail to
decode the message, so the component silently does nothing. A sent key nothing reads is only dead
data: info.

## What it does

Compares the keys a bridge component's JavaScript sends with `this.send(event, { ... })` with
the message structs its native side decodes: Swift `Decodable` structs (keys by property name,
or `CodingKeys` raw value) and Kotlin `@Serializable` classes (by `@SerialName`).

- A required native field (Swift: decoded and not optional; Kotlin: no default) whose key no
  send of the component contains is an error, at the field, with a did-you-mean to a close key
  the JavaScript sends. `metadata` always counts as sent: the library adds it to every message.
- A key a send contains that no message struct of the component reads, on any checked platform,
  is info, at the send (unless it is the did-you-mean of a missing field: that error says it).

A struct counts as decoding the component's messages when it is nested in or used by the
component class, is not the type of a field of another of its structs (an item of a list), and
reads at least one key the JavaScript sends, or has a required field close to one (so a struct
used for something else, a reply for example, is left alone). The rule is silent when a struct decodes by hand (`init(from:)`),
when a send builds its data dynamically (a variable, a spread, a computed key), when the
component inherits from a local base class (it may send from there), and when a platform has
several components of that name.

## Why it matters

iOS decodes with a plain `JSONDecoder()`: a missing required key makes `message.data()` return
nil, and the component silently does nothing. kotlinx.serialization fails the same way. Extra
keys are ignored, so a key sent under the wrong name is simply lost.

## Examples

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
    super.connect()
    const element = new BridgeElement(this.element)
    this.send("connect", { title: element.title, image: element.bridgeAttribute("image") }, () => {
      this.element.click()
    })
  }
}
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Hotwire.registerBridgeComponents([ButtonComponent.self])
        return true
    }
}
```

The Swift struct wants `imageName`; the JavaScript sends `image`:

```erb bad
<button data-controller="bridge--button" data-bridge-image="plus">New</button>
```

```swift file=ios/App/ButtonComponent.swift
import HotwireNative
import UIKit

final class ButtonComponent: BridgeComponent {
    override class var name: String { "button" }

    override func onReceive(message: Message) {
        guard let data: MessageData = message.data() else { return }
        print(data.title, data.imageName)
    }
}

private extension ButtonComponent {
    struct MessageData: Decodable {
        let title: String
        let imageName: String
            ^^^^^^^^^
    }
}
```

A key nothing decodes (info):

```erb bad
<button data-controller="bridge--button" data-bridge-image="plus">New</button>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  connect() {
    super.connect()
    this.send("connect", { title: "New", image: "plus", color: "red" })
    ^^^^
  }
}
```

```swift file=ios/App/ButtonComponent.swift
import HotwireNative
import UIKit

final class ButtonComponent: BridgeComponent {
    override class var name: String { "button" }

    override func onReceive(message: Message) {
        guard let data: MessageData = message.data() else { return }
        print(data.title, data.image)
    }
}

private extension ButtonComponent {
    struct MessageData: Decodable {
        let title: String
        let image: String
    }
}
```

The keys match; an optional field may be missing:

```erb good
<button data-controller="bridge--button" data-bridge-image="plus">New</button>
```

```swift file=ios/App/ButtonComponent.swift
import HotwireNative
import UIKit

final class ButtonComponent: BridgeComponent {
    override class var name: String { "button" }

    override func onReceive(message: Message) {
        guard let data: MessageData = message.data() else { return }
        print(data.title, data.image, data.subtitle ?? "")
    }
}

private extension ButtonComponent {
    struct MessageData: Decodable {
        let title: String
        let image: String
        let subtitle: String?
    }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It runs only over the whole project (`bridgelint check` at the root or the app's folder): a run
  over some files (a pre-commit hook, an editor) does not check it. No note.
- The component sends data bridgelint cannot read: `this.send("connect", data)`, a spread
  (`{ ...options, title }`) or a computed key (`{ [key]: value }`). Missing native fields are then
  not reported for that component, nor unread keys for that send. No note.
- A message struct decodes by hand (`init(from decoder:)`): which keys it needs is unknown, so the
  component is not judged. No note.
- A native struct that reads none of the sent keys, and misses none of them by a typo, may decode
  something else (a reply, a nested item): it is not compared. No note.
- The component extends a class of the app (its `send` calls may be in the base): not judged.
  Several native classes on one platform carrying its name: that platform is not compared. No note.
- Unread sent keys are reported only for sends with a literal event name, and only when every
  checked platform's component has message structs.
- A platform is compared only when it is listed under `platforms:` and the repository has its native
  sources (`--show-settings` shows `platforms:` and the `native:` folders). No Swift or Kotlin
  bridge code found for a platform makes the rule silent for it. When `.bridgelint.yml` lists the
  platform under `platforms:`, that is said once in the note
  `` `platforms:` in .bridgelint.yml lists <platform>, but no <platform> bridge code was found … ``;
  with the default `platforms:` (both), a web-only app is not told.
- A Swift or Kotlin source of that platform was not read (over `max_file_size`, binary, not UTF-8):
  silent for that platform. Said once in the note
  `<file>: not read: …; what it declares is unknown, so checks of <platform> components are silent`.

## Fix safety

No fix: either side may be the one to change.

## Options

None.

## References

- hotwired/hotwire-native-ios `Message.data()` (a plain `JSONDecoder`); hotwired/hotwire-native-android
  `Message.data<T>()` (kotlinx.serialization).
- hotwired/hotwire-native-bridge `BridgeComponent.send` (adds `metadata`).
"""#,
        "bridge-missing-native": #"""
# bridge-missing-native

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: a component used by templates but missing on a targeted platform is never
announced there, so the feature does not exist in that app.

## What it does

Reports a bridge component (a controller that `extends BridgeComponent`) that templates use
while a native platform the project targets has no component of that name. The platforms
checked are the configured `platforms` whose native sources (Swift, Kotlin) the repository
holds; with none, the rule is silent.

A run over the whole project reports at the JavaScript `static component`, with the template
use and the other platform's implementation as related locations. A run over single templates
(a pre-commit hook) reports at the first `data-controller` of the component in each template
instead, so the problem is said once either way.

It stays silent for a platform:

- that every use opts out of (`data-controller-optout-android="bridge--keyboard"`);
- whose components cannot all be known: a registration through a variable the linter cannot
  resolve, a registered class the sources do not declare (it may come from a library), a
  component name that is not a literal, or a Swift or Kotlin source that could not be read
  (binary, not UTF-8, not readable, or over `max_file_size`: a note names it);
- that has a component with a close name: `bridge-name-mismatch` reports that one.

## Why it matters

The web page uses the component, but the native app does not register it, so it is missing
from the user agent's `bridge-components` list: on that platform the web component never
loads (`BridgeComponent.shouldLoad` is false), and the native button, menu or toolbar never
appears. Nothing fails loudly, so it ships.

## Examples

```swift file=ios/App/KeyboardComponent.swift
import HotwireNative

final class KeyboardComponent: BridgeComponent {
    override class var name: String { "keyboard" }
}
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Hotwire.registerBridgeComponents([KeyboardComponent.self])
        return true
    }
}
```

```kotlin file=android/app/src/main/java/com/example/app/App.kt
package com.example.app

import android.app.Application
import dev.hotwire.core.bridge.BridgeComponentFactory
import dev.hotwire.core.config.Hotwire
import dev.hotwire.navigation.config.registerBridgeComponents

class App : Application() {
    override fun onCreate() {
        super.onCreate()
        Hotwire.registerBridgeComponents(
            BridgeComponentFactory("menu", ::MenuComponent)
        )
    }
}
```

```js file=app/javascript/controllers/bridge/keyboard_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "keyboard"
}
```

The template uses `bridge--keyboard`; iOS implements `keyboard`, Android does not:

```erb bad
<trix-editor data-controller="bridge--keyboard"></trix-editor>
```

```js file=app/javascript/controllers/bridge/keyboard_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "keyboard"
                     ^^^^^^^^^^
}
```

Android implements it too:

```erb good
<trix-editor data-controller="bridge--keyboard"></trix-editor>
```

```kotlin file=android/app/src/main/java/com/example/app/App.kt
package com.example.app

import android.app.Application
import dev.hotwire.core.bridge.BridgeComponentFactory
import dev.hotwire.core.config.Hotwire
import dev.hotwire.navigation.config.registerBridgeComponents

class App : Application() {
    override fun onCreate() {
        super.onCreate()
        Hotwire.registerBridgeComponents(
            BridgeComponentFactory("menu", ::MenuComponent),
            BridgeComponentFactory("keyboard", ::KeyboardComponent)
        )
    }
}
```

The page opts Android out on purpose:

```erb good
<trix-editor data-controller="bridge--keyboard" data-controller-optout-android="bridge--keyboard"></trix-editor>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A platform is compared only when it is listed under `platforms:` and the repository has its native
  sources (`--show-settings` shows `platforms:` and the `native:` folders). No Swift or Kotlin
  bridge code found for a platform makes the rule silent for it. When `.bridgelint.yml` lists the
  platform under `platforms:`, that is said once in the note
  `` `platforms:` in .bridgelint.yml lists <platform>, but no <platform> bridge code was found … ``;
  with the default `platforms:` (both), a web-only app is not told.
- A Swift or Kotlin source of that platform was not read (over `max_file_size`, binary, not UTF-8):
  silent for that platform. Said once in the note
  `<file>: not read: …; what it declares is unknown, so checks of <platform> components are silent`.
- Components are registered through something bridgelint cannot read
  (`Hotwire.registerBridgeComponents(Bridgework.coreComponents)` with no literal list of that name
  in the sources, a list defined twice, a call result): silent for that platform. Said once in the
  note
  `the <platform> components registered through … cannot be read (…); registration checks for <platform> are silent`.
- A registration names a class the sources do not declare (a component from a Swift package or
  Gradle library), or a native component's name is not a literal
  (`override class var name: String { Self.makeName() }`): the platform may have any component, so
  it is silent for that platform. Said once per platform in the note
  `<file>:<line>: … ; some <platform> component names are unknown, so bridge-missing-native is silent for <platform>, …`
  (the first such place, with how many others).
- A component no template mounts is not reported (nothing loads it yet), nor one whose
  `static component` is inherited from a base class rather than written in its own file, nor a
  platform every use opts out of (`data-controller-optout-ios`).
- A native name one typo away from the web name is `bridge-name-mismatch`'s finding, not a missing
  component.

## Fix safety

No fix: the missing piece is native code.

## Options

None. Set `platforms:` in `.bridgelint.yml` to the platforms the app ships on.

## References

- Hotwire Native bridge components: "This must match the name you use for the corresponding
  native component".
- hotwired/hotwire-native-bridge `BridgeComponent.shouldLoad`, `platformOptingOut`.
"""#,
        "bridge-missing-title": #"""
# bridge-missing-title

Severity: error (warning for an empty title) · Fix: none · Since: 0.1.0

Why this severity: error: with no title source at all, `BridgeElement.title` calls `.trim()` on
`undefined` and throws. A whitespace-only title works but shows an empty item: a warning.

## What it does

Reports an element a bridge component turns into a native item that has nothing
`BridgeElement.title` can read: no `data-bridge-title`, no `aria-label`, no text and no value.
Native items are the targets of a bridge component that uses `BridgeElement` (mounted around
them in the file or on a render path above it), and the component's own element. A whitespace-only title (`data-bridge-title=" "`, or only an icon
inside the link) is a warning: it gives the native item an empty title. The rule only speaks
about components it can read that use `BridgeElement` and read a `title` somewhere: a
component that only calls `bridgeAttribute(...)` never runs the throwing getter. Whether a component reads the title of
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

A component that reads only bridge attributes of its element (a share button reading
`data-bridge-url`) may sit on an element with no title, such as `<meta>`:

```erb good
<meta data-controller="bridge--share" data-bridge-url="<%= post_url(@post) %>">
<nav data-controller="bridge--nav" aria-label="Sections"></nav>
```

```js file=app/javascript/controllers/bridge/share_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "share"

  connect() {
    super.connect()
    const element = this.bridgeElement
    const url = element.bridgeAttribute("url") || window.location.href
    this.send("connect", { url }, () => {})
  }
}
```

Where the component is mounted decides, across files (the render graph): a page's target is
an item of the component its layout mounts. A partial's target that no render path puts inside
its component is never read, so only `stimulus-out-of-scope` reports it.

```erb bad path=app/views/posts/index.html.erb
<a href="/profile" data-bridge--nav-target="item"></a>
 ^
```

```erb file=app/views/layouts/application.html.erb
<body data-controller="bridge--nav"><%= yield %></body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- The element may carry attributes the template does not show (ERB among its attributes,
  `**options`, `data: some_hash`): it may have a title. No note.
- A title that is not fully known counts as present: `data-bridge-title="<%= item.name %>"`,
  `aria-label` with ERB, text with ERB output (`<a …><%= item.name %></a>`), a `value` attribute, or
  a form builder's `submit`/`button` (Rails gives them a default value). No note.
- The component's members cannot be read, or several files define it, or it is listed under
  `controllers: known:`: whether it reads a title is unknown. A readable component that never reads
  `title` (it only calls `bridgeAttribute`) cannot throw for lack of one. No note, except the note
  `could not read the controller class` for an unreadable file.
- A target in a page or layout whose component element is neither in the file nor on any render path
  bridgelint can follow (a page whose layout is not known) may not be read by the component at all.
  No note.
- A title that is only whitespace text on the component's own element is not reported: whether the
  component reads its own element's title is unknown. No note.

## Fix safety

No fix: only the author knows the title.

## Options

None.

## References

- hotwire-native-bridge `src/bridge_element.js`: `get title()`.
"""#,
        "bridge-name-mismatch": #"""
# bridge-name-mismatch

Severity: error · Fix: unsafe · Since: 0.1.0

Why this severity: error: web and native names that differ never meet, so the component never loads;
the close name shows which was meant.

## What it does

Reports a native component name (an iOS `override class var name`, an Android
`BridgeComponentFactory("...")`) that equals no web `static component` while one is close:
`overflow-menu` against `overflowMenu`, `nav` against `navs`. The finding is at the native
name, with a did-you-mean and the web declaration as a related location. A native name that
equals some web component is never reported, and the rule is silent while web component names
cannot all be read (an npm package listed under `controllers: packages:` is missing, or
identifiers are declared only in configuration).

When this rule reports a pair, `bridge-missing-native` leaves that component and platform to
it.

## Why it matters

Names must match exactly: the web page announces one name, the native app registers another,
and neither side ever hears the other. Each side looks right on its own, so review does not
catch it.

## Examples

```js file=app/javascript/controllers/bridge/overflow_menu_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "overflowMenu"
}
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Hotwire.registerBridgeComponents([OverflowMenuComponent.self])
        return true
    }
}
```

```erb bad
<div data-controller="bridge--overflow-menu"></div>
```

```swift file=ios/App/OverflowMenuComponent.swift
import HotwireNative

final class OverflowMenuComponent: BridgeComponent {
    override class var name: String { "overflow-menu" }
                                      ^^^^^^^^^^^^^^^
}
```

```erb good
<div data-controller="bridge--overflow-menu"></div>
```

```swift file=ios/App/OverflowMenuComponent.swift
import HotwireNative

final class OverflowMenuComponent: BridgeComponent {
    override class var name: String { "overflowMenu" }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It runs only over the whole project (`bridgelint check` at the root or the app's folder): a run
  over some files (a pre-commit hook, an editor) does not check it. No note.
- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- Some web component names cannot be known: a package's controllers cannot be read (note about the
  package), a folder of controllers cannot be listed (note `<folder>/: skipped`), a package's
  controllers are defined in a bundle bridgelint cannot read (note
  ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …``), or identifiers
  are listed under `controllers: known:` (`--show-settings` says so beside them). A native name that
  matches no web name may then match one of those: silent for the whole app.
- A platform is compared only when it is listed under `platforms:` and the repository has its native
  sources (`--show-settings` shows `platforms:` and the `native:` folders). No Swift or Kotlin
  bridge code found for a platform makes the rule silent for it. When `.bridgelint.yml` lists the
  platform under `platforms:`, that is said once in the note
  `` `platforms:` in .bridgelint.yml lists <platform>, but no <platform> bridge code was found … ``;
  with the default `platforms:` (both), a web-only app is not told.
- A Swift or Kotlin source of that platform was not read (over `max_file_size`, binary, not UTF-8):
  silent for that platform. Said once in the note
  `<file>: not read: …; what it declares is unknown, so checks of <platform> components are silent`.
- A native component whose name is not a literal is not compared. Said once per platform in the
  note `<file>:<line>: the name of <class> is not a string literal …; some <platform> component names are unknown, …`.

## Fix safety

The fix renames the native component to the web name. It is unsafe: the web name may be the
one to change (and the other platform may already use the native spelling).

## Options

None.

## References

- Hotwire Native bridge components: the component name "must match the name you use for the
  corresponding native component".
- stimulus-lsp #405 asks for this check.
"""#,
        "bridge-unknown-attribute": #"""
# bridge-unknown-attribute

Severity: warning (error when a close name is read) · Fix: unsafe · Since: 0.1.0

Why this severity: warning: a `data-bridge-*` attribute nothing reads is dead markup the bridge
ignores. When a component reads a close name, the code that reads it gets nothing: an error.

## What it does

Reports a `data-bridge-NAME` attribute that no bridge component in scope reads with
`bridgeAttribute("NAME")` and that the library does not define itself (`title`, `disabled`).
In scope are the bridge components mounted on the element or its ancestors, in this file and on
every render path above it (the callers of a partial, a page's layout); when that cannot be
proven (a render path bridgelint cannot follow, a dynamic `data-controller`, no component
mounted around it), the rule compares with every bridge component of the app. It also reports attributes that
look like bridge attributes but never reach `bridgeAttribute`:

- `bridge-title="..."` or `bridge_title="..."` in HTML, or `bridge_title:` outside `data:`
  (no `data-` prefix);
- camelCase names (`bridge_systemName:` renders `data-bridge-systemName`): the browser
  lower-cases attribute names, so the page has `data-bridge-systemname`, and Rails never turns
  case into dashes, so a component reading `system-name` never sees it;
- `data-bridge-platform` and `data-bridge-components` with a literal value, which the library
  writes on `<html>` (a value computed on the server, for styles before the bridge starts, is
  deliberate), and `data-bridge-platforms`, which does not exist.

## Why it matters

`bridgeAttribute` returns `null` for a name nobody writes, so a typo silently falls back to the
component's default: `bridge_sied: "left"` still puts the menu on the right. The rule says
nothing when a relevant component reads names it cannot see (`bridgeAttribute(name)` with a
variable), comes from a package whose source it cannot read (`controllers: known:`, or a package loaded
with `application.load(...)` that is neither vendored nor installed), or extends
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

```erb good path=app/views/layouts/application.html.erb
<!DOCTYPE html>
<html data-bridge-platform="<%= native_platform %>" data-bridge-components="<%= native_components.join(" ") %>">
  <body><nav data-controller="bridge--nav">Menu</nav><%= yield %></body>
</html>
```

Attributes read by a script that extends `BridgeElement` (not a component) count as read on
every component's elements:

```erb good path=app/views/shared/_share.html.erb
<%= link_to "Share", share_path, data: { bridge__nav_target: "item", bridge_icon_url: image_url("share.png") } %>
```

```js file=app/javascript/bridge/element_extensions.js
import { BridgeElement } from "@hotwired/hotwire-native-bridge"

BridgeElement.prototype.iconUrl = function () { return this.bridgeAttribute("icon-url") }
```

```erb good path=app/views/shared/_item.html.erb
<%# A partial nothing renders that bridgelint can see: any component's names count. %>
<%= link_to label, url, data: { bridge__nav_target: "item", bridge_image: image } %>
```

A partial is checked against the bridge components mounted around it where it is rendered
(the render graph, up to the layout): here `_share` is rendered only inside `bridge--nav`, and
only `bridge--form`, mounted on no render path of it, reads `submit-title`. Had one render path
been unknown (a Turbo Stream, a dynamic `data-controller` around the render call), every
component's names would count.

```erb bad path=app/views/posts/_share.html.erb
<a href="/share" data-bridge-submit-title="Share">Share</a>
                 ^^^^^^^^^^^^^^^^^^^^^^^^
```

```erb file=app/views/posts/show.html.erb
<nav data-controller="bridge--nav">
  <%= render "share" %>
</nav>
```

```erb file=app/views/layouts/application.html.erb
<body><%= yield %></body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

```js file=app/javascript/controllers/bridge/form_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "form"

  connect() {
    super.connect()
    const title = new BridgeElement(this.element).bridgeAttribute("submit-title")
    this.send("connect", { title })
  }
}
```

A page is checked against the components of its layout too: `bridge--nav`, mounted on
`<body>`, reads `image` from its targets, one of them inside `bridge--form` here.

```erb good path=app/views/posts/index.html.erb
<form data-controller="bridge--form" data-bridge-submit-title="Save">
  <a href="/help" data-bridge--nav-target="item" data-bridge-image="questionmark">Help</a>
</form>
```

```erb file=app/views/layouts/application.html.erb
<body data-controller="bridge--nav"><%= yield %></body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

```js file=app/javascript/controllers/bridge/form_controller.js
import { BridgeComponent, BridgeElement } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "form"

  connect() {
    super.connect()
    const title = new BridgeElement(this.element).bridgeAttribute("submit-title")
    this.send("connect", { title })
  }
}
```

A toast from a component package the app loads whole: the package is pinned to a CDN, so
bridgelint cannot read which attributes its components read, and says nothing.

```erb good path=app/views/shared/_flash.html.erb
<div data-controller="bridge--toast" data-bridge-message="<%= notice %>"></div>
<nav data-controller="bridge--nav" data-bridge-side="left">Menu</nav>
```

```js file=app/javascript/controllers/application.js
import { Application } from "@hotwired/stimulus"
import { controllers } from "@acme/bridge-kit"

Application.start().load(controllers)
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- Some code calls `bridgeAttribute` with a computed name (`bridgeAttribute(name)`,
  `bridgeAttribute("icon-" + key)`): any `data-bridge-*` may be read where that code runs. In a
  controller it silences the elements that controller may read; in a script that extends
  `BridgeElement` for every component, it silences the rule everywhere. Said once in the note
  ``<file>:<line>: `bridgeAttribute` is called with a computed name …``.
- A component whose reads cannot all be known is mounted around the element (or, where the mounted
  components cannot be known, exists anywhere in the app): its file is not a readable class, it is
  registered from a module bridgelint cannot resolve or defined in a package bundle, or it extends a
  class of the app whose name contains `Bridge` (`extends ApplicationBridgeComponent`), which may
  read names the subclass does not show. Said once in the note
  ``<file>:<line>: `<identifier>` … so its `data-bridge-*` reads are unknown; bridge-unknown-attribute is silent …``
  (the first such controller, with how many share the cause). An identifier listed under
  `controllers: known:` silences it too (`--show-settings` says so beside them).
- An identifier mounted around the element is not a controller of the app while some package's
  controllers cannot be read: it may be that package's component. Said once in the note about the
  package.
- The components around the element cannot be known (a partial whose render paths cannot all be
  followed, a computed `data-controller` on the way up, no component mounted in the file): the name
  is then compared with what every bridge component of the app reads, and the rule is silent when
  the app has no component that reads bridge attributes. No note.
- `data-bridge-platform` or `data-bridge-components` with a computed value
  (`data-bridge-platform="<%= platform %>"`): set on the server from the user agent, deliberately.
  No note.

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

Why this severity: warning: a near miss shows no icon, but the built-in list may lag new
releases, so the name is not certainly wrong. A renamed symbol is no guess (Apple documents the
rename, and the fix is safe): an error.

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A value that is not fully known (`data-bridge-image="<%= icon %>"`, `bridge_image: item.icon`) is
  not judged. No note.
- A name bridgelint's catalog does not know (it stops at the 2023 release) and that is close to no
  known name may be a newer or custom symbol: not reported. Names listed under `sf_symbols: extra:`
  are accepted (`--show-settings` shows the list).
- Only `data-bridge-image`, `data-bridge-ios-image` and the attributes under `image_attributes:` are
  read as symbol names (`--show-settings` shows them): what other attributes a native component
  passes to `UIImage(systemName:)` is unknown.

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

Why this severity: error: the misspelled field submits a parameter the model does not have, so the
value is never saved, and the label points at nothing.

## What it does

Within one form (the same `form_with`/`form_for` block and builder variable), reports a field
name one typo away from another field name of the same form: `form.label :description` next to
`form.rich_text_area :descritpion`. simple_form's (and Formtastic's) `f.input :name`,
`f.input_field :name` and `f.association :owner` are fields of the form like the others. It also
reports a raw `<label for="...">` naming an id no
element of the file has while a close id exists (builder fields get the id
`<model>_<attribute>`, so this is checked only when every form's model or scope is known).

Which of two close names is the typo: the name more fields use wins (a label counts); on a tie,
the one of the two that is an attribute of the model the form names (whether or not the app's
assignments prove the form's object is that model); then the name that other templates of the app also mention; then the name the app's Ruby code uses
as a whole word (a model's method, a controller's permitted parameter). Where only a label
tells them apart (a label and a field, nothing else read saying which name is meant), what is
proven is that the label points at no field, not which name is the typo: a label may give the
attribute's name in the page's language (`label :strategic` beside the column `strategi`), or
the field may be misspelled. The finding is then at the label, says so, and names the field,
with no fix. When nothing tells them apart, nothing is reported. Names that differ only in their numbers are a numbered
series, not typos: `street1`/`street2`, `address_line_1`/`address_line_2`, and a name beside
its numbered copies (`whitelist_url`, `whitelist_url_1` … `whitelist_url_9`: a number counts with
the `_` before it). Nor are names that differ in a plural `s` or in a whole `_`-separated word
added at either end (`user`/`user_id`, `resolution`/`resolution_x`, `offset`/`x_offset`), nor names whose differing parts are common English words on both sides
(`min_length`/`max_length`, `height`/`weight`), nor names that differ only in a locale, an
ISO 639-1 language code with an optional two-letter region (`description_en`/`description_fa`,
`title_pt_br`/`title_pt_pt`: a translation plugin's attribute per locale; `user_ud` is no locale,
so it is still a typo of `user_id`): they name different things. The words are SCOWL's most common ones
(levels 10 and 20) plus abbreviations usual in attribute names (`min`, `max`, `lat`, `lng`...).

When the form's model is known (`form_with model: @todo` with `Todo` in `app/models` and its
table in `db/schema.rb`, and no controller assigning `@todo` anything but `Todo` records), a
name the model has is no typo, and a name `form-unknown-field` reports against the model (a
near miss of an attribute, or any missing name when all the model's names are known) is left to
it: one typo, one report. So a label one typo from the attribute its field writes
(`label :Attachment` beside `file_field :attachment`) is reported there, at the label, never here
at the field.

## Why it matters

The label no longer points at its field, and the field submits a parameter the model does not
have: the value is dropped by strong parameters or raises `unknown attribute`, and the rich
text editor starts empty on edit.

## Examples

The app's Rails defaults (`load_defaults` 5.2 or later) give `form_with`'s fields ids:

```ruby file=config/application.rb
module Todos
  class Application < Rails::Application
    config.load_defaults 8.0
  end
end
```

```erb bad
<%= form_with model: @todo do |form| %>
  <%= form.label :description %>
                  ^^^^^^^^^^^
  <%= form.rich_text_area :descritpion %>
  <label for="todo_titel">Title</label>
              ^^^^^^^^^^
  <%= form.text_field :title %>
<% end %>
```

A `form_with` on a known model that has neither name (the seed tutorial's typo copied into an
app whose model never got the attribute): the field renders empty and its value is never saved.

```erb bad path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.label :description %>
                  ^^^^^^^^^^^
  <%= form.text_area :descritpion %>
<% end %>
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "todos", force: :cascade do |t|
    t.string "title", null: false
  end
end
```

```ruby file=app/models/todo.rb
class Todo < ActiveRecord::Base
end
```

On a model whose names may be incomplete (a gem's macro, here Devise's), a name the model
lacks is not provably wrong, but a label and a field one typo apart still are:

```erb bad path=app/views/users/_form.html.erb
<%= form_with model: user do |form| %>
  <%= form.label :nickname %>
                  ^^^^^^^^
  <%= form.text_field :nicknme %>
  <%= form.password_field :password %>
<% end %>
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "users", force: :cascade do |t|
    t.string "email", null: false
  end
end
```

```ruby file=app/models/user.rb
class User < ActiveRecord::Base
  devise :database_authenticatable, :registerable
end
```

A label one typo from two fields of its form is one slip, the label's: it points at neither, and
neither field can be the typo of the other's label. One finding, at the label, names both
candidates (with no fix: which one it meant is unknown):

```erb bad path=app/views/contacts/_form.html.erb
<%= form_with model: @contact do |form| %>
  <%= form.label :phone_numbr %>
                  ^^^^^^^^^^^
  <%= form.telephone_field :phone_number %>
  <%= form.hidden_field :phone_numbers %>
<% end %>
```

```erb good
<%= form_with model: @todo do |form| %>
  <%= form.label "Tags" %>
  <%= form.text_field :tags %>
  <%= form.label :title %>
  <%= form.text_field :title %>
  <%= form.label :street1 %>
  <%= form.text_field :street1 %>
  <%= form.text_field :street2 %>
  <%= form.label :whitelist_url %>
  <%= form.url_field :whitelist_url %>
  <%= form.url_field :whitelist_url_1 %>
  <%= form.url_field :whitelist_url_2 %>
  <%= form.text_field :address_line_1 %>
  <%= form.text_field :address_line_2 %>
  <%= form.label :min_length %>
  <%= form.number_field :min_length %>
  <%= form.number_field :max_length %>
  <%= form.number_field :height %>
  <%= form.number_field :weight %>
  <%= form.number_field :weight_unit %>
  <label for="todo_description">Description</label>
  <%= form.rich_text_area :description %>
  <%= form.label :done?, "Done" %>
  <%= form.check_box :done %>
  <label for="todo_done">Done</label>
  <%= form.fields_for :tags do |tag_form| %>
    <%= tag_form.text_field :name %>
  <% end %>
<% end %>
<%= form_with model: @comment do |form| %>
  <%= form.text_field :titel %>
<% end %>
```

A label for a field script creates (an autocomplete the controller builds with the id it is
handed), a form whose model comes from a helper method, whose ids Rails takes from the
model's class, and a form with an empty name, whose ids Rails versions write differently:

```erb good path=app/views/authorities/_form.html.erb
<div data-controller="address-search" data-address-search-id="address">
  <label for="address">Address</label>
  <div data-address-search-target="container"></div>
</div>
<%= form_with model: current_local_authority do |form| %>
  <label for="local_authority_signature">Signature</label>
  <%= form.file_field :signature %>
<% end %>
<%= form_for '', url: "/decline" do |f| %>
  <label for="reason">Reason</label>
  <%= f.text_area :reason %>
  <%= f.text_area :reasons %>
<% end %>
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "local_authorities", force: :cascade do |t|
    t.string "signature"
  end
end
```

```ruby file=app/models/local_authority.rb
class LocalAuthority < ActiveRecord::Base
end
```

A radio button's label: Rails gives `radio_button :status, "P"` the id `<object>_status_p`, the
attribute and the sanitized value (actionview `Tags::Base#sanitized_value`: white space becomes
`_`, Rails 7 also turns `.` into `_`, other characters that are neither word characters nor `-`
are dropped, the rest is lower-cased), so `label :status_p` and `label :status, value: "P"` both
label that radio. Labels `status_p` and `status_d` name two radios, and `visibility_a` is no typo
of `visibility`:

```erb good path=app/views/posts/_form.html.erb
<%= form_with model: @post do |f| %>
  <%= f.label :status_p do %><%= f.radio_button :status, "P" %> Published<% end %>
  <%= f.label :status_d do %><%= f.radio_button :status, "D" %> Draft<% end %>
  <%= f.label :visibility %>
  <%= f.radio_button :visibility, "A" %>
  <%= f.label :visibility_a, "Anyone" %>
  <%= f.radio_button :visibility, "Only me" %>
  <%= f.label :visibility, "Only me", value: "Only me" %>
<% end %>
```

```erb file=app/views/posts/show.html.erb
<p class="status_d"><%= @post.status %></p>
```

A label beside radio buttons of an attribute one typo from its name is no typo of it either: the
radios' ids end in their values, so no element has the attribute's own id, and the label points
at none of them whichever name it gives (a group's heading):

```erb good path=app/views/orders/_form.html.erb
<%= form_for @order do |f| %>
  <%= f.label :requester_id, "Requester" %>
  <%= f.radio_button :requester_gid, "character" %>
  <%= f.radio_button :requester_gid, "corporation" %>
  <%= f.label :shiping_method %>
  <%= f.radio_button :shipping_method, "ground" %>
<% end %>
```

A search form of ransack's `search_form_for`, whose builder names fields `<attribute>_<predicate>`
(`name_cont`, `name_i_cont` are two searches), and the builder of any other block that is not a
Rails form helper (or `simple_form_for`, Formtastic's, bootstrap_form's, which build on it):

```erb good
<%= search_form_for @q do |f| %>
  <%= f.label :name_cont, "Pet name" %>
  <%= f.text_field :name_i_cont %>
<% end %>
<%= simple_form_for @pet do |f| %>
  <%= f.input :name %>
<% end %>
```

Ids and `for` values that the page's script completes (AngularJS, Vue, Handlebars or Mustache
fill `{{ ... }}` in, a JavaScript template literal `${...}`) are compared as far as they are
known: a misspelled known part is still a typo.

```erb bad
<div ng-repeat="question in questions">
  <label for="answer-descripton-{{ question.id }}">{{ question.text }}</label>
              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <input id="answer-description-{{question.id}}" ng-model="question.answer">
</div>
```

A field helper called with no builder, whose id Rails writes from its arguments:

```erb good
<label for="member_role">Role</label>
<%= collection_select(:member, :role, roles, :id, :name) %>
<input type="hidden" id="member_rolf" value="all">
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- For builder fields of a block that is not a Rails form helper (`search_form_for @q do |f|`:
  ransack names a field `<attribute>_<predicate>`), the names follow rules bridgelint does not
  know. No note.

- A builder label points at its field by the field's id, and `form_with`'s (and `fields`')
  fields get ids only from Rails 5.2 with `form_with_generates_ids` true (set by
  `config.load_defaults` 5.2 or later, or assigned in `config/application.rb` or an initializer;
  actionview's `form_with` of Rails 5.1 skips them): where the app's `Gemfile.lock` and
  `config/` do not prove that, a `form_with`'s labels are not compared with its fields (a label
  named otherwise points at nothing either way), and a `<label for>` in a file with such a form
  is not checked. `form_for`'s fields always get ids. No note.

```erb good path=app/views/todos/_form.html.erb
<%= form_with model: @todo do |form| %>
  <%= form.label :descrption %>
  <%= form.text_area :description %>
<% end %>
<label for="todo_titel">Title</label>
```

```ruby file=config/application.rb
module Todos
  class Application < Rails::Application
    config.load_defaults 5.1
  end
end
```

- For builder fields: a name the form's model has is no typo, and when nothing tells the two names
  apart (as many uses of each, both or neither named in other templates, both or neither labelled)
  neither is reported. No note.
- In a partial that receives its builder (`render "urls", f: f`), the model is known only for a
  `_form` partial (from its folder); the form at the render site is not followed, so the names are
  compared with each other alone. No note.
- Without the form's model (no model class of that name, no table for it in a schema bridgelint
  read, a dynamic model, a form helper bridgelint does not know, or a model guessed from a
  variable's name that a controller assigns something else, such as `@add_category = ''`, or
  that is a method's result, such as Devise's `resource`), two fields one typo apart may
  both be the model's attributes (`deposit_id` and `depositor_id`), whatever else tells the names
  apart: only a label that labels no field of the form proves a mistake, and only that pair is
  reported. No note.

```erb good path=app/views/deposits/_form.html.erb
<%= form_with model: deposit do |form| %>
  <%= form.text_field :deposit_id %>
  <%= form.label :depositor_id, "Deposited by" %>
  <%= form.select :depositor_id, depositors %>
<% end %>
```

```erb file=app/views/deposits/show.html.erb
<p><%= @deposit.deposit_id %></p>
```

- For `<label for>`: ids are compared within the file only, and the check is skipped for the whole
  file when an id is not fully known: an `id` with ERB (`id="<%= dom_id(post) %>"`), a
  `*_field_tag`/`select_tag`-style helper or a field helper called with no builder
  (`collection_select(:member, :role, ...)`: its id is not written in the template), a `radio_button`
  or `collection_*` field (ids carry values), or a field whose form's id prefix is unknown (a nested
  `fields_for`, a dynamic model). No note.
- A form's id prefix comes from the model's class, not from the expression that gives the model:
  it is known from `scope:`/`as:`, from a model the app has (`model: current_local_authority` is a
  `LocalAuthority`, so its fields are `local_authority_…`), or from an instance variable named as
  controllers name them (`@todo`); another expression, an empty name (`form_for ''`, whose ids
  are `reason` in current Rails and `_reason` in older releases), or a scope the template does not
  show (Devise's `as: resource_name`) makes the form's field ids unknown. No note.
- A `for` value that a `data-*` attribute of the file hands to script (`data-address-search-id="address"`
  beside `<label for="address">`) names an element the script may create. No note.
- An id the file hands to a component, a partial or a helper in Ruby may be the id of what that
  call renders: an `id:`, `"id":`, `:id =>` or `"id" =>` key anywhere in an ERB tag's arguments
  (`render InputComponent.new(html_options: { id: "address_search" })`,
  `render "shared/input", id: "address_search"`) counts as an id of the file; when such a key's
  value is computed (`id: dom_id(address)`, an interpolated string) in an ERB output outside a
  route helper's arguments (`address_path(id: address)` names a record), the check is skipped for
  the whole file. So does the name a file hands first to a method named as Rails' form tag
  helpers are (`*_tag`), which give a field its name as id: an app's own helper wrapping one
  (`<%= signature_field_tag :person_signature %>`) may render `id="person_signature"`
  (`person[signature]` gives `person_signature`, as Rails' `sanitize_to_id` makes it). No note.

```erb good path=app/views/visitors/_signature.html.erb
<div id="person_signature_box">
  <label for="person_signature">Sign below</label>
  <%= signature_field_tag :person_signature %>
</div>
```

```erb good path=app/views/addresses/_search.html.erb
<%= form_with model: @address do |form| %>
  <label for="address_search">Search</label>
  <%= render InputComponent.new(name: "q", html_options: { id: "address_search" }) %>
  <label for="address_serch">Saved search</label>
  <%= form.text_field :serch %>
<% end %>
```

- A `for` value close to no id in the file may point into another template (a partial or the
  layout): not reported. No note.
- A builder label named after a radio button's id (`label :status_p` beside
  `radio_button :status, "P"`, or any `status_…` beside a radio whose value is not a literal) is
  that radio's label: it is compared with no radio's label and not with the radio's attribute.
  A label given a value the template does not show (`label :status, value: kind`) is not
  compared. Nor is a label with an attribute only radio buttons write (`label :requester_id`
  beside `radio_button :requester_gid, …`): it points at no radio whichever name it gives. No note.
- A `for` value with ERB (`for="<%= field_id %>"`) is not judged. No note.
- A client-side template placeholder (`{{ question.id }}` of AngularJS, Vue, Handlebars or
  Mustache, `${id}` of a JavaScript template literal) is a part the browser's script computes,
  unknown as ERB output is. A `for` value with one points at any id that may render the same
  text, each placeholder standing for any text (`for="answer-{{ question.id }}"` and
  `id="answer-{{question.id}}"` differ only in blanks the template engine ignores); only a
  known part that no id matches is reported. No note.

```erb good
<div ng-repeat="question in questions">
  <label for="answer-{{ question.id }}">{{ question.text }}</label>
  <input id="answer-{{question.id}}" ng-model="question.answer">
  <label for="note-${id}">Note</label>
  <input id="note-${ id }">
  <label for="{{ kind }}_shared">Shared</label>
  <input id="{{ field_id }}">
</div>
```

- Display text given to a builder method where the attribute goes (`form.label "Tags"`,
  `form.label "Display name"`) names no field: only a symbol, or a string that can be a method name
  (lower-case first letter, letters, digits and `_`), names the model's attribute, and only as the
  first argument (`form.label :tag_list, "Tags"` names `tag_list`). No note.
- Names are compared as Rails writes them into ids and names, without one trailing `?`
  (actionview's `sanitized_method_name`): `label :done?` labels `check_box :done`, and
  `<label for="todo_done">` points at it. No note.

## Fix safety

The fix renames the reported name to the other one. It is unsafe: without the form's model,
the reported name might be the model's attribute (then rename the other one instead); with the
model known, a name it has is never the one reported.

## Options

None.

## References

- Rails `ActionView::Helpers::FormBuilder`: field ids `<object>_<method>`, labels `for` the same id.
- Rails actionview `ActionView::Helpers::Tags::Base#add_default_name_and_id_for_value` and
  `#sanitized_value` (rails/rails, `actionview/lib/action_view/helpers/tags/base.rb`; Rails 7:
  `gsub(/[\s.]/, "_")`, then drop `[^-[[:word:]]]`, then `downcase`; Rails 5: `\s` only):
  a radio button's id, and the `for` of a label given `value:`, end with `_<sanitized value>`.
"""#,
        "form-unknown-field": #"""
# form-unknown-field

Severity: error (warning for a near miss on a field that reads no attribute: given its value, or a `password_field` or `file_field`) · Fix: unsafe · Since: 0.1.0

Why this severity: error: the missing method breaks the field at run time (`NoMethodError` under
`form_for`, an empty field whose value is never saved under `form_with`). A field given its value
(`value:`, `checked:`, `selected:`, simple_form's `input_html: { value: }`) renders: only the name
it posts is wrong, and whether that loses the value depends on the controller, which may read the
parameter itself: a warning.

## What it does

Reports a form builder field (`form.text_field :titel`, `form.label :titel`, simple_form's
`f.input :titel`, `f.input_field`, `f.association`) whose form model is known and has no
attribute of that name:

- when a close attribute exists (`form.rich_text_area :descritpion` when the model declares
  `has_rich_text :description`), whatever else the model may have;
- when no attribute is close, in a field of a `form_for` given its object (`form_for @todo`,
  not only a scope such as `form_for :todo`) that reads the attribute while rendering
  (text-like fields, `hidden_field`, `rich_text_area` unless given `value:`; `check_box` and
  `radio_button` unless given `checked:`; not `password_field`, which renders empty, nor `select`),
  if every name the model answers is known: its superclasses end at `ActiveRecord::Base` (or it
  is an Active Model form object), every module it includes is in `app/models` or `lib/`, and neither
  declares anything bridgelint does not read (a gem's macro such as `devise` or
  `acts_as_taggable_on`, a conditional declaration, `method_missing`, names made at run time:
  `store_accessor store, *keys` or `define_method` in a loop over a constant). `form_with` renders a
  missing method as an empty field, which apps use on purpose for values the controller reads
  itself (`form.hidden_field :redirect_to`), and a `label` reads no attribute: there only a near
  miss is reported.

The model comes from the form helper (`form_with model: @todo`, `form_for @todo`,
`scope: :todo`, `fields_for :items`, a new record `form_for [project, Todo.new]`, and the gem
helpers built on them, `simple_form_for @todo`) or, in a `_form` partial that receives its builder, from
the partial's folder (`app/views/todos/_form.html.erb` -> `Todo`) when every template rendering
the partial is of that folder (another folder's template passes its own form's builder). A model found from a
variable's name is taken only while the controllers' assignments of that instance variable give
records of it (`Todo.new`, `Todo.find(id)`, `project.todos.build`) or there are none. Its attributes are the
table's columns (`db/schema.rb` or `db/structure.sql`) plus what the model, its superclasses and
the modules it includes declare (in `app/models` or `lib/`, in their body, an `included do`
block, or as macros a `self.included(base)` hook calls on `base`: `base.send :attr_accessor, :x`):
rich text, attachments, associations and their ids, nested attributes,
store accessors, virtual attributes (`attribute`, `attr_accessor`), delegations, aliases,
enums and methods (`def name`, `def name=`); `id` and `_destroy` always exist.

Silent when the model or its table is unknown and when the model is dynamic.

`form-field-typo` compares field names with each other where this rule says nothing (a label
and a field one typo apart, neither an attribute, in a `form_with`): one typo is reported once.

## Why it matters

Under `form_for`, rendering calls the missing method (`NoMethodError`, an error page); under
`form_with` a misspelled field renders empty and the value submitted under that name is never
saved (strong parameters drop it, or assigning it raises `unknown attribute`). A label under a
misspelled name points at an id no field has.

## Examples

The app's Rails defaults (`load_defaults` 5.2 or later) give `form_with`'s fields ids:

```ruby file=config/application.rb
module Todos
  class Application < Rails::Application
    config.load_defaults 8.0
  end
end
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "todos", force: :cascade do |t|
    t.string "title", null: false
    t.boolean "completed", default: false, null: false
    t.datetime "created_at", null: false
    t.datetime "updated_at", null: false
  end
end
```

```ruby file=app/models/application_record.rb
class ApplicationRecord < ActiveRecord::Base
  primary_abstract_class
end
```

```ruby file=app/models/todo.rb
class Todo < ApplicationRecord
  has_rich_text :description
  attr_accessor :reminder
end
```

```erb bad path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.label :description %>
  <%= form.rich_text_area :descritpion %>
                           ^^^^^^^^^^^
  <%= form.text_field :titel %>
                       ^^^^^
<% end %>
```

A label near the attribute a field of its form writes is a misspelt pointer to that field:

```erb bad path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.label :titel %>
                  ^^^^^
  <%= form.text_field :title %>
<% end %>
```

The finding is said in the ids the page renders: the label's `for` (`todo_titel`) matches no
field's id, and the field it was meant for has `todo_title`. A form that builds its object
(`Comment.new`) has that object's class as its model:

```erb bad path=app/views/todos/_comment_form.html.erb
<%= form_for [todo, Comment.new] do |f| %>
  <%= f.label :Attachment %>
               ^^^^^^^^^^
  <%= f.file_field :attachment %>
<% end %>
```

```ruby file=app/models/comment.rb
class Comment < ApplicationRecord
end
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "comments", force: :cascade do |t|
    t.string "attachment"
  end
end
```

A label whose name is near an attribute that no field of the form writes is display text:

```erb good path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.label :Title %>
  <%= form.text_area :notes %>
<% end %>
```

A `_form` partial that receives the builder takes its model from its folder:

```erb bad path=app/views/todos/_form.html.erb
<%= form.check_box :complted %>
                    ^^^^^^^^
```

```erb good path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.label :description %>
  <%= form.rich_text_area :description %>
  <%= form.text_field :title %>
  <%= form.check_box :completed %>
  <%= form.text_field :reminder %>
<% end %>
```

The form helpers of gems built on Rails' own (simple_form's `simple_form_for`, Formtastic's
`semantic_form_for`, bootstrap_form's `bootstrap_form_for` and `bootstrap_form_with`) take
their model as the Rails helper they call does, and their builders name Rails' fields alike:

```erb bad path=app/views/todos/edit.html.erb
<%= bootstrap_form_for @todo, layout: :horizontal do |f| %>
  <%= f.text_field :titel, label: "Title" %>
                    ^^^^^
  <%= f.check_box :completed %>
<% end %>
```

In a `form_for`, a field no attribute is close to, on a model whose names are all known; a
label reads nothing, so only the field is reported, also when the label and the field are one
typo apart and the model has neither:

```erb bad path=app/views/todos/_form.html.erb
<%= form_for todo do |form| %>
  <%= form.label :subtitle %>
  <%= form.text_field :subtitle %>
                       ^^^^^^^^
  <%= form.label :notes %>
  <%= form.text_area :ntoes %>
                      ^^^^^
<% end %>
```

A field given its value renders, whatever its form helper: near an attribute, its name is a
warning, said with what the form posts (`todo[titel]`, whose value a controller that filters
parameters drops, and which raises `UnknownAttributeError` when assigned to a record). A `select` takes `selected:` from its options (the hash before its HTML options), and
simple_form's `f.input` passes `input_html:` to the field of its type:

```erb bad path=app/views/todos/_form.html.erb
<%= form_for todo do |form| %>
  <%= form.hidden_field :titel, value: params[:title] %>
                         ^^^^^ warning
<% end %>
```

```erb bad path=app/views/todos/_form.html.erb
<%= simple_form_for todo do |f| %>
  <%= f.input :titel, readonly: true, input_html: { value: todo.title } %>
               ^^^^^ warning
  <%= f.select :complted, [["Yes", true], ["No", false]], { selected: true }, { class: "choice" } %>
                ^^^^^^^^ warning
<% end %>
```

A `form_for` field given its value, or one that never reads it, calls nothing; `form_with`
renders a missing method as an empty field; a value the controller reads itself is fine there:

```erb good path=app/views/todos/_form.html.erb
<%= form_for todo do |form| %>
  <%= form.hidden_field :return_to, value: params[:return_to] %>
  <%= form.password_field :current_password %>
  <%= form.text_field :title %>
<% end %>
```

```erb good path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.hidden_field :return_to %>
  <%= form.text_field :title %>
<% end %>
```

A model whose names may be incomplete (a gem's macro, here Devise's) is checked for near
misses only:

```erb good path=app/views/users/_form.html.erb
<%= form_with model: user do |form| %>
  <%= form.email_field :email %>
  <%= form.password_field :password %>
  <%= form.password_field :password_confirmation %>
<% end %>
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "users", force: :cascade do |t|
    t.string "email", null: false
    t.string "encrypted_password", null: false
  end
end
```

```ruby file=app/models/user.rb
class User < ApplicationRecord
  devise :database_authenticatable, :registerable
end
```

The model comes from the form object's name (`todo` -> `Todo`); where the app's code assigns
that name an object of another class (here a `Report`), the name proves nothing:

```erb good path=app/views/shared/_todo_form_fields.html.erb
<%= form_for todo_form do |form| %>
  <%= form.hidden_field :owner_id %>
<% end %>
```

```ruby file=app/models/todo_form.rb
class TodoForm < ApplicationRecord
end
```

```ruby file=app/models/report.rb
class Report < ApplicationRecord
end
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "todo_forms", force: :cascade do |t|
    t.string "title"
  end
  create_table "reports", force: :cascade do |t|
    t.bigint "owner_id"
  end
end
```

```ruby file=app/controllers/reports_controller.rb
class ReportsController < ApplicationController
  def new
    @todo_form = Report.new(owner: current_user)
  end
end
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- The form's model is not known: no `model:`/`scope:` bridgelint can name
  (`form_with url: search_path`, `form_with model: record` with no `Record` model), no model class
  of that name under `app/models`, or no table for it in `db/schema.rb` or `db/structure.sql`. In a
  partial that receives the builder, only a `_form` partial's folder names the model
  (`app/views/todos/_form` -> `Todo`). The model found from the object's name (`@todo_form` or
  `todo_form` -> `TodoForm`) is not taken when Ruby under `app/` assigns that name an object of
  another class (`@todo_form = Report.new`, or a record of another association,
  `@todo_form = current_user.reports.find(id)`), nor when a controller (any file under
  `app/controllers`: which controllers render a template is not followed) assigns that instance
  variable something whose class the code does not show: a literal (`@add_category = ''`, a
  number, `nil`, `[]`, `{}`), a parameter (`params[:category]`), a method's result
  (`find_category`, `current_user`) or another variable. Nor is it taken when the object is
  itself a method's result: Devise's `resource` (`form_for(resource, as: resource_name)`,
  `form_with model: resource`, `simple_form_for(resource, ...)`: the model of whichever Devise
  mapping renders the view, not a `Resource` model), and a bare name in a view that is not a
  partial and does not assign it (`form_for user` in `users/edit.html.erb`: a view gets
  instance variables, not locals, so `user` is a helper method). The name is then only a guess: no
  missing attribute, and no near miss of the guessed model's attributes, is reported. An object's or folder's name may drop leading
  words (`@new_todo` -> `Todo`), but a scope alone (`form_for :new_api_user`, `scope: :api_user`)
  names parameters, so only a model of exactly that name is its model (`:todo` -> `Todo`; no
  `User` for `:new_api_user`). No note, except the note `<file>: not read: …` for a schema
  or model file bridgelint could not read.
- A table whose schema lacks a column the migrations in `db/migrate` leave on it (read in version
  order: `create_table`/`change_table` blocks, `add_column`, `add_reference`, `rename_column`,
  `remove_column` and the like; a `down` method is not read, nor SQL run with `execute`): the
  schema was dumped before that migration, or the migration was edited after it ran, so the schema
  is not the database's for that table. A field named after such a column is not reported, no
  other name of that table is said to be missing, and such a column is offered as no near miss;
  near misses of the schema's columns are still reported. One note says which schema and tables:
  `db/schema.rb: the migrations in db/migrate add columns it lacks (…)`.

```erb good path=app/views/todos/_form.html.erb
<%= form_for todo do |form| %>
  <%= form.text_field :due_on %>
  <%= form.text_field :reminder %>
<% end %>
```

```ruby file=db/migrate/20250401090000_add_due_on_to_todos.rb
class AddDueOnToTodos < ActiveRecord::Migration[8.0]
  def change
    add_column :todos, :due_on, :date
  end
end
```

- A name the model's own methods or callbacks read or write on `self` (`self.balance = total`,
  `self.balance.to_f`): the model answers it, so it is no missing attribute, whatever the schema
  says (a schema older than the database lacks the column). `self.` at class level
  (`self.table_name = …`) sets the class's own settings and counts for nothing. No note.

```erb good path=app/views/customers/_form.html.erb
<%= form_for customer do |form| %>
  <%= form.hidden_field :balance %>
<% end %>
```

```ruby file=app/models/customer.rb
class Customer < ActiveRecord::Base
  before_create do
    self.balance = opening_debt
  end
end
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "customers", force: :cascade do |t|
    t.string "name", null: false
  end
end
```

- A model that defines `method_missing`, itself, in a superclass (`ApplicationRecord`) or in a
  module it includes, answers any name: no name is reported, not even one a letter away from a
  known attribute (`noteable_nid` beside `noteable_id`, when `method_missing` answers `*_nid`).
  No note.
- simple_form's (and Formtastic's) `f.input :title`, `f.input_field :title` and
  `f.association :owner` name a field of the form's model and are checked for near misses of its
  attributes (`f.input :titel` beside the column `title`), but a name close to no attribute is not
  judged: whether the input reads it depends on the gem's options (`as:`, `input_html: { value: }`).
  Other methods of a gem's builder (bootstrap_form's `f.form_group`) are not read. No note.
- A name close to no attribute is reported only when the model's names are all known (its
  superclasses end at `ActiveRecord::Base`, every module it includes is read, no gem macro,
  conditional declaration, `method_missing` or names made at run time), in a `form_for` given its object, on a field that
  reads the attribute (no `value:`, or no `checked:` on a check box or radio button, and no options
  the template does not show, such as `**options`). `form_with` renders a missing method as an
  empty field, on purpose in some apps. No note.
- A field given its value reads nothing of the model: actionview's `Tags` take `value:` before
  calling the model's method (`text_field` and the other text-like fields, `hidden_field`,
  `text_area`, `rich_text_area`), `check_box` and `radio_button` take `checked:` (their
  `value:` is the checked value, so they still read the attribute), and `select`,
  `collection_select` and `grouped_collection_select` take `selected:` from their options. A
  given key is enough, `nil` included (`options.fetch("value") { … }`), except on the date,
  time and color fields, which test the value (`options["value"] ||= …`): `value: nil` reads
  the attribute there. `time_zone_select` and `weekday_select` read it whatever their options. A
  simple_form `f.input` given `input_html: { value: }` (`f.input_field` given `value:`) passes
  it to a text-like field when it has no `collection:` and its `as:` is a text-like type
  (`string`, `text`, `email`, `url`, `tel`, `search`, `password`, `hidden`, `integer`,
  `decimal`, `float`, `range`), or is absent on a name simple_form does not make a `time_zone` or
  `country` select. `password_field` and `file_field` render no value of the model. Such a
  field's near miss is a warning about the name it posts. Its name is then a request
  parameter: when a controller of the app names it (`params[:todo][:owner_uid]`,
  `params.require(:todo).fetch(:owner_uid)`, `.permit(:owner_uid)`, `params.expect(todo:
  [:owner_uid])`, as a symbol, string or key anywhere in a file under a `controllers` folder, not in
  a comment), that code reads it, and a near miss of an attribute (`owner_uid` beside the column
  `owner_id`) is not reported. Named by no controller, the parameter is dropped by strong
  parameters or raises `unknown attribute`: still reported. No note.

```erb good path=app/views/todos/_picker.html.erb
<%= form_for @add_todo, url: "/todos/pick" do |form| %>
  <%= form.text_field :add_todo %>
<% end %>
```

```ruby file=app/controllers/pickers_controller.rb
class PickersController < ApplicationController
  def show
    @add_todo = ''
  end
end
```

```erb good path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.hidden_field :owner_uid, value: current_user.uid %>
  <%= form.text_field :title %>
<% end %>
```

```ruby file=db/schema.rb
ActiveRecord::Schema[8.0].define(version: 2025_03_14_101500) do
  create_table "todos", force: :cascade do |t|
    t.string "title", null: false
    t.bigint "owner_id"
  end
end
```

```ruby file=app/controllers/todos_controller.rb
class TodosController < ApplicationController
  def create
    owner = User.find_by!(uid: params[:todo].delete(:owner_uid))
    @todo = owner.todos.create!(params.expect(todo: [:title]))
  end
end
```

- A label one typo from the attribute a field of its form writes points at that field's id only
  where the fields get ids: `form_for`'s always do; `form_with`'s (and `fields`') did not before
  Rails 5.2 (actionview's `form_with` set `skip_default_ids`), and since do only where
  `form_with_generates_ids` is true, which `config.load_defaults` 5.2 or later in
  `config/application.rb` sets, or an assignment in `config/application.rb` or an initializer.
  Without a Rails version (the `actionview` of `Gemfile.lock`, or such a `load_defaults`), with
  `load_defaults` of an earlier or computed version, or with the setting assigned per
  environment or to a value the file does not show, the ids are unproven and such a label is not
  reported. No note.

```erb good path=app/views/todos/_form.html.erb
<%= form_with model: todo do |form| %>
  <%= form.label :titel %>
  <%= form.text_field :title %>
<% end %>
```

```text file=Gemfile.lock
GEM
  remote: https://rubygems.org/
  specs:
    actionview (5.1.6)
```

```ruby file=config/application.rb
module Todos
  class Application < Rails::Application
    config.load_defaults 5.1
  end
end
```

- `submit`, `button`, `fields_for`, `fields`, and the names every record answers (`id`, `_destroy`)
  are never judged.
- A label near an attribute that no field of its form writes (`form.label :Employee` beside
  `form.select :user_id`): a label points at a field of its form, so with none of that name it is
  display text (Rails shows `Employee`), not a misspelt attribute. No note.
- Display text given to a builder method where the attribute goes (`form.label "Tags"`,
  `form.label "Display name"`) names no field: only a symbol, or a string that can be a method name
  (lower-case first letter, letters, digits and `_`), names the model's attribute, and only as the
  first argument (`form.label :tag_list, "Tags"` names `tag_list`). No note.
- A name ending in `?` whose name without it is an attribute (`check_box :done?` on a model with
  `done`) calls Active Record's query method for that attribute: not reported. A near miss is
  compared without the `?`. No note.

## Fix safety

When exactly one attribute is close, the fix uses it. It is unsafe: the author may have meant to
add the attribute to the model instead. On a label, the fix renames the label to the attribute
of the field it was meant for; it is unsafe too: a label without text of its own shows its
name (`:'title:'` shows "Title:", `:title` "Title"), so its text may change.

## Options

None.

## References

- Rails `ActionView::Helpers::FormBuilder` (fields call the model's method of that name).
- Action Text `has_rich_text`; Active Record attributes and `accepts_nested_attributes_for`.
"""#,
        "html-duplicate-attribute": #"""
# html-duplicate-attribute

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: the browser drops the second value, so a second `data-controller` or
`data-action` never runs. A warning when both have the same value (nothing is lost; a bare
attribute's value is the empty string, so `data-simplebar="" data-simplebar` repeats it), when
both values are ones the script reading the attribute treats alike (Bootstrap's tab plugin, 4 and
5, does the same for `data-bs-toggle` or `data-toggle` `tab`, `pill` and `list`), when the
attribute is one of HTML's boolean attributes (`required`, `disabled`, `checked`, ...), whose
presence is its value, when it is a namespace declaration (`xmlns`, `xmlns:fb`: the HTML parser
places every element in its namespace itself, so the declaration does nothing), when the
repeat is written empty (`data-url=""` after `data-url="/x"`: only an empty value is dropped;
not a repeat with no value at all, `href` after `href="/x"`), when a repeated `class` or `rel` adds no token the kept value lacks
(`class="fa fa-check" class="fa"`), or whose only new token is `noopener` on a link or form
with `target="_blank"` (which opens with `noopener` anyway, unless the kept `rel` says `opener`),
when an event handler (`onclick`, `onkeydown`, ...) repeats the same script but for the blanks
around it and a trailing `;`, or repeats with no script at all (`onclick="go()" onclick`), when a
`style` repeats the same declarations but for blanks around `:` and `;` and a trailing `;`
(`style="width: 100px;" style="width:100px"`), or when only an ERB branch renders the repeat. A warning too when
the attribute only tells people something, so the page works the same with the kept value: `role`
and `aria-*` (read by assistive technology: a conflicting second role is misleading markup),
`alt` (the text in place of an image: the kept one is still shown and announced) and `title`
(advisory text; not on `<link>` or `<style>`, where it names a style sheet set); the message
names the value that applies and the one dropped. A stylesheet or script that selects by the
dropped `role` or `aria-*` value (`[role="button"]`) is not looked for.

## What it does

Reports an attribute written twice on one tag, in templates that render HTML (`.html.erb`,
`.turbo_stream.erb`, `.html`, a format the app registers as an alias of `text/html`, or no
format; not `.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`, `.css.erb`, nor a format the app
registers for another MIME type in `config/initializers`, such as `.xls.erb`).

## Why it matters

Browsers keep the first value and drop the second without a word. A second `data-action` or
`data-controller` on the same element therefore does nothing: list several controllers or
actions in one attribute, separated by spaces.

ERB inside the tag is taken into account: every set of attributes the tag can render is
checked. Two attributes outside any ERB branch, or in the same branch, always render together
(an error). One outside and one inside an `<% if %>` render together when the branch does (a
warning). Attributes in different branches
(`<% if a %>class="x"<% else %>class="y"<% end %>`) are not duplicates and are not reported. ERB
inside a value (`title="<%= t %>"`) does not change the attribute's name.

## Examples

```erb bad
<button data-action="click->menu#open" data-action="keydown.esc->menu#close">Menu</button>
                                       ^^^^^^^^^^^
```

```erb bad
<p class="note" <% if pinned %>id="pinned"<% end %> class="<%= tone %>">Note</p>
                                                    ^^^^^
```

```erb bad
<p class="note" <% if pinned %>class="pinned"<% end %>>Note</p>
                               ^^^^^ only when `pinned` holds: a warning
```

A link or form with `target="_blank"` opens with `noopener` whether `rel` says it or not
(HTML's rules for choosing a navigable, since 2019; Chrome 88, Firefox 79, Safari 12.1), so a
dropped `rel="noopener"` loses nothing; a dropped `noreferrer` does:

```erb bad
<a href="https://example.org/terms" target="_blank" rel="license" rel="noopener">Terms</a>
                                                                  ^^^ warning: nothing is lost
<a href="https://example.org/terms" target="_blank" rel="license" rel="noopener noreferrer">Terms</a>
                                                                  ^^^ error
```

An event handler written twice with the same script runs it once either way, and a style with
the same declarations sets the same; a role written
twice keeps the first, which changes what a screen reader announces, not what the page does:

```erb bad
<span tabindex="0" onkeydown="next(event);" onkeydown="next(event)">Continue</span>
                                            ^^^^^^^^^ warning: nothing is lost
<button style="width: 100px;" type="submit" style="width:100px">Search</button>
                                            ^^^^^ warning: nothing is lost
<div class="modal-dialog" role="dialog" role="document">
                                        ^^^^ warning: `role="dialog"` applies, `role="document"` is dropped
  <div class="modal-content">Saved</div>
</div>
```

An HTML parser declares no namespace with `xmlns` (email templates copied from XHTML often
repeat it), so the repeat changes nothing:

```erb bad
<html xmlns="http://www.w3.org/1999/xhtml" xmlns="http://www.w3.org/1999/html">
                                           ^^^^^ warning: nothing is lost
</html>
```

A block of attributes copied from another link, with one left blank, drops only the blank
value; the kept one is the one with content:

```erb bad
<a href="#" data-action-url="/categories/deletes" data-confirm="Delete?" data-action-url="">Delete</a>
                                                                         ^^^^^^^^^^^^^^^ warning: this one is empty, so nothing is lost
```

Bootstrap's tabs start from `data-bs-toggle="tab"` and `"pill"` alike, so a nav link copied
from pills to tabs that keeps both loses nothing; a dropdown trigger is another plugin:

```erb bad
<a class="nav-link" data-bs-toggle="pill" data-bs-toggle="tab" href="#rights">Access rights</a>
                                          ^^^^^^^^^^^^^^ warning: Bootstrap's tab plugin reads both values alike, so nothing is lost
<a class="nav-link" data-bs-toggle="tab" data-bs-toggle="dropdown" href="#more">More</a>
                                         ^^^^^^^^^^^^^^ error
```

```erb good
<button data-action="click->menu#open keydown.esc->menu#close">Menu</button>
```

```erb good
<div <% if wide %>class="wide"<% else %>class="narrow"<% end %>>Body</div>
```

## When it stays silent

- Two attributes in different branches of an ERB `if` on the tag (`<% if a %>class="x"<% else %>class="y"<% end %>`):
  they never render together.
- A name made with ERB output (`data-<%= kind %>-target`): its name is known only at run time.
- Templates that are not HTML (other formats, MJML mailer templates, XML documents), and a
  template whose name gives no format (`finish.erb`) whose markup is not HTML's: a shell script
  whose `# =<ipa-client` text reads as a tag with attributes `#` and `if`. No note.
- Markup in a partial under `<% if x %>` or `<% if local_assigns[:x] %>` where every render site
  is a template's render call that passes `x` as a literal `false` or `nil`, or leaves it out
  where the partial makes it nil or false (`local_assigns[:x]`; a default at the partial's top
  that is `nil` or `false`: `x ||= false`, `local_assigns.fetch(:x, nil)`,
  `local_assigns[:x] || false`, `x = false unless local_assigns.key?(:x)`, strict locals
  `<%# locals: (x: false) %>`): no page renders it.
  A condition that asks the local `.present?`, `.blank?`, `.empty?`, `.nil?` or `.any?` (also after
  `!` or `&.`) is answered as Ruby and Active Support answer it: `""`, `"  "`, `[]` and
  `{}` are blank though true, `0` is present, `nil.empty?` raises and proves nothing.
  A default that is a call or a variable proves nothing.
- The first branch of `<% if content_for?(:x) %>` in a layout or any template where no template
  that can render in the same page gives `:x` content (see `html-mismatched-end-tag`): only the
  other path renders, and the template is judged without the branch.
- A `content_for :name do` block that every place reading the region outputs inside a
  `<script>` (see `html-mismatched-end-tag`): it is JavaScript, and `'<a href="' + url + '">'`
  in it is script text, not markup.
- A partial whose every render site is inside a `<script>`, `<style>`, `<textarea>` or `<title>`
  (`<script><%= render "notes" %></script>`, a `javascript_tag do` block, a partial itself rendered
  only there): it is text wherever it renders, so no rule judges it as markup. A render site in
  markup, a computed name, a render from Ruby, or a `</script>` in the partial keeps it judged.

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- Templates that do not render HTML (`.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`, `.css.erb`)
  are not judged. No note.
- Two attributes in different branches of an `if` on one tag
  (`<div <% if a %>class="x"<% else %>class="y"<% end %>>`) may exclude each other: not reported.
  One inside a branch and one outside is a warning, as that branch may never render. No note.
- Only attributes written in an HTML start tag are compared: an attribute name built with ERB
  (`data-<%= key %>`) is not known, and the attributes a Rails helper renders are not compared. No
  note.
- A tag whose end is missing (an unterminated attribute value) is not judged: `html-parse-error`
  reports it.
- Commas between attributes (`type="submit", name="q", value="Go"`) make attributes named `,`,
  repeated on the tag: `html-parse-error` reports the commas, once per tag.

## Fix safety

No automatic fix: merging two values needs a person to choose the order and the separator.

## Options

None.

## References

- HTML Standard, "duplicate-attribute" parse error.
- Stimulus reference: several actions and controllers are separated by spaces in one attribute.
"""#,
        "html-invalid-nesting": #"""
# html-invalid-nesting

Severity: error · Fix: none · Since: 0.2.0

Why this severity: error: the browser builds a different tree than the markup shows (an element
stays open and swallows what follows, or a nested form, link or button is dropped or closed), so
targets and actions can leave their controller's scope at run time. A warning when nothing moves:
a `<div />` or a heading typed for an end tag that holds nothing before its parent ends, or an
element whose own end tag closes it where written (`<li class="badge" /> ... </li>`: the `/>` was a
stray slash), unless an outer element of its name in that end tag's reach was meant and nothing
else reports that outer element (an empty `<div />` whose `</div>` was meant for the outer
`<div>` moves nothing when the outer one is reported as closed by another end tag); a
bare `<span />` (no attribute but an empty `class` or `style`), whose content renders as it would
outside it; and a `<form>` without attributes (or with only `role="form"`) inside a form when nothing renders between the
`</form>` that then ends the outer form and the outer form's own end (the tree and the
submission are the same); a bare `<select>` typed for `</select>` inside a select; and `/>` on
an element whose end tag HTML lets authors omit (`<li />`, `<p />`, `<td />`, `<option />`), closed
where that end tag may be left out (the next `<li>`, a block, the end of the element around it),
or a `<p />` left open to its template's end where every render site is followed by something
that closes a paragraph, or by what is not known; and `<a/>` typed for `</a>` inside a link when
only whitespace lands in the empty link it opens; a link inside a link that leaves the outer one
empty with nothing lost (nothing renders in it before the inner link nor after it, up to the next
end tag, and it has no attribute but `href`, `target` and `rel`); and a `<form>` directly in a table, outside a
cell, that holds no Stimulus controller (its fields still submit with it; only what looks for
them inside the form element misses them).

## What it does

Reports start tags that browsers close or drop because of where they stand, following the
WHATWG tree-construction rules, in templates that render HTML (`.html.erb`, `.turbo_stream.erb`,
`.html`, a format the app registers as an alias of `text/html`, or no format; not `.xml.erb`,
`.json.erb`, `.js.erb`, `.text.erb`, `.css.erb`, nor a format the app registers for another MIME
type in `config/initializers`, such as `.xls.erb`):

- `/>` on an element that is not void (`<div />`, `<i class="icon" />`): HTML ignores the slash,
  so the element stays open and holds everything after it. Void elements (`<br />`, `<img />`,
  `<input />`) and SVG or MathML elements close with `/>` and are fine. A formatting element
  (`<a href="/x"/>`, `<i class="icon"/>`) that an outer end tag closes before anything lands in
  it still moves content: browsers keep it in their list of active formatting elements and
  rebuild it at the next text, which then lands in a new link or `<i>` (an error). In an `else`
  (or `elsif`, `when`) branch, the element is still open after the block's `<% end %>` on that
  branch's path: what renders there lands inside it. An element whose content is text
  (`<iframe … />`, `<script … />`, `<textarea />`, `<title />`, `<style />`) makes everything
  up to its own end tag its text: markup written there is never built (an error; a warning
  when only blanks stand before that end tag).
- A heading start tag while a heading is open (`<h1>Title<h1>`): browsers close the first heading
  there; it is almost always a typo for `</h1>`.
- A link inside a link, a button inside a button (also through a wrapper, `<a><span><a>`):
  browsers close the outer one at the inner start tag. For links, the adoption agency keeps open
  the block elements opened inside the outer link (`<a><div><a>`: the `<div>` moves out of the
  outer link and stays open), so their end tags still close them. A helper's link inside a link
  written in the markup (`<a href=""><%= link_to "Home", root_path %></a>`) closes it the same
  way, so the outer link's `</a>` then finds nothing to close and is part of the same finding.
- A form inside a form (also through a wrapper, or inside `form_with`): browsers ignore the inner
  `<form>` start tag, its attributes and its `data-controller` with it. So they do for a form
  helper's block (`form_with`, `form_for`, `form_tag` with `do`) inside a form, or after a form
  whose element an end tag closed early (the form still takes the fields until its `</form>`):
  the helper's form is no element, its markup lands in what is open around it, and the
  `</form>` its `<% end %>` writes ends the outer form (from inside a table cell it cannot: it
  only ends browsers' hold on the outer form, whose own `</form>` is then ignored, an
  `html-mismatched-end-tag` finding). A helper that writes a whole form
  (`button_to`, with or without a block, `form_tag(url) { … }`) inside a form does the same: its
  button is a submit button of the outer form (clicking it submits the outer form to that form's
  action, never to the helper's URL), its hidden fields post with the outer form (with
  `method: :delete`, `:patch` or `:put`, its `_method` overrides the method of an outer form that
  posts: an account form's "Update" then sends DELETE), and the `</form>` it writes ends the outer form,
  leaving open only what is open inside it; where something then renders outside the outer form
  before that form's own end (a field, its submit button), the finding says it no longer submits
  with it. Where both calls show their requests and the button's is the one the helper means
  (the same URL's code, as an account form's "Delete account" `button_to` to the form's own
  URL, and the method it means: its `_method` is posted after the outer form's and wins; without
  one, the outer form's method must be POST), the button works; but its `_method` stays in the
  outer form, so where it differs from the outer form's method, the outer form's own submit sends
  it too (the account form's "Update" then deletes the account): an error. Where the methods agree,
  only what leaves the outer form can break: a warning when nothing does. A URL computed
  elsewhere, a method a model decides (`form_for` without `method:`), or another URL or method:
  an error.
- A form directly in a table, outside a cell (`<table><form>…<tr>`, or `form_with … do` right
  after `<table>`): browsers insert the form element there and close it at once, empty. The
  fields after it still belong to it (the parser's form element pointer associates each one with
  the form, up to its `</form>`, which then only ends that), so they submit with it; but they are
  not inside the form element, so CSS such as `form input`, `form.querySelectorAll(…)` and
  `field.closest("form")` miss them: a warning. An error when the form holds a Stimulus
  controller (`data-controller`), whose scope then misses the fields: their targets and actions
  are not connected. One finding, at the form: its `</form>`, and a `</table>` in its helper's
  block, are part of it. Inside a `<template>`, written in the template or around it where it
  renders (a partial rendered only inside Turbo Streams, `turbo_stream.replace(row, partial:
  "edit_row")` in a controller or a `.turbo_stream.erb` template, or a model's broadcasts:
  Turbo parses a stream's content inside a `<template>`), browsers ignore that `<form>` start tag
  and its `</form>`: no form element is made and the fields belong to no form, so they submit
  nothing: an error.
- Any other element written in a table, outside a cell (`<tr><div class="row"><td>`, or a typo
  of a table part, `<tbdoy>`, `<htead>`): browsers insert it in front of the table (foster
  parenting), and the next table tag ends it with what was opened inside it, so the rows and
  cells written inside it stay in the table. At its start tag, naming the table part a typo was
  meant for: an error when text or ERB output moves out with it, or when it stands for a
  `<thead>` or `<tfoot>` (the header rows land in the body); a warning when it holds nothing
  there (an empty element before the table), or when it stands outside a row and nothing of
  the table renders before it, once (a heading written in the `<thead>` above the rows, not in a
  loop's body inside the table):
  it still shows first, just above the table, outside its borders and background. That table tag is no closing of the element, and its own end tag, which
  then finds nothing open, is part of the same finding (as is the `</thead>` written for an
  `<htead>`). A hidden `<input>`, a script, a style or a template stays where it is written.
  A partial that every render puts directly in the same part of a table (a table's body, a
  row), outside a cell, is built inside it, as browsers build it there: a `<div>` wrapped
  around its rows moves in front of the table, and its `</div>` cannot reach out of the table
  (no finding claims it closes the row). Rendered anywhere else too, or where a render path
  cannot be followed, it is judged alone.
- A table part (`<td>`, `<th>`, `<tr>`, `<tbody>`, ...) written outside any table of its
  template, in a template every render path puts outside any table (a page whose layouts show
  it outside tables, a partial rendered only in such places): browsers ignore its start tag and
  its end tag, so what it holds stays in the element around it. A warning at the start tag (no
  element is made, nothing moves); its end tag is part of the same finding. Where a render path
  cannot be followed, or one renders it inside a table, a `<template>` or a script's template
  (`<script type="text/template">`, which a script mounts where it chooses), or the template renders
  a partial that may leave a table open (a `shared/table_start` partial, or one bridgelint cannot
  find), the table part is built where it stands, as a partial of rows needs.
- A select inside a select: browsers read the inner `<select>` start tag as `</select>` and make
  no element of it. A bare `<select>` is almost always a typo for `</select>`, which closes the
  select at the same place: a warning. (An `<input>` start tag, or a field helper's, ends an open
  select too: a `<select />` right before the form's submit button holds nothing.)
- A bare `<table>` in a table, outside any cell, with no rows after it before the next table
  tag: browsers read it as `</table>` and open a new, empty table, so it is almost always a typo
  for `</table>` (followed by rows, it starts a second table, as written). A warning when the next `</table>`
  (or `<table>`) closes the new table with no other end tag before it; an error when an end tag
  between finds nothing (a table bounds its search) or none closes it: the elements around it
  stay open and hold what follows. The end tags it keeps from their elements get no findings of
  their own; one whose element is open nowhere is stray anyway.

## Why it matters

Stimulus sees the tree the browser builds, not the one the template suggests. A `<div />` meant
as an empty placeholder swallows the rest of the section, so targets and actions after it land
in the wrong element; a nested form's controller never connects.

## Examples

```erb bad
<div class="card">
  <i class="icon-star" />
                       ^^
  <span>Starred</span>
</div>
```

```erb bad
<h1>Settings<h1>
             ^^
```

```erb bad
<a href="/todos"><span>Todos <a href="/todos/new">New</a></span></a>
                              ^
```

A link a helper renders inside a `link_to` block is the same nesting; an end tag later in the
block then closes the element it was written for, the block's `<a>` being closed already:

```erb bad
<div class="card">
  <%= link_to "/todos/1" do %>
    <img src="/todo.png" alt="">
    <%= link_to "Edit", "/todos/1/edit" %>
        ^^^^^^^
    </div>
  <% end %>
```

An outer link left empty by the inner one, whose attributes an empty link does nothing with,
changes nothing on the page: a warning, whose help is to remove it. One with a class (which
styles the link around the inner one) or with content beside the inner link is an error:

```erb bad
<ul class="nav">
  <li><a href=""><%= link_to "Reports", "/reports", class: "nav-link" %></a></li>
                     ^^^^^^^ warning: nothing moves
  <li><a href="#"><%= link_to "/help" do %>Help<% end %></a></li>
                      ^^^^^^^ warning: a block link ends at its `<% end %>`, nothing moves
  <li><a class="nav-item"><%= link_to "People", "/people" %></a></li>
                              ^^^^^^^ error: the styled link no longer holds it
</ul>
```

```erb bad
<form action="/search">
  <div>
    <form action="/filter"></form>
     ^^^^
  </div>
</form>
```

```erb bad
<%= form_with url: "/orders" do |f| %>
  <%= f.text_field :note %>
  <%= form_with url: "/coupons" do |c| %>
      ^^^^^^^^^
    <%= c.text_field :code %>
  <% end %>
  <%= f.submit %>
<% end %>
```

```erb bad
<%= form_with url: "/orders" do |f| %>
  <%= f.text_field :note %>
  <%= button_to "Remove coupon", "/coupon", method: :delete %>
      ^^^^^^^^^
  <%= f.submit %>
<% end %>
```

The button of a `button_to` to the outer form's own URL, with the method it means, sends the
request it means (with the outer form's fields too); where the outer form sends that method
itself and nothing after it leaves the outer form, nothing else changes, a warning:

```erb bad
<%= form_with url: archive_project_path(@project), method: :patch do |f| %>
  <div>
    <%= f.text_field :reason %>
    <%= button_to "Archive now", archive_project_path(@project), method: :patch %>
        ^^^^^^^^^ warning: the request is the one it means
  </div>
<% end %>
```

Where the outer form sends another method, the button's `_method`, posted after the outer
form's, wins for the outer form's own submit too:

```erb bad
<%= form_for(@user, url: user_path(@user), html: { method: :put }) do |f| %>
  <%= f.text_field :email %>
  <%= f.submit "Update" %>
  <%= button_to "Delete account", user_path(@user), method: :delete %>
      ^^^^^^^^^ error: the outer form's own submit button sends a DELETE as well
<% end %>
```

A `/>` on an element whose own end tag closes it where the source shows it ends (that end tag
starts a line at the start tag's indentation, what lies between is indented deeper, and an outer
element of the same name has its own end tag) changes nothing: browsers ignore the `/`. A warning
about the useless `/`, not an error:

```erb bad
<div class="panel">
  <div class="panel-body" id="details" />
                                       ^^ warning: nothing moves
    <button type="button">Show</button>
  </div>
</div>
```

`<a/>` written for `</a>` is a start tag: HTML ignores the `/` on an element that is not void.
Inside a link, browsers end that link there, as `</a>` would, but open a new `<a>` without `href`
that holds what follows up to what closes it. One finding, at the `<a/>`: an error when text lands
in the new link, a warning when only whitespace does:

```erb bad
<table>
  <tr>
    <td>Sign in at <a href="/login">your account<a/> to read the message.</td>
                                                ^^^^ error: holds what follows up to the `</td>` on line 3
  </tr>
  <tr>
    <td><a href="/login">Sign in<a/></td>
                                ^^^^ warning: nothing moves
  </tr>
</table>
```

An element whose end tag may be omitted (`<li>`, `<p>`, `<dt>`, `<dd>`, `<option>`, table rows and
cells) holds, with a stray `/`, what it would hold written without its end tag: up to the next
`<li>` (or block, for a `<p>`), or the end of the element around it. Older templates use `<li/>` and
`<p/>` as separators that way; the tree is the one the source shows. A warning about the `/`:

```erb bad
<ul>
  <li/>Taxon name
     ^^ warning: nothing moves
  <li/>Reference
     ^^ warning: nothing moves
</ul>
```

A `<p />` that nothing after it in its template closes holds the rest of the template, and then
what follows where the template renders. Where that closes a paragraph at every render site (a
block's start tag, the end tag of an element around the call, such as a layout's `</div>` after
`yield`, or the end of the page), nothing lands in it from outside: a warning. Where text or an
inline tag follows a render site, it moves into the `<p>`: an error naming the site. Where what
follows is not known (a layout chosen at run time, an ERB tag right after the call), a warning
that claims nothing. A render site in a page no request renders (see `rails-unrendered-template`)
renders nothing: what follows it there lands nowhere.

```erb bad path=app/views/products/show.html.erb
<h1>Products</h1>
Choose one below.<p/>
                   ^^ warning: what follows closes it
<%= link_to "All products", "/products" %>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <div class="main">
    <%= yield %>
  </div>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/products_controller.rb
class ProductsController < ApplicationController
end
```

When the end tag was meant for an outer element of the same name but nothing renders between the
`/>` and it, the element stays empty: it closes there, and the outer element it leaves open is
reported where another end tag closes it (`html-mismatched-end-tag`, with its own severity). The
tree is the one the source means. A warning about the `/`; when the outer element stays open to the
end of the template, nothing else reports it, and the error stays:

```erb bad
<ul>
  <li>
    <div class="menu">
      <b>Settings</b>
      <div />
           ^^ warning: still empty
    </div>
  </li>
</ul>
```

A `<form>` with no attributes inside a form loses nothing when browsers ignore it, but its
`</form>` ends the outer form (the outer form's own `</form>`, or the one its helper's
`<% end %>` writes, is then ignored). When nothing renders between the two, every field is still
the outer form's and the tree is the one the source shows: a warning. Anything in between (a
button, a field, text) would leave the form, and an attribute on the inner `<form>` would be
lost: an error. `role="form"` alone (Bootstrap 3's examples wrote it on every form) loses
nothing either: it is the role a form has anyway, and no landmark without a label:

```erb bad
<%= form_with url: "/sessions" do |f| %>
  <div class="login">
    <form>
     ^^^^ warning: the tree and the submission are the same
      <%= f.email_field :email %>
      <%= f.submit "Sign in" %>
    </form>
  </div>
<% end %>
```

```erb bad
<%= form_with url: "/orders" do |f| %>
  <form role="form">
   ^^^^ warning: the role a form has anyway
    <%= f.text_field :title %>
  </form>
<% end %>
```

```erb bad
<form action="/games" method="post">
  <form>
   ^^^^ error: the button leaves the form
    <input type="radio" name="mode" value="free">
  </form>
  <button>Start</button>
</form>
```

```erb bad
<table class="filters">
  <%= form_with url: "/reports", method: :get do |f| %>
      ^^^^^^^^^ warning: browsers insert it there and close it at once, empty
    <tr>
      <td><%= f.text_field :query %></td>
      <td><%= f.submit "Search" %></td>
    </tr>
  <% end %>
</table>
```

Markup in a row outside its cells, or a typo of a table part, is moved in front of the table:

```erb bad
<table class="report">
  <thead>
    <h4>Production</h4>
     ^^ warning: it still shows first, just above the table
    <tr><th>Item</th></tr>
  </thead>
</table>
<table>
  <htead>
   ^^^^^ error: `<thead>` is a table part
    <tr><th>Name</th></tr>
  </thead>
  <tr>
    <div class="row">
     ^^^ warning: it stays empty there
    <td><%= @trade.name %></td>
  </tr>
  <tr>
    <span>Total: <%= @trade.total %></span>
     ^^^^ error: with what it holds
    <td></td>
  </tr>
</table>
```

A partial rendered only in a table's body is built there: its `<div>` around the row moves in
front of the table, and the `</div>` finds no `<div>` open in the table:

```erb bad path=app/views/trades/_total.html.erb
<div class="row">
 ^^^ warning: this partial renders only inside one
  <tr>
    <td>Total</td>
    <td><%= @total %></td>
  </tr>
</div>
```

```erb file=app/views/trades/index.html.erb
<table>
  <tbody>
    <%= render "trades/total" %>
  </tbody>
</table>
```

```ruby file=app/controllers/trades_controller.rb
class TradesController < ApplicationController
end
```

A page whose layout shows it outside any table cannot make a cell: browsers ignore the `<td>`
and its `</td>`, and the link stays in the heading:

```erb bad path=app/views/students/show.html.erb
<h3><td><%= link_to @student.name, @student %></td></h3>
     ^^ warning: browsers ignore its start tag
```

```erb file=app/views/layouts/application.html.erb
<body>
  <main><%= yield %></main>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/students_controller.rb
class StudentsController < ApplicationController
end
```

A row partial that only Turbo Streams render (an inline edit form replacing a row) is parsed
inside a `<template>`: its form is no element at all.

```erb bad path=app/views/trades/_edit_row.html.erb
<tr id="<%= dom_id(trade) %>">
  <%= form_with model: trade do |f| %>
      ^^^^^^^^^ error: they submit nothing
    <td><%= f.number_field :price %></td>
    <td><%= f.submit "Save" %></td>
  <% end %>
</tr>
```

```ruby file=app/controllers/trades_controller.rb
class TradesController < ApplicationController
  def edit
    trade = Trade.find(params[:id])
    render turbo_stream: turbo_stream.replace(trade, partial: "trades/edit_row", locals: { trade: trade })
  end
end
```

```erb bad
<template id="new-row">
  <tr>
    <form action="/trades" method="post">
     ^^^^ error: no form element is made
      <td><input name="price"></td>
    </form>
  </tr>
</template>
```

```erb bad
<table>
  <tr>
  <form action="/search" data-controller="search">
   ^^^^ error: the form's `data-controller` does not hold them
    <td><input name="q" data-search-target="query"></td>
  </tr>
</table>
</form>
```

```erb good
<%= form_with url: "/reports", method: :get do |f| %>
  <table class="filters">
    <tr>
      <td><%= f.text_field :query %></td>
      <td><%= f.submit "Search" %></td>
    </tr>
  </table>
<% end %>
```

```erb bad
<select name="todo[list_id]">
  <option value="1">Inbox</option>
<select>
 ^^^^^^ warning: it looks like a typo for `</select>`
```

```erb good
<div class="card">
  <i class="icon-star"></i>
  <img src="/star.png" alt="" />
  <svg viewBox="0 0 10 10"><path d="M0 0h10v10z" /></svg>
  <h1>Settings</h1>
</div>
```

A template of another format is not HTML: in `browserconfig.xml.erb`, `<square150x150logo />`
is an empty XML element (the same holds for `.json.erb`, `.js.erb`, `.text.erb`, `.css.erb`).

```erb good path=app/views/pwa/browserconfig.xml.erb
<browserconfig>
  <msapplication><tile><square150x150logo src="<%= image_path("tile.png") %>" /></tile></msapplication>
</browserconfig>
```

## When it stays silent

- A form a helper writes whole (`button_to`) inside a `<template>`, or after the outer form
  ended: it is a form of its own. (With a table cell between the two forms it is reported: browsers
  still ignore its `<form>`, and its `</form>`, which cannot end the outer form from the cell,
  ends their hold on it, so the outer form's own `</form>` ends nothing.)

- Elements that close with `/>`: void elements, SVG and MathML elements, also inside a helper's
  block (`tag.svg do`, `content_tag :svg do`, a `link_to ... do` written inside `<svg>`), and in
  a partial whose every render site is inside `<svg>` or `<math>` (the render graph):

```erb good path=app/views/shared/_arrow_icon.html.erb
<path d="M0 5h10" />
<polyline points="5 0 10 5 5 10" />
```

```erb file=app/views/shared/_next_button.html.erb
<button type="button">
  <svg viewBox="0 0 10 10"><%= render "shared/arrow_icon" %></svg>
</button>
```

- A partial made only of SVG's own elements (shapes and containers such as `<path>`, `<circle>`,
  `<g>`, `<defs>`, filter primitives such as `<filter>` and `<feGaussianBlur>`, animations; with
  none of HTML's elements around them) that no file renders, or whose render sites the graph
  cannot all follow (`render "icons/#{name}"` builds its name), or some of which are inside
  `<svg>`: such a file can only be meant for an `<svg>` around its render call.

```erb good path=app/views/shared/icons/_home.html.erb
<path d="M3 12l2-2m0 0l7-7 7 7" />
<path d="M5 10v10a1 1 0 001 1h3" />
```

```erb file=app/views/shared/_nav_item.html.erb
<a href="/">
  <svg viewBox="0 0 24 24"><%= render "shared/icons/#{icon}" %></svg>
</a>
```

```erb good path=app/views/shared/_shadow_filter.html.erb
<defs>
  <filter id="shadow">
    <feGaussianBlur in="SourceAlpha" stdDeviation="4"/>
    <feOffset dx="0" dy="2" result="blur"/>
  </filter>
</defs>
```

- The block of a component that puts its content inside `<svg>`: its Ruby `call` returns
  `tag.svg(content, ...)` or `content_tag(:svg, content)`, or its template writes
  `<svg ...><%= content %></svg>`:

```erb good path=app/components/icons/arrow_down.html.erb
<%= render Icons::SvgIcon.new(name: "arrow-down") do %>
  <path d="M8 8.7 12 4.7" />
<% end %>
```

```ruby file=app/components/icons/svg_icon.rb
module Icons
  class SvgIcon < ViewComponent::Base
    def initialize(name:)
      @name = name
    end

    def call
      tag.svg(content, viewBox: "0 0 16 16", class: "icon icon--#{@name}", "aria-hidden": true)
    end
  end
end
```

```erb good path=app/views/shared/_spinner.html.erb
<%= render SpinnerComponent.new do %>
  <circle cx="8" cy="8" r="7" />
<% end %>
```

```erb file=app/components/spinner_component.html.erb
<span class="spinner"><svg viewBox="0 0 16 16"><%= content %></svg></span>
```

```ruby file=app/components/spinner_component.rb
class SpinnerComponent < ViewComponent::Base
end
```

- A `<form>` that HTML's form element pointer lets through: after a `</form>` that ended the form
  around it (also the form a `form_with`, `form_tag` or `form_for` block writes, or the block of
  a gem's helper that calls one, such as `simple_form_for` or `bootstrap_form_with`, ended before the
  block's `<% end %>`: `html-mismatched-end-tag` reports that `</form>`), and inside a
  `<template>`, where the pointer is neither read nor set. Such a form is created with its
  attributes, and its fields are its own.

```erb good
<form action="/lists" method="post">
  <input name="list[title]">
  <template id="item-row">
    <form action="/items" method="post"><input name="item[name]"></form>
  </template>
</form>
```

- Markup in a partial under `<% if x %>` or `<% if local_assigns[:x] %>` where every render site
  is a template's render call that passes `x` as a literal `false` or `nil`, or leaves it out
  where the partial makes it nil or false (`local_assigns[:x]`; a default at the partial's top
  that is `nil` or `false`: `x ||= false`, `local_assigns.fetch(:x, nil)`,
  `local_assigns[:x] || false`, `x = false unless local_assigns.key?(:x)`, strict locals
  `<%# locals: (x: false) %>`): no page renders it.
  A condition that asks the local `.present?`, `.blank?`, `.empty?`, `.nil?` or `.any?` (also after
  `!` or `&.`) is answered as Ruby and Active Support answer it: `""`, `"  "`, `[]` and
  `{}` are blank though true, `0` is present, `nil.empty?` raises and proves nothing.
  A default that is a call or a variable proves nothing.
- The first branch of `<% if content_for?(:x) %>` in a layout or any template where no template
  that can render in the same page gives `:x` content (see `html-mismatched-end-tag`): only the
  other path renders, and the template is judged without the branch.
- Templates that are not HTML: other formats (`.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`,
  `.css.erb`), XML whatever the template's name says (it starts with `<?xml`, or its first
  element declares a namespace other than HTML's, SVG's or MathML's, as an OpenSearch
  description, an Atom feed or an XSPF playlist does:
  `<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">`, where `<Url … />` is
  empty; or the namespace of the prefix its name is written with, as a saved SOAP envelope's
  `<soap:Envelope xmlns:soap="…">`), and MJML mailer templates, where `<mj-image />` is an empty
  element:

```erb good path=app/views/search/opensearch.html.erb
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>Shop</ShortName>
  <Url type="text/html" method="get" template="<%= search_url %>?q={searchTerms}"/>
</OpenSearchDescription>
```

```erb good path=app/views/gateway/fault.html.erb
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body><Fault><clientID ean="<%= @client.ean %>"/><reason>Timeout</reason></Fault></soap:Body>
</soap:Envelope>
```

```erb good path=app/views/user_mailer/welcome.html.erb
<mjml>
  <mj-body>
    <mj-section><mj-column><mj-image src="<%= image_url("logo.png") %>" /></mj-column></mj-section>
  </mj-body>
</mjml>
```

Nor a template that every path renders as something else: a page whose action sets another
content type (`response.headers["Content-Type"] = "text/xml"`), itself or in a `before_action` of
its controller (or a superclass bridgelint read) that runs for it and sets one on every call
(`request.format = :xml`; not under a condition, `if:`, or skipped), or that its controller renders in
a layout of another format, such as a Facebook canvas page in `layout "facebook/canvas.fbml.erb"`
(FBML, where `<fb:swf />` is an empty element), and a partial only such templates render:

```erb good path=app/views/facebook/albums/show.html.erb
<div class="player">
  <fb:swf swfsrc="/player.swf" />
  <p>Now playing</p>
</div>
```

```erb file=app/views/layouts/facebook/canvas.fbml.erb
<fb:fbml>
  <%= yield %>
</fb:fbml>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/facebook/base_controller.rb
class Facebook::BaseController < ApplicationController
  layout "facebook/canvas.fbml.erb"
end
```

```ruby file=app/controllers/facebook/albums_controller.rb
class Facebook::AlbumsController < Facebook::BaseController
  def show
  end
end
```

A template whose name gives no format is judged only when its markup is HTML's: this AutoYaST
partition table, rendered by the app's own renderer, is XML.

```erb good path=app/views/unattended/partition_tables/autoyast_lvm.erb
<partitioning config:type="list">
  <drive><subvolumes config:type="list"/><use>all</use></drive>
</partitioning>
```
bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- Templates that do not render HTML (`.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`, `.css.erb`)
  are not judged, nor a template whose name gives no format (`autoyast.erb`) whose markup is not
  HTML's: an `<?xml` declaration, or a tag no HTML, custom, SVG or MathML element has
  (`<subvolumes config:type="list"/>`). No note.
- A tag and the element it closes or nests in, on different sides of a Ruby block's edge
  (`<% if %>`, `<% else %>`, `<% items.each do %>`, any `do … end`), are not compared: they may not
  render together, or not the same number of times. A branch that closes an outer element while
  another branch leaves it open is still reported. No note.
- After a loop whose body leaves elements open or closes elements opened before it
  (`<% items.each do %></li><li><% end %>`), the elements open before the loop are not judged. No
  note.
- After the `end` of a `begin` whose `rescue`, `ensure` or `else` goes on past it with other
  elements open than its body leaves (it runs after part of the body), and after the `<% end %>`
  of a helper's block an end tag broke out of, when the helper's own end tag there may close an
  element of its name opened since (`<h3><%= content_tag :div do %></h3><div><% end %>`), the
  elements open before are not judged. No note.
- After an attribute value that swallows the markup behind it (a missing closing quote), the
  structure errors that follow are its damage: only `html-parse-error` reports it. No note.
- In a template with an ERB tag whose `%>` is missing, so that it runs on to a later tag's `%>`
  (`<%= name</b> … <%= email %>`), or with an `end` that closes no block, nothing is judged:
  Rails cannot compile it, so no render shows its markup; only `html-parse-error` reports it.
  No note.
- The block of an app's helper that writes it inside a `<script>` or `<style>` (`def jquery(&block)`
  whose body is `javascript_tag do ... capture(&block) ... end`, called as `<%= jquery do %>`) is
  script text, as a `javascript_tag do` block is: `$('<a/>')` in it is no markup. No note.
- An element still open at the end of the file (a header partial that opens `<main>` for a footer
  partial to close) is not reported: the file that closes it is unknown. No note.
- A `content_for :name do` block that every place reading the region outputs inside a
  `<script>` (see `html-mismatched-end-tag`): it is JavaScript, and `'<a href="' + url + '">'`
  in it is script text, not markup.
- A partial whose every render site is inside a `<script>`, `<style>`, `<textarea>` or `<title>`
  (`<script><%= render "notes" %></script>`, a `javascript_tag do` block, a partial itself rendered
  only there): it is text wherever it renders, so no rule judges it as markup. A render site in
  markup, a computed name, a render from Ruby, or a `</script>` in the partial keeps it judged.
- A block of `form_tag`, `form_for` or another block helper opened in a code tag
  (`<% form_tag url do %>`) in an app whose Rails is not known to be older than 3.1 (see
  `html-mismatched-end-tag`): only up to 3.0 does it write its element, and from 3.1 on nothing of
  the block renders, so a `<form>` inside the block, nested only if the helper wrote one, is not
  reported; where the version is unknown, only what is a finding either way is. No note.

## Fix safety

No automatic fix: whether the element should be closed right away or later is for a person to
decide.

## Options

None.

## References

- HTML Standard, "Parsing HTML documents", the "in body" insertion mode: start tags `a`,
  `button`, `form`, `h1`–`h6`; "non-void-html-element-start-tag-with-trailing-solidus".
"""#,
        "html-mismatched-end-tag": #"""
# html-mismatched-end-tag

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error when the browser's repair moves content: an element left open swallows
what follows, which can move targets out of their controller's scope and lose native items at run
time. A warning when it moves nothing: an end tag the parser ignores (`</small>` with no `<small>`
open, or beside a `<p>` or `<li>` the template writes no end tag for, which closes where that end
tag may be left out), one that closes the element it was meant for under another name (`<h3>Title</h2>`), a
missing end tag where the next end tag closes the element at the same place anyway (not a
formatting element, such as `<a>` or `<b>`, that browsers rebuild at the next text), one typed as
a bare start tag on a line of its own (`<div>` for `</div>`: an empty element is all that lands
inside, and the message names that line), `</br>`, an
end tag that closes a layout's element early where only end tags follow it on the page (up to the
layout's end tag that then finds nothing to close), an end tag too many whose element's own end
tag closes a layout's element with only end tags after it up to that layout's end tag, a table
never closed where only end tags follow it (browsers ignore `</body>` inside a table), a form
closed early by an outer end tag whose later fields still submit with it (unless it mounts a
controller).

## What it does

Reports an end tag that does not close the element that is open (`<h3>` closed by `</h2>`), an
end tag with nothing to close, and an element that is never closed but ended implicitly by an
outer end tag (`<div><span>Text</div>`). The structure is the one browsers build: the WHATWG
tree-construction rules, run on the template with its ERB masked out. So `<h3><p>Title</p></h3>`
is valid (a `<p>` does not close a heading), and inside `<script>`, `<style>`, `<textarea>` and
`<title>` a `</div>` is text, not an end tag. Only templates that render HTML are checked
(`.html.erb`, `.turbo_stream.erb`, `.html`, a format the app registers as an alias of
`text/html`, or no format): a `.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb` or `.css.erb`
template, or one of a format the app registers for another MIME type in `config/initializers`
(`Mime::Type.register "application/vnd.ms-excel", :xls` makes `.xls.erb` one), is another
language, where `<item/>` or `</b>` in a string means something else. An end tag with nothing
to close after text that spells its start tag without the `<` on its line (`h1><%= title %></h1>`)
says so, and the help restores the `<`.

Where the source shows where an element was meant to end, that decides the severity: a line
inside the unclosed element indented no deeper than its start tag was meant to follow it, so
the browser moves it inside (an error); content after a mistyped end tag (`</spam>`) lands in
the element it was meant to close (an error); with nothing in between, the tree is the one the
source intends (a warning). Indentation counts as evidence only where it is in step with the end
tags: a line indented no deeper than the element the closing end tag was written for, or a
container (`<div>`, `<form>`, `<section>`) whose children sit flush below it, says nothing (an
ERB line opening a block, `<% fields.each do |f| %>` or `<% if x %>`, indented no deeper puts
its body beside the element, however deep the body is indented; a list's `<li>`, a `<dl>`'s
`<dt>` or `<dd>`, a `<select>`'s `<option>` flush with it is still inside it, as only it can hold
one), and an `<i>` or `<span>` with content flush below it was meant to end before it. Where a template
mixes tabs and blanks, a line is indented no deeper only if it is so with tabs of 2, 4 and 8
columns alike. `</body>` and `</html>` pop nothing: an element open before them stays open to
the end of the page, so a page that writes a whole document and renders inside a layout holds
what the layout renders after its `yield` (an error naming the layout's line). What makes no node
never moves: end tags, comments, whole `<script>`, `<style>` and `<template>` elements, and what
the other branches of an ERB conditional hold after an end tag in one branch. A `</p>` after a
block closed a bare `<p>` is a warning (the moved content loses only the default paragraph
margins, and the empty `<p>` browsers add has no height); a `<p>` with attributes takes its class
or data away from what leaves it, an error. Content that lands inside a bare `<span>`, or inside
an element HTML does not define whose name has no dash (Termly's `<bdt>`), with no attribute but
an empty `class` or `style`, renders as it would outside it: a warning. One mistake is one
finding: the element a mistyped end tag leaves open is not reported again where it finally
closes, and a run of stray end tags for the same open element (a pasted fragment's leftover
`</span></li></ul>`, nothing but blanks between them) is one finding that names the rest. Two
end tags of one name that close nothing in the same element, with content between them and no
start tag of the name, on one line (`</p><%= error %></p>`) or on several when text follows the
first directly and no start tag stands between (`</p>Our agent is:` then the paragraph and its
`</p>`), are one finding at the first, typed for the start tag, a warning: the help says to
write `<p>`. A `<legend>`, `<label>`, `<caption>`, `<figcaption>`, `<summary>` or `<fieldset>`
start tag written inside an open one of its name, lined up with it on a line of its own, while
neither is closed, was meant as that one's end tag: the finding names both and the line to fix,
and it is an error whenever something follows it before the end tag that closes both (that
lands inside both, where the author meant it after the first). The
help offers to close the open element only where nothing closes it later with its own end tag:
for `<p>text</b></p>` it says only to remove the `</b>`.

## Why it matters

Browsers repair broken markup silently, and not always the way the author meant: the rest of
the page can end up inside the heading, so a bridge component's targets move out of its scope
and a native button disappears. Structure that only looks wrong because ERB branches open and
close tags differently (`<% if %><a><% else %><span><% end %>`) is not reported: each branch of
an `if` is read from where the `if` starts, and the first branch's result goes on. Nor is
structure a loop builds across its iterations (one opens a nested list, a later one closes it):
after a loop whose body leaves elements open or closes outer ones, the elements open before the
loop are not judged. But an element the body opens and a stray end tag meant for it
(`<div class="unit">…</unit>`) leaves open stays open past the loop's end: each later iteration
nests inside the one before, an error, whatever end tag closes the last one.

## Examples

```erb bad
<div class="card">
  <h3>Todos</h2>
             ^^
</div>
```

```erb bad
<div class="list">
  <ul>
    <li>First</li>
  </ul>
  </ul>
    ^^
</div>
```

```erb bad
<fieldset>
  <legend>Sign-in history</legned>
                           ^^^^^^
  <% fields.each do |field| %>
    <div class="form-group"><%= field %></div>
  <% end %>
</fieldset>
```

A `<p>` cannot contain a block such as `<pre>`, `<div>` or `<ul>`: the block closes it, and the
`</p>` that follows is stray (browsers add an empty paragraph for it):

```erb bad
<div class="help">
  <p>
    Matched by this rule:
    <pre><code>{ "context": "modal" }</code></pre>
  </p>
    ^
</div>
```

```erb bad
<div class="card">
  <span class="count">3 todos
   ^^^^
  <p>Due today</p>
</div>
```

A `<table>` closes an open `<p>` too, but only outside quirks mode: where every page the template
is part of starts with a doctype (`<!DOCTYPE html>`, or an XHTML or HTML 4.01 one that is not
quirks mode's):

```erb bad path=app/views/orders/show.html.erb
<p>
  Your order:
  <table><tr><td>1 chair</td></tr></table>
</p>
  ^
```

```erb file=app/views/layouts/application.html.erb
<!DOCTYPE html>
<html>
  <body><%= yield %></body>
</html>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/orders_controller.rb
class OrdersController < ApplicationController
end
```

An element whose end tag is optional (`<p>`, `<li>`, `<dt>`, `<dd>`) and that the template never
closes with one gives no sign that a stray end tag beside it was meant for it: browsers ignore the
end tag, and the element closes where its end tag may be left out (a block, the next `<li>`, the
end of the element around it), as it would without the stray one. A warning; a near miss of its
name (`</pp>`, `</b>` in a `<p>`) was meant for it, and what follows moving inside stays an error:

```erb bad
<div class="alert">
  <p class="lead">Revenue: <%= number_to_currency(total) %> </span> <br>
                                                              ^^^^ warning: as it would without this end tag
</div>
```

A second start tag lined up with an open element of its name, where that one's end tag was meant:
what follows it (here the choices, rendered or not) lands inside both.

```erb bad
<fieldset>
  <legend>
    <%= question.text %>
  <legend>
   ^^^^^^ error: written where that one's `</legend>` was meant
  <% if question.yes_no? %>
    <%= f.radio_button :answer, true %> Yes
  <% end %>
</fieldset>
```

An end tag that closes an element in one branch of an `if` only, where the other branch leaves it
open until an end tag after the `if` with nothing rendered before it, leaves the same tree on
every path: a warning that says so. Unless that later end tag, on the path that closed the
element, finds none of the template's elements of its name open and the template may render
inside one (a layout's `<div>` around `yield`, or a layout bridgelint cannot read): there it
closes that one, and what follows nests differently; a warning that says where.

```erb bad path=app/views/home/index.html.erb
<div class="page">
<% if signed_in? %>
  <p>Welcome back</p>
</div>
  ^^^ warning: where the template renders inside a `<div>` (one a layout opens around `yield`), it closes that one instead
<% else %>
  <p>Please sign in</p>
<% end %>
</div>
<p>More news</p>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <div class="main"><%= yield %></div>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/home_controller.rb
class HomeController < ApplicationController
end
```

Two end tags swapped are one finding, at the element the first one closes (unless the first
stands on a line of its own, indented inside that element, and the second is lined up with the
element's start tag: then the second is the element's own, and the first one too many):

```erb bad
<tr>
  <th>
    <div class="text-end">
     ^^^
      <%= link_to "Add", new_todo_path %></th>
    </div>
</tr>
```

Unless the first of the two is one end tag too many: the source shows it inside the element of
its name that it closes (its line indented deeper than that element's start tag), and that
element's own end tag comes later, beginning a line at its start tag's indentation, where the
parser finds nothing left to close (with more elements of the name around it, each later end tag
of the name closes the one around the element it was written for, up to one that finds nothing).
Then it also closes that outer element early (what follows leaves it), and the finding says so
(the later end tag that finds nothing is part of it). So does an end tag too many that the
element's own end tag right after it, lined up with its start tag, shows: it closes the element
of its name further out, whose start tag begins a line indented less deep, even where no later
end tag confirms it (a leftover fragment's end tags in between take that part). Tags are not counted over the file: a page
may have more `</span>` than `<span>` for reasons elsewhere, and a `</span>` written on the
line of its `<span>` is that span's own.

```erb bad
<div class="page">
  <section class="intro">
   ^^^^^^^ error: the extra `</div>` closes `div.page` early
    <div>Welcome</div></div>
  </section>
  <% if signed_in? %><div class="greeting">Hello</div><% end %>
  <p>More</p>
</div>
```

```erb bad
<div data-controller="home">
  <section class="filters">
   ^^^^^^^ error: the extra `</div>` on line 5 closes the home `<div>` too: what follows leaves its controller
    <div class="bar"><%= render "categories" %></div>
    </div>
  </section>
  <section class="products"><%= render @products %></section>
    </div>
  </section>
</div>
```

When only end tags follow it up to the end tag that then finds nothing to close, nothing lands
outside the element closed early: a warning, and the message says so.

```erb bad
<% content_for :page do %>
  <div class="page">
    <main>
     ^^^^ warning: nothing renders between it and the `</div>` that then finds nothing to close
      <div>Welcome</div>
      </div>
    </main>
  </div>
<% end %>
```

A Termly privacy page's `<span><bdt></span></bdt>`, in a long line of `<span>` and `<bdt>`, is
a swap, whatever the page's counts: the stray `</span>` further down is a finding of its own.

```erb bad
<div class="terms">
  <p><span class="note"><label>Updated</span></label></p>
                         ^^^^^ warning: the two end tags are swapped
  <p>Read on.</p>
  </span>
    ^^^^ warning: has no open `<span>` to close: browsers ignore it
</div>
```

Where the count cannot tell which end tag is the extra one, the indentation can. An end tag that
begins a line indented deeper than the start tag of the element it closes, with no start tag at
its own indentation (none stands there, or the last one there closed as written), while that
element's own end tag, at its start tag's indentation, later finds nothing to close (in the
template, or past it, in the layout around `yield`), is one too many. Each end tag of its name
in between closes the element around the one it was written for, so what renders from the extra
end tag to the one left without an element leaves those elements: one finding, at the extra end
tag (an error; a warning when nothing renders between them), and none at the later end tag, nor
at an element the extra end tag closed with the one it closed early (a `<b>`, a form). Only
where the indentation is evidence: the tags begin their lines, the lines between are indented
with one kind of blank and nest inside the elements (a container's children may sit flush below
it), the tags render together (none inside a conditional or loop the others are outside of), and
every path through the Ruby between has one end tag of the name too many. Elsewhere the end tag
that finds nothing to close is the finding, as above.

```erb bad path=app/views/products/show.html.erb
<div class="product">
  <div class="actions">
    <a href="/products/1/edit">Edit</a>
  </div>
  </div>
    ^^^ error: closes the `<div>` opened on line 1 early
  <table class="parts">
    <tr><td>Wheel</td></tr>
  </table>
</div>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <div class="main">
    <%= yield %>
  </div>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/products_controller.rb
class ProductsController < ApplicationController
end
```

The indentation is no evidence where the element closed early would have closed there anyway (the
next `<tr>` ends a row, the next `<li>` a list item, before anything renders): that end tag closes
it where it is written. Nor where, inside that element, a child begins a line deeper than the
sibling before it, which closed as written, with only blanks between (`<p>…</p>`, then a `<div>`
one step in), by as much as that end tag stands deeper than the element's start tag: the indentation
steps in with no element to explain it, so the end tags after it may stand that step deeper than
they mean. The end tag that finds nothing to close is the finding:

```erb bad
<table>
  <tr>
    <td>Ada</td>
    </tr>
    <tr>
    <td>Grace</td>
    </tr>
  </tr>
    ^^ warning: has no open `<tr>` to close: browsers ignore it
</table>
```

Nor where the author closes another element of the name at that depth, deeper than its start
tag (pasted columns, each closed a few steps in), or where the element that end tag closes holds
nothing before it (a header emptied and closed on the next line): the author's indentation does
not follow the nesting there, so that end tag closes its element as written, and the one that
finds nothing to close is the finding:

```erb bad
<section class="totals">
<div class="row">
  <div class="col">
      <p>Sales</p>
        </div>
  <div class="col">
      <p>Income</p>
        </div>
  </div>
</div>
  ^^^ warning: has no open `<div>` in this template
</section>
```

An element that its parent's end tag closes at the same place its own end tag would have is a
warning, and the message says so. Where the ERB code line right inside a container is not
indented deeper than it, the indentation says nothing about where the container was meant to
end, so the end tag that closes it is where it ends:

```erb bad
<ul>
  <li>
    <div class="row">
     ^^^ warning: the `<div>` closes at the same place anyway
    <% if image %>
      <div class="col-3"><%= image %></div>
    <% end %>
    <div class="col-9">Title</div>
  </li>
</ul>
```

An end tag that finds its element with others still open inside it closes them all: in
`<fieldset><legend>General</fieldset>`, the `</fieldset>` closes the `<legend>` and the
`<fieldset>` too. When the element's own end tag follows later, lined up with its start tag, the
first one was meant for what was open inside (`</legend>`): what renders between the two leaves
the element (an error, at the element left open), and the later end tag, which then closes
nothing, names that cause (a warning):

```erb bad
<div class="filters">
  <fieldset>
    <legend>General</fieldset>
     ^^^^^^ error: early, the `<fieldset>` it is in (line 2)
    <div class="field"><input name="q"></div>
  </fieldset>
    ^^^^^^^^ warning: was already closed by the `</fieldset>` on line 3
</div>
```

Only the end of the page closes an element still open at the end of its template at the same
place. A partial (or a page in its layout) renders inside another template: an element it leaves
open stays open past the render call, and where the render graph shows markup following that
call (a start tag or text, before any end tag or ERB), it moves into the element, an error that
names the render site. Where what follows is not known (an ERB tag, an end tag, a render path
that cannot be followed), the message makes no claim about it (a warning):

```erb bad path=app/views/shared/_navbar.html.erb
<div class="navbar">
  <a href="/">Home</a>
</nav>
  ^^^ error: the `<main>` that follows there moves into it
```

```erb file=app/views/layouts/application.html.erb
<body>
  <%= render "shared/navbar" %>
  <main><%= yield %></main>
</body>
```

A `</div>` inside a form helper's block that closes a `<div>` opened outside it ends the form
there in the browser's tree. The parser still gives the form the fields that follow (it keeps a
pointer to the form until `</form>`), so the form submits them: they only leave the `<form>`
element, which only CSS or scripts that look for them inside it notice. A warning that says so,
whatever `class` or `id` the form has (`form_for` writes both); an error when the form mounts a
Stimulus controller (or may: attributes bridgelint cannot read), whose scope the fields leave, or
when an element open inside the form closes with it. The end tag closes every element open since
the one it closes, before the block or in it, with it (any helper's block, not only a form's): one
whose own end tag is the next of its name, which then finds nothing, was meant to hold what renders
between, which leaves it, an error that names it; one never closed later was meant to end there:

```erb bad
<div class="card">
  <%= form_tag destroy_scores_path, class: "bulk-delete" do %>
    <%= submit_tag "Delete" %>
  </div>
    ^^^ warning: the fields after it still belong to the form
  <%= check_box_tag "score_ids[]", 1 %>
<% end %>
```

```erb bad
<div class="card">
  <%= form_tag destroy_scores_path, data: { controller: "bulk" } do %>
    <%= submit_tag "Delete" %>
  </div>
    ^^^ error: they leave the scope of its `data-controller`
  <%= check_box_tag "score_ids[]", 1 %>
<% end %>
```

The same holds for a `<form>` start tag that an outer end tag closes before its own `</form>`:
one finding, at the form, that names both; the `</form>`, which then only releases the pointer,
gets none of its own. When that end tag begins a line indented deeper than the `<form>` (the
source shows it inside the form, meant for something the form never opened), it is one too many:
the `</form>` realigns nothing, each later end tag of its name closes the element around the one
it was written for, and what follows in the template leaves them: an error that says so.

The end tag a helper writes at its block's `<% end %>` (`tag.div`'s `</div>`) closes, as any end
tag does, the innermost element of its name open there: when the block leaves a `<div>` of its own
open, that one. The helper's element then stays open, and the next `</div>` after the `<% end %>`
closes it where the source shows:

```erb good
<div class="roles">
  <%= tag.div data: { controller: "dropdown" } do %>
    <%= tag.div class: "menu" do %>
      <div class="panel">
        <p>Admin</p>
    <% end %>
    </div>
  <% end %>
</div>
```

A `</form>` inside a form helper's block ends the helper's form there, not at `<% end %>` (whose
`</form>` then closes nothing): a `<form>` after it is a form of its own (not one the browser
ignores), and what stays inside elements still open in the helper's form stays in it. A warning
when nothing after it leaves the form; an error when fields after it, before `<% end %>`, are no
longer in it:

```erb bad
<%= form_tag workflow_path(@workflow), method: :patch do %>
  <div class="io">
    <%= text_field_tag "workflow[title]", @workflow.title %>
    </form>
      ^^^^ warning: nothing moves
    <form action="/inputs" method="post"><input name="input[name]"></form>
  </div>
<% end %>
```

A `</form>` written in HTML does the same to a `<form>`: it takes only the form off the stack
of open elements (HTML's "form" end tag steps), so it never closes an element still open inside
the form. That element stays open up to its own end tag, and what follows lands in it, inside the
first form's element, a second `<form>` included (a form inside a form): an error, which says
where the element really ends:

```erb bad
<form action="/search">
  <div class="filters">
   ^^^ error: so what follows up to its own `</div>` on line 8 stays inside it
    <input name="q">
</form>
<form action="/export">
  <button>Export</button>
</form>
  </div>
```

A `</form>` inside a table cell (or a caption, or another element that ends the search of an
end tag) within the form cannot end that form, but browsers stop treating the form as open: its
own `</form>` (written, or the one its helper's `<% end %>` writes) then ends nothing, and the form
holds what follows, up to the end tag of an element around it. A form helper's block inside a
cell of another form's table writes such an end tag at its `<% end %>`; that nested form is an
`html-invalid-nesting` finding, and the outer form's ignored end this one (an error when anything
follows inside the element around the form):

```erb bad
<div class="orders">
  <%= form_for @order do |f| %>
    <table>
      <tr>
        <td>
          <%= form_for @order.customer do |c| %>
            <%= c.text_field :name %>
          <% end %>
        </td>
      </tr>
    </table>
  <% end %>
  ^^^^^^^^^ error: the `</form>` this `<% end %>` writes is ignored
  <p>Orders are saved on submit.</p>
</div>
```

A formatting element (`<a>`, `<b>`, `<strong>`, `<em>`, `<font>`, ...) that an outer end tag
closes stays in the browser's list of active formatting elements: at the next text it opens a new
one, so what follows (here the next `<div>`) lands inside a link, up to its own end tag, the end
of the cell it was opened in, or the next `<a>`. An error (a warning when, up to the next `<a>`,
only whitespace and blocks still open there come: browsers rebuild the link at whitespace too,
and that `<a>` moves the blocks back out of the copies, which hold only whitespace):

```erb bad
<div class="intro">
  <p>Read <a href="/guide"><strong>the guide</strong>.</p>
           ^ error: rebuild it at the next text, so what follows lands inside a new `<a>`
</div>
<div class="more">More</div>
```

A bare `<a>` written inside an open link is almost always `</a>` mistyped: browsers end the outer
link there anyway (links cannot nest) and open a new `<a>` without `href`, which holds what
follows until something closes it. One finding, at that `<a>`, that names the typo:

```erb bad
<p>
  Sent by <a href="https://todos.example">
    Todos
  <a>
   ^ error: it looks like a typo for `</a>`
  <br>
  <em>Unsubscribe in your settings</em>
</p>
```

A second `</td>` in a row finds no cell open in its table (a cell of an outer table is not in
its reach): browsers ignore it, and it changes nothing. A warning:

```erb bad
<table>
  <tr>
    <td>
      <table>
        <tr><td>One</td>
        </td><td>Two</td>
          ^^ warning: has no open `<td>` to close: browsers ignore it
        </tr>
      </table>
    </td>
  </tr>
</table>
```

An end tag with no element of its name open in a page, where the page's own open elements do
not stop it (no table, cell or template): in the browser it searches on through the layout's
elements around `yield`. When every layout that renders the page has one of its name open there,
it closes that element early, and the page's open elements with it, so the rest of the page and
the layout's markup after `yield` move out of them: an error that names the layout's element.
Where some render path may have one open and another none (or what a path has open is not
known: a page rendered in a layout bridgelint cannot follow whole), the message says it closes
the nearest one where one is open, with the page's open elements, and is ignored elsewhere (a
warning). Where no path has one open, it is ignored, and judged as any stray end tag. A
named `yield :head` (or `content_for(:head)`) earlier in the layout shows `content_for` blocks,
which are checked where they are written, not the page: it does not end the search. An end tag
inside a page's `content_for :hero do` block searches from where the layouts read the region
(`yield :hero`, before the container the page is yielded in, say), not from `yield`.

```erb bad path=app/views/home/index.html.erb
<section class="hero">
  <h1>Welcome</h1>
  </div>
    ^^^ error: closes the layout's `<div class="main">`
  <p>Your todos</p>
</section>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <div class="main">
    <%= yield %>
  </div>
  <footer>© Todos</footer>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/home_controller.rb
class HomeController < ApplicationController
end
```

When only end tags follow it, in the page and in the layout after `yield`, the elements close
early with nothing left to move: a warning that says so. The same when only end tags come up to
the end tag of the outermost element of its name around `yield` (nothing that stops the search
between): each of those end tags closes the next one out early, and that last one finds nothing
and is ignored, so a footer the layout renders after it is where the source puts it.

```erb bad path=app/views/home/index.html.erb
<div class="board">
  <ul class="todos">
    <li>Buy milk</li>
  </ul>
  </main>
    ^^^^ warning: only end tags follow it on the page (here and after where it renders), so nothing moves
</div>
```

```erb file=app/views/layouts/application.html.erb
<head>
  <%= yield :head %>
</head>
<body>
  <main>
    <%= yield %>
  </main>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/home_controller.rb
class HomeController < ApplicationController
end
```

An ERB comment ends at its first `%>`: one written around markup that holds an ERB tag ends at
that tag's `%>`, and the markup after it renders. A finding there names the comment as its cause:

```erb bad
<table>
  <tr>
    <td>Name</td>
    <%# <td class="legacy"><%= person.legacy_id %></td> %>
                                                    ^^ warning: the ERB comment ends at the first `%>`
  </tr>
</table>
```

`</br>` is not an end tag: browsers read it as a `<br>` (a warning, the line break works):

```erb bad
<p>Line one</br>Line two</p>
             ^^
```

```erb good
<div class="card">
  <h3>Todos</h3>
  <h3><p>Due today</p></h3>
  <textarea name="note"></div> is text here</textarea>
</div>
```

Markup kept but switched off by a condition its literals decide never renders, so it is read as
absent: the `</p>` after a `<ul>` inside `<p>` below closes nothing on any path that renders.

```erb good
<div>
<% if false && @page.tags.present? %>
  <p>
    <b>Tags:</b>
    <ul>
      <% @page.tags.each do |tag| %>
        <li><%= tag.name %></li>
      <% end %>
    </ul>
  </p>
<% end %>
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

```erb good
<% if framed %>
  <figure class="frame">
<% else %>
  <div class="plain">
<% end %>
  <%= image_tag photo.url %>
<% if framed %>
  </figure>
<% else %>
  </div>
<% end %>
```

A folder tree written by a loop: a folder with subfolders opens `<li><ul>`, and the iteration
after its last subfolder closes them.

```erb good path=app/views/folders/tree.html.erb
<nav class="tree">
  <ul>
    <% while (step = walk.next_step) %>
      <% if step.enter? %>
        <li><%= step.folder.name %><% if step.folder.children? %><ul><% else %></li><% end %>
      <% else %>
        </ul></li>
      <% end %>
    <% end %>
  </ul>
</nav>
```

A row written directly in a `<table>` opens the `<tbody>` browsers imply, which a later
`</tbody>` closes; a cell written directly in a row group opens its `<tr>`, a `<col>` its
`<colgroup>`:

```erb good
<table>
  <col class="name">
  <thead><th>Name</th></thead>
  <tr><td>Milk</td></tr>
  </tbody>
</table>
```

```erb good
<div class="card">
  <%= form_with model: @todo do |form| %>
    <div class="actions">
      <%= form.submit %>
  <% end %>
    </div>
</div>
```

`</body>` and `</html>` close nothing: what comes after them goes back into the elements still
open, so an end tag after `</body>` still closes its element (only what stays open to the end
is reported, as closed by the first `</body>`):

```erb good
<html>
<body>
<div class="invoice">
  <p>Total</p>
</body>
  <p>Signature</p>
</div>
</body>
</html>
```

Inside a table, its rows and cells, browsers ignore `</body>` and `</html>` too: a table never
closed stays open to the end of the page. Where only end tags follow it, nothing moves (its rows
written flush with it are no sign that it ended before them):

```erb bad
<html>
<body>
  <table class="layout">
   ^^^^^ warning: browsers ignore the `</body>` on line 7 inside a table
  <tr>
    <td>Thanks for your message.</td>
  </tr>
</body>
</html>
```

```erb good path=app/views/posts/index.rss.erb
<rss version="2.0"><channel>
  <atom:link href="<%= posts_url(format: :rss) %>" rel="self" />
  <% @posts.each do |post| %><item><title><%= post.title %></title><link><%= post_url(post) %></link></item><% end %>
</channel></rss>
```

A start tag whose name is no HTML element's but nearly is the end tag's (`<fsieldset>` for
`<fieldset>`, `<h44>` for `<h4>`) is the slip: the help says to fix the start tag, since removing
the end tag would leave the misspelt element open.

```erb bad
<div>
  <fsieldset>
    <legend>Source</legend>
  </fieldset>
    ^^^^^^^^ warning: does not match the open element `<fsieldset>`
</div>
```

A partial rendered before an end tag, inside the elements open there, that leaves an element of
its name open gets that end tag: it is not stray.

```erb good path=app/views/policies/show.html.erb
<section class="policy">
  <div class="tab">
    <%= render "sections" %>
  </div>
  </div>
</section>
```

```erb file=app/views/policies/_sections.html.erb
<div class="accordion">
  <div class="item">Refunds within 14 days.</div>
```

```ruby file=app/controllers/policies_controller.rb
class PoliciesController < ApplicationController
  def show; end
end
```

The end tag of a formatting element (`</strong>`, `</em>`, `</b>`, ...) with a block element
still open inside it (`<strong><h3>Duties</strong></h3>`) does not stop at the block: browsers
run the adoption agency, ending the formatting element there and rebuilding it inside the block
around what the block holds, and the block's own end tag closes it as written. Nothing lands in
the formatting element after its end tag: a warning that the end tags are misnested.

```erb bad
<div class="card">
  <strong><h3>Duties</strong></h3>
                      ^^^^^^ warning: nothing lands in it after this end tag, so nothing moves
  <p>Inspect the site monthly.</p>
</div>
```

## When it stays silent

- An end tag with no element of its name open in a page, partial or layout, where a template
  rendered before it in the same layout or page may leave one open (a partial that is not read,
  the page itself at an earlier `yield`): the end tag may close that one. So may a template
  rendered inside elements of the end tag's name only, whose end tags then each close one
  element further in (`<div id="outer"><%= yield %></div>`, then another `</div>`: the first
  closes the `<div id="layout">` the pages leave open, the second the outer one); a layout's end
  tag that the indentation shows as one too many is then not reported either; nor is an end tag
  in a helper's block (`form_with ... do`) for an element outside it, when a partial of the app
  rendered in the block before it leaves an element of its name open (a form partial that leaves
  its last `<div>` to the page): it closes that one. (A partial bridgelint does not read, a gem's,
  does not count here: an end tag in a block is more often misnested.) Nor is an end tag with
  no element of its name open in the template (the template's other elements may be), when a
  partial of the app rendered before it, inside the elements open at the end tag, leaves one
  open: it closes that one (a policy page's `</div>`s after an accordion partial that leaves
  its sections' `<div>`s open). A layout's `yield` (or the `yield` of a partial the layout
  renders without a block, which shows the page too: a navigation partial that wraps the page)
  may leave anything open unless the render graph knows every page rendered in that layout (each
  page's controller names it) and none leaves an element of the name open. A named `yield :head`
  shows `content_for` blocks, which are checked where they are written, so it is no such template.
- A render site in a page no request renders (see `rails-unrendered-template`: a page named after
  an action no route reaches and no code renders by name, a partial only such pages render)
  renders nothing: what follows the call there, the elements open around it, and what only it
  leaves open neither make a finding at the partial nor keep one from being made; a finding names
  the other sites. No note.
- Structure that differs between ERB branches or loop iterations (see above): each branch is read
  from where its `if` starts, and after a loop that leaves elements open, what was open before it
  is not judged. Two blocks on the same condition (`<% if wrap %>` twice, with no assignment
  between) take the same branch: what one branch of the first opens, the same branch of the
  second may close. So do blocks whose condition decides the first's: its negation (`unless
  wrap`, `if !wrap`), the opposite predicate (`n.odd?` after `n.even?`, `blank?` after
  `present?`, `!=` after `==`), or a conjunction holding one of them (`if n.even? && last`).
- An end tag inside a helper's block (`fields_for`, which renders no element) for an element
  outside the block; an end tag after the `<% end %>` of `form_with`, `form_tag` or `fields_for`
  for an element opened inside the block (the form's `</form>` leaves it open, as in browsers).
- An end tag after the `<% end %>` of a block whose helper's element an end tag in the block
  already closed (`<h3><%= link_to url do %>…</h3><p>…<% end %></p>`): browsers read the helper's
  markup and the block as one stream, so that end tag closes the `<h3>` and the link (the one
  finding), and the `<p>` opened after it stays open past the `<% end %>` for the `</p>`. When
  the helper's own end tag there may close an element of its name opened since (`content_tag
  :div` after a `<div>`), what is open from there on is unknown: what was open before it is not
  judged after it.
- An end tag after `link_to`'s `<% end %>` for a `<div>`, `<p>` or other block element its block
  left open (`<%= link_to url do %><p>…<% end %></p>`): browsers end the link there around that
  element (the adoption agency), which stays open. An end tag for a `<span>` or other inline
  element left open there is reported: the link's `</a>` closed it.
- A branch a condition of literals alone switches off: `<% if false %>`, `<% if nil %>`,
  `<% if false && anything %>`, `<% unless true %>` (or `unless 1`: in Ruby only `nil` and
  `false` are false, `0`, `""` and `[]` are true), `!true`, `not true`, with parentheses, an
  `elsif false`, and every branch after one whose condition is literally true (`<% if true %>`,
  `true || x`, `unless false`). Its markup never renders: no rule judges it, and the paths that
  render are judged as if it were absent; a conditional whose taken branch is known is read as
  that branch alone, on every path. A condition with anything else that decides nothing
  (`false || x`, `true && x`) keeps every branch. No note.
- A branch of an `if` that closes an element another branch leaves open, when a branch renders a
  partial (which may close it).
- The body of an `if` or `unless` without `else` that closes an element opened before it (it may
  be a wrapper closed on one path only), and a later end tag of that name that then finds
  nothing to close: on the path that skips the body, it closes that element (or, through the
  end tags between, one further out). An end tag that finds nothing on that path too is reported.
- An end tag in the `rescue`, `ensure` or `else` of a `begin` (or a `rescue` of a `do` block):
  it runs after the body, or after the part of it that ran before an exception
  (`<% begin %><div><pre>…<% rescue %></pre></div><% break %><% end %>` closes what the body had
  opened), so it is no alternative to compare with the body. The tree follows the body; when such
  a branch goes on past the `end` (it does not end in `break`, `next`, `return` or `raise`) with
  other elements open, what was open before is not judged after it.
- A `</tbody>`, `</tr>` or other table-part end tag after ERB output written directly in the
  table (a partial's rows open the `<tbody>` browsers imply).
- An end tag of an element that a Ruby string marked safe opened in an ERB output tag before it
  (`<%= '<span class="pass">'.html_safe %>`, `<%= raw("<div>") %>`, `<%== "<p>" %>`), when it
  finds no element of its name open: the template does not show that start tag, and which branch
  of the Ruby renders it is not known. A string ERB escapes (`<%= "<span>" %>`) renders as text
  and opens nothing; one that closes its own tag (`raw("<b>x</b>")`) leaves nothing open. When
  the safe value is not a literal bridgelint can read (`<%= t("terms").html_safe %>`,
  `<%= raw(user.bio) %>`, `<%== note.body %>`, `<%= sanitize post.body %>`, a translation whose
  key ends in `html`), its markup may open any element: an end tag that finds nothing open is not
  reported while the element around that output is open (to the end of the template at its top
  level; within its own `content_for` block, which renders elsewhere). bridgelint does not read
  `config/locales`.

```erb good
<p class="score">
  <%= if passed then '<span class="pass">'.html_safe else '<span class="fail">'.html_safe end %>
    <%= score %>
  </span>
</p>
```

```erb good
<p class="agree">
  <%= t("signup.agree_html") %></a>.
</p>
```

- The end tag of a formatting element (`<b>`, `<em>`, `<small>`, `<a>`, ...) that something else
  closed while it stays in HTML's list of active formatting elements: in
  `<p><em>Note <ul>…</ul></em></p>` the `<ul>` closes the paragraph and the `<em>`, browsers
  rebuild the `<em>` at the next text, and `</em>` ends it there (without it, the rest of the page
  would be emphasized). The stray `</p>` is the finding. Likewise `</template>` closes whatever is
  still open inside the template, which is reported once as not closed; what follows the template
  is judged as the browser's tree has it.
- Elements the HTML parser implies: the `<tbody>` around rows written directly in a `<table>`, the
  `<tr>` around cells written directly in `<thead>`, `<tbody>` or `<tfoot>`, the `<colgroup>`
  around a `<col>`; an `<li>`, `<dt>`, `<dd>` or `<option>` closed by the next one.
- An element whose end tag HTML lets one omit (`<dd>`, `<dt>`, `<li>`, `<p>`, `<option>`,
  `<optgroup>`, a table cell, row or row group, `<rt>`, `<rp>`), closed in one branch of an `if`
  and left open in another, when what always follows the `if` ends it before anything renders:
  the next iteration's `<dt>` or `<dd>`, the parent's end tag, a block that ends a paragraph. On
  every path the tree is the one the end tag would have made. Content after the `if`, or a tag
  that does not end the element, on any path (into each branch of a later `if`, through a
  loop's next iteration and past its end) keeps the finding.

```erb good
<dl class="import">
  <% import.fields.each do |field| %>
    <dt><%= field.label %></dt>
    <dd>
    <% if field.value.present? %>
      <%= field.value %></dd>
    <% else %>
      <em>none</em>
    <% end %>
  <% end %>
</dl>
```

- Markup in a partial under `<% if x %>` or `<% if local_assigns[:x] %>` (also through a local
  bound from `local_assigns[:x]`, and with `x` as one part of `a && b`) where every render site
  is a template's render call that passes `x` as a literal `false` or `nil`, or leaves it out
  where the partial makes it nil or false (`local_assigns[:x]`; a default at the partial's top
  that is `nil` or `false`: `x ||= false`, `local_assigns.fetch(:x, nil)`,
  `local_assigns[:x] || false`, `x = false unless local_assigns.key?(:x)`, strict locals
  `<%# locals: (x: false) %>`); and markup under its `<% else %>` where every site passes
  `x` as a literal Ruby takes as true, or leaves it out where the partial's default is `true`:
  no page renders it.
  A condition that asks the local `.present?`, `.blank?`, `.empty?`, `.nil?` or `.any?` (also after
  `!` or `&.`) is answered as Ruby and Active Support answer it: `""`, `"  "`, `[]` and
  `{}` are blank though true, `0` is present, `nil.empty?` raises and proves nothing.
  A default that is a call or a variable proves nothing. A render from a controller, a Turbo
  Stream, or a call that passes `**options` or `locals: some_hash` leaves it judged.

```erb good path=app/views/comments/_comment.html.erb
<article class="comment">
  <% if local_assigns[:highlight] %>
    <mark><%= comment.title %></b>
  <% end %>
  <p><%= comment.body %></p>
</article>
```

```erb file=app/views/comments/index.html.erb
<section class="thread">
  <% @comments.each do |comment| %>
    <%= render "comments/comment", comment: comment %>
  <% end %>
</section>
```

- The first branch of `<% if content_for?(:x) %>` (also as one part of `a && b`) in a layout or
  any template, where no template that can render in the same page gives `:x` content
  (`content_for :x do`, `content_for(:x, …)`, `provide :x`; `content_for(:x)` alone only reads
  it): only the other path renders, and the template is judged without the branch. Proven only
  when every render path of the template is known, each layout on them renders some page of the
  app, no Ruby file gives `:x` (or a computed name) content, and every template that gives it
  has known render paths in other pages. A layout that only a gem's controllers or mailers render
  in (an app's copy of an engine's mailer layout), or a region some page of the layout gives
  content to, keeps both paths judged.

```erb good path=app/views/layouts/receipt.html.erb
<table class="body">
  <% if content_for?(:headnote) %>
    <table class="headnote"><tr><td><%= yield(:headnote) %></td></tr></table>
  <% end %>
  <tr><td><%= yield %></td></tr>
</table>
```

```erb file=app/views/receipts/show.html.erb
<p>Thanks for your order.</p>
```

```erb file=app/views/layouts/digest.html.erb
<main><%= yield(:headnote) %><%= yield %></main>
```

```erb file=app/views/digests/show.html.erb
<% content_for :headnote do %>Read it online<% end %>
<p>This week</p>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/receipts_controller.rb
class ReceiptsController < ApplicationController
  layout "receipt"
end
```

```ruby file=app/controllers/digests_controller.rb
class DigestsController < ApplicationController
  layout "digest"
end
```

- A `</p>` after a `<p>` that a `<table>` start tag closed, unless every page the template is
  part of is proven outside quirks mode (the outermost layout of each of its pages, or the
  template itself where nothing wraps it, starts with a doctype that is not quirks mode's;
  comments may come first; a doctype a template writes inside a layout is ignored). A page
  without a doctype (an email layout often has none) is in quirks mode, where the table stays
  inside the `<p>` and the `</p>` closes it; a page whose doctype bridgelint does not classify
  may be. Where a template's render paths cannot all be followed (a mail view, a partial rendered
  from Ruby), every HTML layout of the app (mailers' too) must start with such a doctype. No note.

```erb good path=app/views/receipts/show.html.erb
<p>
  Your order:
  <table><tr><td>1 chair</td></tr></table>
</p>
```

```erb file=app/views/layouts/print.html.erb
<table width="100%">
  <tr><td><%= yield %></td></tr>
</table>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/receipts_controller.rb
class ReceiptsController < ApplicationController
  layout "print"
end
```

- A `content_for :name do` block that every place reading the region outputs inside a
  `<script>` (`<script><%= yield :javascript %></script>`, `javascript_tag do`): the block is
  JavaScript, so the `'</div>'` of a string in it is script text, not an end tag; no rule judges
  it as markup. A place in markup (a `<div>`, a `<script type="text/template">`), or a code tag
  or a Ruby helper that reads the region (shown where bridgelint cannot tell), keeps the block
  judged as markup.

```erb good path=app/views/notes/show.html.erb
<p>Notes</p>
<% content_for :javascript do %>
  $("#list").append('<li class="note">' + text + '</div>');
<% end %>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <%= yield %>
  <script><%= yield :javascript %></script>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/notes_controller.rb
class NotesController < ApplicationController
end
```

- A partial whose every render site is inside a `<script>`, `<style>`, `<textarea>` or `<title>`
  (`<script><%= render "notes" %></script>`, a `javascript_tag do` block, or anywhere in a
  partial itself rendered only there): it is text wherever it renders, so its `'</div>'` is no
  end tag and no rule judges it as markup. A render site in markup, a render whose name is
  computed, a render from Ruby, or a `</script>` in the partial itself keeps it judged as markup.

```erb good path=app/views/notes/_reader.html.erb
// each <h4> of the notes gets a toggle
$("#notes").append('<section><h4>' + title + '</div>');
```

```erb file=app/views/notes/show.html.erb
<p>Notes</p>
<script>
  <%= render "reader" %>
</script>
```

- Templates that are not HTML: other formats (`.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`,
  `.css.erb`), MJML mailer templates (`<mjml>`, `<mj-section>`), which mjml compiles to HTML, and
  documents that start with an XML declaration (`<?xml`, XHTML for an e-reader). A template
  whose name gives no format (`finish.erb`) is judged only when its markup is HTML's: no `<?xml`
  declaration anywhere, and every tag an HTML, custom (`<turbo-frame>`), SVG or MathML element
  with plain attribute names. A shell script (`cat <<EOF` reads as an `<eof>` tag) or an XML
  answer file rendered by the app's own renderer is not HTML. Nor a template that every path
  renders as something else: a page whose action sets another content type (`response.headers["Content-Type"] = "text/xml"`,
  `response.content_type = "application/rss+xml"`, `render content_type: "text/xml"`), or
  whose controller, or a superclass bridgelint read, has a `before_action` (or
  `prepend_before_action`) that runs for the action (its `only:`/`except:` lists) and calls a
  method of that chain setting another type or format (`request.format = :xml`) on every call;
  or that its controller renders in a layout of another format (`layout "facebook/canvas.fbml.erb"`,
  FBML), and a partial that only such templates (or `.xml.erb`, `.fbml.erb` ones) render. A
  callback with a condition (`if:`, a block), skipped (`skip_before_action`), whose method sets
  the type only sometimes (`... if params[:xml]`, after a `return`), may set HTML's, or is
  defined where bridgelint does not read (a concern) proves nothing: the template is judged as
  HTML. No note.

```erb good path=app/views/feeds/news.html.erb
<rss version="2.0">
  <channel>
    <link>https://example.com/</link>
  </channel>
</rss>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/feeds_controller.rb
class FeedsController < ApplicationController
  def news
    response.headers["Content-Type"] = "text/xml"
  end
end
```

```erb good path=app/views/podcasts/show.html.erb
<rss version="2.0">
  <channel>
    <link>https://example.com/podcast</link>
  </channel>
</rss>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/podcasts_controller.rb
class PodcastsController < ApplicationController
  before_action :set_xml, only: [:show]

  def show
  end

  private

  def set_xml
    response.headers["Content-Type"] = "application/xml"
  end
end
```

- An end tag with nothing open in its template (`</main>` in a footer partial) where a render
  site may have that element open: around the render call, further up the render path, or left
  open by a template rendered before it (a header partial that opens `<main>`), there or earlier
  in the end tag's own template (a layout that renders a header partial, in either form of
  `render`, and then closes the `<div>` the partial opened); also where a render path cannot be
  followed. Such an end tag is reported only when every render path is
  known and none has that element open. So is one with only the template's own `<html>` or
  `<body>` open: a page rendered in a layout (the browser ignores its `<html>` and `<body>` start
  tags there) closes what the layout has open around `yield`.

```erb good path=app/views/layouts/application.html.erb
<%= render :partial => "layouts/sidebar" %>
</div>
<main><%= yield %></main>
```

```erb file=app/views/layouts/_sidebar.html.erb
<div id="sidebar">
  <nav>Todos</nav>
```

```erb good path=app/views/layouts/_footer.html.erb
  </main>
  <footer>© Todos</footer>
```

```erb file=app/views/layouts/_header.html.erb
<header><nav>Todos</nav></header>
<main class="page">
```

```erb file=app/views/layouts/application.html.erb
<body>
  <%= render "layouts/header" %>
  <%= yield %>
  <%= render "layouts/footer" %>
</body>
```

```erb good path=app/views/home/index.html.erb
<html>
  <body>
    <section class="hero">Welcome</section>
  </main>
</html>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <main>
    <%= yield %>
  </main>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/home_controller.rb
class HomeController < ApplicationController
end
```

- And the reverse: an element left open around a render call whose partial ends it (a header's
  `<ul>` that the login partial rendered inside it closes with `</ul>`), on any branch: each of two
  complementary renders may close it.

```erb good path=app/views/shared/_header.html.erb
<div class="header-row">
  <ul class="header-details">
    <li><a href="/faq">FAQ</a></li>
    <%= render "shared/login" unless maintenance? %>
    <%= render "shared/notice" if maintenance? %>
</div>
```

```erb file=app/views/shared/_login.html.erb
    <li><a href="/login">Log in</a></li>
  </ul>
```

```erb file=app/views/shared/_notice.html.erb
    <li>Down for maintenance</li>
  </ul>
```

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- Templates that do not render HTML (`.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`, `.css.erb`)
  are not judged. No note.
- A tag and the element it closes or nests in, on different sides of a Ruby block's edge
  (`<% if %>`, `<% else %>`, `<% items.each do %>`, any `do … end`), are not compared: they may not
  render together, or not the same number of times. A branch that closes an outer element while
  another branch leaves it open is still reported, unless its end tag may be omitted and what
  always follows the `if` ends it (see above); where that branch leaves it open to the end of a
  `content_for` block with nothing rendered after the `if`, what follows is at the block's `yield`,
  which the template does not show: a warning that says so. No note.
- An element opened under one condition and closed under another (`<% if i % 4 == 0 %><div class="row"><% end %>`
  … `<% if i % 4 == 3 %></div><% else %>…<% end %>`), or closed in one branch at the start of a
  loop's body that opens it again further down (`<% if i > 0 %></div><% end %><div class="row">`, closing
  the one the previous iteration left open): whether they balance depends on code bridgelint does
  not run, so neither tag is reported. An element opened on every path and closed in one branch
  only (inside a loop, one the same iteration opened) is still reported. No note.

```erb good
<section class="grid">
  <% items.each_with_index do |item, index| %>
    <% if index % 4 == 0 %>
      <div class="row">
    <% end %>
    <div class="col"><%= item.name %></div>
    <% if index % 4 == 3 || index == items.size - 1 %>
      </div>
    <% else %>
      <span class="gap"></span>
    <% end %>
  <% end %>
</section>
```

- After a loop whose body leaves elements open or closes elements opened before it
  (`<% items.each do %></li><li><% end %>`), the elements open before the loop are not judged. No
  note.
- After the `end` of a `begin` whose `rescue`, `ensure` or `else` goes on past it with other
  elements open than its body leaves (it runs after part of the body), and after the `<% end %>`
  of a helper's block an end tag broke out of, when the helper's own end tag there may close an
  element of its name opened since (`<h3><%= content_tag :div do %></h3><div><% end %>`), the
  elements open before are not judged. No note.
- After an attribute value that swallows the markup behind it (a missing closing quote), the
  structure errors that follow are its damage: only `html-parse-error` reports it. No note.
- In a template with an ERB tag whose `%>` is missing, so that it runs on to a later tag's `%>`
  (`<%= name</b> … <%= email %>`), or with an `end` that closes no block, nothing is judged:
  Rails cannot compile it, so no render shows its markup; only `html-parse-error` reports it.
  No note.
- The block of an app's helper that writes it inside a `<script>` or `<style>` (`def jquery(&block)`
  whose body is `javascript_tag do ... capture(&block) ... end`, called as `<%= jquery do %>`) is
  script text, as a `javascript_tag do` block is: `$('<a/>')` in it is no markup. No note.
- An element still open at the end of the file (a header partial that opens `<main>` for a footer
  partial to close) is not reported: the file that closes it is unknown. No note. (A finding
  about another tag that involves it, such as a stray end tag that leaves it open, says what
  follows its render site moves into it only where the render graph shows that markup; see
  above.)
- An end tag inside a `fields_for` block (which renders no element) for an element opened outside it
  is not reported, nor later that element. No note.
- In the block given to a method bridgelint does not model in an output tag (an app's own
  helper, `<%= settings_group "Privacy" do %>`, which may wrap the block in `<div><table>`): the
  block renders inside markup bridgelint does not read, so an end tag there that finds nothing
  open in the block to close or to stop its search may close what that markup opened (`</td>`,
  `</tbody>`, `</div>`), as one at the top of a partial rendered where bridgelint cannot see. One
  that an element of the block stops (`<td>x</span>`), and a void element's, are still reported;
  so is everything in the blocks of helpers bridgelint models and of `capture`, `cache` and
  `content_for`, which write nothing around them. No note.

```erb good
<%= settings_group "Privacy" do %>
  <p class="hint">Who sees your profile</p>
  </td></tr>
  <tr><td><%= check_box_tag :visible %> Visible</td></tr>
<% end %>
```

- A block of `form_tag`, `form_for`, `fields_for`, `field_set_tag`, `content_tag` or `link_to`
  opened in a code tag (`<% form_tag url do %>`, no `=`): up to Rails 3.0 the helper writes its
  element around the block, as `<%=` does, and the template is judged so; from Rails 3.1 on
  nothing of the block renders, and it is judged without the block (as every rule judges it).
  The version is read from `Gemfile.lock` (`rails`, else `actionpack`), else a `Gemfile` pin that
  fixes major and minor (`gem 'rails', '3.2.2'`), else a Rails 2 app's `RAILS_GEM_VERSION` in
  `config/environment.rb`; where it is unknown, only what is a finding
  either way is reported, at the milder severity of the two readings (a `</form>` inside the
  block, which ends the form early only if the helper wrote one, is not). No note.

## Fix safety

No automatic fix: which tag is wrong, the start or the end, is for a person to decide.

## Options

None.

## References

- HTML Standard, "Parsing HTML documents": the "in body" insertion mode, "generate implied end tags".
- HTML Standard, "An introduction to error handling and strange cases in the parser".
"""#,
        "html-parse-error": #"""
# html-parse-error

Severity: error (warning for commas between attributes that lose none) · Fix: safe for commas between attributes and URLs in angle brackets, none otherwise · Since: 0.1.0

Why this severity: error: Rails cannot render an unclosed ERB tag, and bridgelint cannot read the
rest of the file, so nothing after it is checked. Commas between attributes are a warning when
browsers still read every attribute written (`type="submit", name="q"`), an error when a comma
glued to a name hides that attribute (`type="submit",name="q"` has no `name`).

## What it does

Reports what keeps bridgelint from reading a template fully: an ERB tag opened with `<%` and
never closed with `%>`, an ERB tag whose `%>` is missing so that it runs on to the `%>` of a later
tag (its Ruby holds that tag's `<%` outside a string; reported once, at the first such tag), an
`end` (or `}`) that closes no block opened before it (reported once, at the first), a quoted attribute value whose closing quote is missing (it swallows the
markup after it up to the next quote, as in browsers, which for a `"` may be one that ERB output
inside it writes, as Rails' helpers quote their attributes with `"`; reported once, at the
attribute, instead of the broken structure that follows), attribute values written with backslash-escaped quotes
(`class=\"card\"`, as markup copied out of a JSON or JavaScript string is: HTML has no backslash
escapes, so the value keeps the backslashes and quotes, and each word after a blank becomes an
attribute of its own; reported once for a run of start tags written so, at the first, instead of
their junk attributes repeating one another), a start tag whose `>` is missing (the markup after it, up to
the first `>`, becomes its attributes: `<label class="x"` then `</label>`; reported once, at the
tag), an end tag whose `>` is missing before markup (`</li` at the end of a line: the `<li
class="item">` after it becomes its attributes and is lost; reported once, at the end tag), a
start tag whose name swallowed an attribute written without the blank before it
(`<tdclass="total">`: browsers make an element named `tdclass="total"`, not a `<td>`), the rest of a start tag that the branches of an ERB conditional open, shown as text on a
path that opens none, an end tag whose `>` is missing before ERB output (`</span?` on one line,
`<%= render "stat" %>` on the next: the first `>` the output renders ends it; reported once, at the
end tag, instead of the structure that follows), a URL written in angle brackets as text
(`<https://www.gnu.org/licenses/>`, as license headers and plain-text mail write it: browsers make
an element named `https:` of it, so the URL is never shown; reported once, at the tag, instead of
that element's structure findings), commas between attributes (`<input
type="submit", name="q">`, as in a Ruby hash or a JavaScript object; one finding per tag), a file
containing NUL bytes (not a text template), and bytes that are not UTF-8. The attribute check
applies to templates that render HTML only; a `.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb` or
`.css.erb` template, or one of a format the app registers for another MIME type in
`config/initializers` (`.xls.erb`), gets the ERB and encoding checks.

## Why it matters

An unclosed ERB tag swallows the rest of the file, and one missing only its `%>` swallows the
markup up to the next tag's `%>`, and an `end` too many closes the method Rails compiles the
template into: Rails raises a syntax error on every render, so the browser never gets the
template's markup, and bridgelint reports nothing else in that template. A binary file among the
templates is usually a stray artifact.

## Examples

```erb bad
<div class="card">
  <%= link_to "Edit", edit_todo_path(@todo)
  ^^
</div>
```

```erb bad
<nav>
  <a href="/home>Home</a>
     ^^^^
  <a href="/todos">Todos</a>
</nav>
```

Markup pasted out of a string literal, quotes still escaped: the icon's path gets the value
`\"M6` and attributes named `18L18` and `6M6`, and the start tags after it are read the same way:

```erb bad
<button class=\"close\" type=\"button\">
        ^^^^^
  <svg fill=\"none\" viewBox=\"0 0 24 24\"><path d=\"M6 18L18 6M6 6l12 12\"/></svg>
</button>
```

An ERB tag without its `%>` before the next ERB tag: the tag runs on to the later tag's `%>`,
the markup between becomes Ruby, and Rails cannot compile the template, so every render raises.
Reported once, at the opener; the structure findings of the template are left out:

```erb bad
<p><b><%= @user.name</b></p>
      ^^^
<p><%= @user.email %></p>
```

An `end` that closes no block: the tag that opened it was lost in an edit (here the
`<%= link_to ... do %>` around the icon), so Ruby cannot compile the template and every render
raises a SyntaxError. Reported once, at the first such `end`, and nothing else in the template
is (no browser gets its markup):

```erb bad
<nav>
  <span class="icon"></span> Settings
  <% end %>
  ^^^^^^^^^
</nav>
```

```erb bad
<ul>
  <% @todos.each do |todo|
  ^^
  <%# one row per todo %>
  <li><%= todo.title %></li>
  <% end %>
</ul>
```

An apostrophe in the swallowed text opens no Ruby string:

```erb bad
<%= link_to "Don't miss it", events_path
^^^
<p>It's on today.</p>
<% end %>
```

A start tag without its `>`: the markup after it becomes its attributes, up to the first `>`
(or the first one its ERB output renders):

```erb bad
<label class="field" <%= icon("envelope") %>
 ^^^^^
  <%= f.email_field :email %>
</label>
```

An end tag without its `>` before markup does the same: the start tag after it becomes its
attributes and makes no element, so its own end tag later closes something else. Reported once,
at the end tag; the structure findings after it are its damage and are left out:

```erb bad
<ul class="nav">
  <li><%= link_to "Home", root_path %></li
                                      ^^^^
  <li class="item"><%= link_to "About", about_path %></li>
</ul>
```

When all a tag without its `>` takes in is an end tag of its own name, only that end tag is
lost: a start tag's own (`<td class="total"</td>`), or, after an end tag, the next one
(`</div` then `</div>`), meant for the element of that name left open. That element stays open
until something else closes it: a warning when nothing renders before that (the message says
so), an error when something lands inside it. A void element (`<input …</input>`) has no end
tag: only two meaningless attributes are added, a warning.

```erb bad
<table>
  <tr>
    <td class="total"</td>
     ^^ warning: closes at the same place without it, so nothing moves
  </tr>
</table>
```

```erb bad
<section>
  <div class="card">
    <div class="title">Orders</div
                             ^^^^^ error: which stays open, so what follows lands inside it
  </div>
  <p>See all orders.</p>
</section>
```

An attribute written without the blank after the tag name is part of the name: browsers make an
element named `tdclass="total"` (not a `<td>`, and in a table they move it out, before the table),
and the `class` is lost. Recognized when the name holds `=` or a quote, starts with an HTML
element's name, and an attribute name HTML defines (or a `data-` or `aria-` one) follows that;
the element's end tag, which then closes nothing, is part of the finding:

```erb bad
<table>
  <tr>
    <tdclass="total">Sum</td>
     ^^^^^^^^^^^^^^^ error: no blank between the tag name `td` and the attribute `class="total"`
  </tr>
</table>
```

```erb good
<table>
  <tr>
    <td class="total">Sum</td>
  </tr>
</table>
```

Stray quotes, commas or semicolons right after an element's name (`<span">`) are part of the name
too: browsers make an element named `span"`, and its `</span>` closes nothing. It moves what
renders after that `</span>` into the element, unless the element has no attributes: an element
of a name HTML does not define has no style of its own, so a bare one changes nothing (a warning):

```erb bad
<p>
  <span" class="due">Due</span> today
   ^^^^^ error: ` today` lands in the element, which is no `<span>`
  <span">Paid</span> in full
   ^^^^^ warning: no attributes, nothing moves
</p>
```

A start tag each branch of an `if` (or `unless`, `case`) opens with attributes of its own and
finishes after the `end` is one tag per branch: only one branch renders, so each path renders a
whole tag (its branch's attributes, then the rest). A path that opens no tag (a branch without
one, or no branch at all when the block has no `else`) shows the rest of the tag as text:

```erb bad
<% if voted %>
  <a class="vote on"
<% end %>
  data-direction="up" title="Vote">up</a>
  ^^^^^^^^^^^^^^
```

```erb good
<% if voted %>
  <a class="vote on"
<% else %>
  <a class="vote"
<% end %>
  data-direction="up" title="Vote">up</a>
```

An end tag without its `>` before ERB output: browsers read what the output renders, up to its
first `>`, as part of the end tag (a rendered partial's first start tag, say), so what it swallows
is unknown. A name with a stray character (`</span?`, the `?` typed for the `>`) closes nothing:

```erb bad
<p><span>Visits</span?
               ^^^^^^^
<%= render "stat", stat: @visits %></p>
```

Commas between attributes, as in a Ruby hash or a JavaScript object. HTML separates attributes
with spaces only; browsers read a comma as the start of an attribute name. With a blank after it,
the tag gets an attribute named `,`, which does nothing; glued to the next name, it makes one name
of both (`,name`), and the attribute written there is lost. A pair in Ruby's hash syntax after the
comma (`class: "left inline"`) sets nothing: browsers read its key and the words of its value as
attribute names (`class:`, `"left`, `inline"`), and the help says where its value belongs (no
automatic fix):

```erb bad
<input type="submit", name="commit", value="Save">
                    ^ warning: every attribute is still read
<input type="submit",name="commit">
                    ^^^^^ error: no `name`
<div class="card", class: "left inline">
                 ^ warning: it sets no `class`
```

```erb good
<input type="submit" name="commit" value="Save">
<meta name="viewport" content="width=device-width, initial-scale=1">
```

A URL in angle brackets is read as a start tag (`<https:` names the element, the rest are
attributes): the page shows nothing of it, and what follows lands inside that element. Write the
brackets as character references, or link it:

```erb bad
<p>Licensed under the GPL, see <https://www.gnu.org/licenses/>.</p>
                               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: browsers show nothing of the URL
```

```erb good
<p>Licensed under the GPL, see &lt;https://www.gnu.org/licenses/&gt;.</p>
<p>Licensed under the GPL, see <a href="https://www.gnu.org/licenses/">the licenses</a>.</p>
```

A `<%` inside a Ruby string is text, not an ERB tag:

```erb good
<p><%= @note.body.delete("<%") %></p>
```

```erb good
<div class="card">
  <%= link_to "Edit", edit_todo_path(@todo) %>
  <a href="/home">Home</a>
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- In a template that does not render HTML (`.xml.erb`, `.json.erb`, `.js.erb`, `.text.erb`,
  `.css.erb`), an unterminated quote may be that language's text: only unclosed ERB and unreadable
  bytes are reported there. No note.
- A `<%` inside a Ruby string, symbol or comment, or after a heredoc, in an ERB tag is not read
  as the next tag's opener. A string that never closes in the tag (an apostrophe or a quote of
  the swallowed markup's text, `<p>Don't</p>`) is not Ruby's: a `<%` after it is reported. No note.
- Only the first attribute value that swallows the markup behind it, the first start tag
  without its `>`, the first end tag without its `>` before markup, or the first end tag whose
  `>` comes from ERB output, is reported: what follows it is not read as written, so the structure findings
  after it are left out. No note.
- An end tag whose `>` may come from ERB output: what the output renders is not read, so where
  the tag ends, what it swallows and the structure findings after it are left out; only the end
  tag itself is reported. Output glued to the name (`</h<%= level %>>`) makes the name. No note.
- A branch without the split start tag that writes ERB output: the output may render the
  start tag. No note.
- A tag name holding `=` or a quote that does not start with an HTML element's name followed
  by a known attribute name or by nothing but stray quotes, commas or semicolons (a custom element such as `<my-card="x">`, text such as
  `<ID=10,length=5>`) is not read as a glued attribute: the structure rules judge it. No note.
- A comma glued to ERB output (`,<%= extra_attributes %>`): the name it starts is known only at
  run time. No note.
- A `content_for :name do` block that every place reading the region outputs inside a
  `<script>` (see `html-mismatched-end-tag`): it is JavaScript, and `'<a href="' + url + '">'`
  in it is script text, not markup.

## Fix safety

The fix removes the commas between attributes (a comma between a quoted value and the next name
becomes the space they lacked). It is safe: the attribute named `,` does nothing, and a name the
comma was glued to is the attribute the author wrote. A URL written in angle brackets gets its
brackets written as `&lt;` and `&gt;`, which shows the text as written: also safe. The other
findings have no automatic fix.

## Options

None; exclude generated or binary files with `exclude:` in `.bridgelint.yml`.

## References

- ERB and Erubi tag syntax: `<% %>`, `<%= %>`, `<%# %>`, `<%% %>`.
"""#,
        "native-image-only-control": #"""
# native-image-only-control

Severity: warning · Fix: none · Since: 0.1.0

Why this severity: warning: nothing breaks and sighted users see the button, but VoiceOver and
TalkBack users get no useful name for it; it is not certain (a symbol image carries a generic
description), so it is not an error.

## What it does

Reports, in the app's Swift and Kotlin (its bridge components and native screens), a control
created with only an image:

- iOS: `UIBarButtonItem(image: ...)` without `title:` (a `primaryAction:` given as
  `UIAction(title: ...)` lends it a title); `UIAction(image: ...)` without a title or with
  `title: ""`; a `UIButton(...)` created in a file that gives buttons an image (`setImage`,
  `configuration.image`) and never a title (no `setTitle`, `setAttributedTitle`, `title`,
  `titleLabel`); a `UIMenu(image: ...)` without a title written among another menu's
  `children:` (a submenu shown as its image);
- Android: a `MenuItem` added without a title (`menu.add()`, `menu.add("")`,
  `menu.add(group, id, order, "")`) whose statement gives it an icon; `ImageButton(context)`;
  an `ImageView(context)` in a file that makes views clickable (`setOnClickListener`,
  `isClickable`); and in the layouts of the app's Android modules (`src/main/res/layout*/*.xml`),
  an `<ImageButton>` (or AppCompat's or Material's) and an `<ImageView>` made clickable
  (`android:clickable="true"`, `android:onClick`) without `android:contentDescription`.

A Swift or Kotlin file that sets an accessibility label anywhere (`accessibilityLabel` on iOS;
`contentDescription`, `tooltipText` or `setTitle` on Android) is skipped whole: the label may be
this control's. A layout's image is skipped when a Kotlin file that sets a content description
names its id (`R.id.close_button`, or view binding's `closeButton`).

## Why it matters

The standing advice for native toolbars and keyboards (like the keyboard component of these
examples): when a button shows only an image, give it an accessibility label too, or screen
readers announce it as "button" or by the image's file name.

## Examples

```erb bad
<p>Settings</p>
```

```swift file=ios/App/KeyboardComponent.swift
import HotwireNative
import UIKit

final class KeyboardComponent: BridgeComponent {
    override class var name: String { "keyboard" }

    func toolbarItems() -> [UIBarButtonItem] {
        [UIBarButtonItem(image: UIImage(systemName: "bold"), primaryAction: UIAction { _ in })]
         ^^^^^^^^^^^^^^^
    }
}
```

```kotlin file=android/app/src/main/java/com/example/ShareComponent.kt
package com.example

class ShareComponent {
    fun addButton(menu: Menu) {
        menu.add(Menu.NONE, 1, Menu.NONE, "").setIcon(R.drawable.ic_share)
             ^^^
    }
}
```

```xml file=android/app/src/main/res/layout/toolbar.xml
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
    <ImageButton android:id="@+id/close" android:src="@drawable/ic_close" />
     ^^^^^^^^^^^
    <ImageView android:src="@drawable/ic_info" android:clickable="true" />
     ^^^^^^^^^
    <ImageView android:src="@drawable/logo" />
</LinearLayout>
```

```erb good
<p>Settings</p>
```

```xml file=android/app/src/main/res/layout/toolbar.xml
<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
    <ImageButton android:id="@+id/close" android:src="@drawable/ic_close" android:contentDescription="@string/close" />
    <ImageView android:src="@drawable/ic_info" android:clickable="true" android:importantForAccessibility="no" />
</LinearLayout>
```

```swift file=ios/App/KeyboardComponent.swift
import HotwireNative
import UIKit

final class KeyboardComponent: BridgeComponent {
    override class var name: String { "keyboard" }

    func toolbarItems() -> [UIBarButtonItem] {
        let bold = UIBarButtonItem(image: UIImage(systemName: "bold"), primaryAction: UIAction { _ in })
        bold.accessibilityLabel = "Bold"
        return [bold]
    }
}
```

```kotlin file=android/app/src/main/java/com/example/ShareComponent.kt
package com.example

class ShareComponent {
    fun addButton(menu: Menu) {
        menu.add(Menu.NONE, 1, Menu.NONE, "Share").setIcon(R.drawable.ic_share)
    }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A file that sets an accessibility label anywhere is skipped whole: which control the label is for
  is not worked out. No note.
- A `UIButton` in a file that sets a title on any button, or whose `primaryAction:` is a
  `UIAction` (the action is judged instead): which button the title is for is not worked out.
- A `UIMenu` that is a menu's root (its image is not shown) or whose place is not a `children:`
  list written at the call.
- An `ImageView` from a layout made clickable in Kotlin (`findViewById<ImageView>(...)
  .setOnClickListener`): the layout may label it; only an `ImageView` the Kotlin creates is read.
- A layout image marked decorative (`android:importantForAccessibility="no"`), given a
  `android:tooltipText`, whose Android Lint check is turned off (`tools:ignore="ContentDescription"`,
  as hotwire-native-android does for its clickable screenshot overlay, a touch shield), or whose id
  a Kotlin file that sets a content description names.
  Layouts of Java-only modules are not read.
- A Swift or Kotlin source not read (over `max_file_size`, binary) is not checked; its note says so.

## Fix safety

No fix: the label's words are the author's.

## Options

None.

## References

- Apple: `UIAccessibility` `accessibilityLabel`; `UIBarButtonItem(image:style:target:action:)`.
- Android: `View.setContentDescription`, `MenuItem.setContentDescription`, the
  `android:contentDescription` attribute; "Make apps more accessible" (image buttons and clickable
  images need a content description; decorative ones `importantForAccessibility="no"`).
- Apple: `UIMenu(title:image:identifier:options:children:)`, `UIButton.Configuration`.
"""#,
        "native-not-registered": #"""
# native-not-registered

Severity: warning (info for a list or factory registered elsewhere) · Fix: none · Since: 0.1.0

Why this severity: warning: an unregistered component is dead code the app silently never loads;
nothing fails, but a feature is missing. A list or factory whose components are registered elsewhere
is only unused: info (hygiene).

## What it does

On each checked platform (configured `platforms` with native sources, all of them read), reports:

- an iOS `BridgeComponent` subclass with a name that no `Hotwire.registerBridgeComponents([...])`
  list contains (a class sharing its name with a registered one is taken as a base or variant
  and left alone);
- an Android `BridgeComponentFactory` built but never passed to registration, and a named list
  of factories never passed, naming the components that are then never loaded; when every
  component of such a list (or the name of such a factory) is registered elsewhere, nothing is
  missing and the finding is an info about the unused list;
- a component name listed twice in one registration: the later entry (on iOS the first wins).

When a platform registers through something the linter cannot resolve (a variable holding a
list it cannot read, a function call), the rule is silent for that platform; the run's notes
say why. A platform with no registration call at all is also left alone, and a note says so.

## Why it matters

An unregistered component is missing from the user agent, so the web side never loads it and
the native side never creates it: the feature silently does not exist in the app.

## Examples

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
}
```

```js file=app/javascript/controllers/bridge/keyboard_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "keyboard"
}
```

```swift file=ios/App/NavComponent.swift
import HotwireNative

final class NavComponent: BridgeComponent {
    override class var name: String { "nav" }
}
```

```erb bad
<nav data-controller="bridge--nav"></nav>
<trix-editor data-controller="bridge--keyboard"></trix-editor>
```

```swift file=ios/App/KeyboardComponent.swift
import HotwireNative

final class KeyboardComponent: BridgeComponent {
            ^^^^^^^^^^^^^^^^^
    override class var name: String { "keyboard" }
}
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Hotwire.registerBridgeComponents([NavComponent.self])
        return true
    }
}
```

A name registered twice:

```erb bad
<nav data-controller="bridge--nav"></nav>
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Hotwire.registerBridgeComponents([NavComponent.self, NavComponent.self])
                                                             ^^^^^^^^^^^^
        return true
    }
}
```

A Kotlin list never passed to registration while its components are registered directly:
only the list is unused (an info).

```erb bad
<nav data-controller="bridge--nav"></nav>
```

```kotlin file=android/app/src/main/java/com/example/App.kt
package com.example

import android.app.Application
import dev.hotwire.core.bridge.BridgeComponentFactory
import dev.hotwire.core.config.Hotwire

val bridgeComponents = listOf(
    ^^^^^^^^^^^^^^^^
    BridgeComponentFactory("nav", ::NavComponent)
)

class App : Application() {
    override fun onCreate() {
        super.onCreate()
        Hotwire.registerBridgeComponents(
            BridgeComponentFactory("nav", ::NavComponent)
        )
    }
}
```

```erb good
<nav data-controller="bridge--nav"></nav>
<trix-editor data-controller="bridge--keyboard"></trix-editor>
```

```swift file=ios/App/KeyboardComponent.swift
import HotwireNative

final class KeyboardComponent: BridgeComponent {
    override class var name: String { "keyboard" }
}
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Hotwire.registerBridgeComponents([NavComponent.self, KeyboardComponent.self])
        return true
    }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It runs only over the whole project (`bridgelint check` at the root or the app's folder): a run
  over some files (a pre-commit hook, an editor) does not check it. No note.
- A platform is compared only when it is listed under `platforms:` and the repository has its native
  sources (`--show-settings` shows `platforms:` and the `native:` folders). No Swift or Kotlin
  bridge code found for a platform makes the rule silent for it. When `.bridgelint.yml` lists the
  platform under `platforms:`, that is said once in the note
  `` `platforms:` in .bridgelint.yml lists <platform>, but no <platform> bridge code was found … ``;
  with the default `platforms:` (both), a web-only app is not told.
- A Swift or Kotlin source of that platform was not read (over `max_file_size`, binary, not UTF-8):
  silent for that platform. Said once in the note
  `<file>: not read: …; what it declares is unknown, so checks of <platform> components are silent`.
- No `registerBridgeComponents` call is found for a platform (registration in a library, or code
  bridgelint does not read): nothing is provably unregistered. Said once per platform in the note
  ``<file>:<line>: the <platform> bridge component `<class>` (and N more) is declared, but no <platform> source bridgelint read calls `registerBridgeComponents` …``.
- A registration goes through something bridgelint cannot read (a variable with no literal list of
  that name, a list defined twice, an element of a list that is not a component): silent for that
  platform. Said once in the note
  `the <platform> components registered through … cannot be read (…); registration checks for <platform> are silent`.
- On iOS, a component class whose `name` is not a literal, or that shares its name with a registered
  class (a base class or a variant), is not reported. No note.

## Fix safety

No fix: registration order matters (register before the first navigator is created), so the
edit is the author's.

## Options

None.

## References

- hotwired/hotwire-native-ios `Hotwire.registerBridgeComponents` (a later call replaces the
  list; for duplicate names the first wins); issues #35, #57.
- hotwired/hotwire-native-android `Hotwire.registerBridgeComponents` (vararg); issues #64, #68.
"""#,
        "native-path-invalid-pattern": #"""
# native-path-invalid-pattern

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: the rule never applies on iOS, and an Android debug build throws
`PatternSyntaxException` when it matches a URL.

## What it does

Reports a path configuration pattern that is not a valid regular expression: an unclosed group
(`/edit(`), a lone `?` or `*` (`?new`), an unclosed class (`/[a-z`). Patterns are compiled with
ICU, the engine of iOS's `NSRegularExpression`. That one compile judges Android too: Android's
`java.util.regex.Pattern` (what Kotlin's `Regex` uses) is not OpenJDK's engine but a wrapper around
the same ICU regular expressions (libcore's `Pattern` hands the pattern to ICU: through
`com.android.icu.util.regex.PatternNative` since Android 11, through JNI to `icu::RegexPattern`
before), so a construct OpenJDK reads differently (`\h`, POSIX classes, possessive quantifiers,
`(?<name>...)`) is read by ICU's rules on both platforms. hotwire-native-android 1.3.1 needs
Android 9 (`minSdk = 28`, ICU 60), whose ICU already has every construct a path needs (named
groups came in ICU 55).

## Why it matters

iOS compiles each pattern with `try? NSRegularExpression(pattern:)` and skips one that fails, so
the rule silently does nothing. Android throws in debug builds and skips it in release.

## Examples

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    {
      "patterns": [
        "/edit(",
         ^^^^^^
        "?modal=1"
         ^^^^^^^^
      ],
      "properties": { "context": "modal" }
    }
  ]
}
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/edit$", "\\?modal=1"], "properties": { "context": "modal" } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A pattern computed in Ruby (`patterns: [path_regex]`) is not known.
- A construct that only a newer ICU than an old Android's knows (a Unicode property of a recent
  Unicode version) is not reported: the ICU bridgelint runs with is the judge.

## Fix safety

No fix: what the pattern was meant to match is the author's.

## Options

None.

## References

- hotwired/hotwire-native-ios `PathRule.swift` (1.3.0-beta, 38631e2): `try? NSRegularExpression(pattern:)`.
- hotwired/hotwire-native-android `PathConfigurationRule.kt` (1.3.1): `Regex(pattern, IGNORE_CASE)`,
  rethrown in debug builds; `core/build.gradle.kts`: `minSdk = 28`.
- Android libcore `java/util/regex/Pattern.java` (Android 11): the compiled pattern is a
  `com.android.icu.util.regex.PatternNative`; earlier releases' `java_util_regex_Pattern.cpp`
  compiles it with `icu::RegexPattern`.
"""#,
        "native-path-overridden-rule": #"""
# native-path-overridden-rule

Severity: warning · Fix: none · Since: 0.1.0

Why this severity: warning: the earlier rule is dead configuration; nothing fails, but whoever
edits it sees no effect.

## What it does

Reports a path configuration rule that never takes effect: a later rule has exactly the same
patterns and sets every property the earlier one sets. Both libraries apply every matching rule
from top to bottom and merge their properties, later values winning.

## Why it matters

A copied rule, or one edited in one place while an older copy stays below, leaves a rule whose
values are always overwritten: changing it changes nothing.

## Examples

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    { "patterns": ["/new$", "/edit$"], "properties": { "context": "modal" } },
                  ^^^^^^^^^^^^^^^^^^^
    { "patterns": ["/edit$", "/new$"], "properties": { "context": "default", "pull_to_refresh_enabled": false } }
  ]
}
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    { "patterns": ["/new$", "/edit$"], "properties": { "context": "modal" } },
    { "patterns": ["/edit$", "/new$"], "properties": { "pull_to_refresh_enabled": false } }
  ]
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- Rules whose patterns differ are not compared, even when one pattern covers the other: which
  URLs a regular expression matches is not worked out.
- A rule with a pattern or property computed in Ruby is not compared.

## Fix safety

No fix: which of the two rules holds the intended values is the author's.

## Options

None.

## References

- hotwired/hotwire-native-ios `PathConfiguration.properties(for:)` (1.3.0-beta, 38631e2) and
  hotwired/hotwire-native-android `PathConfigurationData.properties(location:)` (1.3.1): every
  matching rule's properties are merged in order.
"""#,
        "native-path-platform-drift": #"""
# native-path-platform-drift

Severity: warning · Fix: none · Since: 0.1.0

Why this severity: warning: nothing fails, but the same screen behaves differently on the two
platforms without either configuration saying so.

## What it does

Reports a pattern that the iOS and the Android configurations of the app both have, where one of
them sets a property whose default differs between the platforms and the other leaves it unset.
Today one property has such defaults: `pull_to_refresh_enabled` is on by default on iOS and off
on Android. The finding lands on the pattern in the configuration that leaves it to its default.

A value comes from the rules that surely match the pattern's URLs: the rules with the same
pattern and those that match every path (`.*`, `/.*`), merged top to bottom as the libraries do.

## Why it matters

Both libraries fall back to their own default without a word. An iOS configuration that turns
pull to refresh on for a list, next to an Android one that says nothing, gives Android users a
list they cannot refresh; the reverse turns it off on Android only and leaves it on for iOS.

## Examples

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/feed$"], "properties": { "pull_to_refresh_enabled": true } }] }
```

```json file=public/configurations/android_v1.json
{ "rules": [{ "patterns": ["/feed$"], "properties": { "uri": "hotwire://fragment/web" } }] }
                            ^^^^^^
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/feed$"], "properties": { "pull_to_refresh_enabled": true } }] }
```

```json file=public/configurations/android_v1.json
{ "rules": [{ "patterns": ["/feed$"], "properties": { "uri": "hotwire://fragment/web", "pull_to_refresh_enabled": true } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A configuration that no name, load call or bundle ties to one platform is read by both, and
  its rules behave alike except for the defaults; it is not compared.
- Where both configurations leave the property unset, the difference is the libraries' defaults,
  not a configuration that says one thing on one platform: not reported.
- Where both set it, to different values, the difference is written down and meant.
- A rule with another pattern that sets the property may or may not match the pattern's URLs:
  the value is unknown there, and the pattern is not judged.
- A configuration with a value computed in Ruby is not judged.

## Fix safety

No fix: whether the platforms should differ is the author's call.

## Options

None.

## References

- hotwired/hotwire-native-ios `Source/Turbo/Navigator/Extensions/PathPropertiesExtensions.swift`
  (1.3.0-beta, 38631e2): `self["pull_to_refresh_enabled"] as? Bool ?? true`.
- hotwired/hotwire-native-android `core/.../turbo/config/PathConfiguration.kt` (1.3.1, a49cb9b):
  `get("pull_to_refresh_enabled")?.let { it as Boolean } ?: false`.
"""#,
        "native-path-route-pattern": #"""
# native-path-route-pattern

Severity: warning · Fix: unsafe · Since: 0.1.0

Why this severity: warning: the rule is dead configuration that silently never applies; nothing
fails, but the presentation it asks for never happens.

## What it does

Reports a path configuration pattern written as a Rails route (`/customers/:id`,
`/posts/:post_id/comments`), and suggests the regular expression that was meant: each `/:name`
segment becomes `/[^/]+`, anchored with `$` when the route ends with it
(`/customers/[^/]+$`).

## Why it matters

Patterns are regular expressions. `/customers/:id` matches only URLs that contain the literal
text `:id`, so no real customer page ever gets the rule's properties.

## Examples

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    {
      "patterns": [
        "/customers/:id",
         ^^^^^^^^^^^^^^
        "/posts/:post_id/comments/new"
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
      ],
      "properties": { "context": "modal" }
    }
  ]
}
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/customers/[^/]+$", "/posts/[^/]+/comments/new", "(?:/edit)$"], "properties": { "context": "modal" } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- Only a `/` followed by `:` and a lowercase name counts: `(?:...)` groups, `\:` and `:` inside a
  segment (`/a:b`) are regular expressions or literal text someone may mean.
- A pattern computed in Ruby is not known.

## Fix safety

Unsafe: whether the route meant one segment (`[^/]+`) and whether it should be anchored is the
author's call.

## Options

None.

## References

- Hotwire Native documentation: Path Configuration (patterns are regular expressions).
- hotwired/hotwire-native-ios `PathRule.swift`; hotwired/hotwire-native-android `PathConfigurationRule.kt`.
"""#,
        "native-path-unknown-property": #"""
# native-path-unknown-property

Severity: error (warning where the library is assumed, or for a name close to nothing) · Fix: safe for a spelling that differs only in case or separators, unsafe otherwise · Since: 0.1.0

Why this severity: error: a misspelt property (`pull_to_refesh_enabled`) is read by no code, so
the behaviour it asks for silently never happens, like a misspelt method. A name close to no
known one is only dead configuration (warning). Where the app's native code is not in the
repository, the library it runs is assumed, so the finding is a warning.

## What it does

Reports a property in a path configuration rule's `properties` that no native code reads:

- a near miss (did-you-mean) of a property the navigation library reads (the table below) or that
  the app's own Swift or Kotlin reads (`properties["external"]`, `properties.get("tab")`);
- where the native apps of every platform that reads the configuration are in the repository, on a
  known library, and none reads a property by a computed key: any other name (a warning, once per
  configuration at its first use).

A property of the other platform's library (Android's `uri` in an iOS file) is not reported: a
configuration shared by both apps carries it harmlessly.

A custom property is fine when the app's native code reads it. The platforms that read a
configuration come from its name (`ios_v1.json`, `def android_v1`, `ANDROID_RULES`), the native
call that loads it (`Hotwire.loadPathConfiguration`, `PathConfiguration.Location`), or the app
whose bundle holds it; a configuration nothing ties to a platform is read by both.
`bridgelint paths` shows each configuration with its platforms.

The properties the libraries read (hotwire-native-ios 1.3.0-beta at 38631e2,
`PathPropertiesExtensions.swift` and the `Navigation` enums; hotwire-native-android 1.3.1,
`PathConfiguration.kt`); `read` is a Boolean or string property, `—` a property the platform
does not read:

| Property | Type | iOS | Android |
| --- | --- | --- | --- |
| `context` | choice | `default`, `modal` | `default`, `modal` |
| `presentation` | choice | `default`, `pop`, `replace`, `refresh`, `clear_all`, `replace_root`, `none` | `default`, `push`, `pop`, `replace`, `clear_all`, `replace_root`, `refresh`, `none` |
| `modal_style` | choice | `medium`, `large`, `full`, `page_sheet`, `form_sheet` | — |
| `query_string_presentation` | choice | `default`, `replace` | `default`, `replace` |
| `pull_to_refresh_enabled` | Boolean | read | read |
| `modal_dismiss_gesture_enabled` | Boolean | read | — |
| `animated` | Boolean | read | read |
| `historical_location` | Boolean | read | read |
| `view_controller` | string | read | — |
| `uri` | string | — | read |
| `fallback_uri` | string | — | read |
| `title` | string | — | read |

## Why it matters

Both libraries look properties up by name in a dictionary and use the default when the name is
missing: a misspelt property raises no error anywhere, the page just presents the default way.

## Examples

```swift file=ios/App/AppDelegate.swift
import HotwireNative
import UIKit

final class Router {
    func route(_ proposal: VisitProposal) -> Bool {
        proposal.properties["external"] as? Bool == true
    }
}
```

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    { "patterns": ["/refresh$"], "properties": { "pull_to_refesh_enabled": false } },
                                                  ^^^^^^^^^^^^^^^^^^^^^^
    { "patterns": ["/help$"], "properties": { "externall": true } }
                                               ^^^^^^^^^
  ]
}
```

A Ruby hash a controller renders is checked the same way:

```erb bad
<p>Settings</p>
```

```ruby file=app/controllers/configurations_controller.rb
class ConfigurationsController < ApplicationController
  def ios_v1
    render json: { rules: [{ patterns: ["/new$"], properties: { modal_styel: "medium" } }] }
                                                                ^^^^^^^^^^^
  end
end
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    { "patterns": ["/refresh$"], "properties": { "pull_to_refresh_enabled": false } },
    { "patterns": ["/help$"], "properties": { "external": true } }
  ]
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A name close to no known property is reported only when the native apps of every platform
  reading the configuration are in the repository, import Hotwire Native or Turbo Native, and read
  no property by a computed key (`properties[key]`): otherwise code bridgelint did not see may
  read it. Where an app is missing, the note
  `path configurations: no <platform> app was found in the repository, so the current Hotwire Native library is assumed …`
  says so once.
- Where an app is missing, a name that spells a library property with other separators or case
  (`view-controller`, `pullToRefreshEnabled`) is not reported: apps built on Turbo Native read
  their own properties, and routed on `view-controller` by that spelling.
- A key written as a computed Ruby expression, or a rule or configuration that is not a literal
  (`rules: RULES.map { … }`, a `.json.erb` template with ERB tags, a Jbuilder block), is not read.
  A JSON file shaped like a configuration that does not parse is said once in the note
  `<file>:<line>: not read as a path configuration: …`.
- Any property of the table below is known on both platforms: `uri` in an iOS-only file is not
  reported. No note.
- A property a Turbo Native app's code reads is known; the note
  `path configurations: the <platform> app is built on Turbo Native …` says that its own code decides.

## Fix safety

The rename is safe when the names differ only in case or separators (`pullToRefreshEnabled`),
unsafe otherwise: the intended property may be another one.

## Options

None.

## References

- hotwired/hotwire-native-ios `Source/Turbo/Navigator/Extensions/PathPropertiesExtensions.swift`
  (1.3.0-beta, 38631e2).
- hotwired/hotwire-native-android `core/src/main/kotlin/dev/hotwire/core/turbo/config/PathConfiguration.kt` (1.3.1).
- Hotwire Native documentation: Path Configuration.
"""#,
        "native-path-unknown-screen": #"""
# native-path-unknown-screen

Severity: error (warning for a name close to no declared screen) · Fix: unsafe · Since: 0.1.0

Why this severity: error: a misspelt screen name silently shows the page as a web screen (iOS)
or makes the visit go nowhere (Android), like a call to a misspelt method. A name close to no
declared screen may be a screen still to come: warning.

## What it does

Reports a path configuration property naming a native screen the app does not declare:

- iOS `view_controller`: no view controller declares that `pathConfigurationIdentifier`
  (`static var pathConfigurationIdentifier: String { "numbers" }`), no Swift string of the app
  equals it (an app may compare `proposal.viewController` with its own strings), and it is not
  `web`, the identifier of Hotwire Native's `VisitableViewController`;
- Android `uri` and `fallback_uri`: no destination is annotated
  `@HotwireDestinationDeepLink(uri = "...")` (or turbo-android's `@TurboNavGraphDestination`) with
  that URI, and it is not one of Hotwire Native's own destinations, `hotwire://fragment/web` and
  `hotwire://fragment/web/modal/sheet` (hotwire-native-android 1.3.1).

`bridgelint paths` shows, for each rule, the screen that handles it.

## Why it matters

iOS hands the identifier to the app's `handle(proposal:)`, which falls back to a web screen when
no case matches. Android looks the URI up among the navigation graph's deep links and, finding
none, logs "No destination found" and stays where it is (or uses `fallback_uri`).

## Examples

```swift file=ios/App/NumbersViewController.swift
import HotwireNative
import UIKit

final class NumbersViewController: UIViewController, PathConfigurationIdentifiable {
    static var pathConfigurationIdentifier: String { "numbers" }
}
```

```kotlin file=android/app/src/main/java/com/example/MapFragment.kt
package com.example

import dev.hotwire.navigation.destinations.HotwireDestinationDeepLink
import dev.hotwire.navigation.fragments.HotwireFragment

@HotwireDestinationDeepLink(uri = "hotwire://fragment/map")
class MapFragment : HotwireFragment()
```

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/numbers$"], "properties": { "view_controller": "number" } }] }
                                                                             ^^^^^^
```

```json file=public/configurations/android_v1.json
{ "rules": [{ "patterns": ["/map$"], "properties": { "uri": "hotwire://fragment/maps" } }] }
                                                             ^^^^^^^^^^^^^^^^^^^^^^^
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/numbers$"], "properties": { "view_controller": "numbers" } }, { "patterns": [".*"], "properties": { "view_controller": "web" } }] }
```

```json file=public/configurations/android_v1.json
{ "rules": [{ "patterns": ["/map$"], "properties": { "uri": "hotwire://fragment/map", "fallback_uri": "hotwire://fragment/web" } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- The platform's app is not in the repository, or its sources name no navigation library: any
  screen may exist (the note `path configurations: no <platform> app was found in the repository …`
  says so once).
- A `pathConfigurationIdentifier` or deep-link URI of the platform is not a literal
  (`String(describing: self)`, a constant): the screens are not all known. No note.
- An iOS identifier equal to any string literal of the app's Swift is taken as handled: the app
  may switch on `proposal.viewController` with its own strings.
- A value computed in Ruby is not known.

## Fix safety

Unsafe: the near miss is a guess at which screen was meant.

## Options

None.

## References

- hotwired/hotwire-native-ios `PathConfigurationIdentifiable.swift`, `VisitableViewControllerExtension.swift`
  (`web`), `PathPropertiesExtensions.swift` `viewController` (1.3.0-beta, 38631e2).
- hotwired/hotwire-native-android `NavigatorRule.kt`, `Navigator.kt` ("No destination found"),
  `HotwireWebFragment.kt`, `HotwireWebBottomSheetFragment.kt` (1.3.1).
"""#,
        "native-path-unknown-sf-symbol": #"""
# native-path-unknown-sf-symbol

Severity: warning (error for a renamed symbol) · Fix: safe for renamed symbols, unsafe otherwise · Since: 0.1.0

Why this severity: warning: a near miss shows no tab icon, but the built-in list may lag new
releases, so the name is not certainly wrong. A renamed symbol is no guess (Apple documents the
rename, and the fix is safe): an error.

## What it does

Many apps describe their native tab bar in the path configuration's `settings`
(`"tabs": [{ "title": "Home", "path": "/", "ios_system_image_name": "house" }]`) and pass the
image name to `UIImage(systemName:)`. This rule reports, in each tab of `settings.tabs` of a
configuration iOS reads, a symbol name that Apple renamed (error, with the new name) or that is a
near miss of a known symbol (warning, with a did-you-mean). It reads the keys
`ios_system_image_name`, `system_image_name`, `system_image`, `sf_symbol`, `ios_image` and
`ios_icon` in every such configuration, and `image`, `icon`, `image_name` and `selected_image` in
a configuration only iOS reads (on Android those name drawables). It uses the SF Symbol list of
[bridge-unknown-sf-symbol](bridge-unknown-sf-symbol.md).

## Why it matters

`UIImage(systemName:)` returns nil for an unknown name: the tab shows its title and no icon, and
nothing logs why.

## Examples

```erb bad
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "settings": {
    "tabs": [
      { "title": "Home", "path": "/", "ios_system_image_name": "hous" },
                                                                ^^^^
      { "title": "Inbox", "path": "/inbox", "image": "envelope.fil" }
                                                      ^^^^^^^^^^^^
    ]
  },
  "rules": [{ "patterns": [".*"], "properties": { "context": "default" } }]
}
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "settings": {
    "tabs": [
      { "title": "Home", "path": "/", "ios_system_image_name": "house" },
      { "title": "Inbox", "path": "/inbox", "image": "envelope.fill" }
    ]
  },
  "rules": [{ "patterns": [".*"], "properties": { "context": "default" } }]
}
```

```json file=public/configurations/v1.json
{
  "settings": { "tabs": [{ "title": "Home", "path": "/", "icon": "ic_hom" }] },
  "rules": [{ "patterns": [".*"], "properties": { "context": "default" } }]
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- `image`, `icon` and the like in a configuration Android may read (no name, load call or bundle
  ties it to iOS alone): Android reads them as drawable names. No note.
- A name the catalog does not know (it stops at the 2023 release) and that is close to no known
  name may be a newer or custom symbol: not reported. Names listed under `sf_symbols: extra:` are
  accepted.
- Tabs under another key than `settings.tabs`, or computed in Ruby, are not read.

## Fix safety

The new name of a renamed symbol is a safe fix: Apple documents the rename. A did-you-mean fix
(only when one name is close) is unsafe.

## Options

None. Names valid besides the catalog go under `sf_symbols: extra:`.

## References

- The symbol list and renames are the ones of [bridge-unknown-sf-symbol](bridge-unknown-sf-symbol.md).
- Apple: `UIImage(systemName:)`; Hotwire Native path configuration `settings` (free-form, read by the app).
"""#,
        "native-path-unknown-tab-path": #"""
# native-path-unknown-tab-path

Severity: warning · Fix: unsafe · Since: 0.1.0

Why this severity: warning: the tab opens on the app's error page; the app still runs.

## What it does

Reports a tab in a path configuration's settings (`settings.tabs`, with `title`, `path` and an
image) whose `path` no `GET` route of the app answers (`config/routes.rb` and its `draw` files),
with the closest path a route serves as a did-you-mean.

## Why it matters

Apps that keep their tabs in the path configuration's `settings` build the native tab bar from
it, and each tab starts by visiting its path. A path with a typo, or one whose route was renamed,
opens the tab on an error page, on every launch, for every user.

## Examples

```erb bad
<p>Settings</p>
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :posts
  resource :profile, only: :show
end
```

```json file=public/configurations/ios_v1.json
{ "settings": { "tabs": [{ "title": "Posts", "path": "/post" }] }, "rules": [{ "patterns": ["/new$"], "properties": { "context": "modal" } }] }
                                                      ^^^^^
```

```erb good
<p>Settings</p>
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :posts
  resource :profile, only: :show
end
```

```json file=public/configurations/ios_v1.json
{ "settings": { "tabs": [{ "title": "Posts", "path": "/posts" }, { "title": "Me", "path": "/profile" }] }, "rules": [{ "patterns": ["/new$"], "properties": { "context": "modal" } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No `config/routes.rb`, a `draw` file that is missing, or a routes call bridgelint cannot read
  before the route that would answer (a route built in Ruby, a `mount` or `devise_for` over the
  path, a route under constraints): the path may be served.
- A tab path that is a full URL (`https://...`) or not a literal is not judged.

## Fix safety

Unsafe: the closest served path is a guess at the tab the author meant.

## Options

None.

## References

- The `settings` object of a path configuration is the app's own (both libraries hand it to the
  app as it is); `tabs` with `title`, `path` and an image is the shape apps use for a server-driven
  tab bar.
"""#,
        "native-path-unknown-value": #"""
# native-path-unknown-value

Severity: error (warning where the library is assumed, or for a value another platform has) · Fix: safe for a spelling that differs only in case or separators, unsafe otherwise · Since: 0.1.0

Why this severity: error: the library falls back to the default without a word, so the modal or
replacement the rule asks for never happens. Where the app is not in the repository the library
is assumed (warning); `push` in an iOS configuration is a warning because iOS's default pushes.

## What it does

Reports a value of `context`, `presentation`, `modal_style` or `query_string_presentation` that no
platform reading the configuration accepts (the values are listed in
[native-path-unknown-property](native-path-unknown-property.md)), with a did-you-mean:
`"modle"` for `modal`, `"replace-root"` for `replace_root`. iOS compares values exactly
(`Navigation.Presentation(rawValue:)`), Android after `uppercase()`, so `"MODAL"` works on
Android only. Where the app's native code is not in the repository, only near misses are reported.

A value an earlier release took is wrong only where the app provably runs a later one:
hotwire-native-ios 1.1.0 renamed the modal styles `pageSheet` and `formSheet` to `page_sheet`
and `form_sheet`, so `"pageSheet"` is reported (with the new name, a safe fix) only when the
app's `Package.resolved` pins hotwire-native-ios 1.1.0 or later.

## Why it matters

`"presentation": "replace-root"` or `"context": "modle"` simply do nothing: the screen is pushed
instead of replacing the root or opening a modal, and nothing logs why.

## Examples

```erb bad
<p>Settings</p>
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    { "patterns": ["/new$"], "properties": { "context": "modle" } },
                                                         ^^^^^
    { "patterns": ["/sign_in$"], "properties": { "presentation": "replace-root" } },
                                                                  ^^^^^^^^^^^^
    { "patterns": ["/photos$"], "properties": { "context": "modal", "modal_style": "sheet" } }
                                                                                    ^^^^^
  ]
}
```

`push` is Android's alone; in a configuration only iOS reads, it is a warning:

```erb bad
<p>Settings</p>
```

```swift file=ios/App/AppDelegate.swift
import HotwireNative
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/next$"], "properties": { "presentation": "push" } }] }
                                                                       ^^^^
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    { "patterns": ["/new$"], "properties": { "context": "modal", "modal_style": "page_sheet" } },
    { "patterns": ["/sign_in$"], "properties": { "presentation": "replace_root" } }
  ]
}
```

```json file=android/app/src/main/assets/json/configuration.json
{ "rules": [{ "patterns": ["/next$"], "properties": { "presentation": "PUSH" } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A value accepted by one of the platforms reading the configuration is not reported: a
  configuration no name, load call or bundle ties to a platform is read by both, so `push` there
  is fine. `bridgelint paths` shows the platforms.
- Where the app of a reading platform is not in the repository, only near misses are reported;
  said once in the note `path configurations: no <platform> app was found in the repository …`.
- A platform built on Turbo Native reads these values in the app's own code: not checked there;
  said once in the note `path configurations: the <platform> app is built on Turbo Native …`.
- A value computed in Ruby (`presentation: mode`) is not known.
- `pageSheet` and `formSheet` are silent unless a `Package.resolved` in the repository pins
  hotwire-native-ios 1.1.0 or later: older releases read them. `bridgelint paths` shows the
  version each native app resolves.

## Fix safety

Safe when the value differs only in case or separators (`replace-root`, `MODAL` on iOS); unsafe
otherwise: the author may have meant another value.

## Options

None.

## References

- hotwired/hotwire-native-ios `Source/Turbo/Navigator/Helpers/Navigation.swift`,
  `Navigation+QueryStringPresentation.swift` (1.3.0-beta, 38631e2).
- hotwired/hotwire-native-android `core/.../turbo/nav/Presentation.kt`, `PresentationContext.kt`,
  `QueryStringPresentation.kt` (1.3.1).
"""#,
        "native-path-unmatched-pattern": #"""
# native-path-unmatched-pattern

Severity: warning · Fix: none · Since: 0.1.0

Why this severity: warning: a rule whose pattern matches no page is dead configuration; nothing
fails, but the screens it was written for are presented the default way.

## What it does

Compares each path configuration pattern with the app's routes (`config/routes.rb` and the files
its `draw` calls load): a pattern that matches no path a route serves is reported. Patterns are
run as the libraries run them, a search anywhere in the path, over sample paths built from every
route, each dynamic segment (`:id`, `*path`) filled with the pattern's own words and common id
shapes (numbers, words, hex digests, UUIDs), and over the path the pattern itself spells
(`/users/password/new` from `/users/password/new$`, for routes under a `mount` or `devise_for`);
the verb does not matter, and a root route also answers the empty path of a URL with none.

A pattern that names a scheme or host (`https://accounts.google.com/.*`) is reported whatever
the routes: both libraries match patterns against the URL's path alone.

It also reports a pattern that matches a route only when case is ignored (`/Todos/new$`):
hotwire-native-android compiles patterns with `IGNORE_CASE` and applies it, hotwire-native-ios
compiles them as written and never does. That is reported where iOS reads the configuration.

Besides the routes file, paths other parts of a Rails app answer count as served: turbo-rails'
`/recede_historical_location`, `/resume_historical_location` and `/refresh_historical_location`,
Rails' own `/rails/...`, `/cable`, `/assets/...` and OmniAuth's `/auth/...`.

## Why it matters

A pattern with a typo (`/todo/` for `/todos/`), one left behind after a route was renamed, or one
in the wrong case silently matches nothing: the modal, the native screen or the refresh setting
it was written for never happens, and neither library says a word.

## Examples

```erb bad
<p>Settings</p>
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :posts
end
```

```json file=public/configurations/ios_v1.json
{
  "rules": [
    {
      "patterns": [
        "/post/[0-9]+/edit$",
         ^^^^^^^^^^^^^^^^^^
        "/Posts/new$"
         ^^^^^^^^^^^
      ],
      "properties": { "context": "modal" }
    }
  ]
}
```

```erb good
<p>Settings</p>
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :posts
end
```

```json file=public/configurations/ios_v1.json
{ "rules": [{ "patterns": ["/posts/[0-9]+/edit$", "/posts/new$", "/recede_historical_location"], "properties": { "context": "modal" } }] }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No `config/routes.rb`, a `draw` file that is missing, or a routes call bridgelint cannot read
  (a route built in a loop, an unknown macro, a `concerns` it cannot find): any path may be
  served, so no pattern is judged. A `mount` or `devise_for` with a path serves everything
  under it.
- A pattern that matches a query string (`\?tab=`, `=`) is not compared: queries are not in the
  routes.
- A pattern written as a Rails route (`/posts/:id`) is `native-path-route-pattern`'s; one that
  does not compile is `native-path-invalid-pattern`'s.
- A pattern that matches a route only with a dynamic segment's value that is none of the samples
  (three or more segments each needing a different unusual value) may be missed: only matches
  found are trusted, and a miss that close is rare.
- Case: a configuration only Android reads is not judged on case.

## Fix safety

No fix: which route the pattern meant is the author's.

## Options

None.

## References

- hotwired/hotwire-native-ios `Source/Turbo/Path Configuration/PathRule.swift` (1.3.0-beta,
  38631e2): `NSRegularExpression(pattern:)` with no options, `numberOfMatches(in: path)`.
- hotwired/hotwire-native-android `core/.../turbo/config/PathConfigurationRule.kt` (1.3.1):
  `Regex(patternRegex, RegexOption.IGNORE_CASE).find(path)`; `PathConfigurationData.kt`: the path
  is `URL(location).path` (with the query when there is one).
- hotwired/hotwire-native-ios `PathConfiguration.swift`: `properties(for: url.pathPreservingSlash)`.
- hotwired/turbo-rails `config/routes.rb`: the historical location routes.
"""#,
        "native-path-value-type": #"""
# native-path-value-type

Severity: error (warning where only iOS reads the value, where the library is assumed, or for a string property) · Fix: safe for a quoted Boolean · Since: 0.1.0

Why this severity: error: a quoted Boolean is a `ClassCastException` on Android (`it as Boolean`),
and a rule without a list of `patterns` or an object of `properties` makes iOS reject the whole
configuration. Where only iOS reads the value it falls back to the default silently (warning).

## What it does

Reports, in each rule of a path configuration:

- a rule that is not an object, or whose `patterns` is missing or not a list of strings, or whose
  `properties` is missing or not an object: iOS decodes `patterns` as `[String]` and `properties`
  as a dictionary and discards the whole configuration when a rule does not fit;
- a Boolean property (`pull_to_refresh_enabled`, `animated`, `modal_dismiss_gesture_enabled`,
  `historical_location`) whose value is not a JSON Boolean: `"false"`, `0`;
- a choice or string property (`context`, `view_controller`, `uri`, ...) whose value is not a string.

The property types are listed in [native-path-unknown-property](native-path-unknown-property.md).

## Why it matters

`"pull_to_refresh_enabled": "false"` reads naturally but is a string: Android crashes when it
navigates to the page, iOS keeps pull to refresh on.

## Examples

```erb bad
<p>Settings</p>
```

```json file=public/configurations/path_configuration.json
{
  "rules": [
    { "patterns": ["/new$"], "properties": { "pull_to_refresh_enabled": "false" } },
                                                                        ^^^^^^^
    { "patterns": "/edit$", "properties": { "context": "modal" } }
                  ^^^^^^^^
  ]
}
```

```ruby file=app/controllers/configurations_controller.rb
class ConfigurationsController < ApplicationController
  RULES = [
    { patterns: ["/photos$"], properties: { animated: 0 } },
                                                      ^
  ].freeze
end
```

A string property given a Boolean:

```erb bad
<p>Settings</p>
```

```ruby file=app/controllers/configurations_controller.rb
class ConfigurationsController < ApplicationController
  RULES = [
    { patterns: ["/photos$"], properties: { context: true } },
                                                     ^^^^
  ].freeze
end
```

```erb good
<p>Settings</p>
```

```json file=public/configurations/path_configuration.json
{
  "rules": [
    { "patterns": ["/new$"], "properties": { "pull_to_refresh_enabled": false } },
    { "patterns": ["/edit$"], "properties": { "context": "modal" } }
  ]
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A value computed in Ruby (`animated: animate?`) is not known; `null` falls back to the default on
  both platforms and is not reported.
- A property of a platform built on Turbo Native is read by the app's own code, whose types are not
  known: not checked there (said once in the note `path configurations: the <platform> app is built on Turbo Native …`).
  The shape of the rules is checked for every library: turbo-ios decodes them the same way.
- Where the app of a reading platform is not in the repository the findings are warnings; said
  once in the note `path configurations: no <platform> app was found in the repository …`.

## Fix safety

Replacing a quoted `"true"` or `"false"` with the Boolean is safe: it is what both libraries read.
Other values have no fix.

## Options

None.

## References

- hotwired/hotwire-native-android `PathConfiguration.kt` (1.3.1): `get("pull_to_refresh_enabled")?.let { it as Boolean }`.
- hotwired/hotwire-native-ios `PathConfigurationDecoder.swift`, `PathRule.swift` (1.3.0-beta, 38631e2).
"""#,
        "rails-data-array": #"""
# rails-data-array

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: Rails renders the Array or Hash as one JSON token, so no controller,
action or target in it ever connects.

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- Only a literal Array or Hash is judged: a variable or call (`data: { controller: controllers }`)
  may be a String, so it is not reported. No note.
- An app with no Stimulus controller that names no Stimulus package either (`package.json`,
  an importmap pin, a gem, a layout's script): its `data-controller`, `data-action` and
  `*-target` attributes are another library's data, which may be JSON on purpose (jQuery's
  `.data("action")` parses it). No note.

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

Why this severity: error: one underscore names a controller that does not exist, so the target,
value or action never connects.

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

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- Only literal keys of a `data:` hash are read: a computed key (`"#{prefix}_target":`) or a hash
  that is not literal (`data: options`) is not judged. No note.
- A key whose single-dashed identifier is itself a controller (`bridge-nav` exists beside
  `bridge--nav`), or matches no identifier with `--`, is taken as written. No note.

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

Severity: warning · Fix: unsafe · Since: 0.1.0

Why this severity: warning: without Rails UJS the link silently performs a GET; it is markup that
misbehaves rather than code that throws.

## What it does

Reports a link that asks Rails UJS for a method other than `get`, in each spelling:
`link_to ..., method: :delete`, `link_to ..., data: { method: :delete }` and
`<a data-method="delete">`. `mail_to`, `phone_to` and `sms_to` render `method:` as a plain
`method` attribute, not `data-method`: no finding. Nothing is reported when the same link also sets
`data: { turbo_method: ... }` (Turbo then sends that method and `method:` is only redundant).

The finding reads the app's routes (`config/routes.rb` and the files its `draw` calls load) to
say what the GET does. When the link's URL is a route helper (`mark_read_path`, `x_url`, from
`get ... as:`, `resources` and their member and collection routes, inside namespaces and
scopes) or a literal path, and its route accepts GET while no route answers the link's method
at that path, the link works as the GET it sends: the message says so, names the route and
every verb its path answers (a show's path answers an update's `PATCH` and `PUT` too), and
the help is to remove the option (`button_to` would send a request no route answers). When no
route answers GET at any path the link's route builds (`post :publish, on: :member` alone), the
message says the click ends in a routing error and names every verb its path answers (an
update's path answers `PATCH`, `PUT` and a destroy's `DELETE`); where that is one verb other than
the link's (`method: :post` to a `patch` route), the help sends that one. When the
path answers the link's method, or that is unknown (a URL computed otherwise, a route helper
no route defines, a conditional route of that method, routes bridgelint cannot read, such as a
`mount` at `/`), the help is `button_to` or `data-turbo-method`; in an app that names Turbo
(its gem or package) but loads it from no script, where `data-turbo-method` would do nothing
either, the message says no script reads the attribute and the help is `button_to` alone. A
`data: { confirm: }` beside it is Rails UJS's too, and a helper's top-level `confirm:` renders a
`confirm` attribute nothing reads (Rails 4.1 dropped the option): the help then moves the text to
`turbo_confirm` and says nothing asks for the confirmation. The `method:` is judged
whatever the helper: a misspelt one, which `rails-unknown-route-helper` reports, still sends a
GET once corrected.

## Why it matters

On `link_to`, `method:` renders the Rails UJS attribute `data-method`. Rails UJS is not part of
a Turbo app, and Turbo reads `data-turbo-method`, so the link performs a plain GET: "Delete"
shows the record instead of deleting it.

## Examples

The examples' app names Turbo in its bundle:

```text file=Gemfile.lock
GEM
  remote: https://rubygems.org/
  specs:
    turbo-rails (2.0.11)
```

```erb bad
<%= link_to "Delete", todo_path(@todo), method: :delete %>
                                        ^^^^^^
```

```erb bad
<%= link_to "Delete", todo_path(@todo), data: { method: :delete } %>
                                                ^^^^^^
<a href="/todos/1" data-method="delete">Delete</a>
                   ^^^^^^^^^^^
<%= link_to "Remove", todo_path(@todo), method: :delete, data: { method: :delete } %>
                                        ^^^^^^ once per link
```

A link whose route answers only GET works: the option is dead markup.

```erb bad
<%= link_to "Mark read", mark_read_path(@message), method: :post %>
                                                   ^^^^^^ warning: the route `mark_read` accepts only GET, so the link's GET works
<a href="/messages/archive" data-method="patch">Archive</a>
                            ^^^^^^^^^^^ warning: the route `archive_messages` accepts only GET
<%= link_to "Delete", todo_path(@todo), method: :delete %>
                                        ^^^^^^ warning: `resources :todos` answers DELETE here: use `button_to`
<%= link_to "Export", export_everything_path, method: :post %>
                                              ^^^^^^ warning: no route defines the helper (a gem's may): use `button_to`
<%= link_to "Publish", publish_todo_path(@todo), method: :post %>
                                                 ^^^^^^ warning: which no route answers there
<%= link_to "Copy", copy_todo_path(@todo), method: :post %>
                                           ^^^^^^ warning: its path answers only PATCH: the help says `turbo_method: :patch`
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :todos do
    post :publish, on: :member
    patch :copy, on: :member
  end
  resources :messages do
    get :archive, on: :collection
  end
  get "messages/:id/read", to: "messages#read", as: :mark_read
end
```

```erb good
<%= button_to "Delete", todo_path(@todo), method: :delete %>
<%= mail_to "team@example.com", "Write to us", method: :post %>
<%= phone_to "+15550100", "Call us", method: :post %>
<%= sms_to "+15550100", "Text us", method: :post %>
<a href="/todos/1" data-turbo-method="delete">Delete</a>
<%= link_to "Delete", todo_path(@todo), data: { turbo_method: :delete } %>
<%= link_to "Show", todo_path(@todo), method: :get %>
<%= link_to "Remove", todo_path(@todo), method: :delete, data: { turbo_method: :delete, turbo_confirm: "Sure?" } %>
```

A link whose click a Stimulus action hears (`<a>`'s default event is `click`, so
`toggle-setting#toggle` on the link is one), on the link or an element around it: the
controller may prevent the click and send the request itself.

```erb good
<%= link_to "On", toggle_setting_path, method: :put, data: { action: "toggle-setting#toggle" } %>
<div data-action="click->confirm#ask">
  <a href="/todos/1" data-method="delete">Delete</a>
</div>
```

A Stimulus action on another event, or another library's `data-action` (neither `->` nor `#`),
does not take the click:

```erb bad
<%= link_to "On", toggle_setting_path, method: :put, data: { action: "mouseenter->tooltip#show" } %>
                                       ^^^^^^
<a href="/todos/1" data-method="delete" data-action="like">Delete</a>
                   ^^^^^^^^^^^
```

Devise's sign-out route answers the verbs of `config.sign_out_via` in its initializer: set to
`:get`, or to a list that includes it, a sign-out link works as the GET it sends (Devise signs
out on each verb it lists).

```erb bad
<%= link_to "Sign out", destroy_member_session_path, method: :delete %>
                                                     ^^^^^^ warning: the route `destroy_member_session` (config/routes.rb:2) accepts only GET
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  devise_for :members
end
```

```ruby file=config/initializers/devise.rb
Devise.setup do |config|
  config.sign_out_via = :get
end
```

```erb bad
<%= link_to "Sign out", destroy_member_session_path, method: :delete %>
                                                     ^^^^^^ warning: the route `destroy_member_session` (config/routes.rb:2) answers GET as it answers DELETE
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  devise_for :members
end
```

```ruby file=config/initializers/devise.rb
Devise.setup do |config|
  config.sign_out_via = %i[get delete]
end
```

With `sign_out_via = :delete`, a route of the app that answers the GET of the sign-out path
with the same action (`get "/members/sign_out" => "devise/sessions#destroy"`, often in a
`devise_scope`; the app's sessions controller where `controllers: { sessions: ... }` names one)
makes the link work as it is:

```erb bad
<%= link_to "Sign out", destroy_member_session_path, method: :delete %>
                                                     ^^^^^^ warning: the route `/members/sign_out(.:format)` (config/routes.rb:4) answers the GET with `devise/sessions#destroy`, the action `destroy_member_session_path` reaches by DELETE
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  devise_for :members
  devise_scope :member do
    get "/members/sign_out" => "devise/sessions#destroy"
  end
end
```

```ruby file=config/initializers/devise.rb
Devise.setup do |config|
  config.sign_out_via = :delete
end
```

An app that keeps Rails UJS running next to Turbo, here through a file its entry point imports:

```erb good
<%= link_to "Sign out", destroy_user_session_path, method: :delete, data: { turbo: false } %>
```

```js file=app/javascript/application.js
import "@hotwired/turbo-rails"
import "./legacy/ujs"
```

```js file=app/javascript/legacy/ujs.js
import Rails from "@rails/ujs"
Rails.start()
```

An app built with Vite that starts jquery-ujs in an entry point:

```erb good
<%= link_to "Archive", archive_todo_path(@todo), method: :patch %>
```

```js file=app/frontend/entrypoints/application.js
import "@hotwired/turbo"
import "jquery-ujs"
```

An app whose bundle holds an admin framework that depends on `jquery-rails`:

```erb good
<%= link_to "Delete", admin_todo_path(@todo), method: :delete %>
```

```text file=Gemfile.lock
GEM
  remote: https://rubygems.org/
  specs:
    activeadmin (3.2.0)
      jquery-rails (>= 4.2)
    jquery-rails (4.6.0)
    turbo-rails (2.0.11)
```

An app that names Turbo nowhere (here Turbolinks with Rails UJS) is no Turbo app: its links'
`data-method` is not judged.

```erb good
<%= link_to "Delete", todo_path(@todo), method: :delete %>
```

```text file=Gemfile.lock
GEM
  remote: https://rubygems.org/
  specs:
    turbolinks (5.2.1)
```

An engine without Turbo whose install generator gives the host app a Sprockets manifest that
requires Rails UJS:

```erb good path=app/views/shop/admin/items/_item.html.erb
<%= link_to "Delete", shop.admin_item_path(item), method: :delete, data: { confirm: "Sure?" } %>
```

```js file=lib/generators/shop/install/templates/vendor/assets/javascripts/shop/admin/all.js
//= require jquery3
//= require rails-ujs
//= require shop/admin
```

An engine whose dummy app (for its tests) starts Rails UJS in a Webpacker pack:

```erb good path=spec/dummy/app/views/sessions/_links.html.erb
<%= link_to "Sign in with SSO", "/auth/sso", method: :post %>
```

```js file=spec/dummy/app/javascript/packs/application.js
require("@rails/ujs").start()
```

An engine that does not depend on Turbo (a jQuery admin), rendered by host apps that load UJS:

```erb good path=app/views/shop/admin/items/_row.html.erb
<%= link_to "Remove", shop.admin_item_path(item), method: :delete %>
```

```ruby file=shop_admin.gemspec
Gem::Specification.new do |spec|
  spec.name = "shop_admin"
  spec.add_dependency "jquery-rails"
  spec.add_dependency "sprockets-rails"
end
```

Devise's shared links offer the sign-in-with-provider links only when a model enables
`:omniauthable`; in an app whose models call `devise` without it, that branch never renders.
Only the call's arguments count: the comment Devise's generator writes above it names every
other module.

```erb good path=app/views/devise/shared/_links.html.erb
<%- if devise_mapping.omniauthable? %>
  <%- resource_class.omniauth_providers.each do |provider| %>
    <%= link_to "Sign in with #{provider}", omniauth_authorize_path(resource_name, provider), method: :post %><br />
  <% end %>
<% end %>
```

```ruby file=app/models/user.rb
class User < ApplicationRecord
  # Include default devise modules. Others available are:
  # :confirmable, :lockable, :timeoutable, :trackable and :omniauthable
  devise :database_authenticatable, :registerable, :recoverable
end
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A method that is not fully known (`method: item.http_method`, `data-method="<%= verb %>"`) or sits
  in a hash that is not literal (`**link_options`) is not judged. No note.
- Markup the app never renders is not judged, by any rule: a branch under
  `<% if devise_mapping.omniauthable? %>` (or another Devise module: `registerable?`,
  `confirmable?`, ...) in an app whose models call `devise` and never give it that module. Only the
  symbols passed to `devise` count, not a comment (`# Others available are: ... :omniauthable`,
  which Devise's generator writes in every model) nor an option's value; a `devise` call given
  modules it computes (`devise(*MODULES)`) may enable any of them, so then every branch counts as
  rendered. Likewise what an Administrate page (`app/views/admin/volumes/show.html.erb`, not a
  partial) guards with `accessible_action?(page.resource, :destroy)` or `existing_action?(...)`
  (an `if` block, or a modifier `if` ending the output tag), in an app whose controllers inherit
  from `Administrate::ApplicationController` and that defines neither method, where no route
  reaches that action of the page's controller (`resources :volumes, except: [:destroy]`) and
  every route was read. No note.

- The routes `devise_for` defines are not read, so a link to one of them is never called a link
  that works (it gets the general finding). The one exception is the sign-out route
  (`destroy_<singular>_session` at `<path>/sign_out`) when `config/initializers/devise.rb` sets
  `config.sign_out_via` once to literal verbs (`:get`, `[:get, :delete]`, `%i[get delete]`) and
  `devise_for` has no option but `path:` and `controllers:`: set to `:get`, the route accepts
  only GET and the link works; set to a list that includes `:get`, Devise's action signs out on
  the GET as on the other verbs and the link works too, unless `controllers:` names the app's own
  sessions controller, which may tell the verbs apart. A setting that is computed
  (`Rails.env.test? ? :get : :delete`, a constant, a method) is unknown. No note.
- A route of the app's own that answers both GET and the link's method (`match ..., via:
  [:get, :post]`) is not called a link that works: its action may tell the verbs apart (a form
  shown on GET, processed on POST). The general finding.

- A Stimulus action hears the link's click: a `data-action` on the link or on an element around
  it (clicks bubble) whose event is `click`, written (`click->menu#follow`) or the default event
  of `<a>` (`toggle-setting#toggle`), a `click@window` or `click@document` action anywhere in the
  template, or a `data-action` whose value is not fully known. The controller's method may call
  `preventDefault()` and send the request itself (with `fetch` or `Rails.ajax`), so the GET is
  not proven; whether it does is not read. No note.

Rails UJS (or jquery-ujs) sends the method in `data-method`, so the rule is silent wherever UJS
may run on the template's pages:

- An entry point of the app loads it (`import Rails from "@rails/ujs"`, `import "jquery-ujs"`,
  `require("@rails/ujs").start()`), or a file an entry point imports by a relative path does.
  Entry points: scripts directly in `app/javascript` or `app/javascript/packs`; Vite's
  (`app/frontend/entrypoints/*`, the `sourceCodeDir`/`entrypointsDir` of `config/vite.json`, and
  files a `vite.config.*` names); Webpacker's, under each `source_path`/`source_entry_path`
  of `config/webpacker.yml` or `config/shakapacker.yml` (`app/frontend/packs/application.ts`);
  Sprockets manifests anywhere under `app/assets/javascripts` or
  `vendor/assets/javascripts` (`//= require rails-ujs`, `//= require jquery_ujs`, in `.js`,
  `.js.erb` and `.coffee` manifests, CoffeeScript writing `#= require`).
- An engine's own folders count at any depth: the manifest its install generator copies into
  the host app (`lib/generators/…/templates/vendor/assets/javascripts/…`) serves the engine's
  templates, and a pack of its dummy app (`spec/dummy/app/javascript/packs`) the dummy app's.
- A standalone copy of UJS, or a bundle that includes it (a script holding its
  `a[data-method]` selector), sits under the app's `vendor/` or `public/`: a layout may load it.
- `Gemfile.lock` bundles `jquery-rails` or `rails-ujs`, directly or through another gem (an admin
  framework), or the `Gemfile` lists one when no lockfile is committed: a layout bridgelint
  cannot read (the gem's) may require it.
- `Gemfile.lock` bundles a gem whose own layout loads UJS on the pages it renders, and the
  template is in a view folder that layout renders: ActiveAdmin (`active_admin/base` brings
  jquery_ujs up to 3, its `active_admin.js` starts `@rails/ujs` from 4) renders
  `app/views/active_admin/`, `app/views/layouts/active_admin/` and its `admin` namespace's views.
  The app's other pages are judged as usual.
- Another app of the same browser loads UJS on its pages: a host app that loads this engine, or
  an engine loaded with it (README: "How projects are found", 7).
- An entry point, or a file it imports, cannot be read (binary, not UTF-8, over
  `max_file_size`): whether it loads UJS is unknown. A note names the file.
- The app names no Turbo (`turbo-rails`, `@hotwired/turbo`) in its gemspecs, `Gemfile`,
  `Gemfile.lock`, `package.json`, `config/importmap.rb` or layouts: it is not proven to run
  under Turbo (an app on Turbolinks with Rails UJS, a jQuery admin, or Turbo from a place
  bridgelint does not read). An engine (a `*.gemspec` and `app/`, no `config/application.rb`)
  renders in host apps outside the repository, so only its own files count. No note.

## Fix safety

Where the link's route answers only GET (or is Devise's sign-out route answering GET too), an
unsafe fix removes the option (`method: :post` with the comma before it, or the `data-method`
attribute): the link then renders as it behaves, a GET, but its author asked for another
method, and changing the route may be what was meant. Elsewhere no fix: `button_to` renders a
form and the right choice depends on the page.

## Options

None.

## References

- Rails `ActionView::Helpers::UrlHelper#link_to`: `method:` sets `data-method` (UJS).
- Turbo handbook: `data-turbo-method`.
"""#,
        "rails-unknown-route-helper": #"""
# rails-unknown-route-helper

Severity: error · Fix: unsafe · Since: 0.1.0

Why this severity: error: Rails raises `NameError` when the line renders, so the page answers 500
for everyone who opens it (every page a partial or layout is part of), and a mailer's view or
layout raises when the mail is delivered. The message says which.

## What it does

Reports a call of a route helper (`foo_path`, `foo_url`, called without a receiver) that no
route of the app defines and nothing else does (no method of the app's Ruby, no local of the
template or of its render calls, no helper of Rails or of a bundled gem), and that is a near
miss of a route helper the app does define. The routes are read
from `config/routes.rb` and the files its `draw` calls load, with the names Rails gives them:
`resources` and `resource` (their member, collection and nested routes, `shallow`, `as:`,
`only:`), `namespace`, `scope as:`, `get ... as:` and `direct`.

The help names the defined helper it probably meant: the one with the same words in another
order (`admin_documents_setup_path` for `setup_admin_documents_path`), else the same route
nested under parents or taken out of them (`menu_good_path` for a scaffold's `good_path`,
`admin_exhibition_panels_path` for `admin_panels_path`, a shallow `link_path` for
`post_link_path`), else one a small edit away; with one such helper, an
unsafe fix puts it in.

## Why it matters

A helper is defined only when a route of that name is: a route renamed, moved into a namespace
or removed leaves calls that raise on every render of the page. Nothing fails before a request
renders that line, and a test that never renders that branch passes.

## Examples

```ruby file=config/routes.rb
Rails.application.routes.draw do
  namespace :admin do
    resources :legal_documents, only: :index do
      get :setup_jurisdiction, on: :collection
    end
    resources :exhibitions do
      resources :panels
    end
  end
  resources :projects do
    member do
      get :archive
    end
    resources :tasks, shallow: true
  end
  resource :profile, only: [:show, :edit]
  scope "/billing", as: :billing do
    get "plans", to: "plans#index"
  end
  get "about", to: "pages#about", as: :about_us
  direct(:docs) { "https://docs.example.com" }
end
```

```erb bad
<%= link_to "Setup", admin_legal_documents_setup_jurisdiction_path %>
                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ did you mean `setup_jurisdiction_admin_legal_documents_path`?
<%= link_to "Archive", archive_projects_path(@project) %>
                       ^^^^^^^^^^^^^^^^^^^^^ did you mean `archive_project_path`?
<%= link_to "Plans", plans_url %>
                     ^^^^^^^^^ did you mean `billing_plans_url`?
<%= link_to "Panels", admin_panels_path %>
                      ^^^^^^^^^^^^^^^^^ did you mean `admin_exhibition_panels_path`?
```

```erb good
<%= link_to "Setup", setup_jurisdiction_admin_legal_documents_path %>
<%= link_to "Archive", archive_project_path(@project) %>
<%= link_to "Tasks", project_tasks_path(@project) %>
<%= link_to "Edit task", edit_task_path(@task) %>
<%= link_to "Profile", edit_profile_url %>
<%= link_to "Plans", billing_plans_path %>
<%= link_to "Panels", admin_exhibition_panels_path(@exhibition) %>
<%= link_to "About", about_us_path %>
<%= link_to "Docs", docs_url %>
```

Rails' own helpers and the routes Rails adds itself, a receiver, a string, a comment or a name
built at run time:

```erb good
<%= image_tag image_path("logo.png") %>
<%= link_to "Download", rails_blob_path(@project.file, disposition: "attachment") %>
<%= link_to "Edit", edit_polymorphic_path(@project) %>
<%= link_to "Shop", main_app.shop_path %>
<%= link_to "Tab", "#{settings_path}?tab=1" %>
<%# link_to "Old", old_page_path %>
<% # link_to "Old", old_page_path %>
<%= link_to "Next", send("#{kind}_path") %>
```

A helper the app defines:

```erb good
<%= link_to "Back", back_to_list_path %>
```

```ruby file=app/helpers/navigation_helper.rb
module NavigationHelper
  def back_to_list_path
    session[:list_path] || projects_path
  end
end
```

A local the render call passes to the partial:

```erb good path=app/views/projects/_nav.html.erb
<%= link_to "Back", return_path %>
```

```erb file=app/views/projects/show.html.erb
<%= render "projects/nav", return_path: projects_path %>
```

Routes bridgelint cannot read whole (here Devise's):

```erb good
<%= link_to "Sign in", new_user_session_path %>
<%= link_to "Reports", reports_path %>
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  devise_for :users
  resources :projects
end
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A Ruby file of `config/` besides the routes files that draws routes
  (`Rails.application.routes.append { … }`, a routes file added to `config.paths`) or changes
  the inflections Rails names routes with (`inflect.irregular "campus", "campuses"` names
  `resources :campuses` `campus`): the names the routes files show are not all the app's. Said
  once in a note naming that file and line.
- A name close to no route helper the app defines (no route of the same words in another
  order, none nested under parents or taken out of them, none a small edit away): a gem's view
  helper may have any name ending in `_path` or `_url` (`gravatar_url`, `qr_code_path`), so only
  a near miss of a defined route proves a mistake. No note.
- The routes were not found, or not all read: a `draw` of a file that is missing,
  `devise_for`, a loop or another call that builds routes in Ruby (`%w[a b].each`,
  `ActiveAdmin.routes(self)`), `concerns` of a concern not declared, a route whose path is
  not literal. Any of them may define the name. A note names the first.
- A `mount` defines the helper of one name: its `as:`, else a name Rails makes from the mounted
  application (`sidekiq_web` for `Sidekiq::Web`; an engine names itself, `blog` for
  `Blog::Engine` unless it chooses another), with the `as` prefixes of the scopes around it
  (`admin_sidekiq` for `as: :sidekiq` in `namespace :admin`). A helper whose name has a word
  of the mounted application is not judged, nor a template in a views folder so named
  (`app/views/blog/...`, `app/views/layouts/blog/...`): the app's override of an engine's
  page, which calls the engine's helpers. No note.
- A bundled gem gives views route helpers the routes files do not show (`Gemfile.lock`, or the
  `Gemfile` when none is committed): Devise and its extensions, Clearance, Passwordless,
  Rodauth, Doorkeeper, HighVoltage, admin frameworks and CMSs whose views the app overrides
  (ActiveAdmin, RailsAdmin, Trestle, Avo, Spree, Solidus, Refinery, Alchemy, Comfortable
  Mexican Sofa, Decidim, Hyrax, Blacklight, Spina, Camaleon), forums and comments (Thredded,
  Commontator, Forem), InheritedResources (whose controllers give views `collection_url`,
  `resource_path` and the like); or a gem the app loads from `vendor/` (`gem "x", path: "vendor/gems/x"`),
  whose Ruby is not read. A note names the gem.
- A git submodule (`.gitmodules`) in a folder of the app that loads Ruby (`vendor/`, `lib/`,
  `engines/`, `gems/`, `components/`, `plugins/`) whose files bridgelint does not read: not
  checked out (a clone without `--recurse-submodules` leaves its folder empty), or under
  `vendor/`. A Rails plugin or engine there may draw routes. A note names the submodule.
- The app's Ruby (under `app/`, `config/`, `lib/`), its Haml and Slim, or any template's ERB
  binds the name: `def foo_path` (in a helper, a controller, a concern, a model, `lib`),
  `helper_method :foo_path`, `define_method(:foo_path)`, `alias`, `alias_method`, `delegate`,
  a local (`foo_path = ...`, `a, foo_path = list`), a block or lambda parameter
  (`|foo_path|`, `->(foo_path) { }`), a `for` variable, a key of a render call's `locals:`
  or of a strict local, `local_assigns[:foo_path]`, `respond_to?(:foo_path)`. The template
  guards the call with `defined?(foo_path)`. Ruby of the app that defines methods of computed
  names ending so (`define_method("#{name}_path")`), or a helper or controller that defines
  `method_missing`, may define any such name. No note.
- The template is not the app's own: it is outside the app's `app/` folder, or in an engine or
  dummy app folded into the repository; or an engine folded into the app has routes of its
  own, which may draw into the app's. An engine whose namespace is not isolated (no
  `isolate_namespace`) also calls its host's helpers, which are unknown; a note says so.
- Helpers of Rails and of common gems that end as route helpers do: ActionView's asset helpers
  (`image_path`, `asset_url`, `javascript_path`, `stylesheet_url`, `font_path`, `audio_path`,
  `video_url`, `compute_asset_path`), `polymorphic_path` and its `edit_`/`new_` forms, every
  name with the word `rails` (Active Storage's `rails_blob_path`, `rails_representation_url`,
  `rails_storage_proxy_path`, Action Mailbox's `rails_conductor_inbound_emails_path`),
  Turbo's `turbo_*` routes, Webpacker's and Shakapacker's `asset_pack_path`, Vite Ruby's
  `vite_*`, Kaminari's `next_page_path`, Ransack's `sort_url`, Cloudinary's `cl_*`.
- The call has a receiver (`main_app.foo_path`, `engine.foo_path`, `@x.foo_path`), is in a Ruby
  string or comment or an ERB comment, or its name is computed (`send("#{x}_path")`).
- The template never renders (see `rails-unrendered-template`), or the call is in a branch that
  never renders.
- The template is a page that nothing bridgelint reads renders, though its death is not proven:
  the app has no controller for its folder (`app/views/order_items/edit.html.erb` with no
  `OrderItemsController`, views left behind when a controller was removed), no Ruby names the
  class, no route reaches the folder and no render call names the page. A gem may still serve it
  (a gem adding routes to a controller of its own, a view path set at run time), so
  `rails-unrendered-template` does not call it dead, and no page is proven to fail. No note.
- The template would be proven never to render but for a render call whose name is computed
  (`render params[:redirect]` in a controller, `render partial: name` in a view), and no
  string or name pattern of the files read names it: the computed name would come from
  outside the app's files (a request's parameter), so no page is proven to fail. A
  partial named after its folder's model (`posts/_post`) stays judged: `render item` renders
  it with no string naming it. No note.

## Fix safety

With one probable helper, an unsafe fix replaces the call's name with it: a helper of the same
words in another order or a near spelling may still take other arguments, or go to another page
than the author meant.

## Options

None.

## References

- Rails guide, Routing from the Outside In: naming routes, `resources`, `namespace`, `scope as:`,
  `shallow`, `direct`.
- Rails `ActionDispatch::Routing::Mapper#name_for_action`: how a route's name is built.
"""#,
        "rails-unrendered-template": #"""
# rails-unrendered-template

Severity: info · Fix: none · Since: 0.1.0

Why this severity: info: markup in a template nothing renders breaks nothing at run time;
deleting the file (or rendering it) is hygiene.

## What it does

Reports a template the app can never render, once, on its first line, in place of the findings
bridgelint would otherwise report in it (one cause, one finding). A template is proven never to
render in these cases:

- a page (`app/views/products/index_modern.html.erb`) whose folder's controller is in the
  repository, with every superclass and included module read: no method of that name in the
  chain, no Ruby under `app/`, `config/` (routes included) or `lib/` names it, no render call
  names it (`render template: "products/index_modern"`), and it is not one of the actions
  `resources` routes (`index`, `show`, `new`, `edit`, `create`, `update`, `destroy`);
- a page whose name cannot be an action (`products/show-backup`, `errors/2024`: no Ruby method
  has that name, so no action renders it implicitly) whose folder's controller and its
  superclasses are the app's, when no file writes the name whole (`"products/show-backup"`,
  `"products#show-backup"`, `:'show-backup'`; `show-backup2` is another name) and nothing
  computes a template's name;
- a page of a folder nothing serves (`app/views/pages/code.html.erb` that a rake task reads as
  text): no controller or mailer of the app for the folder, no Ruby naming its class, a folder
  no bundled gem's views may use (HighVoltage's `pages/` with `high_voltage` bundled, a gem's
  name), no route that may reach an action of it (routes bridgelint cannot read may; a route
  whose path is computed and whose target is written reaches only that target), no view path
  configured (`prepend_view_path`, `append_view_path`, `view_paths`; a local variable of that
  name, `view_paths = [...]` in a model, configures nothing), and no render call or file
  writing its name;
- a mail view (`app/views/user_mailer/welcome.html.erb`) of a mailer method nothing calls:
  the mailer `app/mailers/user_mailer.rb` (whatever its name: `Notices` serves `notices/`, when
  no controller serves that folder too) is the app's (`< ApplicationMailer` of the app, or
  `< ActionMailer::Base`; a gem's mailer such as `Devise::Mailer` is called by the gem), it
  defines `welcome` and calls it nowhere, chooses no template (`template_name:`,
  `template_path:`) nor renders one by name, no other file names `welcome` (a call, a
  `deliver_later`, a preview under `test/mailers/previews`), and no file naming the mailer's
  class calls a method it computes (`send`, `public_send`, `try`, `method`);
- a page of Devise's own views that only one of its modules renders, when no `devise` call of
  the app's Ruby enables that module (`devise :database_authenticatable, :recoverable`, in any
  spelling: parentheses, one module per line, `%i[...]`): `devise/unlocks/` and the mail
  `devise/mailer/unlock_instructions` need `:lockable`, `devise/confirmations/` and
  `confirmation_instructions` `:confirmable`, `devise/passwords/` and
  `reset_password_instructions` `:recoverable`, `devise/registrations/` `:registerable`
  (`devise_for` draws the routes of the modules the model enables, and only those modules send
  their mails); no other gem of Devise's is bundled, no route of the app's own reaches the page,
  and no file renders it by name;
- a page of a Devise controller (`devise/registrations/new` and `edit`, `devise/passwords/new`
  and `edit`, the `new` of `sessions`, `confirmations` and `unlocks`, or the same pages of the
  app's controller a `controllers:` hash puts in its place) that every `devise_for` of the routes
  leaves out (`only: [:sessions]`, `skip: :registrations`, `skip: :all`), though a model enables its
  module; options not written literally, or routes not read, keep it live; the app's controller
  that inherits from Devise's is reached by a `devise_for` only when its `controllers:` hash
  names it (or is not written literally);
- a page at the root of the views (`app/views/kata.html.erb`, say a symbolic link to
  `docs/kata.html.erb`, which `DocsController#kata` renders under its own name): it is in no
  controller's folder, so only a render call or file writing its name renders it
  (`render template: "kata"`), unless a view path is configured or a lookup prefix redefined
  (`local_prefixes`, `_prefixes`, `controller_path`, a mailer's `template_path`);
- a page whose action always responds without it: its body has, at its top level and on no
  condition, `render json:` (or `plain:`, `xml:`, `body:`, `js:`, `html:`, `inline:`,
  `turbo_stream:`), `head`, `redirect_to`, `send_data`, `send_file` or a render of another
  template by its literal name (`render :profile`, `render template: "shared/profile"`)
  (directly or through a method of the controller that does), an `if` or `unless` with an
  `else` each of whose branches sends the same one of these at its own top level, or a `respond_to` whose
  `format.html { ... }` always sends such a response, or that names only formats that are not
  HTML (`format.json { render json: @post }`, a bare `format.turbo_stream`: an HTML request gets
  406), every `return` in it returns such a response (a bare `return` on no condition after
  the response ends the action: a former body below it never runs), and no other action,
  callback or subclass of the controller renders the template (`render :show`,
  `render "entities/show"`, or a `render layout: false` of the running action's template in a
  method a callback or call runs; one only an action of its own runs renders that action's).
  A route with an `:action` segment changes nothing here: the action the class defines runs.
  Nor does a module of a gem that the chain includes, when the action is not a REST one
  (`index`, `show`, ...): the class's own method runs before any module's, and a gem cannot
  name the app's templates but by such a name;
- a page named after an action no route reaches (`resources :products, only: :index` has no
  `edit`; `only:` and `except:` are read in every spelling: a symbol, a string, `[:a, :b]`,
  `%i[a b]`), while the app's routes are read whole, no `:action` segment or computed target may
  reach it, its folder's controller classes are the app's up to Rails' base, and neither they
  nor the modules they include render it by name (`render :edit`, `render "edit"`,
  `render action: :edit`, and `render "edit.html.erb"`, which Rails before 7.0 reads as
  `edit`; in the folder's own controller, only from actions that run: an
  `update` the routes leave out too, which the controller calls nowhere, renders nothing, and no
  `render` may stand outside a method; for a page of the HTML format, `edit.html.erb`, a call
  inside another format's block, `format.json { render :edit }`, renders `edit.json` and keeps
  it live from no action, routed or not) or change how actions dispatch (`respond_with` among them); no other
  controller inherits from it, and no file renders the page by its path. Every included module
  is read, but those of gems that only add helpers and callbacks to a controller (`Pundit`,
  `Pundit::Authorization`, `Pagy::Backend`, `Pagy::Frontend` (included through a helper module
  of the app), `Pagy::Method`, `CanCan::ControllerAdditions`,
  `ActionPolicy::Controller`, `Devise::Controllers::Helpers`, `Clearance::Controller`): any other
  gem's module keeps the page live. A bare `render` renders the template of the action a request
  runs, a routed one, so it keeps no unrouted page live. A `mount`ed application, `devise_for`, a redirect or a Rack application reaches no action
  of the app's own controllers (`PostsController.action(:edit)` may reach one), and
  `ActiveAdmin.routes(self)` only those of its default namespace, `admin/`;
- a Turbo Stream action's template (`create.turbo_stream.erb`), which its action renders for a
  request that accepts Turbo Streams as it renders a page: proven as a page is (no route reaches
  its action, nothing names it), but never by what the action answers, which is read for HTML
  (`format.html { redirect_to ... }` says nothing of `format.turbo_stream`); a stream partial
  (`_row.turbo_stream.erb`) is not judged;
- a partial no other file names: no render call or string literal in a template or in Ruby
  names it (`"shared/theme_toggle"`, `"theme_toggle"`, a template render of its file,
  `render template: "shared/_theme_toggle.html.erb"`, or its name with formats and handler,
  `render "theme_toggle.html.erb"`, which Rails before 7 still looked up with a deprecation
  warning), no computed name fits it, and, for a
  partial named after a model (`comments/_comment`), no object rendered may be of that model. A
  name without a folder (`"theme_toggle"`) names it only where Rails may look it up in the
  partial's folder: not from a page or Turbo Stream action of another folder whose controller and
  superclasses are read and leave that folder out (no controller inherits from it, nothing renders
  the page by its path); a name with another folder (`"pages/theme_toggle"`) never does; from a
  controller, a name without a folder is looked up in the prefixes of that controller and of
  those that inherit from it (`render :settings` in `UsersController` names no
  `users/private/_settings`); a leading `/` names the partial from the root of the views
  (`"/user_util_links"` is `app/views/_user_util_links`). A path joined from a literal head
  (`["contents/create", @role].compact.join("/")`) names what fits `contents/create/…`, and a
  `partial:` key of a URL helper's call (`polymorphic_path(@item, partial: kind)`) is a query
  parameter, no name; nor does a route's string (`get "demo/static" => ...`), nor ERB in a
  template Rails shows as it is (`index_old.html`, without `.erb`). In Ruby,
  `partial: modal_partial` names the literals the file assigns that variable when every assignment
  is a literal string. A string a call other than `render` writes as an HTML attribute's whole
  value names nothing: a value of a `data:` or `aria:` hash (`data: { list_filter_target: "form" }`),
  of a form helper's `html:` hash, of `role:`, or of a `data-*` or `aria-*` key (`"data-action": "x"`),
  or an `anchor:` (a URL's fragment:
  `project_path(@project, anchor: "subjects")`), nor does the key of a lookup (`hash["subjects"]`,
  `data.fetch("subjects")`, `dig`) or of a translation (`t("subjects")`, `I18n.t "subjects"`);
  an argument of another helper
  (`ui_panel "form"`), a `data_action: "x"` key (a keyword parameter may be rendered) or a
  value that is more than the string still names it;
- a partial only render calls inside HTML comments name (`<!-- <%= render "guides/timeline" %> -->`):
  what they write is comment text, which browsers never read as markup (the message says it
  renders only inside HTML comments);
- a layout nothing chooses: not `application`, no controller or mailer of its name, and no
  `layout` call, `layout:` option, render call or other Ruby names it;
- a ViewComponent template whose class name and file name appear in no file but its own
  (templates, Ruby, previews count);
- a template under `app/components/` that is no component's: ViewComponent renders the
  template named after a component's class (its variants, the templates of its sidecar
  folder), so `sidebar_component_old.html.erb` beside `sidebar_component.rb` would need a class
  `SidebarComponentOld`; proven when no file names that class or the file, the file is in no
  sidecar folder nor a preview's (`*_preview/`), and no view path may include the folder (no
  `prepend_view_path`, `append_view_path`, `view_paths`, no line naming `app/components` with
  views).

A template proven never to render names nothing: a partial only such a template renders
(`_palette` rendered only by an `_editor` nothing renders) never renders either, however long
the chain (its message then says that no render call names it "but templates that never
render"); templates that only render each other stay live.

Only a template bridgelint found something in is reported; a clean copy stays quiet, as
nothing in it needs a decision. Reported or not, what it mounts does not count as used for
`stimulus-unused-controller` and `stimulus-unloaded-controller`, nor does its text name a
controller for them.

A render call that names no template leaves the others unnamed: another object's `render`
(`MarkdownRenderer.render(text)`, `@markdown.render(text)` for a variable the file assigns a
constant's object, `def self.render`), `render self` (the object's own partial: one named after
a model may render) and a collection (`render topic.categories`: its items' partials, each named
after a model).

## Why it matters

An old copy (`index_modern`, `show_backup_original`) or the HTML view of an action that became
an API endpoint keeps collecting findings that change nothing in the running app, and hides the
findings that do. Deleting it removes them; rendering it again brings them back.

## Examples

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :products, only: :index
end
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/products_controller.rb
class ProductsController < ApplicationController
  def index
    @products = Product.all
  end
end
```

A copy of a page no action, route or render call names:

```erb bad path=app/views/products/index_modern.html.erb
<section class="grid" class="wide">
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <p>Modern grid</p>
</section>
```

The page of an action that always renders JSON:

```erb bad path=app/views/products/index.html.erb
<section class="grid" class="wide">
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <p>Products</p>
</section>
```

```ruby file=app/controllers/products_controller.rb
class ProductsController < ApplicationController
  def index
    render json: Product.all
  end
end
```

The page of an action each of whose branches redirects (an `if` with an `else`):

```erb bad path=app/views/products/archive.html.erb
<section class="grid" class="wide">
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <p>Archived</p>
</section>
```

```ruby file=app/controllers/products_controller.rb
class ProductsController < ApplicationController
  def archive
    if Product.find(params[:id]).archive
      redirect_to products_path, notice: "Archived"
    else
      redirect_to products_path, alert: "Could not archive"
    end
  end
end
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :products, only: :index do
    patch :archive, on: :member
  end
end
```

The page of an action the routes leave out (`only: :index`), which no code renders by name:

```erb bad path=app/views/products/edit.html.erb
<form class="edit" class="wide">
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <input name="name">
</form>
```

A route to it, of any form, keeps it live (here it is clean):

```erb good path=app/views/products/edit.html.erb
<form class="edit">
  <input name="name">
</form>
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :products, only: :index do
    get :edit, on: :member
  end
end
```

A copy whose name cannot be an action, which no file names:

```erb bad path=app/views/products/index-backup.html.erb
<section class="grid" class="wide">
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  <p>Old grid</p>
</section>
```

Rendered by its name, it is linted as any other page (here it is clean):

```erb good path=app/views/products/index-backup.html.erb
<section class="grid">
  <p>Old grid</p>
</section>
```

```ruby file=app/controllers/products_controller.rb
class ProductsController < ApplicationController
  def index
    render "index-backup" if params[:old]
  end
end
```

A page of Devise's that only `:lockable` renders, which no model enables:

```erb bad path=app/views/devise/unlocks/new.html.erb
<h2 class="title" class="wide">Resend unlock instructions</h2>
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
```

```ruby file=app/models/user.rb
class User < ApplicationRecord
  devise :database_authenticatable, :recoverable, :rememberable
end
```

```text file=Gemfile
gem "devise"
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  devise_for :users
  resources :products, only: :index
end
```

With `:lockable` enabled, it is linted as any other page (here it is clean):

```erb good path=app/views/devise/unlocks/new.html.erb
<h2 class="title">Resend unlock instructions</h2>
```

```ruby file=app/models/user.rb
class User < ApplicationRecord
  devise :database_authenticatable, :recoverable, :lockable
end
```

```text file=Gemfile
gem "devise"
```

A partial nothing renders:

```erb bad path=app/views/shared/_theme_toggle.html.erb
<button class="toggle" class="round">Theme</button>
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
```

A copy of a component's template left beside it, which no class renders:

```erb bad path=app/components/sidebar_component_old.html.erb
<nav class="sidebar" class="wide"></nav>
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
```

```ruby file=app/components/sidebar_component.rb
class SidebarComponent < ViewComponent::Base
end
```

```erb file=app/components/sidebar_component.html.erb
<nav class="sidebar"></nav>
```

```erb file=app/views/products/show.html.erb
<%= render SidebarComponent.new %>
```

A copy without findings stays quiet:

```erb good path=app/views/products/index_modern.html.erb
<section>
  <p>Modern grid</p>
</section>
```

Rendered, the partial is linted as any other (here it is clean):

```erb good path=app/views/shared/_theme_toggle.html.erb
<button>Theme</button>
```

```erb file=app/views/products/index.html.erb
<%= render "shared/theme_toggle" %>
```

## When it stays silent

- A render call whose name is computed (`render params[:page]`, `render partial: widget_name`,
  `render @thing.partial_name`, `render @record.to_partial_path`, a lone variable that is no
  block parameter) may render any page or partial: none is reported in that app. A name
  joined with `+` from values and literals (`render(kind + "_fields", f: f)`) may be any name
  with those literal parts (`education_fields`, not `results`); a condition between two literal
  names (`partial: wide ? "a" : "b"`) names both; a render given its options in a hash with a
  response that is no template (`render({ json: list }.tap(...))`) names none, nor does an
  object made with `new` (`render(::Admin::RowComponent.new(row: r))`, `render(klass.new(**args))`,
  a local the file assigns only such objects: `component = FeedComponent.new(...)` then
  `render(component)`) or `render head 401`. So may a
  `render` whose receiver may be a view, a controller or their renderer (`helpers.render`,
  `h.render`, `view_context.render`, `ApplicationController.renderer.render`, a variable of
  unknown origin). A name computed in part (`render "shared/#{kind}"`)
  keeps the templates it fits. Options written `:partial => "x"` are read as `partial: "x"`, and a
  computed `partial:` given to any call (`page.replace_html "list", partial: kind`) counts.
  A form builder's `fields_for :tasks` with no block (the nested_form gem's, which renders the
  association's singular, `task_fields`; Rails' own needs a block) may render any partial whose
  name ends in `_fields`.

```erb good path=app/views/projects/_task_fields.html.erb
<div class="task">
  <%= f.text_field :title %>
  <%= f.link_to_remove "Remove" %>
</div>
```

```erb file=app/views/projects/_form.html.erb
<%= nested_form_for @project do |f| %>
  <%= f.fields_for :tasks %>
  <%= f.link_to_add "Add a task", :tasks %>
<% end %>
```

```erb file=app/views/projects/new.html.erb
<%= render "form" %>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/projects_controller.rb
class ProjectsController < ApplicationController
  def new
    @project = Project.new
  end
end
```

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :projects, only: :new
end
```
- A method that renders what its caller names (`def show_in_dialog(options = {})` with
  `render partial: options[:partial]`, or a keyword parameter: `def stream_modal(partial:
  "modals/#{action_name}")` with `partial: partial`) renders the literal names its calls give
  (`show_in_dialog(partial: "cards/summary")`) and its keyword's default; it may render any
  partial once a call gives anything else (`show_in_dialog(params)`, `partial: kind`), or the method is named otherwise
  than called (`send(:show_in_dialog, ...)`, a Haml or Slim template).
- An app with no controller under `app/controllers/` (a gem's views, a fragment of an app):
  its templates may be rendered from outside the repository.
- A page whose controller is not in the repository (Devise's views but those of a module no
  model enables, a gem's controller), whose
  superclass or included module was not read (a gem's module; but see above for an action of
  the class's own that always responds otherwise), or whose controller chain has
  `method_missing`, `action_missing`, `define_method`, an `alias_method` of computed names
  (`alias submit_button loading_button` defines one method), `send`, or a bare `render` (or
  `render layout: false`) that a callback or a call may run for the page's action or that
  stands outside any method.
- Devise's views while a `devise` call computes its modules (`devise(*MODULES)`,
  `devise Settings.modules`), none is read (the models are a gem's), or another gem of Devise's
  is bundled (`devise_invitable`, `devise-two-factor`), which may add modules and views.
- With Devise's scoped views (`config.scoped_views = true`, not commented out), a page in a folder
  named after one of Devise's controllers under a scope's folder (`users/registrations/new`,
  `admins/sessions/new`, `users/mailer/`): Devise's controllers look their views up there first.
- A page named after an error status, as a number or as Rack names it (`errors/404`,
  `errors/not_found`, `errors/unprocessable_entity`), in a folder no controller of the app
  serves: an exceptions app outside the repository (`config.exceptions_app`, set by gems such
  as gaffe or rambulance) renders such pages from a folder of its own choosing.
- A page of an action while some route may reach it, or routes are not read whole: a route to
  it written any way (`get "x", to: "products#edit"`, `member do get :edit end`, `match`, a
  concern's routes, `scope controller:`, a path that names the action in other words:
  `get "cookie-details"` in `namespace :help` routes to `help#cookie_details`), a computed target (`to: target`,
  `to: "#{name}#edit"`, `action: name`), a computed `only:`, a call of the routes DSL bridgelint
  does not read (a gem's route macro, a method of the app, `require_relative` or `load` of a
  file that may draw routes), a `draw` whose file is missing, or
  a file under `config/routes/` no `draw` loads (an app may load it otherwise); or a controller
  of its folder, or a module it includes that is not in the repository (Wicked's
  `Wicked::Wizard` renders each step's page) or that is and renders it by name or renders the current
  action (`respond_with`), or a controller inherits from it. Routes drawn into an engine's route
  set may reach a controller inside the engine's module, which the routes do not show (an engine
  that isolates its namespace puts its routes there): `scope module: "scorm_creator"` in
  `FreeLearn::Core::Engine.routes.draw` reaches `FreeLearn::ScormCreator::GameController`.

  Here the engine's `new` page renders (its finding is reported), and a copy of it does not:

```erb bad path=app/views/free_learn/scorm_creator/game/new_copy.html.erb
<h1 class="title" class="wide">New game</h1>
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
```

```erb file=app/views/free_learn/scorm_creator/game/new.html.erb
<h1 class="title" class="wide">New game</h1>
```

```ruby file=config/routes.rb
FreeLearn::Core::Engine.routes.draw do
  scope module: "scorm_creator" do
    resources :game, only: :new
  end
end
```

```ruby file=app/controllers/free_learn/scorm_creator/game_controller.rb
module FreeLearn
  module ScormCreator
    class GameController < ActionController::Base
      def new
      end
    end
  end
end
```
- Routes with `:action` or `:controller` segments, or no `config/routes.rb` read. A route
  whose `:action` goes to a controller written on the same line (`get "/puzzles/:action" =>
  "puzzles#:action"`) keeps only the pages of folders ending in `puzzles` live (of `shop/puzzles`
  only, inside `namespace :shop`: a route's controller has the module its scopes give it, also
  one named by `scope controller:`).
- A page whose name cannot be an action, while its folder's controller or one of its
  superclasses is not in the repository (`PagesController < HighVoltage::PagesController`
  renders the name a request gives), or a route, render call or any other file writes its name.
- An action with `rescue`, `ensure`, `super`, a conditional response, a bare `return`, or a
  `render` of a computed name (`render @view`): it may render its page. So does
  a `render` whose options name neither a template nor another response (`render layout:
  "touch"`, `render :layout => false, :status => 422`): Rails renders the action's own page, in
  that layout (`render :action => "other", :layout => "touch"` renders `other`). So does a
  `respond_to` with a bare `format.html`, a `format.html` block that may render, `format.any`,
  `format.all`, `format.js` (Rails falls back to HTML templates for it), a format of another
  name than the usual non-HTML ones (`json`, `xml`, `csv`, `pdf`, `turbo_stream`, ...), a branch
  of such a format that may render a template, a `format.html` inside an `if`, or any other
  statement in its block.
- A partial in a folder of a gem's views (`kaminari/`, `devise/`, `action_text/`, a folder named
  in the Gemfile as a gem or a part of a gem's name between `_` and `-`: `devise/` for
  `spree_auth_devise`, not `admin/` for `activeadmin`; but Devise's own views render only
  `devise/shared/_links` and `devise/shared/_error_messages`, so with no other gem of Devise's
  bundled another partial under `devise/` is proven as the app's; a folder named after a part
  of a gem's name is the app's when a controller file of the app serves it: `search/` with
  `SearchController` and `pg_search` bundled), or named after a model while some render
  call is given an object whose model may be that one (`render @items`, `render item` for an
  `Item` bridgelint does not know).
- A layout while a layout is chosen at run time (`layout :pick_layout`, `layout -> { ... }`,
  `render layout: variable`).
- A component while the app looks up classes by computed names (`constantize`, `const_get`)
  and some string, symbol or word array of its Ruby spells "component" (`"#{kind}_component"`,
  `"Component"`, `%i[chart_component]`), from which such a name may be built. A lookup in an
  app that never spells it (a model's `type_class.constantize`) names no component.
- Haml, Slim and Jbuilder templates are not parsed: a word of theirs that may name a template
  keeps it live, and a render they give a computed name keeps every partial live. An Arbre
  template (ActiveAdmin's `.arb`) is Ruby, read as any Ruby file: its render calls and strings
  count, but not a `class:` or `id:` value (`div class: "header"`).
- With the rule turned off, nothing is proven: the findings in such templates are reported.

## Fix safety

No fix: whether to delete the template or render it is the author's choice.

## Options

None.

## References

Rails guides: Layouts and Rendering in Rails (implicit rendering, `render`, `layout`).
ViewComponent: rendering components.
"""#,
        "stimulus-duplicate-controller": #"""
# stimulus-duplicate-controller

Severity: warning · Fix: none · Since: 0.1.0

Why this severity: warning: the later registration silently replaces the earlier one; whichever
wins, markup for the other never behaves as written.

## What it does

Reports a controller identifier defined by more than one file: two controller files, a file
and an explicit `application.register("id", Klass)` of another class, or a local file and an
npm package listed under `controllers: packages:`. The finding is at each later definition
(packages count first, then controller files by path, then `register` calls), with the first
as a related location. A `register` call of the very class a file defines (the Stimulus manifest
in `controllers/index.js`) is not a second definition.

## Why it matters

Stimulus keeps one class per identifier: registering it again replaces the first, so one of
the two never runs, and which one depends on load order. Real apps ship this (a local copy of a
package's controller, a renamed file still registered under its old name).

## Examples

```js file=app/javascript/controllers/hello_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  greet() {}
}
```

```js file=app/javascript/controllers/greeting_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  greet() {}
}
```

```erb bad
<div data-controller="hello greeting"></div>
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import GreetingController from "./greeting_controller"

application.register("hello", GreetingController)
                     ^^^^^^^
```

```erb good
<div data-controller="hello greeting"></div>
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import GreetingController from "./greeting_controller"
import HelloController from "./hello_controller"

application.register("greeting", GreetingController)
application.register("hello", HelloController)
```

A second entry point that loads controllers on demand registers each file's default export
under the file's own identifier: one definition each, as with a static `import`.

```erb good
<div data-controller="hello greeting"></div>
```

```js file=app/javascript/customer.js
import { Application } from "@hotwired/stimulus"

const application = Application.start()
Promise.all([
  import("./controllers/hello_controller"),
  import("./controllers/greeting_controller"),
]).then(([hello, greeting]) => {
  application.register("hello", hello.default)
  application.register("greeting", greeting.default)
})
```

Two entry points that each start their own application and register `hello`, loaded by
different layouts, are never on one page: each page has one `hello`.

```erb good
<div data-controller="hello greeting"></div>
```

```erb file=app/views/layouts/admin.html.erb
<%= vite_javascript_tag "admin" %>
<%= yield %>
```

```erb file=app/views/layouts/application.html.erb
<%= vite_javascript_tag "application" %>
<%= yield %>
```

```json file=config/vite.json
{ "all": { "sourceCodeDir": "app/frontend" } }
```

```js file=app/frontend/entrypoints/admin.js
import { Application } from "@hotwired/stimulus"
import HelloController from "../admin/hello_controller"

window.Stimulus = Application.start()
window.Stimulus.register("hello", HelloController)
```

```js file=app/frontend/entrypoints/application.js
import { Application } from "@hotwired/stimulus"
import { HelloController } from "../javascript/controllers/hello_controller"

window.Stimulus = Application.start()
window.Stimulus.register("hello", HelloController)
```

```js file=app/frontend/admin/hello_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

```js file=app/javascript/controllers/hello_controller.js
import { Controller } from "@hotwired/stimulus"

export class HelloController extends Controller {
  greet() {}
}
```

A class bridgelint cannot tie to a file (a global, a call, a member of an object) may be the
very class the controller file defines: no duplicate is proven.

```erb good
<div data-controller="hello greeting"></div>
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"

application.register("hello", window.Controllers.Hello)
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- It runs only over the whole project (`bridgelint check` at the root or the app's folder): a run
  over some files (a pre-commit hook, an editor) does not check it. No note.
- Only definitions bridgelint read are compared: identifiers from a package it cannot read (a
  package passed to `application.load(...)` that is neither vendored nor installed, one under
  `controllers: packages:` missing from `node_modules`) are unknown, so a local file that shadows
  one is not reported. Said once in a note about the package.
- An identifier listed under `controllers: known:` is not a definition: a local controller file with
  the same identifier is not reported (`--show-settings` lists the known identifiers).
- A `register` call of the very class a controller file defines (the manifest in
  `controllers/index.js`) is one definition, not two. So is one package's class registered in two
  files (`import Autosave from "stimulus-rails-autosave"` in both, or the same named export): the
  same class twice; another export of that package is another class. A dynamic import's
  default export is the imported file's class, as a static import's is:
  `import("./x_controller").then(m =>
  app.register("x", m.default))`, element *i* of `Promise.all([import(a), import(b)]).then(([ma,
  mb]) => ...)`, `const m = await import("./x")`, `(await import("./x")).default`.
- A duplicate needs two classes proven different: a controller file, a class imported from a
  file or a package, a class written inline or declared in the registering file. A `register`
  call whose class bridgelint cannot tie to any of these (a global such as
  `window.Controllers.Hello`, a call, a member of an object, `m.default` of an import it cannot
  follow) may register the very class the other definition names, so it is never one of the
  duplicates. The note about classes that cannot be read names it.
- A `register("id", ...)` call on a receiver not proven to be a Stimulus `Application` (Handlebars
  or another library inside a vendored or minified bundle, a global in a file that imports nothing
  from Stimulus) defines no controller, so it is never one of the duplicates.
- A controller file (or a `register` call) in a folder no entry point of the app reaches
  defines nothing Stimulus sees (`stimulus-unloaded-controller` reports the folder's files, once
  each), so it is never one of the duplicates. Likewise, where every script the entry points
  lead to is known (Vite, Webpacker, importmap), a file of a folder they reach that none of them
  imports (in an importmap app, a `register_all.js` beside the controllers, which stimulus-loading
  does not import: it imports only `*_controller` names):
  a manifest left in `app/javascript/controllers` after the app moved its controllers to
  `app/frontend` (which still imports a few of the old files by path) registers nothing, and the
  files only it registered define nothing. A file in a folder the app loads that its manifest
  skips still is one: a `register` call of another class under its identifier is the mistake.
- Definitions in two applications: an engine folded into the app whose own scripts start a
  Stimulus application (`Application.start()` in its bundle) keeps its identifiers apart from the
  host's; each page loads one of the bundles. Likewise, in an app with several entry points that
  start Stimulus, a `register` call on an application its file starts and keeps to itself (no
  export, no `window.Stimulus = application`, not handed to a function, no loader in the file)
  is in that entry point's application only: two packs that each `Application.start()` and
  register `filter` replace nothing of each other's, nor of the controllers folder's. Not for a
  built bundle (it has a source map), which repeats what its sources start. No note.
- Definitions no page loads together: each is registered by a script (its `register` call's,
  or its loader's) that only scripts a layout's script tag names reach by their imports
  (`vite_javascript_tag "admin"`, `javascript_pack_tag`, `javascript_include_tag`,
  `javascript_importmap_tags "admin"`, `javascript_import_module_tag`; a name as written names
  the shallowest scripts whose path ends with it, so the `application` of
  `javascript_importmap_tags` is `app/javascript/application.js`, not
  `app/javascript/admin_v2/application.js`, which `javascript_importmap_tags
  "admin_v2/application"` names), and
  no layout loads both (itself, or through a layout it renders by name): an admin entry point and
  a shop entry point, each starting its own application with its own `modal`, are never on one
  page. Whenever that is not proven, one page may load both and they conflict as before: a
  template other than a layout names one of the scripts (a page may add it inside any layout),
  a script no template names and no script imports reaches the definition (a glob, a computed
  name or a page bridgelint cannot see may load it), a template's script tag has a name that is
  not a literal or a `<script src>` loads one of the app's own files, a script imports by a
  computed name or a glob other than a controller loader's (it may load any script), the app
  joins files with Sprockets' `//= require`, or a definition comes from a package or from a
  controllers folder no loader of the app names. The separation is of pages as the browser
  loads them; a Turbo Drive visit from one layout's page to the other's keeps the first
  application running beside the second, which is no duplicate in either. No note.
- A controller file with exports and no default export (`export class FilterController extends
  Controller`) is registered by no loader (`definitionsFromContext`, `eagerLoadControllersFrom`
  and `lazyLoadControllersFrom` take the default export), so its path gives it no identifier to
  duplicate; only a `register` call naming its class does. No note.
- A file loaded under a guessed name (a loader of the app's own that may name files by their file
  name only, so both names are taken) is never one of the duplicates under that name. No note.
- A script a bundler built from the repository's own sources (its `//# sourceMappingURL=` names a
  map, in the repository or inline, whose `sources` include a file of the repository: a gem's UMD
  and ESM builds of its `app/javascript`) repeats what its sources register, so it is never one of
  the duplicates: an app loads one build, and the sources are compared as written. Likewise a
  script the repository's `package.json` names as the package's bundle (`main`, `browser`,
  `unpkg`, `jsdelivr`) while it names another of its scripts as the source module (`module`,
  `source`). No note.

## Fix safety

No fix: which definition should stay is the author's decision.

## Options

None.

## References

- hotwired/stimulus `Application.register` / `Router.loadDefinition` (a definition replaces the
  one registered under the same identifier).
"""#,
        "stimulus-invalid-action": #"""
# stimulus-invalid-action

Severity: error (warning for blanks around `->` that work only because the event is the element's default) · Fix: unsafe · Since: 0.1.0

Why this severity: error: Stimulus rejects the descriptor (or fails to parse it and drops it
without a word), so the action never runs. Blanks around `->` are a warning where the written event is the element's default
(`click -> menu#open` on an `<a>`): Stimulus drops `click` and `->`, and `menu#open` listens for
the default event, so the action runs as written, by accident.

## What it does

Reports a `data-action` descriptor that Stimulus cannot run, checked more strictly than
Stimulus' own regular expression (which accepts `click->#open` with the identifier `click->`):

- no `#method` (`click->menu`), or an empty part: no event before `->`, no identifier before
  `#`, no method after `#`, an empty option after `:`;
- a method that is not a plain name: `menu#open()`, or a `#private` method;
- no `event->` on an element without a default event. Only `a`, `button`, `form`, `details`,
  `input`, `select` and `textarea` have one (for a Rails helper, the element it renders:
  `link_to` is an `a`, `tag.div` a `div`); on any other element Stimulus cannot parse the action
  and drops it silently (its "missing event name" error is caught and discarded);
- an option other than `stop`, `prevent`, `self`, `capture`, `once`, `passive` (each may be
  negated with `!`);
- a key filter on a DOM event that is not `keydown`, `keyup` or `keypress` (`click.enter`; on a
  custom event the `.` is part of its name, as in Bootstrap's `shown.bs.modal`, and so is a suffix
  that is no key name, as in `show.bs.tab`, whose first part happens to be a DOM event), an
  unknown key name (Stimulus knows enter, tab, esc, space, up, down, left, right, home, end,
  page_up, page_down, a-z and 0-9) or modifier (meta, ctrl, alt, shift), more than one key in a
  filter, or more than one modifier before the event (`ctrl+shift+click`);
- a global target other than `@window` and `@document`;
- blanks around `->` (`focus -> menu#open`): `data-action` is split on whitespace, so this is
  reported once, as one descriptor broken in pieces, with a safe fix that removes the blanks (a
  warning when the event written is the element's default, see below).

A descriptor that touches ERB (`<%= event %>->menu#open`) is not known, and is not judged; ERB
that renders one of a few literals (`<%= "click->menu#open" if editable %>`, a ternary,
`token_list`) is judged as each of them.

## Why it matters

Stimulus does not validate descriptors. `click.enter->menu#open` listens for an event named
`click.enter`, which never fires; `click@body->` listens for `click@body`; `menu#open()` looks up
a method literally named `open()`; a `<div data-action="menu#open">` has no event
to listen for: Stimulus' `missing event name` error is caught and discarded, so that action is
silently dropped (the element's other actions still bind). None of these fail loudly in a browser
test that does not click the element.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu">
  <button data-action="click->menu">Menu</button>
                              ^^^^
  <button data-action="click->#open">Open</button>
                              ^
  <div data-action="menu#close">Close</div>
                    ^^^^^^^^^^
  <button data-action="click->menu#open:prevnt">Open</button>
                                        ^^^^^^
  <input data-action="click.enter->menu#open">
                            ^^^^^
  <input data-action="keydown.escape->menu#close">
                              ^^^^^^
  <button data-action="click@body->menu#close">Close</button>
                             ^^^^
  <button data-action="menu#open()">Open</button>
                            ^^^^^^
  <button data-action="focus -> menu#open mouseover->modal#show">Open</button>
                       ^^^^^^^^^^^^^^^^^^
  <%= link_to "Copy", "#", data: { action: "focus-> menu#open" } %>
                                            ^^^^^^^^^^^^^^^^^
</div>
```

```erb bad
<%= tag.section data: { controller: "menu", action: "menu#open" } do %>
                                                     ^^^^^^^^^
  <%= link_to "Close", "#", data: { action: "menu#" } %>
                                                 ^
<% end %>
```

Where the event written before the blanks is the element's default one (`click` on `<a>` and
`<button>`, `submit` on `<form>`, `change` on `<select>`, `input` on `<textarea>` and most
`<input>`s, `click` on `<input type="submit">`, `toggle` on `<details>`), and the last piece has no
arrow of its own, the action still runs: Stimulus drops `click` and `->` as tokens it cannot parse,
and `menu#open` listens for the default event. That is a warning about the style:

```erb bad
<div data-controller="menu">
  <a href="#" data-action="click -> menu#open">Open</a>
                           ^^^^^^^^^^^^^^^^^^ warning: works only because `click` is the default event of `<a>`
</div>
```

An event name where the identifier goes (`->controller` left out) is one finding here, not also
an unknown controller named `turbo:render`; when exactly one controller around the element
defines the method, the fix names it:

```erb bad
<div data-controller="menu">
  <div data-action="turbo:render#close"></div>
                    ^^^^^^^^^^^^
</div>
```

```erb good
<div data-controller="menu" data-action="keydown.esc@window->menu#close resize@window->menu#close">
  <button data-action="menu#open">Open</button>
  <a href="#" data-action="click->menu#toggle:prevent:!stop">Toggle</a>
  <input data-action="keydown.ctrl+enter->menu#open ctrl+click->menu#open keyup.page_down->menu#close">
  <details data-action="menu#toggle"><summary>More</summary></details>
  <div data-action="shown.bs.modal->menu#open hidden.bs.modal@document->menu#close"></div>
  <div data-action="show.bs.tab->menu#open close.bs.alert->menu#close toggle.accordion->menu#toggle"></div>
  <div data-action="mouseenter->menu#open <%= extra_actions %>"></div>
  <div data-action="<%= "click->" %>menu#open"></div>
  <%= link_to "Close", "#", data: { action: "menu#close" } %>
  <div class="toolbar"><button data-action="bold">B</button><span data-action="like"></span></div>
  <%= form_with url: "/search", data: { action: "menu#close" } do |form| %>
    <%= form.select :sort, [], {}, data: { action: "menu#toggle" } %>
    <%= form.text_field :query, data: { action: "focus->menu#open" } %>
  <% end %>
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A descriptor that touches ERB (`<%= event %>->menu#open`, `data: { action: actions }`,
  `"click->#{name}#open"`) is not known, so it is not judged; the static descriptors beside it are.
  ERB that renders one of a finite set of literals (`<%= "click->menu#open" if editable %>`, a
  ternary, `token_list`) is judged as each of them. No note.
- A word with neither `->` nor `#` (`data-action="like"` for a social widget, `data-action="bold"`
  read by a toolbar through `dataset.action`) is another library's data: Stimulus silently ignores
  a token it cannot parse. A token with `->` or `#` that does not parse is an action its author
  meant, and is reported. No note.
- Where the element is unknown, a missing `event->` is not reported, since the default event depends
  on the element: `content_tag(tag_name, …)`, a tag whose name is built with ERB (`<<%= tag %> …>`),
  or a `data:` hash given to a helper or component bridgelint does not know
  (`ui_button "Go", data: { action: "menu#open" }`). No note.
- Blanks around `->` where the event written is the element's default (`click -> menu#open` on an
  `<a>` or `<button>`, `submit -> form#save` on a `<form>`) are not an error: the action runs as
  written, because the last piece listens for the default event. They are a warning about the
  style instead. Another event, or a last piece that keeps the arrow (`click ->menu#open`), is an
  error. No note.
- A DOM event name followed by a `.` and something that is not made of key and modifier names
  (`show.bs.tab`, `close.bs.alert`, `toggle.accordion`) is one custom event name a library
  dispatches, not a key filter: bridgelint cannot read which events a library dispatches. No note.

## Fix safety

When one part has exactly one close correction (`prevnt` -> `prevent`, `escape` -> `esc`,
`@windw` -> `@window`, `open()` -> `open`), the fix applies it. It is unsafe: the author may
have meant something else.

## Options

- `options`: a list of action option names the app adds with
  `application.registerActionOption("name", ...)`; they are accepted like the built-in ones.

```yaml
rules:
  stimulus-invalid-action:
    options: [open]
```

## References

- Stimulus reference: actions (descriptors, default events, options, keyboard filters, global events).
- `src/core/action_descriptor.ts` and `src/core/action.ts` in hotwired/stimulus.
"""#,
        "stimulus-legacy-target": #"""
# stimulus-legacy-target

Severity: warning · Fix: safe · Since: 0.1.0

Why this severity: warning: the old syntax still works in Stimulus 2 and 3, but it logs a
deprecation warning for every element a controller reads a target on, and is invisible to tools looking for the new attribute.

## What it does

Reports the Stimulus 1 target syntax `data-target="menu.item"` and offers
`data-menu-target="item"`. Only values of the form `identifier.name` whose identifier is a known
controller are reported, and, when the controller's targets are known, only names it declares:
other libraries use `data-target` for CSS selectors (`data-target="#menu"`, `nav.collapse`).

## Why it matters

Stimulus 2 and 3 still read the old syntax but log a deprecation warning the first time each
controller reads such a target on an element (once per element, target name and controller
instance; for one no controller reads, nothing is logged yet: the message says so),
and the old attribute is invisible to tools (and to people) that look for `data-menu-target`. The
message names the version the app runs when a file says it (a lockfile, a `config/importmap.rb`
pin, a vendored copy's banner, or the lower bound of the `package.json` range: "Stimulus 2.0.0
(yarn.lock), which this app runs, still finds the target by it"), else "Stimulus 2 and 3".

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu">
  <a href="/" data-target="menu.item">Home</a>
              ^^^^^^^^^^^
  <%= link_to "About", "/about", data: { target: "menu.item" } %>
                                         ^^^^^^
</div>
```

```erb good
<div data-controller="menu">
  <a href="/" data-menu-target="item">Home</a>
  <button data-toggle="collapse" data-target="#navbar">Navigation</button>
  <button data-target="nav.collapse">Bootstrap selector</button>
  <button data-target="menu.collapse">A selector, not a target `menu` declares</button>
  <a href="/" data-target="<%= target %>">Dynamic</a>
</div>
```

In an app that runs Stimulus 1 (its lockfile, importmap pin or `package.json` says a version
before 2.0), `data-target="identifier.name"` is the only target syntax there is: nothing to report.

```erb good
<div data-controller="menu">
  <a href="/" data-target="menu.item">Home</a>
</div>
```

```json file=package.json
{ "dependencies": { "stimulus": "^1.1.1" } }
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A value that touches ERB (`data-target="<%= selector %>"`, `menu.<%= name %>`) is not judged. No
  note.
- A value that is not `identifier.name` with a known identifier in every word (`#menu`, `.navbar`,
  `modal.fade` without a `modal` controller) is another library's selector, not Stimulus markup. No
  note.
- When the controller's targets can be read and the name is not one of them (`nav.collapse` on a
  `nav` controller without a `collapse` target), the value is taken for a CSS selector. No note.
- The app runs Stimulus before 2.0 (`stimulus` or `@hotwired/stimulus` in `package-lock.json`,
  `yarn.lock`, `pnpm-lock.yaml`, `bun.lock`, a `config/importmap.rb` pin, a vendored copy's
  banner, or the lower bound of the `package.json` range): `data-target` is its only target
  syntax, and the fix would break it. No note.

## Fix safety

For a raw HTML attribute holding one `identifier.name`, the fix rewrites the attribute name and
value (`data-target="menu.item"` -> `data-menu-target="item"`). It is safe: Stimulus reads both
the same way. Ruby `data:` keys and lists of several targets get no fix.

## Options

None.

## References

- Stimulus reference: targets; the Stimulus 2 changelog (the `data-target` deprecation).
"""#,
        "stimulus-out-of-scope": #"""
# stimulus-out-of-scope

Severity: error (warning for a target no code reads, the controller does not declare, no page showing it mounts the controller on, or some render paths mount, and for an action whose event never reaches its element) · Fix: none · Since: 0.1.0

Why this severity: error: Stimulus connects targets and actions only inside their controller's
element, so this one never connects. A target no code reads (no `this.itemTarget`, `itemTargets`,
`hasItemTarget`, `itemTargetConnected` in any controller, no selector of the attribute with its
name or any value; or none in its own controller, when no other controller holds it through an
outlet or a lookup), or one its controller does not declare (so no code reads it there either),
changes nothing by not connecting: a warning. So does a target on pages that mount its
controller nowhere: no instance is there to read it. And an action whose event never reaches
its element (`keydown` on a hidden input, which the browser does not render) never runs.

## What it does

Reports a target (`data-menu-target`) or an action (`click->menu#open`) whose controller is
mounted neither on the element itself nor on any of its ancestors. Stimulus connects targets and
actions only inside their controller's element (the nearest `data-controller~="menu"` at or
above them).

Templates are judged across files through the render graph: where each partial, layout and
component is rendered (`render "form"`, `render partial:`, `render @posts`,
`render XComponent.new do`, `render layout: "card" do`), and the layout each page's controller
renders it in (`layout "admin"` up the class chain, `layouts/<controller>`, `layouts/application`).
Names are looked up as the application rendering the template looks them up: in its own
`app/views` first, then in those of the engines it loads. A folder with its own
`config/application.rb` is an application of its own: an engine's dummy or demo app
(`test/dummy/`, `spec/dummy/`) renders only its own pages in its layouts, and the host's pages
never render in them; an engine's page renders in the layout of each application that loads the
engine.
A target or action is in scope when, on a render path from the top layout down, an element
mounts its controller:

- no known render path mounts it, and every path is known: an error naming the render sites;
- some paths mount it and a known path does not: a warning naming the render site without it
  (the partial also rendered from a page without the controller);
- what cannot be followed is unknown, never wrong: a computed partial name, a page whose
  controller or layout is not known (`layout false`, a method, `only:`), a Turbo Stream or a
  `<turbo-frame>` (its markup lands in another page), a `data-controller` on the way whose ERB
  is not a finite set of literals (`<%= controller_name %>`);
- when the graph knows nothing, a full template is reported only when no other template or
  layout of the project, and no Ruby file under `app/`, mentions the controller at all (a
  component whose Ruby sets `data: { controller: "x" }` on the element around its template's
  block, a helper that builds a layout's wrapper from options a view sets), and no other
  template's computed `data-controller` may render it (see below).

## Why it matters

Outside its controller an action never fires and a target is never found: `this.itemTarget`
throws `Missing target element`. Moving markup out of the `data-controller` element is the usual
cause, and the page looks fine until someone clicks.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {
    this.itemTarget.focus()
  }
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```js file=app/javascript/controllers/layout_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["sidebar"]
  toggleSidebar() {
    this.sidebarTarget.hidden = !this.sidebarTarget.hidden
  }
}
```

```erb file=app/views/layouts/application.html.erb
<body data-controller="layout">
  <%= yield %>
</body>
```

```erb bad
<div class="toolbar">
  <button data-action="click->menu#open">Menu</button>
                              ^^^^
  <a href="/" data-menu-target="item">Home</a>
                   ^^^^
</div>
<div data-controller="menu"></div>
```

```erb good
<div data-controller="menu">
  <button data-action="menu#open">Menu</button>
  <a href="/" data-menu-target="item" data-action="menu#close">Home</a>
</div>
<aside data-layout-target="sidebar">
  <button data-action="layout#toggleSidebar">Toggle</button>
</aside>
<div data-controller="<%= controller_name %>">
  <button data-action="menu#toggle">Maybe</button>
</div>
<% if compact %>
  <nav data-controller="menu" class="compact">
<% else %>
  <nav data-controller="menu">
<% end %>
  <%= link_to "Home", "/", data: { menu_target: "item", action: "menu#close" } %>
</nav>
```

A `data-controller` whose ERB renders one of a few literals (`<%= "menu" if signed_in? %>`, a
ternary, `token_list`/`class_names` with literal keys, words between `<% if %>` and `<% end %>`)
may mount each of them and nothing else: what it may mount is in scope, any other controller is
not.

```erb bad
<div data-controller="<%= "menu" if signed_in? %> layout">
  <button data-action="menu#open">Menu</button>
  <button data-action="modal#show">Show</button>
                       ^^^^^
</div>
<div data-controller="layout <% if signed_in? %>menu<% end %>">
  <button data-action="modal#show">Show</button>
                       ^^^^^
</div>
```

A component given the controller in a `data:` hash may wrap the block it renders, so the block
is not out of its scope:

```erb good
<div data-controller="menu"></div>
<%= render DialogComponent.new(data: { controller: "modal" }) do %>
  <button data-action="modal#show">Show</button>
<% end %>
```

```erb good path=app/views/menus/_item.html.erb
<a href="/" data-menu-target="item" data-action="menu#close">Home</a>
```

A partial whose only render site is inside the controller's element is in scope; the same
partial also rendered from a page without the controller is a warning at the partial that names
that page (pages render in `layouts/application`, chosen by their controllers):

```erb good path=app/views/posts/_form.html.erb
<a href="/" data-menu-target="item">Home</a>
```

```erb file=app/views/posts/index.html.erb
<div data-controller="menu">
  <%= render "form" %>
</div>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

```erb bad path=app/views/posts/_form.html.erb
<a href="/" data-menu-target="item">Home</a>
                 ^^^^ warning: `app/views/pages/show.html.erb:2` renders it outside `menu`
```

```erb file=app/views/posts/index.html.erb
<div data-controller="menu">
  <%= render "form" %>
</div>
```

```erb file=app/views/pages/show.html.erb
<section>
  <%= render "posts/form" %>
</section>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

Markup under `<% if parent_id %>` is not rendered where a render site leaves `parent_id` out
(a local bound from `local_assigns[:parent_id]` is nil there): the page that renders the form
without a reply never shows the cancel button, so it is not out of scope there.

```erb good path=app/views/posts/_form.html.erb
<% parent_id = local_assigns[:parent_id] %>
<% if parent_id %>
  <button data-action="menu#close">Cancel</button>
<% end %>
```

```erb file=app/views/posts/index.html.erb
<div data-controller="menu">
  <%= render "form", parent_id: 1 %>
</div>
```

```erb file=app/views/pages/show.html.erb
<section>
  <%= render "posts/form" %>
</section>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

A comparison of such a local with a symbol, `nil`, `true` or `false` is decided the same way:
`local_assigns.fetch(:cancel, :page) == :modal` is false where a render site leaves `cancel` out
or passes another symbol, so the page that renders the form on its own shows the link instead.

```erb good path=app/views/reviews/_form.html.erb
<% if local_assigns.fetch(:cancel, :page) == :modal %>
  <button data-action="menu#close">Cancel</button>
<% else %>
  <a href="/">Cancel</a>
<% end %>
```

```erb file=app/views/reviews/new.html.erb
<div data-controller="menu">
  <%= render "form", cancel: :modal %>
</div>
```

```erb file=app/views/pages/show.html.erb
<section>
  <%= render "reviews/form" %>
</section>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

```ruby file=app/controllers/reviews_controller.rb
class ReviewsController < ApplicationController
end
```

The branches around the render sites on a path are facts on that path: the guests' page renders
the alerts partial in the `else` of `<% if user_signed_in? %>`, where its button, which needs
`user_signed_in?`, never renders. Only the members' bar, inside `menu`, shows it.

```erb good path=app/views/shared/_alerts.html.erb
<% if user_signed_in? && alerts.any? %>
  <button data-action="menu#open">Alerts</button>
<% end %>
```

```erb file=app/views/shared/_member_bar.html.erb
<nav data-controller="menu"><%= render "shared/alerts" %></nav>
```

```erb file=app/views/pages/show.html.erb
<% if user_signed_in? %>
  <%= render "shared/member_bar" %>
<% else %>
  <%= render "shared/alerts" %>
<% end %>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

A default at the partial's top does the same: with `form ||= false`, `render tag` (an object
render, which passes only `tag`) leaves `form` false, so the remove button renders only inside
the form partial, within `menu`.

```erb good path=app/views/tags/_tag.html.erb
<span class="tag">
  <% form ||= false %>
  <%= tag.name %>
  <% if(form) %>
    <button type="button" data-action="menu#close">Remove</button>
  <% end %>
</span>
```

```erb file=app/views/tags/_form.html.erb
<div data-controller="menu">
  <%= render "tags/tag", tag: @tag, form: true %>
</div>
```

```erb file=app/views/tags/edit.html.erb
<%= render "form" %>
```

```erb file=app/views/posts/show.html.erb
<% @post.tags.each do |tag| %>
  <%= render tag %>
<% end %>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

```ruby file=app/controllers/tags_controller.rb
class TagsController < ApplicationController
end
```

A partial's strict locals (Rails 7.1) give a local its default where a render site leaves it
out: with `url: nil`, the page that renders the receipt without a `url` never shows the button.

```erb good path=app/views/receipts/_receipt.html.erb
<%# locals: (receipt:, url: nil) -%>
<p><%= receipt %></p>
<% if url %>
  <button data-action="menu#close">Remove</button>
<% end %>
```

```erb file=app/views/receipts/index.html.erb
<div data-controller="menu">
  <%= render "receipt", receipt: 1, url: "/receipts/1" %>
</div>
```

```erb file=app/views/pages/show.html.erb
<section>
  <%= render "receipts/receipt", receipt: 1 %>
</section>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

```ruby file=app/controllers/receipts_controller.rb
class ReceiptsController < ApplicationController
end
```

An action in a page whose layout chain never mounts the controller is an error, even when other
templates mention the controller: here `AdminController` renders in `layouts/admin`, which does
not mount `menu`.

```erb bad path=app/views/admin/index.html.erb
<div data-controller="menu"><%= render "shared/nav" %></div>
<button data-action="menu#open">Open</button>
                     ^^^^
```

```erb file=app/views/layouts/admin.html.erb
<main><%= yield %></main>
```

```erb file=app/views/shared/_nav.html.erb
<nav data-menu-target="item"></nav>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/admin_controller.rb
class AdminController < ApplicationController
  layout "admin"
end
```

A `content_for :name` block is shown at the layout's `yield :name`, so the elements around
that `yield` are its scope, not those around the block in the page:

```erb good path=app/views/posts/index.html.erb
<% content_for :toolbar do %>
  <button data-action="toolbar#toggle">Toggle</button>
<% end %>
<div data-controller="menu"></div>
```

```erb file=app/views/layouts/application.html.erb
<body data-controller="layout">
  <nav data-controller="toolbar"><%= yield :toolbar %></nav>
  <%= yield %>
</body>
```

```js file=app/javascript/controllers/toolbar_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  toggle() {}
}
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

A partial a controller, helper, component or model renders from Ruby (`render partial:`,
`turbo_stream.replace(..., partial:)`, a helper's `render "x"`, a model's broadcasts) lands
where bridgelint cannot see: that render path is unknown, so the partial is never "rendered
by no path that mounts it". Here the known page does not mount `menu`, and the Turbo Stream of
`PostsController#update` may put it anywhere: a warning, not an error.

```erb bad path=app/views/posts/_row.html.erb
<a href="/" data-menu-target="item">Home</a>
                 ^^^^ warning: `app/views/posts/index.html.erb:2` renders it outside `menu`
```

```erb file=app/views/posts/index.html.erb
<section>
  <%= render "row" %>
</section>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
  def update
    render turbo_stream: turbo_stream.replace(@post, partial: "row")
  end
end
```

A target that no code reads (the controller never names `itemTarget`, `itemTargets`,
`hasItemTarget` or an `itemTargetConnected` callback, no other controller does through an
outlet, and no selector finds the attribute) changes nothing by not connecting: still a mistake,
but a warning, and the message says so.

```erb bad
<div data-controller="modal"></div>
<p data-modal-target="body">Hello</p>
        ^^^^^ warning: no code reads the target `body`, so nothing changes at run time
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["body"]
  show() {}
}
```

A target the controller declares but never reads, when other controllers read a target of that
name (their own), is read by no code either: they could read this controller's only by holding
it, through an outlet of it or a lookup by its identifier
(`getControllerForElementAndIdentifier(element, "glossary")`), and none does.

```erb bad
<div data-controller="glossary"></div>
<ul data-glossary-target="container"><li class="term">Tort</li></ul>
         ^^^^^^^^ warning: `glossary` never reads the target `container`, and no other controller holds it
```

```js file=app/javascript/controllers/glossary_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["container", "input"]
  filter() {
    document.querySelectorAll(".term").forEach((term) => { term.hidden = !term.textContent.includes(this.inputTarget.value) })
  }
}
```

```js file=app/javascript/controllers/carousel_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["container"]
  next() { this.containerTarget.scrollBy(100, 0) }
}
```

A selector of the attribute with another value (`[data-nav-target='drawer']`) finds those
elements only: a `sidebar` target is still read by no code.

```erb bad
<div data-controller="modal"></div>
<aside data-nav-target="sidebar">Links</aside>
            ^^^ warning: no code reads the target `sidebar`, so nothing changes at run time
```

```js file=app/javascript/controllers/nav_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  get drawer() { return document.querySelector("[data-nav-target='drawer']") }
  toggle() { this.drawer.hidden = !this.drawer.hidden }
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

A target the controller does not declare is read by no code either (Stimulus makes no
`bodyTarget` for it), whatever other controllers read under that name or build by computed
names (`` this[`${name}Target`] `` in `tabs`): out of scope, it changes nothing, so a warning.
`stimulus-unknown-target` reports the name on its own.

```erb bad
<div data-controller="modal"></div>
<p data-modal-target="body">Hello</p>
        ^^^^^ warning: `modal` does not declare the target `body`, so no code would read it inside `modal` either
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["title"]
  show() { this.titleTarget.hidden = false }
}
```

```js file=app/javascript/controllers/tabs_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["body", "panel"]
  select(name) { this.bodyTarget.replaceChildren(this[`${name}Target`]) }
}
```

A target on a page that mounts its controller nowhere (not around it, not beside it, not in
the layout or any partial the page renders, and no helper or component of the app writes it)
has no instance of the controller to read it: it changes nothing at run time, a warning. Here
`menu` is mounted only on the posts index, which does not render the form. When the page does
mount the controller somewhere else (`<nav data-controller="menu">` beside the render call),
that instance misses the target: an error, as above.

```erb bad path=app/views/posts/_form.html.erb
<a href="/" data-menu-target="item">Home</a>
                 ^^^^ warning: no page that shows this template mounts `menu` (only `app/views/posts/index.html.erb` does, on other pages)
```

```erb file=app/views/posts/index.html.erb
<div data-controller="menu"></div>
```

```erb file=app/views/pages/show.html.erb
<section>
  <%= render "posts/form" %>
</section>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

```erb bad path=app/views/posts/_form.html.erb
<a href="/" data-menu-target="item">Home</a>
                 ^^^^ error: nor does any render path above it (rendered at `app/views/pages/show.html.erb:2`)
```

```erb file=app/views/pages/show.html.erb
<nav data-controller="menu"></nav>
<%= render "posts/form" %>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

A helper or component of the app that quotes the identifier beside a `controller` key
(`tag.nav(data: { controller: "menu" })`) may write the controller into any page that calls it:
the page is not known to lack it, so the error stands.

```erb bad path=app/views/posts/_form.html.erb
<a href="/" data-menu-target="item">Home</a>
                 ^^^^ error: nor does any render path above it (rendered at `app/views/pages/show.html.erb:2`)
```

```erb file=app/views/pages/show.html.erb
<%= main_menu %>
<%= render "posts/form" %>
```

```ruby file=app/helpers/menu_helper.rb
module MenuHelper
  def main_menu = tag.nav(data: { controller: "menu" })
end
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

An action on a hidden input for an event only a person makes there never runs, in scope or
not: a warning.

```erb bad
<input type="hidden" name="q" data-action="keydown->menu#open">
                                                    ^^^^ warning: this hidden input never receives `keydown`
<div data-controller="menu"></div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A `data-controller` whose value is computed in part may mount the controller. On the element,
  an ancestor in the template, or a render path above it (a layout's
  `<body data-controller="<%= controller.controller_name %>--<%= controller.action_name %>">`,
  which renders `tasks--index` on the tasks page), scope there is unknown. Where the render paths
  cannot all be followed, a full template's controller that no other file names is reported only
  when no other template's computed `data-controller` may render it: each output (`<%= %>`,
  `#{}`) is read as any run of identifier characters between the literal text around it, so that
  value may render `tasks--index` (silent) but never `toggle` (still reported); an output standing
  alone as a word, a code tag (`<% if x %>`) or a Ruby expression may render anything. No note.
- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- The identifier is not a controller of the app: `stimulus-unknown-controller` reports it instead.
- A template rendered earlier at the same level leaves an element that mounts the controller open
  (a header partial ends inside `<main data-controller="tabs">`, a footer partial closes it):
  markup rendered after it, in the same template (a layout's `yield`, a page's next partial), may
  sit inside that element, or a later end tag may have closed it; the render graph does not tell
  which. Only where the earlier render call sits inside every element still open at the place
  (one closed in between closes the leaked element with it), and only one level deep: what a
  partial's own renders leave open, and what a page leaves open after a layout's `yield`, are not
  followed. No note.
- The app's JavaScript mounts the controller itself by writing `data-controller`
  (`el.setAttribute("data-controller", "dialogue-iteration")`, `el.dataset.controller = "menu"`):
  any element may become its element. No note.
- A target or action that touches ERB (`data-menu-target="<%= name %>"`,
  `click-><%= controller %>#open`) is not judged. No note.
- A target the app's code finds itself with a selector string, in any controller or script
  (`this.element.closest(".pane").querySelector('[data-menu-target="list"]')`,
  `querySelectorAll`, `matches`, jQuery's `$("[data-menu-target=list]")`): standing outside the
  controller is deliberate. A selector with a value (or code that compares the attribute with
  it, `el.dataset.menuTarget === "list"`) counts for that target name only (every name of the
  attribute must be one); one with no value (`[data-menu-target]`), a partial match
  (`^=`, `*=`) or a computed value counts for every target of that identifier. A presence test
  (`hasAttribute`) or a selector of another value finds nothing there. No note.

```erb good
<div class="pane">
  <div data-controller="menu">
    <button data-action="menu#toggle">Only mine</button>
  </div>
  <ul data-menu-target="list"></ul>
</div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["list"]
  static outlets = ["modal"]

  toggle() {
    const list = this.element.closest(".pane").querySelector('[data-menu-target="list"]')
    list.classList.toggle("mine")
  }
}
```

- Code finds the target in a template's inline `<script>` instead (that template's, or any other
  template's of the app: a layout, a partial), by the same kind of selector string
  (`dropdown.querySelector('[data-dropdown-target="menu"]')`): the markup is that script's. A
  value the script computes (`` `[data-menu-target="${name}"]` ``, `<%= kind %>` inside the
  selector) counts for every name. Selector text outside a `<script>` finds nothing. No note.
- An action whose element code finds by its descriptor and wires itself
  (`document.querySelector('[data-action="click->finalize#save"]')`, then `addEventListener`), in
  a controller, a script or a template's inline `<script>`: standing outside the controller is
  deliberate. A selector of the action token, or of the attribute's whole value, counts; one of
  `[data-action]` with no value (or a partial match) counts for every action; a selector of
  another descriptor finds nothing there. No note.

```erb good
<button data-action="click->menu#toggle">Menu</button>
<div data-controller="menu"></div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static outlets = ["modal"]

  connect() {
    const button = document.querySelector('[data-action="click->menu#toggle"]')
    button.addEventListener("click", () => this.toggle())
  }

  toggle() {}
}
```

- On an app that loads Flowbite (`flowbite` in `package.json` or `config/importmap.rb`, a layout
  that loads it from a CDN, a copy at `vendor/javascript/flowbite.js` or named `flowbite*.js`
  under `app/`), Flowbite's attributes with a Stimulus shape are Flowbite's, not targets of the
  app's same-named controller: `data-modal-target`, `data-drawer-target`, `data-popover-target`,
  `data-tooltip-target`, `data-dismiss-target`, `data-accordion-target`, `data-tabs-target`,
  `data-copy-to-clipboard-target` (Flowbite finds them with `[data-modal-target]` and opens the
  element whose id the value names). Without Flowbite they are judged, unless the value names an
  element of the template by its literal `id` (`data-tooltip-target="tooltip-copy"` beside
  `<div id="tooltip-copy" role="tooltip">`), as Flowbite's markup pasted from its docs does. No
  note.
- The template hands the identifier to a Ruby call that makes no element bridgelint reads
  (`<% modal_options!(controller: "demo-modal") %>`, which a layout's helper turns into its
  wrapper's attributes): that code may mount it anywhere. No note.
- An element on the way up may mount controllers the template does not show: a computed
  `data-controller` (`<body data-controller="<%= body_controllers %>">`), ERB among its attributes,
  `**options`, `data: some_hash`. No note. ERB that renders one of a finite set of literals
  (`<%= "menu" if signed_in? %>`, a ternary, `token_list`/`class_names` with literal keys, words
  between `<% if %>` and `<% end %>` that no tag splits) mounts at most those: each counts as
  mounted, and no other controller does.
- A `data:` hash naming the controller is given to a helper or component bridgelint does not know
  (`render CardComponent.new(data: { controller: "menu" }) do`, a slot's
  `c.with_body(data: ({ controller: "menu" } if open?)) do`): it may wrap the block. No note.
- A partial (or a block given to a helper or component) whose render paths cannot all be followed,
  and none of the known ones lacks the controller: rendered from Ruby code (a controller's
  `render partial:`, a helper), from a computed name (`render "cards/#{kind}"`), from a Turbo
  Stream, from a page whose controller or layout is not known (no controller found for it,
  `layout :choose_layout`, `layout false`, `only:`), or inside a `content_for` block whose layouts
  cannot be followed. No note.
- Markup in the first branch of `<% if x %>` (or `if(x)`, `if x.present?`,
  `local_assigns[:x]`, `local_assigns.fetch(:x, false)`, a local bound from `local_assigns`, or
  `x` as one part of `a && b`) in a partial is not judged at a render site that passes `x` as `nil`
  or `false`, or leaves it out where the partial makes it nil or false: `local_assigns[:x]`, a
  default at the partial's top that is `nil` or `false` (`x ||= false`,
  `x = local_assigns.fetch(:x, nil)`, `x = local_assigns[:x] || false`,
  `x = false unless local_assigns.key?(:x)`), or strict locals that default it so
  (`<%# locals: (x: false) %>`): the site does not render it. An object or collection render
  (`render tag`, `render @tags`, `collection:`) passes no local but the partial's own (and its
  counter). Likewise the `<% else %>` branch (or `<% unless x %>`) at a site that passes `x` as a
  literal Ruby takes as true (`render "distances", standalone: true`), or leaves it out where the
  partial's default is `true`. A condition that asks the local `.present?`, `.blank?`,
  `.empty?`, `.nil?` or `.any?` (also after `!` or `&.`) is answered as Ruby and Active Support
  answer it: `""`, `"  "`, `[]` and `{}` are blank though true, `0` is present, `nil.empty?`
  raises and proves nothing. A comparison with a symbol, `nil`, `true` or `false`
  (`local_assigns.fetch(:cancel, :page) == :modal`, `local_assigns[:x] != :compact`,
  `x == :modal` where the site passes `x`) is decided where the site passes a literal of those
  kinds or leaves the local out where the partial defaults it to one (not a number or a string).
  A default that is a call or a variable (`x ||= editing?`) proves nothing: both branches may
  render. No note.
- A render site in a page no request renders (see `rails-unrendered-template`: a page named
  after an action that `resources :variants, only: [:index]` leaves without a route and no code
  renders by name, a copy no action names, a partial only such pages render) shows nothing: its
  render path is not judged, and the finding names the other sites. No note.
- Markup in a branch that asks the state of a local (`<% if !post.new_record? %>`,
  `<% if post.persisted? %>`, `<% elsif post.reply_to_post %>`, with an optional `!`; an `elsif`
  or `else` also needs each earlier branch to fail) where a render site passes a fresh object
  for it (`post: Post.new(topic: @topic)`, `Post.build`, `@topic.posts.build(...)`): the object
  answers as a new record does (`new_record?` holds, `persisted?` does not, `id` and `to_param`
  are nil), and a site whose object rules the branch out does not render the markup. Where
  other pages mount the controller, the finding names one site that renders the markup outside
  it: when that site leaves the state undecided (an attribute or association, set by the
  constructor or not, is not known; nor is anything of `post: @post`), that the markup renders
  there is not proven, and nothing is reported. Where no page mounts it, the markup is outside
  the controller wherever it renders: an undecided state does not silence that. No note.
- Markup in the first branch of `<% if content_for?(:x) %>` where no template that can render in
  the same page gives `:x` content (see `html-mismatched-end-tag`): no page renders it. No note.
- A render path through a branch that rules the markup out: the conditions around each render
  site on a path (`<% if user_signed_in? %>`, or its `<% else %>` / `<% unless user_signed_in? %>`)
  are facts on that path, and markup of a partial in a branch whose condition needs the opposite of
  one (`<% if user_signed_in? && key.present? %>`: the expression alone or as one part of
  `&&`/`and`, the same code) does not render there, so that path is not judged. Only expressions that
  mean the same in every template count: a predicate method (`user_signed_in?`), an instance
  variable or a constant, with what is called on it (`@account.member?`); a bare name (`if user`)
  may be a local the partial binds anew, and `||` states no single fact. When the paths left all
  lack the controller, the finding is an error, as when no page mounts it. No note.
- A block given to a helper the app defines is that helper's, even when a `render` sits in its
  arguments (`<%= modal body: render("notes/show") do %>`): the helper may wrap the block in its own
  controller's element, so markup in the block is not judged. No note.
- Markup inside a `<turbo-frame>` or a `<template>` may be shown in another page (the frame's page,
  wherever script clones the template): what is around it here does not decide its scope. No note.
- When the render graph knows nothing about a full template or layout, it is reported only when no
  other template of the project mentions the identifier at all. No note.

```erb good path=app/views/posts/_form.html.erb
<div class="post">
  <% if post.persisted? %>
    <button type="button" data-action="menu#close">Cancel</button>
  <% end %>
</div>
```

```erb file=app/views/posts/edit.html.erb
<div data-controller="menu">
  <%= render "posts/form", post: @post %>
</div>
```

```erb file=app/views/topics/show.html.erb
<section>
  <%= render "posts/form", post: Post.new(topic: @topic) %>
</section>
```

## Fix safety

No automatic fix: where the controller should be mounted is a design decision.

## Options

None.

## References

- Stimulus reference: controllers (scopes), targets, actions.
- `src/core/selectors/scope.ts` in hotwired/stimulus.
"""#,
        "stimulus-unknown-action-method": #"""
# stimulus-unknown-action-method

Severity: error (warning for an action whose event never reaches its element) · Fix: unsafe · Since: 0.1.0

Why this severity: error: Stimulus throws when the event fires, because the controller has no such
method. An event that never reaches the element (`keydown` on a hidden input, which the browser
does not render) never fires the action: nothing changes at run time, a warning.

## What it does

Reports the `#method` of a `data-action` descriptor when the controller defines no such action
method: no public method and no class field holding a function (`close = () => {}`). Only
controllers whose members the linter can read completely are judged (a class that extends
`Controller` or `BridgeComponent` directly); a class field whose value is not a function literal
(`save = debounce(...)`) may hold a function, so it is accepted. Methods every controller
inherits (`connect`, `disconnect`, `dispatch`, ...) are accepted too. The message lists the
controller's methods; of more than eight, the eight closest in spelling to the one written, the
controller's own helpers (`_format`, `#format`) last.

Methods a mixin adds at run time (stimulus-use's `useTransition(this)` adds `toggleTransition`)
are not visible in the class: a controller that hands itself to a function
(`useTransition(this)`, `popupMenu(this)`, `Object.assign(this, helpers)`) may have methods
bridgelint cannot see, so its actions are not judged.

## Why it matters

Stimulus throws `Action references undefined method` when the event fires, so the bug only shows
when someone clicks: a toggle that never toggles, a native button whose handler is missing.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```js file=app/javascript/controllers/tabs_controller.js
import ApplicationController from "./application_controller"

export default class extends ApplicationController {
  select() {}
}
```

```js file=app/javascript/controllers/search_controller.js
import { Controller } from "@hotwired/stimulus"
import { debounce } from "../helpers/debounce"

export default class extends Controller {
  refresh = debounce(() => this.submit(), 200)
  submit() {}
}
```

```erb bad
<div data-controller="menu">
  <button data-action="click->menu#opne">Menu</button>
                                   ^^^^
  <%= link_to "Close", "#", data: { action: "menu#hide" } %>
                                                  ^^^^
</div>
```

```erb good
<div data-controller="menu tabs search">
  <button data-action="menu#open">Menu</button>
  <button data-action="menu#close keydown.esc@window->menu#close">Close</button>
  <button data-action="tabs#activate">Inherited: the base class is not read</button>
  <input data-action="search#refresh">
  <button data-action="menu#<%= method_name %>">Dynamic</button>
</div>
```

A menu whose methods come from a mixin the app wrote itself:

```erb good
<div data-controller="menu tabs search" data-action="click@window->menu#closeOutside">
  <button data-action="menu#toggleMenu">Menu</button>
</div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"
import { popupMenu } from "controllers/mixins/popup_menu"

export default class extends Controller {
  static targets = ["item"]
  static outlets = ["modal"]

  connect() {
    popupMenu(this)
  }
}
```

Methods made at run time count as methods: a property assigned on `this` in any method
(`initialize()`, `connect()`, ...), one defined with `Object.defineProperty(this, "name", ...)`,
and a class whose superclass bridgelint cannot read:

```erb good
<form data-controller="live-search dropdown menu tabs search">
  <input data-action="live-search#search">
  <button data-action="live-search#reset live-search#clear">Clear</button>
  <button data-action="dropdown#toggle">Menu</button>
</form>
```

```js file=app/javascript/controllers/live_search_controller.js
import { Controller } from "@hotwired/stimulus"
import { debounce } from "../helpers/debounce"

export default class extends Controller {
  initialize() {
    this.reset = debounce(() => this.element.reset(), 300)
  }

  connect() {
    this.search = debounce(this.fetchResults, 300)
    Object.defineProperty(this, "clear", { value: () => this.reset() })
  }

  fetchResults() {}
}
```

```js file=app/javascript/controllers/dropdown_controller.js
import { Dropdown } from "tailwindcss-stimulus-components"

export default class extends Dropdown {}
```

An action on a hidden input for an event only a person makes there (a key, a click, focus)
never runs: the browser does not render the input. A warning that says so; `input` and
`change`, which scripts send to hidden inputs, stay errors.

```erb bad
<div data-controller="menu">
  <input type="hidden" name="q" data-action="keydown->menu#opne">
                                                           ^^^^ warning: this hidden input never receives `keydown`
  <input type="hidden" name="r" data-action="change->menu#opne">
                                                          ^^^^ error: `opne` is not a method of `menu`
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A descriptor that touches ERB (`click->menu#<%= action %>`) is not judged. No note.
- The identifier is not a controller of the app: `stimulus-unknown-controller` reports it instead.
- The controller's methods and declarations cannot all be read, so a missing name proves nothing:
  - its file is not a readable class (no `class … extends`, binary, unreadable): said in the note
    ``<file>: could not read the controller class (…); rules about `<identifier>` are silent`` (the
    first five files; past five, one note counts the rest:
    `<file>: could not read the controller class (and N more controllers …)`);
  - its file is over `max_file_size`: said in the note
    `<file>: not read: it is …, over the … file size limit`;
  - a declaration is not literal: `static targets = [...Base.targets, "item"]`,
    `static targets = NAMES`, or the same assigned after the class (`Menu.targets = NAMES`,
    `Menu.targets = ["a"].concat(more)`) (no note). A literal assigned after the class
    (`Menu.targets = ["item"]`, for the file's class) is read as a `static` field is;
  - it extends a class bridgelint cannot follow to Stimulus' `Controller` or `BridgeComponent`
    (`extends ApplicationController` imported from a package or a path it cannot resolve): said in
    the note ``<file>:<line>: `<identifier>` extends the class `<name>` from `<module>`, which
    bridgelint cannot read (…)`` (the first such controller, with how many share the cause);
  - it is registered as `application.register("menu", Menu)` with `Menu` from a module bridgelint
    cannot resolve, or defined inside a package bundle: said in the note
    ``<file>:<line>: the class registered as `<identifier>` cannot be read (…)`` or
    ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …`` (the first
    such controller, with how many share the cause);
  - the identifier is declared under `controllers: known:` (its members are unknown;
    `--show-settings` lists them);
  - two different files define the identifier (`stimulus-duplicate-controller` reports that
    instead).
- The controller's class cannot be read, or it extends a class bridgelint cannot read (a
  package, `extends mix(Controller)`, a file outside the repository): its methods are unknown.
  A note names the first such controller.
- The controller hands itself to code that may add methods (`useTransition(this)`,
  `Object.assign(this, mixin)` with a mixin from a package or one it cannot read,
  `Object.assign(Klass.prototype, mixin)`, `this[name] = ...`): a note names the first place. A
  mixin object the app defines (`const menu = { toggle() {} }`, or `export const menu = { ... }`
  in a module it imports) adds its keys instead, and the rule still judges the controller.
- The method names a property the code sets at run time (`this.search = debounce(...)` in any
  method, `Object.defineProperty(this, "search", ...)`, `Object.assign(this, { search })`) or a
  class field whose value is not a function literal (`search = debounce(...)`).
- The method part is computed (`menu#<%= name %>`).

## Fix safety

When exactly one action method is close, the fix uses it. It is unsafe: the author may want to
add the method to the controller instead.

## Options

None.

## References

- Stimulus reference: actions (action methods).
"""#,
        "stimulus-unknown-class": #"""
# stimulus-unknown-class

Severity: error for a near miss or camelCase (warning for a name with no close declared one) · Fix: safe for camelCase, unsafe for typos · Since: 0.1.0

Why this severity: error: `this.<name>Class` throws `Missing attribute` when its attribute is
absent, and a misspelled attribute is absent.

## What it does

Reports a `data-<identifier>-<name>-class` attribute whose name the controller does not declare
in `static classes`. Like values, class names are used dasherized (`loadingState` ->
`data-menu-loading-state-class`); a camelCase attribute name is reported because HTML
lower-cases it and Stimulus never finds it.

## Why it matters

`this.openClass` throws `Missing attribute` when its attribute is absent, and a misspelled
attribute is absent: the controller breaks the first time it toggles the class.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu" data-menu-opne-class="is-open" data-menu-loadingState-class="is-busy">
                                      ^^^^
                                                                     ^^^^^^^^^^^^
</div>
```

```erb bad
<%= tag.nav data: { controller: "menu", menu_laoding_state_class: "busy" } do %>
                                             ^^^^^^^^^^^^^
<% end %>
```

```erb good
<div data-controller="menu" data-menu-open-class="is-open" data-menu-loading-state-class="<%= busy_class %>">
  <%= tag.nav data: { controller: "menu", menu_loading_state_class: "busy" } %>
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- An attribute name built with ERB (`data-menu-<%= name %>-class`) or a `data:` key computed in Ruby
  (`data: { "#{name}_class": x }`, `data: options`) is not known, so it is not judged. No note.
- The identifier is not a controller of the app (`data-tooltip-arrow-class`): not judged here;
  `stimulus-unknown-controller` reports near misses of real identifiers.
- The controller's classes cannot all be read, so a missing name proves nothing:
  - its file is not a readable class (no `class … extends`, binary, unreadable): said in the note
    ``<file>: could not read the controller class (…); rules about `<identifier>` are silent`` (the
    first five files; past five, one note counts the rest:
    `<file>: could not read the controller class (and N more controllers …)`);
  - its file is over `max_file_size`: said in the note
    `<file>: not read: it is …, over the … file size limit`;
  - a declaration is not literal: `static classes = [...Base.classes, "active"]`,
    `static classes = NAMES`, or the same assigned after the class (`Menu.classes = NAMES`,
    `Menu.classes = ["a"].concat(more)`) (no note). A literal assigned after the class
    (`Menu.classes = ["active"]`, for the file's class) is read as a `static` field is;
  - it extends a class bridgelint cannot follow to Stimulus' `Controller` or `BridgeComponent`
    (`extends ApplicationController` imported from a package or a path it cannot resolve): said in
    the note ``<file>:<line>: `<identifier>` extends the class `<name>` from `<module>`, which
    bridgelint cannot read (…)`` (the first such controller, with how many share the cause);
  - it is registered as `application.register("menu", Menu)` with `Menu` from a module bridgelint
    cannot resolve, or defined inside a package bundle: said in the note
    ``<file>:<line>: the class registered as `<identifier>` cannot be read (…)`` or
    ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …`` (the first
    such controller, with how many share the cause);
  - the identifier is declared under `controllers: known:` (its members are unknown;
    `--show-settings` lists them);
  - two different files define the identifier (`stimulus-duplicate-controller` reports that
    instead).
- Code of the app reads the attribute itself (`dataset.menuActiveClass`,
  `getAttribute("data-menu-active-class")`, a selector `[data-menu-active-class]`, Stimulus 1's
  `this.data.get("activeClass")`, in any controller or script): it is deliberate, not a misspelt
  class. No note.
- A stylesheet of the app selects the attribute (`[data-menu-expanded-class="wide"]`,
  `[data-menu-expanded-class]`, in a `.css`, `.scss`, `.sass` or `.less` file under the app's
  `app/` folder, not the built `app/assets/builds`): it is markup written for that CSS, not a
  class of the controller. Only the exact attribute name counts; a selector that Sass or Less
  computes (`[data-menu-#{$kind}-class]`) or that sits in a comment does not. No note.

```erb good
<nav data-controller="menu">
  <a href="/" data-menu-expanded-class="justify-start">Home</a>
</nav>
```

```css file=app/assets/stylesheets/application.css
nav [data-menu-expanded-class="justify-start"] {
  justify-content: flex-start;
}
```

- On an app that loads Flowbite (`flowbite` in `package.json` or `config/importmap.rb`, a layout
  that loads it from a CDN, a vendored copy), Flowbite's dropdown attribute
  `data-dropdown-ignore-click-outside-class` is Flowbite's, not a class of the app's `dropdown`
  controller. No note.

## Fix safety

A camelCase name whose dasherized form is declared is fixed safely. A typo with exactly one close
declared name gets an unsafe fix: the author may want to declare a new class instead.

## Options

None.

## References

- Stimulus reference: CSS classes.
"""#,
        "stimulus-unknown-controller": #"""
# stimulus-unknown-controller

Severity: error (warning for a mounted identifier nothing on the page uses that is no near miss, for an action whose event never reaches its element, and for a member attribute with its identifier's dashes mixed up whose controller declares no such member) · Fix: unsafe · Since: 0.1.0

Why this severity: error: nothing connects to an identifier no controller defines; every target,
value and action of it is dead. A word of `data-controller` that nothing uses (no target, action,
value, class, outlet or param of it in any template, the app's Ruby or its scripts) and that is no
near miss of a known identifier loses nothing: Stimulus skips it and the page works the same. It
is dead markup, a warning, and the message says so. So is a target, value, class or outlet
attribute whose identifier is a known one with `-` and `--` mixed up when that controller declares
no such member: spelled right, it would still be read by nothing. And an action whose event never
reaches its element (`keydown` on a hidden input) never runs, whatever controller it names.

## What it does

Reports a controller identifier that nothing in the app defines: a word in `data-controller`, the
identifier of a `data-action` descriptor, or the identifier inside a target, value, class, outlet
or param attribute name, in HTML, in Rails helpers, and in a `data:` hash given to any helper or
component. Identifiers come from controller file paths
(`controllers/bridge/nav_controller.js` is `bridge--nav`), from `application.register("id", ...)`
calls, from the definitions of a package passed to `application.load(...)` (read from its
importmap-vendored file under `vendor/javascript`, from `node_modules`, or from the folder of
the repository whose `package.json` names it), from npm packages listed under
`controllers: packages:`, and from `controllers: known:` in `.bridgelint.yml`.

## Why it matters

Stimulus ignores an identifier it has no controller for: nothing connects, no error is raised,
and a bridge component never reaches the native app. Bridge components live in
`controllers/bridge/`, so their identifiers have a double dash: `bridge--nav`, not `bridge-nav`. A
controller's file name written where its identifier belongs (`nav_controller`,
`date_picker`) is answered with the identifier that file gets (`nav`, `date-picker`), and a
controller's name under another folder (`mosaic--image-cropper`, `image-cropper`) with the
controller of that name (`admin--image-cropper`) when at most three share it.

In attribute names (`data-x-target`) other libraries use the same shape (`data-bs-target`), so
an unknown identifier there is reported only when it is one typo away from a real one. The same
holds everywhere when the app loads a package whose definitions bridgelint cannot read (pinned to
a URL, not installed): that package may define any identifier, and when a folder that may hold
controllers cannot be listed (its permissions deny it): its controllers are unknown. When no controller is found at
all, the rule stays silent and bridgelint says why on stderr.

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

A mounted identifier that nothing uses and that is far from every known one changes nothing:
Stimulus skips it. A warning, and the message says so:

```erb bad
<%= form_with url: "/session", method: :delete, data: { controller: "sessions" } do %>
                                                                     ^^^^^^^^ warning: nothing on the page uses it
  <button>Log out</button>
<% end %>
```

Only a member's name counts as a use, wherever it is written; a route helper that starts like
one (`new_deal_path` for `new-deal`) is none:

```erb bad
<div data-controller="new-deal">
                      ^^^^^^^^ warning: nothing on the page uses it
  <%= form_with model: @deal do |form| %>
    <%= render "deals/fields", form: form %>
  <% end %>
</div>
```

```erb file=app/views/deals/_fields.html.erb
<%= form.text_field :title %>
<%= link_to "Start over", new_deal_path %>
```

An action whose event never reaches its element never runs, whatever it names: a hidden input
(`<input type="hidden">`, `form.hidden_field`) is not rendered, so no one types in it, clicks or
focuses it. A warning that says so. Scripts may still send `input` and `change` there (a date
picker keeps its value in one), so those stay errors.

```erb bad
<%= form_with url: "/places" do |form| %>
  <%= form.hidden_field :lat, data: { action: "keydown->maps#preventSubmit" } %>
                                                        ^^^^ warning: this hidden input never receives `keydown`
  <input type="hidden" name="lng" data-action="change->maps#update">
                                                       ^^^^ error: `maps` is not a Stimulus controller this app defines
<% end %>
```

One cause, one finding: an unknown identifier is reported where the template mounts it, not
again in the targets, values and actions that name it there.

```erb bad
<nav data-controller="bridge-nav">
                      ^^^^^^^^^^
  <a href="/" data-bridge-nav-target="item" data-action="click->bridge-nav#open">Home</a>
</nav>
```

A member attribute belongs to the longest identifier that fits, among the app's controllers
and the element's own `data-controller`: `data-bridge--nav-form-side-value` here is the
unknown `bridge--nav-form`'s, never `bridge--nav`'s value `form-side`.

```erb bad
<nav data-controller="bridge--nav bridge--nav-form" data-bridge--nav-form-side-value="left">
                                  ^^^^^^^^^^^^^^^^
</nav>
```

An identifier in a member attribute that is a known one with `-` and `--` mixed up (in a Ruby
key, `_` and `__`) is said as such: the attribute names no controller, and the finding names the
identifier meant and how to write the attribute. When the controller meant declares no such
member either, the attribute is dead markup however it is spelled: a warning that says so;
unless the member is a near miss of one it declares (`iten` for `item`): then both slips are
one error that names both, and its fix makes both repairs.

```erb bad
<nav data-controller="admin--menu">
  <a href="/" data-admin-menu-target="item">Home</a>
                   ^^^^^^^^^^ error: `admin-menu` is `admin--menu` with `-` where it needs `--`
  <span data-admin-menu-side-value="left"></span>
             ^^^^^^^^^^ warning: `admin--menu` declares no value `side`
  <a href="/todos" data-admin-menu-target="iten">Todos</a>
                        ^^^^^^^^^^ error: declares no target `iten`: did you mean `item`?
</nav>
```

```js file=app/javascript/controllers/admin/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
}
```

```erb bad
<button data-action="click->bridge--nvа#open">Menu</button>
                            ^^^^^^^^^^^
```

A `data:` hash given to any helper or component is checked too, though where it lands is unknown:

```erb bad
<%= render MenuComponent.new(title: "Menu", data: { controller: "bridge--nva" }) %>
                                                                 ^^^^^^^^^^^
```

```erb bad
<%= ui_button "Menu", data: { action: "click->bridge--nva#open" } %>
                                              ^^^^^^^^^^^
```

ERB that renders one of a few literals is read as each of them (a modifier `if`/`unless`, a
ternary, `token_list`/`class_names` with literal keys, in raw HTML or in a helper's hash; words
between `<% if %>` and `<% end %>`): the finding lands on the literal.

```erb bad
<body data-controller="<%= "bridge--naw" if native_app? %> bridge--nav">
                            ^^^^^^^^^^^
  <%= tag.div data: { controller: token_list("bridge--nav", "bridge--nva" => native_app?) } %>
                                                             ^^^^^^^^^^^
</body>
```

```erb good
<div data-controller="bridge--nav">
  <a href="/" data-bridge--nav-target="item">Home</a>
</div>
```

```erb good
<div data-controller="<%= controller_name %> bridge--nav" data-bs-target="#menu"></div>
```

A component package loaded whole, as `@joemasilotti/bridge-components` is: its identifiers
come from the `identifier:` of each definition in the vendored bundle, not from file paths.

```erb good
<nav data-controller="bridge--nav"></nav>
<div data-controller="bridge--menu"></div>
<div data-controller="bridge--toast" data-action="turbo:load@window->bridge--toast#show"></div>
```

```js file=app/javascript/controllers/application.js
import { Application } from "@hotwired/stimulus"
import { controllers } from "@acme/bridge-kit"

const application = Application.start()
application.load(controllers)
export { application }
```

```ruby file=config/importmap.rb
pin "@acme/bridge-kit", to: "@acme--bridge-kit.js" # @1.0.0
```

```js file=vendor/javascript/@acme--bridge-kit.js
class MenuBridgeController extends t{static component="menu"}class ToastBridgeController extends t{static component="toast"}const o=[{identifier:"bridge--menu",controllerConstructor:MenuBridgeController},{identifier:"bridge--toast",controllerConstructor:ToastBridgeController}];export{o as controllers};
```

When the loaded package cannot be read, only a near miss of a known identifier is reported:

```erb bad
<div data-controller="bridge--menu bridge--nva">
                                   ^^^^^^^^^^^
</div>
```

```js file=app/javascript/controllers/application.js
import { Application } from "@hotwired/stimulus"
import { controllers } from "@acme/bridge-kit"

Application.start().load(controllers)
```

Markup the app's own code finds itself, by `data-controller` with that value or by an attribute
named after it, is that code's, not a Stimulus controller's:

```erb good
<nav data-controller="bridge--nav"></nav>
<ul data-controller="sourceable">
  <li data-sourceable-target="source" data-action="click->sourceable#selected">Inbox</li>
</ul>
```

```js file=app/javascript/sources.js
document.querySelectorAll("[data-controller=sourceable]").forEach(watchSources)
```

So is markup a template's own script finds, in a `<script>` or an event handler attribute:

```erb good
<nav data-controller="bridge--nav"></nav>
<div class="card" data-controller="template-preview">
  <button onclick="this.closest('[data-controller=template-preview]').querySelector('.body').hidden ^= true">Preview</button>
  <div class="body" hidden>…</div>
</div>
```

A gem of the bundle that ships JavaScript for the app's importmap (it depends on
`stimulus-rails` or `importmap-rails`) may register any identifier: only a near miss of a known
one is reported.

```erb good
<div data-controller="bridge--nav hw-combobox"></div>
```

```text file=Gemfile.lock
GEM
  remote: https://rubygems.org/
  specs:
    hotwire_combobox (0.4.0)
      importmap-rails (>= 1.2)
      stimulus-rails (>= 1.2)
```

```ruby file=config/importmap.rb
pin "@hotwired/stimulus", to: "stimulus.min.js"
pin_all_from "app/javascript/controllers", under: "controllers"
```

An admin framework whose own layout registers its controllers (Administrate from 1.0:
`select`, `table`, `tooltip`) does so only on the pages it renders: the views of the controllers
that inherit `Administrate::ApplicationController`, in their namespace (`app/views/admin/`). A
public page that the render graph proves outside them is judged as usual.

```erb bad path=app/views/pages/home.html.erb
<form data-controller="bridge--nav form"></form>
                                   ^^^^
```

```text file=Gemfile.lock
GEM
  remote: https://rubygems.org/
  specs:
    administrate (1.0.0)
      actionpack (>= 6.0)
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/pages_controller.rb
class PagesController < ApplicationController
end
```

```ruby file=app/controllers/admin/application_controller.rb
module Admin
  class ApplicationController < Administrate::ApplicationController
  end
end
```

```erb file=app/views/layouts/application.html.erb
<body><%= yield %></body>
```

```erb file=app/views/admin/customers/index.html.erb
<table data-controller="table"></table>
```

The controllers of an engine the app loads are the app's too, here pinned in the engine's own
importmap for the host's loader (`admin/controllers/table_controller.js` is `admin--table`):

```erb good
<div data-controller="bridge--nav admin--table"></div>
```

```ruby file=Gemfile
gem "admin", path: "engines/admin"
```

```ruby file=engines/admin/admin.gemspec
Gem::Specification.new { |spec| spec.name = "admin" }
```

```ruby file=engines/admin/config/importmap.rb
pin_all_from File.expand_path("../app/javascript/admin/controllers", __dir__), under: "controllers/admin"
```

```js file=engines/admin/app/javascript/admin/controllers/table_controller.js
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {}
```

An attribute that the page's own script selects is that script's hook:

```erb good
<div data-controller="sidequests bridge--nav">
  <span data-sidequest-total-value><%= 3 %></span>
</div>
<script>
  document.querySelector("[data-sidequest-total-value]").textContent = "4"
</script>
```

```js file=app/javascript/controllers/sidequests_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

esbuild-plugin-stimulus (`import { definitions } from "stimulus:./"`) names a file by every
folder between the imported one and the file, each with `_` turned into `-`, from its 0.1.2 on
(`devise/web_authn/mfa_controller.ts` is `devise--web-authn--mfa`); 0.1.0 took only the nearest
folder's name, as written (`web_authn--mfa`). The version is read from the lockfile (or
`package.json`) nearest above the importing file (zombiezen/esbuild-plugin-stimulus,
`CHANGELOG.md` 0.1.2 and `src/index.ts`):

```erb good
<div data-controller="bridge--nav devise--web-authn--mfa"></div>
```

```js file=app/javascript/controllers/application.js
import { Application } from "@hotwired/stimulus"
import { definitions } from "stimulus:./"
Application.start().load(definitions)
```

```ts file=app/javascript/controllers/devise/web_authn/mfa_controller.ts
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {}
```

```text file=yarn.lock
esbuild-plugin-stimulus@^0.2.0:
  version "0.2.0"
```

```erb bad
<div data-controller="bridge--nav web_authn--mfa"></div>
                                  ^^^^^^^^^^^^^^ error: the controller `mfa` under other folders: did you mean `devise--web-authn--mfa`?
```

```js file=app/javascript/controllers/application.js
import { Application } from "@hotwired/stimulus"
import { definitions } from "stimulus:./"
Application.start().load(definitions)
```

```ts file=app/javascript/controllers/devise/web_authn/mfa_controller.ts
import { Controller } from "@hotwired/stimulus"
export default class extends Controller {}
```

```text file=yarn.lock
esbuild-plugin-stimulus@^0.2.0:
  version "0.2.0"
```

stimulus-rails 0.1-0.2's autoloader (`stimulus_include_tags`) imports the file a word names
once `--` is read as `/` and `-` as `_`, from the folders its importmap lists, and registers it
under the word as written (hotwired/stimulus-rails 0.2, `stimulus/loaders/autoloader.js`):

```erb good
<form data-controller="bridge--nav loading_form"></form>
```

```erb file=app/assets/javascripts/importmap.json.erb
{ "imports": { <%= importmap_list_with_stimulus_from "app/assets/javascripts/controllers" %> } }
```

```js file=app/assets/javascripts/controllers/loading_form_controller.js
import { Controller } from "stimulus"
export default class extends Controller {}
```

## Severity

An error, except for a word of `data-controller` (or a `data: { controller: }` hash) that is no
near miss of a known identifier and that nothing may use: no target, action, value, class, outlet
or param of it in the template, no action or member attribute there whose value is computed, and
no `<identifier>#` nor member attribute or key of it (`<identifier>-target`,
`<identifier>-<name>-value`, `<identifier_in_underscores>_<name>_class`, `-outlet`, `-param`, or
one whose name goes on computed: `<identifier>-<%= kind %>-value`, `"<identifier>_#{kind}_param"`)
in this or any other template, in the app's Ruby under `app/` or in its scripts (nor the quoted
identifier in a script that looks controllers up, with `getControllerForElementAndIdentifier` or
`outlets`, nor an outlet of it in a controller's `static outlets`). A word that only
starts like one is no use: a route helper (`new_deal_path` for `new-deal`), a longer identifier
(`new-deal-form#save`), a CSS class (`new-deal-banner`), and neither is the identifier quoted in
other scripts (a React prop `'content'`). Stimulus skips such a word and nothing changes:
a warning. A near miss stays an error (the author meant the known controller, whose behaviour is
lost), and so does an identifier something names. A member attribute whose identifier is a known one with `-` and `--` (`_` and `__` in
a Ruby key) mixed up is an error when that controller declares the member (it never gets it), and
a warning when it declares no such member and all of its members are known (the attribute is dead
markup however it is spelled), but an error again when that member is a near miss of one it
declares (the author meant it).

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A target, value, class, outlet or param attribute that a script of the same template selects by
  its name (`querySelector('[data-sidequest-total-value]')`): the page's own hook, not Stimulus
  markup. No note.
- Markup inside a fenced code block of a Markdown template (`guide.md.erb`, a Lookbook page) is
  text shown to the reader, for this rule and every Stimulus rule; HTML's structure rules skip
  Markdown templates. No note.
- A template's own `<script>` that registers a controller on a Stimulus application
  (`application.register("payment-intent", class extends Controller {})` in an inline module)
  defines that identifier on the app's pages; its class is not read, so checks of its members are
  silent, as for identifiers under `controllers: known:`. No note.
- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A word that touches ERB (`data-controller="bridge--<%= kind %>"`,
  `data: { controller: controllers }`, `x && "nav"`) is not known, so it is not judged; the static
  words beside it are. ERB that renders one of a finite set of literals (a modifier `if`/`unless`,
  a ternary, `token_list`/`class_names` with literal keys) is judged as each of them. No note: the
  template shows it.
- The app loads controllers bridgelint cannot read: a package passed to `application.load(...)` that
  is neither vendored nor installed, a package under `controllers: packages:` missing from
  `node_modules`, or a folder that may hold controllers and cannot be listed. Any identifier may
  exist then, so only near misses of known identifiers are reported. Each is said once in a note
  (`the controllers loaded from the package … cannot be read`,
  `the npm package … is not in node_modules`, `<folder>/: skipped: the folder cannot be read`).
- A target, value, class, outlet or param attribute whose identifier no controller defines and no
  element around mounts, on or inside an autonomous custom element named after it
  (`data-webauthn-target` inside `<webauthn-get>`, `tag.webauthn_get`: the element's name is the
  identifier or starts with it and `-`): the custom element's script reads it
  (`querySelector('[data-webauthn-target="response"]')`), not Stimulus. No note.
- In a target, value, class, outlet or param attribute name (`data-bs-target`,
  `data-tooltip-placement-value`) other libraries use the same shape: an identifier no controller
  defines is reported only when it is one typo away from a known one. No note.
- An identifier listed under `controllers: known:` is never unknown (`--show-settings` lists them).
- The app's own code finds the markup of the identifier itself, in any controller or script of
  the app: a selector or comparison on `data-controller` with exactly that value
  (`$("[data-controller=sourceable]")`, `[data-controller~=sourceable]`,
  `el.dataset.controller === "sourceable"`), or a read of an attribute named after it
  (`[data-sourceable-target]`, `dataset.sourceablePayloadParam`). The identifier is that code's,
  not a Stimulus controller's. So with a template's inline `<script>` or event handler attribute
  (`onclick="this.closest('[data-controller=preview]')…"`), whichever template holds it, and
  with an action whose whole descriptor such a script, or a `javascript_tag do` block, selects to
  wire the event itself (`querySelectorAll('[data-action="click->permissions#toggleAll"]')`). A read
  of `data-controller` without a value, or with another value, proves nothing, so a typo of a
  real identifier stays reported. No note.
- A `register(name, klass)` or `load(definitions)` call on the app's Stimulus application takes its
  names from something bridgelint cannot read (no table of `["id", Klass]` pairs, `{ "id":
  Klass }` or `{ identifier, controllerConstructor }` definitions in its file, no loader feeding
  it): any identifier may be registered, so only a near miss of a known identifier is reported,
  and a note names the call.
- Code changes the identifiers a loader gives before loading them
  (`defs.forEach(d => { d.identifier = ... })` or `defs.map(d => ({ ...d, identifier: ... }))`
  over `definitionsFromContext(...)`): the names its files are registered under are unknown, so
  only a near miss of a known identifier is reported, and a note names the rewrite
  (`the identifiers of the controllers loaded with definitionsFromContext are changed by code …`).
  A param attribute on an element whose own `data-action` names an identifier is read as that
  identifier's (`data-modal-component-slug-param` beside `click->modal-component#submit`).
- esbuild-plugin-stimulus loads the controllers, and no lockfile, importmap or `package.json`
  above the importing file gives its version (or only a range that may be older than 0.1.2): a
  file two or more folders deep may be named either way (`a--b--c` from 0.1.2 on, `b--c` in
  0.1.0), so both identifiers are known. No note.
- A `register("id", ...)` call names the identifier on a receiver bridgelint cannot prove is a
  Stimulus `Application` (in a vendored or minified bundle, or a file that imports nothing from
  Stimulus): the identifier may exist, so it is not reported; such a call defines no controller.
  The receiver's origin decides, not its name: `Application.start()` or `new Application()` of
  Stimulus's class (imported from Stimulus, `Stimulus.Application`, or a global `Application` the
  file does not declare itself), a name bound to one, `window.Stimulus`, `this.application`, an
  `application` imported from the app's own module. Ember's `container.register("view:select", ...)`
  (`container` bound to Ember's own `Application.buildContainer(...)`) proves nothing, and a
  `type:name` key is never a Stimulus identifier. No note.
- A bundle a build wrote and the repository committed (Vite Ruby's `public/vite/assets/*.js`,
  Webpacker's `public/packs/`, jsbundling's `app/assets/builds/`) names the identifier: a key of a
  loader's file map (`"./hero_chat_controller.js"`) or a literal `register("hero-chat", …)`.
  Pages may be served from that build while the controller's source is gone or was never
  committed, so the identifier may exist. Under a build manifest (`.vite/manifest.json`,
  `manifest.json`) only the files it lists count: a stale bundle it does not list is loaded by no
  page. Said once in a note (`… a build committed to the repository names the controller …`).

Only a near miss of a known identifier is reported (any other identifier may exist) when:

- the app loads a package with `application.load(...)` whose definitions cannot be read;
- a folder that may hold controllers cannot be listed;
- a dependency outside the repository may register controllers (a note names them): in an
  app with `config/importmap.rb`, a gem in `Gemfile.lock` that depends on `stimulus-rails` or
  `importmap-rails` (Hotwire's and Rails' own gems aside), or a gem known to
  register controllers on the pages the app's templates render in (`avo`, `madmin`, `spina`,
  `polaris_view_components`, `stimulus_reflex`, `administrate` from 1.0), or a gem whose name a
  script of the app imports by a module name its importmap does not pin (a `pin`, or a
  `pin_all_from` folder of the app's own files, with or without `under:`, pins it); or an npm package of `package.json` that
  depends on Stimulus (as its lockfile entry or installed `package.json` says) and that a script
  of the app imports and hands more than a class to register (`import "pkg"`,
  `Pkg.initialize(application)`). A gem or package whose source is in the repository is read
  instead. Declaring identifiers under `controllers: known:` says what they define. An admin
  framework whose own layout alone registers its controllers (`administrate`, `madmin`,
  `mission_control-jobs`, even when it depends on `importmap-rails` for its own importmap) makes
  only its own pages unsure: its folders (`app/views/administrate/`, `app/views/fields/`;
  `app/views/madmin/`; `app/views/mission_control/jobs/`, whose layout renders no view of the
  app), the views of the app's controllers that inherit its base controller
  (`Administrate::ApplicationController`, `Madmin::BaseController`) and the namespace of those
  that inherit it directly (`app/views/admin/` for `Admin::ApplicationController`), and the
  templates those render. A page no render path of those reaches is judged as usual; where a
  render path cannot be followed, or no app controller inherits the base, every page stays
  unsure. An identifier whose every word is a word of such a dependency's name (`modal` of the
  npm package `ultimate_turbo_modal`, whose `setupUltimateTurboModal(application)` registers it;
  `dialog` of `@stimulus-components/dialog`) is not reported even as a near miss of a known one
  (`modals`): the dependency may register it under its own name;
- the project is an engine (a `*.gemspec` and `app/`, no `config/application.rb`) that no
  application of the repository loads (a test app under `test/` or `spec/`, or a demo app under
  `sandbox/`, `demo/`, `example/`, `examples/` or `playground/`, does not count): its
  templates render in host apps outside the repository, which may define any controller.

The whole rule is silent when no controller is found at all (bridgelint says why on stderr).
An identifier that another app of the same browser defines is known: a host app and the engines
its `Gemfile` (`path:` or by name) or gemspec loads, the gems a root `Gemfile` loads together,
and a demo app with the gem it loads (through its own `Gemfile`, or the one above it). Two apps
that load nothing of each other and share no host stay apart.

## Fix safety

When exactly one identifier is close, the fix replaces the typo with it. It is unsafe: the
author may have meant a controller that does not exist yet.

## Options

None. Declare controllers that bridgelint cannot see (from npm packages) under
`controllers: known:` in `.bridgelint.yml`.

## References

- Stimulus reference: controllers, identifiers and naming conventions.
- stimulus-rails `eagerLoadControllersFrom`.
- zombiezen/esbuild-plugin-stimulus: `CHANGELOG.md` (0.1.2 fixes naming from all parent folders
  and turns underscores in folder names into dashes; issue #6) and `src/index.ts` (`walk`), read
  at the tags v0.1.0, v0.1.2, v0.1.5 and v0.2.0.
"""#,
        "stimulus-unknown-event": #"""
# stimulus-unknown-event

Severity: error (warning when no DOM or Turbo event is close) · Fix: unsafe · Since: 0.1.0

Why this severity: error: a misspelled browser event never fires, so the action never runs. A name
close to no known event may be a custom event dispatched elsewhere: a warning.

## What it does

Reports the event of a `data-action` descriptor when it is not an event the browser fires
(DOM, HTML, pointer, touch, keyboard, focus, form, clipboard, drag, media, animation and
transition events, and window/document events such as `resize`, `hashchange`, `popstate` or
`visibilitychange`) and does not look like a custom event. Custom events contain `:` or `-`:
`turbo:submit-end`, `bridge--search:queried` (what Stimulus' `this.dispatch` sends), `trix-change`,
or a `.` on an event that is not a keyboard event (`shown.bs.modal`: Stimulus takes the whole
name, Bootstrap dispatches it).

The browser's events are those of the specifications as of 2026-12-01: WHATWG HTML (its events
index, media elements, drag and drop; `command`, `beforetoggle`, `toggle`, `beforematch`,
`pagereveal`, `pageswap`...), UI Events, Pointer Events 3, Touch Events, CSS Animations 1, CSS
Transitions 1, CSSOM View (`scroll`, `scrollend`, `resize`), CSS Scroll Snap 2, CSS Containment 2
(`contentvisibilityautostatechange`), Clipboard API, Fullscreen, Selection API, DOM, Page
Lifecycle, Prerendering, Picture-in-Picture, Encrypted Media, DeviceOrientation, Gamepad, Web App
Manifest and CSP 3, read from the extracts of w3c/webref and MDN; plus `orientationchange`,
`show` and `search`, which browsers still fire. The list is `DOMEvents.names` in
`Sources/BridgeLintRules/Shared/DOMEvents.swift`.

It is an error when the name is a typo of a DOM event (`focsuin` for `focusin`, `Click` for
`click`), with a did-you-mean, and a warning otherwise: a library may dispatch a plain custom
name the linter cannot see. DOM event names are letters only, so a name with another character
(`$change`) is never taken for a typo, however close: it is a warning at most.

The names the app sends are read from all of its own JavaScript: the controllers, the modules
they import (wherever they are, and what those import in turn), the entry points and every
other script under the app's script roots (`app/javascript`, `app/frontend`,
`app/assets/javascripts` and the folders its bundler configuration names). A script sends a name
with an event constructor (`new CustomEvent("notify")`, `new Event("notify")`, any `new
…Event(name)`), `event.initEvent("notify")` / `initCustomEvent`, or Stimulus'
`this.dispatch("notify", { prefix: false })`; without `prefix: false` Stimulus sends
`<identifier>:notify`. jquery-events-to-dom-events' `delegate("change")` (v1, imported from that
package) sends every jQuery `change` again as a DOM event named `$change`. jQuery's own
`trigger("notify")` is not a send: it runs jQuery's handlers, never an `addEventListener`
listener such as a Stimulus action.

Events named `turbo:*` are Turbo's, and Turbo dispatches a known list of them: every
`dispatch("turbo:...")` in hotwired/turbo's `src/` from v7.0.0 to v8.0.23 (2026-02-12):
`turbo:before-cache`, `turbo:before-fetch-request`, `turbo:before-fetch-response`,
`turbo:before-frame-morph`, `turbo:before-frame-render`, `turbo:before-morph-attribute`,
`turbo:before-morph-element`, `turbo:before-prefetch`, `turbo:before-render`,
`turbo:before-stream-render`, `turbo:before-visit`, `turbo:click`, `turbo:fetch-request-error`,
`turbo:frame-load`, `turbo:frame-missing`, `turbo:frame-render`, `turbo:load`, `turbo:morph`,
`turbo:morph-element`, `turbo:reload`, `turbo:render`, `turbo:submit-end`, `turbo:submit-start`
and `turbo:visit` (`TurboLibrary.events`). Any other `turbo:` name that the app's code does not
send is reported: an error with a did-you-mean when one of Turbo's events is close
(`turbo:submit-edn`), a warning otherwise.

## Why it matters

An action whose event never fires never runs, and nothing reports it: the button just does
nothing. Event names are case-sensitive (`DOMContentLoaded`, but `click`, not `Click`).

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu">
  <input data-action="focsuin->menu#open">
                      ^^^^^^^
  <div data-action="Click->menu#toggle"></div>
                    ^^^^^
  <div data-action="menuopened->menu#close"></div>
                    ^^^^^^^^^^
</div>
```

```erb good
<div data-controller="menu" data-action="turbo:load@document->menu#close resize@window->menu#close DOMContentLoaded@document->menu#open">
  <input data-action="focusin->menu#open bridge--search:queried->menu#open trix-change->menu#toggle">
  <div data-action="<%= event_name %>->menu#open shown.bs.modal->menu#open"></div>
  <%= link_to "Menu", "#", data: { action: "pointerdown->menu#open" } %>
</div>
```

An event the app sends itself under that name is not unknown, nor is any name when the app
sends names it computes (`this.dispatch(this.nameValue, { prefix: false })`):

```erb good
<div data-controller="menu modal" data-action="menuopened@window->menu#open spotlight@window->modal#show"></div>
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static values = { name: String }

  show() {}
  announce() { window.dispatchEvent(new CustomEvent("menuopened")) }
  relay() { this.dispatch(this.nameValue, { prefix: false }) }
}
```

A library that the controller hands the element to may send any name on it (Choices.js sends
`showDropdown` on the `<select>` it is given); a typo of a DOM event there is still one:

```erb good
<div data-controller="picker menu">
  <select data-picker-target="select" data-action="showDropdown->picker#open change->menu#open"></select>
</div>
```

```js file=app/javascript/controllers/picker_controller.js
import { Controller } from "@hotwired/stimulus"
import Choices from "choices.js"

export default class extends Controller {
  static targets = ["select"]

  connect() { this.choices = new Choices(this.selectTarget, { searchEnabled: true }) }
  open() {}
}
```

A `turbo:` event Turbo does not dispatch never fires:

```erb bad
<form data-controller="menu" data-action="turbo:submit-edn->menu#close turbo:frame-loaded@document->menu#open">
                                          ^^^^^^^^^^^^^^^^
                                                                       ^^^^^^^^^^^^^^^^^^
</form>
```

A module the controllers import sends its names too, as does any other script of the app:

```erb good
<body data-controller="menu" data-action="notify->menu#open">
  <select data-controller="modal" data-action="$change->modal#show"></select>
</body>
```

```js file=app/javascript/lib/notifications.js
export function notify(message) {
  document.body.dispatchEvent(new CustomEvent("notify", { detail: { message } }))
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"
import { delegate, abnegate } from "jquery-events-to-dom-events"
import { notify } from "../lib/notifications"

export default class extends Controller {
  connect() { this.changed = delegate("change", ["event", "picker"]) }
  disconnect() { abnegate("change", this.changed) }
  show() { notify("shown") }
}
```

A `$` name that no script sends is a warning, not a typo of `change`:

```erb bad
<select data-controller="menu" data-action="$change->menu#open"></select>
                                            ^^^^^^^
```

But a name that is sent with Stimulus' prefix is not sent bare:

```erb bad
<div data-controller="menu modal" data-action="menuopened@window->menu#open"></div>
                                               ^^^^^^^^^^
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() { this.dispatch("menuopened") }
}
```

A custom element may dispatch an event of any name, so an action on it, on an element around it
(events bubble), or on `@window`/`@document` in a template that has one, is not judged. Trix's
`<trix-editor>` and Turbo's `<turbo-frame>` are not such elements: their own events are
`trix-*` and `turbo:*`.

```erb good
<docuseal-form data-controller="menu" data-action="completed->menu#open"></docuseal-form>
<div data-controller="modal" data-action="rendered->modal#show">
  <x-chart></x-chart>
</div>
```

```erb bad
<trix-editor data-controller="menu" data-action="chnage->menu#open"></trix-editor>
                                                 ^^^^^^
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A descriptor that touches ERB (`<%= event %>->menu#open`) is not judged. No note.
- An event name with `:`, `-` or `.` (`trix-change`, `shown.bs.modal`, `search:done`) may be
  dispatched by any library, so it is never judged, unless it starts with `turbo:`. No note.
- A `turbo:` name Turbo does not dispatch is accepted when a script of the app sends it
  (`new CustomEvent("turbo:refreshed")`) or sends names it computes that may be it. Scripts the
  linter does not read (an npm package dispatching a `turbo:` name) are not known. No note.
- An event listed under this rule's `events:` setting is accepted.
- A name that is no typo of a DOM event (`spotlight`, `$change`) is not reported when a script of
  the app sends it (`new CustomEvent("spotlight")`, `this.dispatch("spotlight", { prefix: false })`,
  `delegate("change")`), or when a script sends event names it computes that may be it
  (`new CustomEvent(this.nameValue)`: any name; `` new CustomEvent(`vue:${name}`) ``: names starting
  with `vue:`; `delegate(name)`: names starting with `$`). Said once in the note `an event is sent
  under a name the code computes`, with the first place.
- An action on a custom element (a name with a dash, other than `trix-editor` and Turbo's
  elements), on an element that contains one, or on `@window`/`@document` in a template that has
  one: the element may dispatch any name. Likewise on an element whose name the template does not
  show (`content_tag tag_name`, a component's `data:` hash). No note.
- A name that is no typo of a DOM event (`showDropdown`, `addItem`) on an element a controller
  hands to a function or class imported from a package: the element mounts the controller and its
  code passes `this.element`, or the element is its target and its code passes that target
  (`this.selectTarget`, `this.selectTargets`), whole, as an argument (`new Choices(this.selectTarget,
  {...})`, `flatpickr(this.element)`, `Sortable.create(this.listTarget)`), the callee's name
  imported from a package (not from `./`, `../` or an alias of the app's folders; not from a
  bare name that resolves to a file of the app, such as an importmap pin of its own
  `app/javascript` file, `pin "select_setup"`, or of a folder, `pin_all_from "app/javascript/lib"`;
  not Hotwire's own `@hotwired/` packages, nor jQuery's `$`). That library may dispatch events of
  any name there.
  Said once in the note `… hands this.<member> to a package's code`, with the first place.
- A name the app sends itself is not reported even when it is one edit from a DOM event
  (`new CustomEvent("clicked")` beside `click`). No note.

## Fix safety

When exactly one DOM event (or, for a `turbo:` name, one of Turbo's events) is close, the fix
uses it. It is unsafe: the author may mean a custom event of that name.

## Options

- `events`: a list of plain custom event names the app dispatches (`new CustomEvent("refresh")`);
  they are accepted.
- `severity` works as for every rule, and replaces both levels: with `severity: warning` every
  finding of this rule is a warning. Without it, typos of DOM events are errors and other
  unknown names warnings.

```yaml
rules:
  stimulus-unknown-event:
    events: [refresh]
```

## References

- MDN: Event reference.
- Stimulus reference: actions (events), controllers (`dispatch`).
- Turbo reference: events (turbo.hotwired.dev/reference/events); hotwired/turbo v8.0.23 `src/`.
"""#,
        "stimulus-unknown-outlet": #"""
# stimulus-unknown-outlet

Severity: error for a near miss (warning for a name with no close declared one) · Fix: unsafe · Since: 0.1.0

Why this severity: error: the undeclared outlet is ignored, and reading the declared one throws
because its attribute is missing.

## What it does

Reports a `data-<identifier>-<name>-outlet` attribute whose name the controller does not declare
in `static outlets`. Outlet names are the identifiers of other controllers and are used as
declared (`static outlets = ["user-status"]` -> `data-chat-user-status-outlet`).

## Why it matters

Stimulus only looks for declared outlets: an undeclared outlet attribute is ignored, and
`this.modalOutlet` throws because the declared one is missing.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu" data-menu-modla-outlet="#dialog">
                                      ^^^^^
</div>
```

```erb bad
<%= tag.div data: { controller: "menu", menu_dialog_outlet: "#dialog" } %>
                                             ^^^^^^
```

```erb good
<div data-controller="menu" data-menu-modal-outlet="<%= dom_id(@dialog, :modal) %>">
  <%= tag.div data: { controller: "menu", menu_modal_outlet: "#dialog" } %>
</div>
<div id="dialog" data-controller="modal"></div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- An attribute name built with ERB (`data-menu-<%= name %>-outlet`) or a `data:` key computed in
  Ruby (`data: { "#{name}_outlet": x }`, `data: options`) is not known, so it is not judged. No
  note.
- The identifier is not a controller of the app (`data-tooltip-target-outlet`): not judged here;
  `stimulus-unknown-controller` reports near misses of real identifiers.
- The controller's outlets cannot all be read, so a missing name proves nothing:
  - its file is not a readable class (no `class … extends`, binary, unreadable): said in the note
    ``<file>: could not read the controller class (…); rules about `<identifier>` are silent`` (the
    first five files; past five, one note counts the rest:
    `<file>: could not read the controller class (and N more controllers …)`);
  - its file is over `max_file_size`: said in the note
    `<file>: not read: it is …, over the … file size limit`;
  - a declaration is not literal: `static outlets = [...Base.outlets, "modal"]`,
    `static outlets = NAMES`, or the same assigned after the class (`Menu.outlets = NAMES`,
    `Menu.outlets = ["a"].concat(more)`) (no note). A literal assigned after the class
    (`Menu.outlets = ["modal"]`, for the file's class) is read as a `static` field is;
  - it extends a class bridgelint cannot follow to Stimulus' `Controller` or `BridgeComponent`
    (`extends ApplicationController` imported from a package or a path it cannot resolve): said in
    the note ``<file>:<line>: `<identifier>` extends the class `<name>` from `<module>`, which
    bridgelint cannot read (…)`` (the first such controller, with how many share the cause);
  - it is registered as `application.register("menu", Menu)` with `Menu` from a module bridgelint
    cannot resolve, or defined inside a package bundle: said in the note
    ``<file>:<line>: the class registered as `<identifier>` cannot be read (…)`` or
    ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …`` (the first
    such controller, with how many share the cause);
  - the identifier is declared under `controllers: known:` (its members are unknown;
    `--show-settings` lists them);
  - two different files define the identifier (`stimulus-duplicate-controller` reports that
    instead).
- Code of the app reads the attribute itself (`dataset.chatUserStatusOutlet`,
  `getAttribute("data-chat-user-status-outlet")`, a selector `[data-chat-user-status-outlet]`, in
  any controller or script): it is deliberate, not a misspelt outlet. No note.
- A stylesheet of the app selects the attribute (`[data-menu-panel-outlet]`, in a `.css`, `.scss`,
  `.sass` or `.less` file under the app's `app/` folder, not the built `app/assets/builds`): it is
  markup written for that CSS, not an outlet of the controller. Only the exact attribute name
  counts; a selector that Sass or Less computes (`[data-menu-#{$kind}-outlet]`) or that sits in a
  comment does not. No note.

```erb good
<div data-controller="menu" data-menu-panel-outlet="#panel"></div>
```

```css file=app/assets/stylesheets/application.css
[data-menu-panel-outlet] { outline: none; }
```

## Fix safety

When exactly one declared outlet is close, the fix uses it. It is unsafe: the author may want to
declare a new outlet instead.

## Options

None.

## References

- Stimulus reference: outlets.
"""#,
        "stimulus-unknown-target": #"""
# stimulus-unknown-target

Severity: error for a near miss (warning for a name with no close declared one, when no code reads the target it may mean, or when code reads only its first element and another element of the controller carries it) · Fix: unsafe · Since: 0.1.0

Why this severity: error when the name is a near miss of a declared target: the code that reads the
declared target gets nothing. A target that is close to nothing declared is dead markup Stimulus
ignores, which makes it a warning; so is a near miss of a target no code reads (no `this.itemTarget`,
`itemTargets`, `hasItemTarget` or `itemTargetConnected` in any controller): nothing changes at run
time. Nor does one when code reads only the first element with the target it may mean and
another element of the same controller carries that target.

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

  connect() {
    super.connect()
    this.send("connect", { titles: this.itemTargets.map((item) => item.textContent) })
  }
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

A value that cannot be a target name is another library's markup, though its attribute has
the target shape: ClipboardJS reads `data-clipboard-target` as a CSS selector. A value written
as ERB that renders one of a few literals is judged as each of them.

```erb good
<div data-controller="bridge--nav">
  <button data-clipboard-target="#invite-link">Copy</button>
  <a data-bridge--nav-target="<%= "item" if signed_in? %>" href="/profile">Profile</a>
</div>
```

```erb bad
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="<%= signed_in? ? "item" : "iten" %>" href="/profile">Profile</a>
                                                         ^^^^
</div>
```

A controller that finds its elements itself, with a selector on the target attribute,
uses that attribute deliberately: those names are not reported.

```erb good
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="item" href="/feed">Feed</a>
  <%= link_to "Load more", more_path, data: { "bridge--nav-target": "button" } %>
</div>
```

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    this.button = this.element.querySelector('[data-bridge--nav-target="button"]')
  }
}
```

But a selector for one name does not cover another:

```erb bad
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="spinner" href="/feed">Feed</a>
                              ^^^^^^^
</div>
```

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    this.button = this.element.querySelector("[data-bridge--nav-target=button]")
  }
}
```

A controller that finds a target through its `TargetSet` (`this.targets.find("root")`,
`findAll`, `has`) reads that name whether `static targets` declares it or not (Stimulus 3 looks
up `[data-<identifier>-target~="root"]` for any name):

```erb good
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="item" href="/feed">Feed</a>
  <div data-bridge--nav-target="root"></div>
</div>
```

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  connect() {
    super.connect()
    this.root = this.targets.find("root")
  }
}
```

A near miss of a target that no controller reads (nothing names `itemTarget`, `itemTargets`,
`hasItemTarget` or an `itemTargetConnected` callback, not even through an outlet) changes nothing
at run time: still a mistake, but a warning, and the message says so.

```erb bad
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="iten" href="/profile">Profile</a>
                              ^^^^ warning: no code reads the target `item` it may mean
</div>
```

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]
}
```

A near miss of a target that another element of the same controller already carries, where
code reads only the first element with it (`this.barTarget`, never `barTargets` or a
`barTargetConnected` callback), changes nothing either: the code finds that element, as it would
without this one. A warning that names the line of that element. Where the code reads every
element with the target (`this.itemTargets` above), this one is missing from them, and a
target of another element of the controller is found by that element's code, not this one's:
errors.

```erb bad
<div data-controller="upload">
  <div data-upload-target="progres"></div>
                           ^^^^^^^ warning: the target `progress` it may mean is set on line 3 in the same `upload`
  <div data-upload-target="progress"></div>
</div>
```

```js file=app/javascript/controllers/upload_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["progress"]
  update(event) { this.progressTarget.style.width = `${event.detail.progress}%` }
}
```

```erb bad
<div data-controller="upload">
  <div data-upload-target="progres"></div>
                           ^^^^^^^ error: `progres` is not a target of `upload`; it declares `progress`
</div>
<div data-controller="upload">
  <div data-upload-target="progress"></div>
</div>
```

```js file=app/javascript/controllers/upload_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["progress"]
  update(event) { this.progressTarget.style.width = `${event.detail.progress}%` }
}
```


```erb bad
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="iten" href="/profile">Profile</a>
                              ^^^^ error: `iten` is not a target of `bridge--nav`; it declares `item`
  <a data-bridge--nav-target="item" href="/feed">Feed</a>
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A target name that touches ERB (`data-menu-target="<%= kind %>"`, `item-<%= i %>`) is not known,
  so it is not judged; ERB that renders one of a finite set of literals is judged as each of them.
  No note.
- A value with a word that cannot be a target name (one with a character of a CSS selector:
  `#copy-me`, `.code`, `[open]`, `nav > li`) makes the attribute another library's (ClipboardJS's
  `data-clipboard-target`), not Stimulus markup, for every Stimulus rule. Only targets are judged
  this way: a value, param or class attribute may hold any text, and an outlet's value is a
  selector by design. No note.
- The identifier is not a controller of the app (`data-bs-target="#modal"`): not judged here;
  `stimulus-unknown-controller` reports near misses of real identifiers.
- The controller's targets cannot all be read, so a missing name proves nothing:
  - its file is not a readable class (no `class … extends`, binary, unreadable): said in the note
    ``<file>: could not read the controller class (…); rules about `<identifier>` are silent`` (the
    first five files; past five, one note counts the rest:
    `<file>: could not read the controller class (and N more controllers …)`);
  - its file is over `max_file_size`: said in the note
    `<file>: not read: it is …, over the … file size limit`;
  - a declaration is not literal: `static targets = [...Base.targets, "item"]`,
    `static targets = NAMES`, or the same assigned after the class (`Menu.targets = NAMES`,
    `Menu.targets = ["a"].concat(more)`) (no note). A literal assigned after the class
    (`Menu.targets = ["item"]`, for the file's class) is read as a `static` field is;
  - the controller finds targets through its `TargetSet` by a computed name
    (`this.targets.find(name)`): any name may be one it reads (no note);
  - it extends a class bridgelint cannot follow to Stimulus' `Controller` or `BridgeComponent`
    (`extends ApplicationController` imported from a package or a path it cannot resolve): said in
    the note ``<file>:<line>: `<identifier>` extends the class `<name>` from `<module>`, which
    bridgelint cannot read (…)`` (the first such controller, with how many share the cause);
  - it is registered as `application.register("menu", Menu)` with `Menu` from a module bridgelint
    cannot resolve, or defined inside a package bundle: said in the note
    ``<file>:<line>: the class registered as `<identifier>` cannot be read (…)`` or
    ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …`` (the first
    such controller, with how many share the cause);
  - the identifier is declared under `controllers: known:` (its members are unknown;
    `--show-settings` lists them);
  - two different files define the identifier (`stimulus-duplicate-controller` reports that
    instead).
- Code of the app finds the element itself with a selector on that target value
  (`querySelector('[data-menu-target="button"]')`, in any controller or script): the name is
  deliberate. A selector that names no one value (`[data-menu-target]`, `^=`, `*=`, a computed
  value) finds elements whatever their value: every name of that attribute is deliberate. A
  selector of another value, or a presence test (`hasAttribute`), says nothing of this name. No
  note.
- A template's inline `<script>` (that template's, or any other template's of the app: a layout,
  a partial) finds elements by the attribute the same way
  (`querySelectorAll("[data-signature-pad-target=input]")`, `closest('[data-menu-target]')`,
  jQuery's `$('[data-menu-target="option"]')`), or reads its value as data: the name is that
  script's. Selector text outside a `<script>` finds nothing. No note.

```erb good
<div data-controller="bridge--nav" class="picker">
  <button data-bridge--nav-target="option">One</button>
</div>
<script>
  document.querySelectorAll('[data-bridge--nav-target="option"]').forEach((option) => option.hidden = false)
</script>
```

- On an app that loads Flowbite (`flowbite` in `package.json` or `config/importmap.rb`, a layout
  that loads it from a CDN, a copy at `vendor/javascript/flowbite.js` or named `flowbite*.js`
  under `app/`), Flowbite's attributes with a Stimulus shape are Flowbite's, not targets of the
  app's same-named controller: `data-modal-target`, `data-drawer-target`, `data-popover-target`,
  `data-tooltip-target`, `data-dismiss-target`, `data-accordion-target`, `data-tabs-target`,
  `data-copy-to-clipboard-target` (Flowbite finds them with `[data-modal-target]` and opens the
  element whose id the value names). Without Flowbite they are judged, unless the value names an
  element of the template by its literal `id` (`data-tooltip-target="tooltip-copy"` beside
  `<div id="tooltip-copy" role="tooltip">`), as Flowbite's markup pasted from its docs does. No
  note.

```erb good
<div data-controller="modal bridge--nav">
  <button data-modal-target="new-board" data-modal-toggle="new-board">New board</button>
</div>
<div id="new-board" class="hidden"></div>
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["dialog"]
}
```

```ruby file=config/importmap.rb
pin "flowbite", to: "https://cdn.jsdelivr.net/npm/flowbite@3.1.2/dist/flowbite.turbo.min.js"
```

- Code of the app reads the attribute's value as data, in any controller or script
  (`event.currentTarget.dataset.menuTarget`, `el.dataset["menuTarget"]`,
  `getAttribute("data-menu-target")`, jQuery's `$(el).data("menu-target")` or
  `.attr("data-menu-target")`): every value of that attribute is written for that code (a section
  or tab it shows), not a target name. Code that only writes the attribute (`dataset.menuTarget =
  "item"`, `setAttribute`), asks whether it is there (`hasAttribute`) or selects another value
  reads nothing of this one, so the name is still judged. No note.

```erb good
<div data-controller="bridge--nav sections">
  <a href="#" data-bridge--nav-target="settings" data-action="sections#show">Settings</a>
</div>
```

```js file=app/javascript/controllers/sections_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show(event) {
    const section = event.currentTarget.getAttribute("data-bridge--nav-target")
    document.getElementById(section).hidden = false
  }
}
```
- The controller, or a class it extends, defines a `<name>TargetConnected()` or
  `<name>TargetDisconnected()` method: Stimulus calls these for every name of the attribute,
  declared in `static targets` or not, so the name is used. No note.

```erb good
<div data-controller="bridge--nav">
  <a data-bridge--nav-target="panel" href="/feed">Feed</a>
</div>
```

```js file=app/javascript/controllers/bridge/nav_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "nav"
  static targets = ["item"]

  panelTargetConnected(element) {
    element.classList.add("ready")
  }
}
```
- A stylesheet of the app selects the attribute with that value
  (`[data-bridge--nav-target="badge"]`, or `~=`), or selects it whatever its value
  (`[data-bridge--nav-target]`, `^=`, `*=`, a case flag), in a `.css`, `.scss`, `.sass` or `.less`
  file under the app's `app/` folder, not the built `app/assets/builds`: the value is written for
  that CSS, not a target name. A selector of another value (`[data-bridge--nav-target="badge"]`
  for `"iten"`), one Sass or Less computes, or one in a comment leaves the name judged. No note.

```erb good
<div data-controller="bridge--nav">
  <span data-bridge--nav-target="badge">3</span>
</div>
```

```css file=app/assets/stylesheets/application.css
[data-bridge--nav-target="badge"] { border-radius: 50%; }
```

## Fix safety

When exactly one declared target is close, the fix uses it. It is unsafe: the author may want
to add the new target to the controller instead.

## Options

None.

## References

- Stimulus reference: targets.
"""#,
        "stimulus-unknown-value": #"""
# stimulus-unknown-value

Severity: error for a near miss or camelCase (warning for a name with no close declared one, or when no code reads the value it may mean) · Fix: safe for camelCase, unsafe for typos · Since: 0.1.0

Why this severity: error when the name is a near miss of a declared value (or its camelCase
spelling): the controller silently uses its default instead. A value close to nothing declared is
dead markup Stimulus ignores, which makes it a warning; so is a near miss of a value no code reads
(no `this.delayValue`, `hasDelayValue` or `delayValueChanged` in any controller): nothing changes
at run time.

## What it does

Reports a `data-<identifier>-<name>-value` attribute whose name the controller does not declare
in `static values`. Declared names are camelCase (`submitTitle`); the attribute uses them
dasherized (`data-menu-submit-title-value`, or `menu_submit_title_value:` in a Rails `data:`
hash). A camelCase attribute name (`data-menu-submitTitle-value`) is reported too: HTML
lower-cases attribute names, so Stimulus never finds it.

## Why it matters

Stimulus reads only declared values, each from exactly one attribute name. A misspelled or
camelCase attribute is ignored without a word and the controller silently uses its default
(`""`, `0`, `false`, `[]`, `{}`), which on a bridge component sends the wrong data to the
native app. The attribute name is the declared key dasherized, which puts no dash before a
digit: `areaOver85` is read from `data-fund-area-over85-value`, and `area-over-85` is ignored
(the help says so).

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {
    setTimeout(() => this.element.setAttribute("title", this.submitTitleValue), this.delayValue)
  }
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu" data-menu-delai-value="200" data-menu-submitTitle-value="Save">
                                      ^^^^^
                                                                  ^^^^^^^^^^^
</div>
```

```erb bad
<%= tag.div data: { controller: "menu", menu_submitTitle_value: "Save", menu_color_value: "red" } do %>
                                             ^^^^^^^^^^^
                                                                             ^^^^^
<% end %>
```

An undeclared name off the controller element is reported here only, not also by
`stimulus-value-placement`: one cause, one finding.

```erb bad
<div data-controller="menu modal">
  <ul data-menu-lightbox-url-value="/a.png"></ul>
                ^^^^^^^^^^^^
</div>
```

```erb good
<div data-controller="menu" data-menu-delay-value="200" data-menu-submit-title-value="Save"
     data-menu-open-value="<%= open? %>" data-menu-items-value='["a","b"]'>
  <%= tag.div data: { controller: "menu", menu_submit_title_value: @title, "menu-delay-value": 10 } %>
</div>
```

A value-shaped attribute the controller reads itself, through `dataset` or `getAttribute`, is
deliberate, not a misspelt value:

```erb good
<div data-controller="menu modal">
  <section class="column" data-menu-column-id-value="7"></section>
  <section data-menu-row-value="2"></section>
</div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static values = { open: Boolean }

  moved(event) {
    const column = event.target.closest(".column").dataset.menuColumnIdValue
    const row = event.target.getAttribute("data-menu-row-value")
  }
}
```

The same holds for attributes the code takes apart from a dataset or writes itself, and for
Stimulus 1's data map (`this.data.get("class")` reads `data-menu-class`, no value at all):

```erb good
<div data-controller="menu modal" data-menu-class="open">
  <section data-menu-board-color-value="red" data-menu-board-size-value="3"></section>
  <section data-menu-clone-value=""></section>
</div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static values = { open: Boolean }

  connect() {
    const { menuBoardColorValue, menuBoardSizeValue: size } = this.element.firstElementChild.dataset
    this.element.lastElementChild.setAttribute("data-menu-clone-value", size)
    this.element.classList.add(this.data.get("class"))
  }
}
```

A controller that reads its attributes by a computed name (`dataset[name]`,
``getAttribute(`data-${name}`)``, `Object.keys(this.element.dataset)`) may read any of them:

```erb good
<div data-controller="board menu" data-board-color-value="red" data-board-size-value="3"></div>
```

```js file=app/javascript/controllers/board_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static values = { open: Boolean }

  setting(name) {
    return this.element.dataset[`board${name}Value`]
  }
}
```

A near miss of a value that no controller reads (no `this.openValue`, `hasOpenValue` or
`openValueChanged`, also through an outlet) changes nothing at run time: still a mistake, but a
warning, and the message says so.

```erb bad
<div data-controller="menu" data-menu-opne-value="true">
                                      ^^^^ warning: no code reads the value `open` it may mean
</div>
```

A near miss of a value that the same element already sets is not what this attribute misspells:
an extra value Stimulus ignores, a warning.

```erb bad
<div data-controller="menu" data-menu-delay-value="200" data-menu-delays-value="300">
                                                                  ^^^^^^ warning: the value `delay` it may mean is already set on this element
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- An attribute name built with ERB (`data-menu-<%= name %>-value`) or a `data:` key computed in Ruby
  (`data: { "#{name}_value": x }`, `data: options`) is not known, so it is not judged. No note.
- The identifier is not a controller of the app (`data-tooltip-placement-value`): not judged here;
  `stimulus-unknown-controller` reports near misses of real identifiers.
- The controller's values cannot all be read, so a missing name proves nothing:
  - its file is not a readable class (no `class … extends`, binary, unreadable): said in the note
    ``<file>: could not read the controller class (…); rules about `<identifier>` are silent`` (the
    first five files; past five, one note counts the rest:
    `<file>: could not read the controller class (and N more controllers …)`);
  - its file is over `max_file_size`: said in the note
    `<file>: not read: it is …, over the … file size limit`;
  - a declaration is not literal: `static values = { ...Base.values, delay: Number }`,
    `static values = VALUES`, or the same assigned after the class (`Menu.values = VALUES`,
    `Menu.values = ["a"].concat(more)`) (no note). A literal assigned after the class
    (`Menu.values = { delay: Number }`, for the file's class) is read as a `static` field is;
  - it extends a class bridgelint cannot follow to Stimulus' `Controller` or `BridgeComponent`
    (`extends ApplicationController` imported from a package or a path it cannot resolve): said in
    the note ``<file>:<line>: `<identifier>` extends the class `<name>` from `<module>`, which
    bridgelint cannot read (…)`` (the first such controller, with how many share the cause);
  - it is registered as `application.register("menu", Menu)` with `Menu` from a module bridgelint
    cannot resolve, or defined inside a package bundle: said in the note
    ``<file>:<line>: the class registered as `<identifier>` cannot be read (…)`` or
    ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …`` (the first
    such controller, with how many share the cause);
  - the identifier is declared under `controllers: known:` (its members are unknown;
    `--show-settings` lists them);
  - two different files define the identifier (`stimulus-duplicate-controller` reports that
    instead).
- Code of the app reads the attribute itself (`element.dataset.menuColumnIdValue`,
  `dataset["menuColumnIdValue"]`, `getAttribute("data-menu-column-id-value")`, a selector
  `[data-menu-column-id-value]`, Stimulus 1's `this.data.get("columnIdValue")`, in any controller or
  script): it is deliberate, not a misspelt value. No note.

- The controller, or a module of the app it imports, reads `data-*` attributes by a computed
  name (`dataset[name]`, ``getAttribute(`data-${name}`)``, a whole `dataset`,
  `this.data.get(key)`): a note names the first place.
- A stylesheet of the app selects the attribute (`[data-menu-collapsed-value="true"] .label`, in a
  `.css`, `.scss`, `.sass` or `.less` file under the app's `app/` folder, not the built
  `app/assets/builds`): it is markup written for that CSS, not a value of the controller. Only the
  exact attribute name counts; a selector that Sass or Less computes
  (`[data-menu-#{$kind}-value]`) or that sits in a comment does not. No note.

```erb good
<div data-controller="menu" data-menu-collapsed-value="true">
  <span class="label">Menu</span>
</div>
```

```scss file=app/assets/stylesheets/menu.scss
.menu {
  &[data-menu-collapsed-value="true"] .label { display: none; }
}
```

## Fix safety

A camelCase name whose dasherized form is declared is fixed safely: Stimulus can only mean the
dasherized attribute. A typo with exactly one close declared name gets an unsafe fix: the author
may want to declare a new value instead.

## Options

None.

## References

- Stimulus reference: values (naming conventions).
"""#,
        "stimulus-unloaded-controller": #"""
# stimulus-unloaded-controller

Severity: error when markup uses the controller and no other definition of its identifier is loaded (warning otherwise) · Fix: none · Since: 0.2.0

Why this severity: error when a template mounts or names the controller: Stimulus never
connects it, so the markup does nothing at run time. A file no markup uses is only dead code
that looks alive, which makes it a warning; so is a file whose identifier another definition
that is loaded has (markup connects to that one).

## What it does

Reports a controller file that the app never loads. Controllers are loaded by the app's own
entry points: a loader (`eagerLoadControllersFrom`, an esbuild-rails or Vite glob,
`require.context`, esbuild-plugin-stimulus's `stimulus:./controllers`) or `register("id", Klass)`
calls, often a manifest (`controllers/index.js`) written by `bin/rails stimulus:manifest:update`.
When the app loads a controllers folder that way, a file of that folder that no loader matches,
no `register` call names, no script imports and no controller extends has an identifier only
by convention: Stimulus never hears of it. So has a file with named exports only
(`export class FilterController extends Controller`) in a folder that stimulus-webpack-helpers'
`definitionsFromContext` or stimulus-loading loads: both register each file's default export,
so they skip it, and only a `register` call naming its class loads it. The finding says so.

A whole controllers folder is never loaded when none of the app's entry points reaches it: in
a Vite app (`config/vite.json`) bridgelint reads every entry point (the scripts of its entry
points folder, the inputs `vite.config.*` names) and everything they import, and when none of
those files is in the folder (an app moved to `app/frontend` that left `app/javascript` and its
`controllers/index.js` behind), each controller file there is reported, registered or not, and
a note names the folder and the entry points read. A build script in `package.json` that runs
esbuild or `bun build` beside Vite (jsbundling-rails' `build`) is read too: its entry points are
the files, shell globs (`app/frontend/js/*.*`) or `$(find <folder> -name '<pattern>')` its
command line names, and what they import counts as reached. A layout's `javascript_include_tag`
loads only what Sprockets' manifest links (`app/assets/config/manifest.js`), so it reaches no
folder the manifest does not link.

A Webpacker or Shakapacker app is read the same way: its entry points are the files under
`source_path`/`source_entry_path` (`config/webpacker.yml` or `config/shakapacker.yml`), nested
ones too, and webpack's `require.context("controllers", …)` reaches every script under each
folder that name may resolve to (beside the file, under the source path and each additional
path). An app whose `source_path` is `app/frontend` does not load `app/javascript/controllers`.

An importmap app is read the same way too: its entry points are the names its templates hand
`javascript_importmap_tags` (`application` without an argument), each the file `config/importmap.rb`
pins it to; a bare import is followed through the pins, a relative one beside its file, and
stimulus-loading's `eagerLoadControllersFrom("controllers", application)` (or
`lazyLoadControllersFrom`) reaches the pinned `*_controller` names under its prefix, the only names
it imports. An `application.js` that never imports `controllers` loads no controller.

A stimulus-loading call can load nothing at all. `eagerLoadControllersFrom(under, application)`
registers the importmap names that match `^${under}/.*_controller$`, and
`lazyLoadControllersFrom` imports `${under}/<name>_controller`: the argument is the start of the
names `config/importmap.rb` pins (`pin_all_from "app/javascript/controllers", under:
"controllers"` pins `controllers/hello_controller`), not a path. A prefix written as a path
(`"./"`, `"./controllers"`, `"/controllers"`) matches none of them, so the app registers no
controller from the importmap. bridgelint reports this once, on the call's argument, naming the
prefix the pins have; the controller files keep their identifiers, so the markup that uses them
gets no other finding for it. It is an error when markup uses one of those controllers and no
`register` call defines it elsewhere, a warning otherwise.

When a definition of the identifier outside that folder exists (the same controller kept in
the folder the app loads), markup connects to that one and the file runs nowhere: a warning that
names the definition in use.

## Why it matters

The usual cause is a controller added after the manifest was generated, or a file name the
loader does not match (esbuild-rails only loads `*_controller.js` and `*_controller.ts`, so
`date-picker-controller.js` is skipped). The markup looks right, the file looks right, and
nothing happens in the browser.

## Examples

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import HelloController from "./hello_controller"

application.register("hello", HelloController)
```

```js file=app/javascript/controllers/hello_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

```erb bad
<div data-controller="hello clipboard"></div>
```

```js file=app/javascript/controllers/clipboard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
               ^^^^^
  copy() {}
}
```

```erb good
<div data-controller="hello clipboard"></div>
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import HelloController from "./hello_controller"
import ClipboardController from "./clipboard_controller"

application.register("hello", HelloController)
application.register("clipboard", ClipboardController)
```

```js file=app/javascript/controllers/clipboard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  copy() {}
}
```

```erb bad
<div data-controller="hello"></div>
```

```ruby file=config/importmap.rb
pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
pin_all_from "app/javascript/controllers", under: "controllers"
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import { eagerLoadControllersFrom } from "@hotwired/stimulus-loading"

eagerLoadControllersFrom("./", application)
                         ^^^^
```

```erb good
<div data-controller="hello"></div>
```

```ruby file=config/importmap.rb
pin "@hotwired/stimulus-loading", to: "stimulus-loading.js"
pin_all_from "app/javascript/controllers", under: "controllers"
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import { eagerLoadControllersFrom } from "@hotwired/stimulus-loading"

eagerLoadControllersFrom("controllers", application)
```

## When it stays silent

- No loader and no `register` call of the app names any file of the folder: something
  bridgelint does not see loads it (a gem, Sprockets' `require_tree`, a build step).
- A `register` call takes its names from something bridgelint cannot read, a loader matches no
  file bridgelint can find (a folder or pattern it cannot resolve), or a register call on a
  receiver that may not be Stimulus's names the identifier.
- The file is imported by one of the app's scripts, extended by another controller, or
  registers itself.
- For a stimulus-loading call that loads nothing: its prefix is a bare name (`"admin/controllers"`),
  which a gem's importmap outside the repository may pin; it holds a RegExp character other than
  `.`; the function is not imported from `@hotwired/stimulus-loading`, or the app keeps its own
  copy of that file; or `config/importmap.rb` is missing or computed (an interpolated name, a pin
  whose name or `pin_all_from` whose folder is not a literal).
- For a folder no entry point reaches: anything else that may load it keeps it loaded. The app is
  a Vite app with no importmap, Webpacker or Shakapacker (no such configuration or gem in
  `Gemfile.lock`), or a Webpacker or Shakapacker app (one of the two files, no ERB in it) with no
  importmap, Vite, jsbundling, other bundler configuration or `package.json` bundler script, and
  no webpack configuration under `config/webpack` that adds entries, aliases or module roots or
  names a path (`entry`, `alias`, `modules`, `path.resolve`, `path.join`), where pack tags are
  the way in and a Vite tag is another; in a Vite app, jsbundling only where every build script in `package.json` that runs a
  bundler names its entry points in a way bridgelint reads (esbuild's or `bun build`'s files,
  globs or a plain `find`; not a configuration file, rollup, webpack, a shell variable); no
  template loads a script another way (a pack tag, a `<script src>` of the app's own,
  `javascript_include_tag` unless the app uses Sprockets, not Propshaft, whose manifest links no
  script by name and no folder holding or inside the one judged, with no `precompile` added in
  `config/`); or an importmap app with no other loader (no Vite, Webpacker or Shakapacker
  configuration or gem, no jsbundling, no bundler configuration or `package.json` build script),
  an importmap with no interpolation, no own copy of stimulus-loading, no template naming its
  entry point by a computed value or loading a module otherwise (`javascript_import_module_tag`,
  an inline `<script type="module">`), and every import resolved through the pins or to a file
  beside its importer (a bare name the app does not pin may be a gem's); `config/vite.json`
  adds no entry points (`additionalEntrypoints`); and every entry point and import was read and
  resolved, to a file of the app or to a package `package.json` lists (in a Webpacker app, a bare
  name no module root of the app holds is a package's: packages load no folder of the app), with
  no computed `import(...)`, `import.meta.glob` or `require.context` (in a Vite app, only an
  `import.meta.glob` whose patterns are not literals relative to the script or to the source
  folder, which reaches the scripts its patterns match; in a Webpacker app, only a
  `require.context` whose folder is not a literal). `importmap-rails` bundled only because
  another gem depends on it (an admin gem's own pages), with no importmap file in `config/`,
  pins none of the app's scripts. A folder another part of the browser
  (an engine, a host app) may load is not judged either.

## Fix safety

No automatic fix: register the controller beside the others, rename it so the loader matches
it, or delete it.

## Options

None.

## References

- hotwired/stimulus-rails `stimulus:manifest:update` and `eagerLoadControllersFrom`.
- excid3/esbuild-rails (which file names its glob loads).
"""#,
        "stimulus-unused-controller": #"""
# stimulus-unused-controller

Severity: info · Fix: none · Since: 0.1.0

Why this severity: info: an unused controller breaks nothing; removing it is hygiene.

## What it does

In a run over the whole project only, reports a Stimulus controller that nothing uses: no
template mounts it (`data-controller`) or names it (a target, action, value, class, outlet or
param attribute, as a partial does for a controller its caller mounts), and its identifier
appears as a whole word in no other source of the app (`.rb`, `.js`, `.ts`, templates, a
generator's `.tt` templates) under
`app/`, `lib/`, `config/`, its engines and packs (`engines/`, `components/`, `packs/`) or its dummy app: a
Ruby helper building `data-controller`, a constant `CONTROLLER = "autogrow"` in `lib/`,
JavaScript calling `getControllerForElementAndIdentifier` or registering it under a second name
all count as uses, and so does a template of an engine's views. Its own file and its `register` calls
do not.

A template `rails-unrendered-template` proves never renders (a page no route reaches, a partial
no render call names) uses nothing, whether or not it has findings: a controller mounted or named
only there is reported, and the message names those templates and why each never renders (the
first five, then how many more). With
`rails-unrendered-template` turned off, nothing is proven and such a template counts as a use.

Never reported: controllers from npm packages or declared in configuration, a controller that
others extend (a base class), and a bridge component that a checked native platform implements.

## Why it matters

Dead controllers still ship to every page load and keep being maintained; a controller that
looks unused is often a renamed identifier whose templates were not updated.

## Examples

```js file=app/javascript/controllers/hello_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  greet() {}
}
```

```erb bad
<div data-controller="hello"></div>
```

```js file=app/javascript/controllers/clipboard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
               ^^^^^
  copy() {}
}
```

```erb good
<div data-controller="hello clipboard"></div>
```

```js file=app/javascript/controllers/clipboard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  copy() {}
}
```

Mounted from a Ruby helper:

```erb good
<div data-controller="hello"><%= copy_button(@token) %></div>
```

```js file=app/javascript/controllers/clipboard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  copy() {}
}
```

```ruby file=app/helpers/application_helper.rb
module ApplicationHelper
  def copy_button(text)
    tag.button("Copy", data: { controller: "clipboard", action: "clipboard#copy", clipboard_text_param: text })
  end
end
```

Named by a constant in `lib/`, for a component that builds the attribute:

```erb good
<div data-controller="hello"><%= render Notes::CopyButton.new(@note.body) %></div>
```

```js file=app/javascript/controllers/clipboard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  copy() {}
}
```

```ruby file=lib/notes/copy_button.rb
module Notes
  class CopyButton
    CONTROLLER = "clipboard"
  end
end
```

Named by a Ruby symbol in its underscore form, in a Phlex or ViewComponent class whose helper
dasherizes it (`:clipboard_button` is `clipboard-button`):

```erb good
<div data-controller="hello"><%= render Notes::CopyView.new(@note.body) %></div>
```

```js file=app/javascript/controllers/clipboard_button_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  copy() {}
}
```

```ruby file=app/views/notes/copy_view.rb
class Notes::CopyView < ApplicationView
  def view_template = button(data: stimulus(controller: :clipboard_button)) { "Copy" }
end
```

Named by code that builds the identifier (`"#{type}-chart"` in Ruby, `` `${kind}-chart` `` in
JavaScript, `<%= kind %>-chart` in a template, `"x-" + kind` in either): every controller whose
identifier has the written parts, `allocation-chart` here, may be the one it builds.

```erb good
<div data-controller="hello"><%= @portfolio.chart.to_html %></div>
```

```js file=app/javascript/controllers/allocation_chart_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

```ruby file=app/models/charts/chart_tag.rb
class Charts::ChartTag
  def initialize(type) = @type = type
  def to_html = tag(:canvas, data: { controller: "#{@type}-chart" })
end
```

A Vite loader of the app's own that names files by their file name only registers
`admin/list_item_controller.js` as `list-item` (bridgelint also knows it as `admin--list-item`):
the file is used when markup uses either name.

```erb good
<div data-controller="hello list-item"></div>
```

```js file=app/frontend/entrypoints/application.js
import { application } from "../controllers/application"

const controllers = import.meta.glob("../controllers/**/*_controller.js", { eager: true })
for (const path in controllers) {
  const name = path.split("/").pop().replace("_controller.js", "").replace(/_/g, "-")
  application.register(name, controllers[path].default)
}
```

```js file=app/frontend/controllers/admin/list_item_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

A webpack context the app names by its own code (its `keys()` rewritten with `replace`) may name
a file by its file name only, so both names are taken, and a source that mentions either one
(here the component's Ruby class) uses the file:

```erb good
<div data-controller="hello"></div>
```

```js file=app/javascript/controllers/index.js
const components = require.context("../../components", true, /_controller\.js$/)
components.keys().forEach((path) => {
  const name = path.replace(/^\.\//, "").replace(/^\w+_component\//, "").replace(/_controller\.js$/, "").replace(/_/g, "-")
  application.register(name, components(path).default)
})
```

```js file=app/components/tag_list_component/tag_list_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

```ruby file=app/components/tag_list_component.rb
class TagListComponent < ViewComponent::Base
  CONTROLLER = "tag-list"
end
```

An app with Haml or Slim templates, which bridgelint does not read, may mount any controller
there, directly or through a gem's helper (`f.combobox` renders the markup of the
`hotwire_combobox` gem), so no controller is called unused:

```erb good
<div data-controller="hello"></div>
```

```js file=app/javascript/controllers/hw_combobox_controller.js
import HwComboboxController from "@josefarias/hotwire_combobox"

export default class extends HwComboboxController {}
```

```text file=app/views/appointments/_form.html.haml
= form_with model: appointment do |f|
  = f.combobox :doctor_id, doctors_path
```

Named in an initializer that configures a gem's markup (an admin menu's `html_options`):

```erb good
<div data-controller="hello"></div>
```

```js file=app/javascript/controllers/menu_sorting_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

```ruby file=config/initializers/active_admin.rb
ActiveAdmin.setup do |config|
  config.namespace :admin do |admin|
    admin.build_menu do |menu|
      menu.add id: "products", html_options: { data: { controller: "menu-sorting" } }
    end
  end
end
```

A file that the app's manifest registers by name (`wizard`), where no loader names the
controllers folder's files by their path, is known by that name only: it has no
`forms--wizard` to be unused.

```erb good
<div data-controller="hello wizard"></div>
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import HelloController from "./hello_controller"
import WizardController from "./forms/wizard_controller"

application.register("hello", HelloController)
application.register("wizard", WizardController)
```

```js file=app/javascript/controllers/forms/wizard_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {}
```

A class imported from an npm package and registered by the app is the package's controller: the
package's gem may render the markup that mounts it, so no template of the app needs to.

```erb good
<div data-controller="hello"><p>Facets</p></div>
```

```js file=app/javascript/controllers/index.js
import { application } from "./application"
import HierarchyController from "blacklight-hierarchy/app/assets/javascripts/hierarchy_controller"

application.register("b-h-collapsible", HierarchyController)
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- In a run over some files only (a pre-commit hook, `bridgelint check app/views/posts`), it does not
  run: whether other files use the controller is not known then. No note.
- Any whole-word mention of the identifier in a source of the app (`.rb`, `.js`, `.ts`, templates,
  generators' `.tt` templates such as `lib/templates/erb/scaffold/_form.html.erb.tt`, under
  `app/`, `lib/`, `config/`, `engines/`, `components/`, `packs/` or a dummy app) counts as a use,
  since code may build `data-controller` from it (`CONTROLLER = "autogrow"`,
  `getControllerForElementAndIdentifier(el, "autogrow")`, an initializer that gives an admin gem's
  menu `html_options: { data: { controller: "menu-sorting" } }`). No note.
- A template under `test/` or `spec/` that names the identifier counts as a use: a test
  harness's views (`spec/support/harness/views/...`) and component previews
  (`test/components/previews/...`, Lookbook's and ViewComponent's) mount controllers that no page
  of the app mounts. Those templates are the tests', not linted; Ruby and scripts there do not
  count. No note.
- In Ruby code (`.rb` files and the Ruby of templates), a symbol or a whole string literal in the
  identifier's underscore form counts too: `stimulus(controller: :input_filter)` or
  `CONTROLLER = :onboarding__main` in a Phlex or ViewComponent class names `input-filter` and
  `onboarding--main`, which the class's helper dasherizes. A method or variable of that name does
  not, nor a string under `config/`, where `controller: "airport_mode"` names a Rails controller
  of the routes. No note.
- A source builds an identifier from written and computed parts: Ruby interpolation
  (`data: { controller: "#{type}-chart" }` in a model, a helper, `tag`/`content_tag`), a
  JavaScript template literal (`` `${kind}-chart` ``), ERB in a template (`<%= kind %>-chart`), or
  a quoted part joined with `+` (`"chart-" + kind`, `kind + "-chart"`). Every controller whose
  identifier has those written parts in order, with something in each computed place, may be the
  one built (`allocation-chart`, `monthly-amounts-chart`; not `chart`). Only a shape that can be
  an identifier counts: a written part holds a letter and meets each computed part at a `-` or
  `_` (`"#{count}px"`, `"#{name}s"` and `"#{a}-#{b}"` are other text). No note: the source shows
  it.
- A `register("id", ...)` call defines a controller only on a receiver proven to be a Stimulus
  `Application` by where it comes from (`Application.start()` of Stimulus's class, a name bound to
  it, `window.Stimulus`, an `application` imported from the app's own module); another library's
  registry in a bundle or a vendored copy (Ember's `container.register("view:select", SelectView)`)
  defines nothing to call unused. No note.
- Controllers from npm packages and identifiers under `controllers: known:` are never reported:
  whether the app uses them elsewhere is not known. That includes a package's class the app
  registers itself (`application.register("b-h-collapsible", HierarchyController)` with the class
  imported from `blacklight-hierarchy`): the package's gem may render markup that mounts it. No note.
- The app has templates bridgelint does not read (Haml, Slim, or ERB under `app/` that the
  configuration's `include` leaves out): any controller may be mounted there, by markup or by a
  gem's helper. A note names the first of them.
- A controller that another controller extends (a base class) is used by its subclasses, and a
  bridge component that a checked native platform implements is used by the native app.
- A controller file the app loads under several names (a loader of its own, Vite's or webpack's, that may name files
  by their file name only; esbuild-plugin-stimulus of an unknown version, whose nested files may
  be named by every folder or by the nearest one) is used when markup uses any of them. When
  none is used, it is reported once, under its longest name.
- A controller file whose identifier the app's code rewrites before loading it
  (`d.identifier = ...` over `definitionsFromContext(...)`): the name markup must use is unknown,
  so the file is never called unused. A note names the rewrite.
- A source under `app/` mentions its identifier as a whole word: Ruby, JavaScript or TypeScript,
  or a template of Rails' languages or another's (Liquid, Mustache, Handlebars, EJS, Vue,
  Svelte), which may mount it where bridgelint does not parse the markup. No note.
- A template or source of another app of the same browser uses or mentions it: an engine's
  controller used by the host app that loads it, or a host's controller used by an engine's
  template.
- The controller is borrowed from another app of the same browser: that app reports it.
- A controller file whose class bridgelint cannot read (no class at all, as in a component's
  `*_controller.js` that only imports its stylesheet, or code it cannot parse): a loader may skip
  it, and whether it is a controller is unknown. The note about unreadable classes names it.
- The project is an engine (a `*.gemspec` and `app/`, no `config/application.rb`) that no
  application of the repository loads (a test app under `test/` or `spec/`, or a demo app under
  `sandbox/`, `demo/`, `example/`, `examples/` or `playground/`, does not count): its
  controllers are for host apps outside the repository, whose templates bridgelint cannot read.

## Fix safety

No fix: deleting code is the author's decision.

## Options

None.

## References

- hotwired/stimulus-rails `eagerLoadControllersFrom` (identifiers from file paths).
"""#,
        "stimulus-value-placement": #"""
# stimulus-value-placement

Severity: warning · Fix: none · Since: 0.1.0

Why this severity: warning: a value, class or outlet away from the controller's element is dead
markup Stimulus never reads; the controller uses its default.

## What it does

Reports a value (`data-menu-delay-value`), class (`data-menu-open-class`) or outlet
(`data-menu-modal-outlet`) attribute on an element that does not mount its controller. Stimulus
reads them from the controller element only, unlike targets and actions, which may sit anywhere
inside it. It reports only what it can prove: the element's whole attribute list is known (no
ERB among the attributes, no `**options`) and its `data-controller`, if any, is static and does
not name the controller.

## Why it matters

A value on a child element is never read: the controller uses the default (`0`, `""`, `[]`),
and a class lookup throws `Missing attribute`. It usually happens when `data-controller` moves
up to a wrapper and the values stay behind.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu">
  <ul data-menu-delay-value="200">
      ^^^^^^^^^^^^^^^^^^^^^
  </ul>
  <div data-controller="modal" data-menu-open-class="is-open"></div>
                               ^^^^^^^^^^^^^^^^^^^^
</div>
```

```erb bad
<%= tag.div data: { menu_items_value: ["a"] } %>
                    ^^^^^^^^^^^^^^^^
```

```erb good
<div data-controller="menu modal" data-menu-delay-value="200" data-menu-open-class="is-open" data-menu-modal-outlet="#dialog">
  <ul data-menu-target="item"></ul>
</div>
<div data-controller="<%= controllers %>" data-menu-delay-value="10"></div>
<div <%= tag.attributes(data: { controller: "menu" }) %> data-menu-delay-value="10"></div>
<%= tag.div data: { controller: "menu", menu_items_value: ["a"] } %>
<div <% if wide %>data-controller="menu"<% else %>data-controller="menu modal"<% end %> data-menu-open-class="wide"></div>
```

In a layout whose `<body>` computes its controllers, the value still sits on the wrong element;
the message points at the computed `data-controller`:

```erb bad path=app/views/layouts/application.html.erb
<body data-controller="<%= signed_in? ? "menu modal" : "modal" %>">
  <aside data-menu-target="item" data-menu-open-value="false"></aside>
                                 ^^^^^^^^^^^^^^^^^^^^
  <%= yield %>
</body>
```

A controller may read a value-shaped attribute of another element itself, through `dataset`
(`column.dataset.menuColumnIdValue`): that is deliberate, not a misplaced value.

```erb good
<div data-controller="menu modal">
  <section class="column" data-menu-column-id-value="7" data-menu-target="item"></section>
</div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]

  moved(event) {
    const column = event.target.closest(".column").dataset.menuColumnIdValue
  }
}
```

So may a controller that reads attributes by a computed name (`dataset[name]`), on any element:

```erb good
<div data-controller="menu modal">
  <section class="column" data-menu-row-value="3" data-menu-target="item"></section>
</div>
```

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]

  read(event, name) {
    return event.target.closest(".column").dataset[`menu${name}Value`]
  }
}
```

The app's own JavaScript mounts the controller on the element at run time:

```erb good
<div data-controller="kitchen">
  <div class="dialogue" data-menu-delay-value="3"></div>
</div>
```

```js file=app/javascript/controllers/kitchen_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  connect() {
    this.element.querySelector(".dialogue").setAttribute("data-controller", "menu")
  }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- The element may carry attributes the template does not show, so it may mount the controller
  itself: ERB among its attributes (`<div <%= attrs %> data-menu-delay-value="3">`), `**options`,
  `data: some_hash`, or a computed `data-controller` (`data-controller="<%= controllers %>"`, a Ruby
  Array). No note.
- The app's form builder may give the field a controller: a builder named by
  `default_form_builder PlanFormBuilder` in a controller or by `builder: PlanFormBuilder` on a form
  call, whose class (read from the app's Ruby under `app/`, with its superclasses) redefines the
  field's helper (`select`, `text_field`, ...) and writes a `data` hash or a `controller`
  somewhere. A builder whose class (or a superclass other than Rails' `FormBuilder`) bridgelint
  cannot read (in `lib/`, in a gem) may redefine any helper: no builder field is judged. No note.

```erb good path=app/views/plans/_form.html.erb
<div data-controller="menu" data-menu-delay-value="200"></div>
<%= form_with model: @plan do |form| %>
  <%= form.select :kind, ["Weekly", "Monthly"], {}, data: { menu_delay_value: 200 } %>
<% end %>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
  default_form_builder PlanFormBuilder
end
```

```ruby file=app/helpers/plan_form_builder.rb
class PlanFormBuilder < ActionView::Helpers::FormBuilder
  def select(method, choices = nil, options = {}, html_options = {}, &block)
    html_options[:data] = (html_options[:data] || {}).merge(controller: "menu")
    super
  end
end
```

- Where the attribute lands is unknown: an element whose tag is computed
  (`content_tag(tag_name, …)`) or a `data:` hash given to a helper or component bridgelint does not
  know (`ui_button "Go", data: { menu_delay_value: 3 }`). No note.
- The identifier is not a controller of the app (`data-tooltip-placement-value`): not judged.
- Code of the app reads the attribute itself (`column.dataset.menuColumnIdValue`,
  `getAttribute("data-menu-column-id-value")`, a selector `[data-menu-column-id-value]`): it is
  deliberate. No note.
- The name is not one the controller declares: `stimulus-unknown-value` (or `-class`, `-outlet`)
  reports it instead.
- The app's JavaScript mounts the controller itself by writing `data-controller`
  (`el.setAttribute("data-controller", "dialogue-iteration")`, `el.dataset.controller = "menu"`):
  any element may become its element. No note.

- The controller's class is not read whole (imported from a gem or a package bridgelint cannot
  resolve, declared only in the configuration, defined in several files): it may read its
  attributes from any element. The note about the unread class says so once.
- The same attribute is also on an element that mounts the controller (the copy Stimulus reads):
  the copy on the other element is deliberate, a hook for CSS or script. In a partial, that copy
  may be in a template that renders it (directly or through other partials), names the
  controller and writes the attribute (as HTML or as its `data:` key): the page that renders the
  partial inside the controller's element. No note.

```erb good path=app/views/menus/_menu.html.erb
<div data-controller="menu" data-menu-delay-value="200">
  <button class="menu-toggle" data-menu-delay-value="200">Open</button>
</div>
```

- The controller, or a module of the app it imports, reads `data-*` attributes by a computed
  name (`dataset[name]`, ``getAttribute(`data-${name}`)``, a whole `dataset`): a note names the
  first place.
- A stylesheet of the app selects the attribute (`[data-menu-open-value="true"] > li`, in a
  `.css`, `.scss`, `.sass` or `.less` file under the app's `app/` folder, not the built
  `app/assets/builds`): it is markup written for that CSS, wherever it sits, not a misplaced
  value. Only the exact attribute name counts; a selector that Sass or Less computes
  (`[data-menu-#{$kind}-value]`) or that sits in a comment does not. No note.

```erb good
<div data-controller="menu" data-menu-open-value="true"></div>
<ul data-menu-open-value="true">
  <li><a href="/">Home</a></li>
</ul>
```

```css file=app/assets/stylesheets/application.css
[data-menu-open-value="true"] > li { display: block; }
```

## Fix safety

No automatic fix: the value may belong on another element that mounts the controller.

## Options

None.

## References

- Stimulus reference: values and CSS classes ("on the controller element").
"""#,
        "stimulus-value-type": #"""
# stimulus-value-type

Severity: error · Fix: none · Since: 0.1.0

Why this severity: error: the controller reads `NaN` or a `JSON.parse` failure instead of the value
the markup meant.

## What it does

Reports a static value that Stimulus cannot read as the type the controller declares:

- `Number`: Stimulus reads `Number(value.replace(/_/g, ""))`, so `1_000`, `-1.5e3` and `0x1f` are
  numbers and `abc` or `10px` are not (NaN).
- `Array` and `Object`: Stimulus uses `JSON.parse`, so the text must be JSON of that shape:
  `["a","b"]` is an array, `a,b` or `['a']` is not JSON, `{"a":1}` is not an array. A Ruby Array
  or Hash literal in `data:` is rendered as JSON by Rails, so only its shape is checked.
- `String` and `Boolean` accept anything (`"0"` and `"false"` are false), so they are not reported.

Dynamic values (`<%= ... %>`, Ruby variables and calls) and values with HTML character
references (`&quot;`) are not judged.

## Why it matters

An Array or Object value that is not JSON makes Stimulus throw when the controller reads it, and
a Number that is not a number becomes NaN: the controller breaks far from the markup that
caused it.

## Examples

```js file=app/javascript/controllers/menu_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  static targets = ["item"]
  static values = { open: Boolean, delay: Number, items: Array, labels: Object, submitTitle: String }
  static classes = ["open", "loadingState"]
  static outlets = ["modal"]

  open() {}
  close = () => {}
  toggle(event) {}
}
```

```js file=app/javascript/controllers/modal_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  show() {}
}
```

```erb bad
<div data-controller="menu"
     data-menu-delay-value="200ms"
                            ^^^^^
     data-menu-items-value="a,b"
                            ^^^
     data-menu-labels-value='["a"]'>
                             ^^^^^
</div>
```

```erb bad
<%= tag.div data: { controller: "menu", menu_items_value: { a: 1 }, menu_delay_value: "soon" } %>
                                                          ^^^^^^^^
                                                                                       ^^^^
```

```erb good
<div data-controller="menu"
     data-menu-delay-value="1_000"
     data-menu-items-value='["a", "b"]'
     data-menu-labels-value='{"a": 1, "b": [true, null]}'
     data-menu-open-value="yes"
     data-menu-submit-title-value="42">
  <%= tag.div data: { controller: "menu", menu_items_value: ["a", "b"], menu_labels_value: { a: 1 }, menu_delay_value: @delay } %>
  <div data-controller="menu" data-menu-delay-value="<%= delay %>" data-menu-items-value="<%= items.to_json %>"></div>
</div>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- No Stimulus controller is found at all (nothing under `controllers: paths:`, no `register` call,
  no package): the rule says nothing anywhere. Said once in the note
  `no Stimulus controllers found (searched …)`, when the app names Stimulus somewhere (a gem, a
  package, an importmap pin, a layout's script); an app that names it nowhere is not told.
- A value that is not fully known is not judged: ERB in it (`data-menu-delay-value="<%= delay %>"`),
  a Ruby variable or call in a `data:` hash (`menu_delay_value: delay`), or a character reference
  the browser decodes (`&quot;`). No note.
- The value's declared type is not a literal type name (`static values = { delay: DelayType }`), or
  is `String` or `Boolean`, which accept any text. No note.
- The name is not a value the controller declares: `stimulus-unknown-value` reports it instead.
- The controller's values cannot all be read, so a missing name proves nothing:
  - its file is not a readable class (no `class … extends`, binary, unreadable): said in the note
    ``<file>: could not read the controller class (…); rules about `<identifier>` are silent`` (the
    first five files; past five, one note counts the rest:
    `<file>: could not read the controller class (and N more controllers …)`);
  - its file is over `max_file_size`: said in the note
    `<file>: not read: it is …, over the … file size limit`;
  - a declaration is not literal: `static values = { ...Base.values, delay: Number }`,
    `static values = VALUES`, or the same assigned after the class (`Menu.values = VALUES`,
    `Menu.values = ["a"].concat(more)`) (no note). A literal assigned after the class
    (`Menu.values = { delay: Number }`, for the file's class) is read as a `static` field is;
  - it extends a class bridgelint cannot follow to Stimulus' `Controller` or `BridgeComponent`
    (`extends ApplicationController` imported from a package or a path it cannot resolve): said in
    the note ``<file>:<line>: `<identifier>` extends the class `<name>` from `<module>`, which
    bridgelint cannot read (…)`` (the first such controller, with how many share the cause);
  - it is registered as `application.register("menu", Menu)` with `Menu` from a module bridgelint
    cannot resolve, or defined inside a package bundle: said in the note
    ``<file>:<line>: the class registered as `<identifier>` cannot be read (…)`` or
    ``<file>:<line>: `<identifier>` is defined inside the bundle of `<package>` …`` (the first
    such controller, with how many share the cause);
  - the identifier is declared under `controllers: known:` (its members are unknown;
    `--show-settings` lists them);
  - two different files define the identifier (`stimulus-duplicate-controller` reports that
    instead).

## Fix safety

No automatic fix: the right value depends on what the author meant.

## Options

None.

## References

- Stimulus reference: values (types and how they are read).
- `src/core/value_properties.ts` in hotwired/stimulus.
"""#,
        "suppression-unused": #"""
# suppression-unused

Severity: warning · Fix: safe · Since: 0.1.0

Why this severity: warning: a comment that silences nothing is dead markup that would hide the next
real problem on its line; nothing breaks at run time.

## What it does

Reports a `bridgelint:disable...` comment that silences no finding, or that names a rule that
does not exist. Comments: `<%# bridgelint:disable-next-line rule-id %>`,
`<!-- bridgelint-disable-next-line rule-id -->`, `<%# bridgelint:disable rule-a, rule-b %>` ...
`<%# bridgelint:enable %>`, and `<%# bridgelint:disable-file rule-id %>`. Without rule ids they
cover every rule; text after `--` is a reason and is ignored. A comment that names only rules
that did not run (turned `off` in `.bridgelint.yml`, or left out by `--select` or `--ignore`)
is not reported: that run cannot tell whether it is still needed.

Findings in JavaScript, TypeScript, Swift and Kotlin files (a bridge component's `connect()`,
an unregistered native component) are silenced the same way with a comment in that language:
`// bridgelint:disable-next-line bridge-connect-super`, or `/* bridgelint:disable-file ... */`.
Those comments are read in the controller and native component files when the whole project
is linted, and reported here when they silence nothing.

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

A comment in a controller that silences nothing, because the finding it excused is fixed:

```erb bad
<div data-controller="bridge--button"></div>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"

  // bridgelint:disable-next-line bridge-connect-super -- restore handled by the page
  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  connect() {
    super.connect()
  }
}
```

```erb good
<%# bridgelint:disable-next-line html-duplicate-attribute -- legacy markup, fixed in #123 %>
<div class="a" class="b">Twice</div>
```

A comment in a controller that silences a finding there (a string holding `//` is no comment):

```erb good
<div data-controller="bridge--button"></div>
```

```js file=app/javascript/controllers/bridge/button_controller.js
import { BridgeComponent } from "@hotwired/hotwire-native-bridge"

export default class extends BridgeComponent {
  static component = "button"
  static url = "https://example.com/* not a comment */"

  /* bridgelint:disable-next-line bridge-connect-super */
  connect() {
    this.send("connect", { title: "Save" })
  }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- A comment naming a rule that did not run (off in `.bridgelint.yml`, left out by `--select` or
  `--ignore`) may be needed when it runs, so it is never called unused. `--show-settings` shows
  which rules run and why.
- `<%# bridgelint:disable-file %>` without rule ids is never called unused. No note.

## Fix safety

The fix deletes the unused comment; it is safe.

## Options

None.

## References

- ESLint `--report-unused-disable-directives`; Ruff `RUF100`.
"""#,
        "turbo-duplicate-frame": #"""
# turbo-duplicate-frame

Severity: error · Fix: none · Since: 0.2.0

Why this severity: error: with two frames of one id on a page, Turbo always picks the first, so a
link or form that targets the id, or a response meant for an inner frame, replaces the wrong one.

## What it does

Reports a `<turbo-frame>` (or `turbo_frame_tag`) with a fixed id that one page has more than once,
where that breaks:

- a frame inside a frame with the same id: a response for the inner one is searched for
  `turbo-frame#id`, and the outer one comes first;
- a frame repeated on the page while some link, form or frame of the app targets its id
  (`data-turbo-frame="id"`, `data: { turbo_frame: "id" }`, `target="id"`): written twice in a
  template outside any `if`, `case` or loop; inside a loop (`<% @posts.each do |post| %>`,
  `3.times {`); or in a partial (or component) that some template renders as a collection
  (`render partial: "comment", collection: @comments`, `CommentComponent.with_collection(...)`),
  found through the render graph; or in two templates of one page (a layout and its page, a
  template and a partial it renders, a partial rendered twice), each rendered once.

## Why it matters

Turbo finds frames by id: `document.getElementById` for `data-turbo-frame` and a frame's
`target`, and `turbo-frame#id` in a response, which takes the first match. A link aimed at the id
always reaches the first frame of the page, and an inner frame receives its outer twin's content.
An id built from the record (`turbo_frame_tag comment`, `turbo_frame_tag dom_id(comment, :edit)`)
keeps each frame apart. (Frames that only load their own `src` and navigate themselves work each
on its own element, so repeated ids that nothing targets are not reported.)

## Examples

```erb bad
<%= turbo_frame_tag "post" do %>
  <p>Loading…</p>
<% end %>
<%= link_to "Reload", posts_path, data: { turbo_frame: "post_body" } %>
<%= link_to "First", post_path(1), data: { turbo_frame: "post" } %>
<% @posts.each do |post| %>
  <%= turbo_frame_tag "post_body" do %>
                       ^^^^^^^^^
    <%= post.body %>
  <% end %>
<% end %>
<turbo-frame id="post"></turbo-frame>
                 ^^^^
<%= turbo_frame_tag "panel" do %>
  <%= turbo_frame_tag "panel" do %>
                       ^^^^^
    <%= link_to "Refresh", "/panel" %>
  <% end %>
<% end %>
```

```erb good
<%= turbo_frame_tag "post" do %>
  <p>Loading…</p>
<% end %>
<% @posts.each do |post| %>
  <%= turbo_frame_tag post, :body do %>
    <%= post.body %>
  <% end %>
<% end %>
<% if @editing %>
  <%= turbo_frame_tag "editor" %>
<% else %>
  <%= turbo_frame_tag "editor", src: "/preview" %>
<% end %>
<% @events.each do |event| %>
  <%= turbo_frame_tag :balance, src: "/events/#{event.id}/balance", loading: :lazy %>
<% end %>
```

An inner frame that loads its own `src` inside a frame of the same id is how pages are added by
scrolling: the response is the next page of this template, whose first `tracks` frame (the
outer one) holds the next rows and the next inner frame, which is what the inner frame should
show:

```erb good
<turbo-frame id="tracks">
  <%= render @tracks %>
  <% if @tracks.next_page %>
    <turbo-frame id="tracks" src="<%= tracks_path(page: @tracks.next_page) %>" loading="lazy"></turbo-frame>
  <% end %>
</turbo-frame>
```

A partial rendered as a collection renders its frame once per item:

```erb bad path=app/views/comments/_comment.html.erb
<%= turbo_frame_tag "comment" do %>
                     ^^^^^^^
  <%= comment.body %>
<% end %>
```

```erb file=app/views/comments/index.html.erb
<%= render partial: "comments/comment", collection: @comments %>
<%= link_to "Newest", comments_path(order: :newest), data: { turbo_frame: "comment" } %>
```

```erb good path=app/views/comments/_comment.html.erb
<%= turbo_frame_tag comment do %>
  <%= comment.body %>
<% end %>
```

Across files (the render graph), a frame the page's layout defines and a frame of the page, or
a frame of a partial and one of the template that renders it, are on one page; so is a partial's
frame when one template renders the partial twice; one of the two templates targets the id. A
partial's frame inside its caller's frame of the same id is nested, targeted or not (a frame
request renders the caller, and the response's first `turbo-frame#id` is the outer one). The
finding is at the rendered template's frame and names the other:

```erb bad path=app/views/posts/index.html.erb
<%= turbo_frame_tag "modal" do %>
                     ^^^^^
  <%= render @posts %>
<% end %>
<%= link_to "New post", new_post_path, data: { turbo_frame: "modal" } %>
```

```erb file=app/views/layouts/application.html.erb
<body>
  <%= turbo_frame_tag "modal" %>
  <%= yield %>
</body>
```

```ruby file=app/controllers/application_controller.rb
class ApplicationController < ActionController::Base
end
```

```ruby file=app/controllers/posts_controller.rb
class PostsController < ApplicationController
end
```

```erb bad path=app/views/posts/_editor.html.erb
<%= turbo_frame_tag "editor" do %>
                     ^^^^^^
  <%= render "posts/form" %>
<% end %>
```

```erb file=app/views/posts/edit.html.erb
<%= turbo_frame_tag "editor", src: edit_post_path(@post) %>
<%= render "posts/editor" %>
<%= link_to "Preview", preview_post_path(@post), data: { turbo_frame: "editor" } %>
```

Where the two cannot render together (exclusive branches), nothing is reported:

```erb good path=app/views/posts/_editor.html.erb
<%= turbo_frame_tag "editor" do %>
  <%= render "posts/form" %>
<% end %>
```

```erb file=app/views/posts/edit.html.erb
<% if @post.locked? %>
  <%= turbo_frame_tag "editor", src: edit_post_path(@post) %>
<% else %>
  <%= render "posts/editor" %>
<% end %>
<%= link_to "Preview", preview_post_path(@post), data: { turbo_frame: "editor" } %>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A repeated id that no link, form or frame of the app's templates targets (lazy frames in a
  table that each load their own `src`): each frame's own navigation works. Targets built in
  scripts or Ruby are not seen. No note.
- An inner frame with its own `src` inside a frame of the same id in one template: what it shows
  is the first frame of that id in its `src`'s response, the outer one when the response is
  this page (adding pages by scrolling). No note.
- A template that renders this one but is proven never to render itself (nothing names it, see
  `rails-unrendered-template`): it puts no page together, so its frame is never beside this
  one. No note.
- A frame whose id is dynamic (`turbo_frame_tag comment`, `id="<%= dom_id(post) %>"`) is unique as
  far as the linter knows. No note.
- Two frames in different branches of an `if` or `case`, or inside a block the parser does not
  know (`<% cache post do %>`), or behind a modifier (`<%= turbo_frame_tag "x" if y %>`), may not
  render together. No note.
- A partial rendered in a loop of its caller (`<% @comments.each do |c| %><%= render c %>`), or as
  a collection from Ruby (`render partial: ..., collection:` in a controller) or through
  `render @comments`, whose plurality the linter does not know, is not judged. No note.
- Across files, two frames are compared only where both certainly render on one page: a page and
  the one layout its controller names (not `layout false`, a method, a layout chosen per action,
  nor variants), or a template and a partial it renders by name (`render "editor"`,
  `render partial:`), each frame and the render call outside any `if`, `case`, loop or block the
  parser does not know. A layout's partials, `render @post`, a component, a partial rendered
  in a Turbo Stream, and frames further down the graph are not compared. Nor are two such frames
  when neither of the two templates targets the id: a page that wraps itself in the frame its
  layout keeps for it (`turbo_frame_tag "modal"`, loaded into the layout's frame from a link of
  another page) has both frames only when visited directly, and nothing there aims at them.
  No note.

## Fix safety

No fix: the id to use instead is the author's choice.

## Options

None.

## References

- Turbo handbook: Decompose with Turbo Frames; Turbo reference: frames (`id` must be unique).
- hotwired/turbo v8.0.23 `src/core/frames/frame_controller.js` (`querySelector("turbo-frame#id")`),
  `src/core/session.js` (`getElementById`).
"""#,
        "turbo-frame-src-missing-frame": #"""
# turbo-frame-src-missing-frame

Severity: error · Fix: none · Since: 0.2.0

Why this severity: error: the frame never shows the page's content; Turbo replaces it with
"Content missing" and raises an error in the console.

## What it does

Reports a `<turbo-frame id="x" src="...">` (or `turbo_frame_tag "x", src: ...`) whose `src`
page has no frame with the id `x`. bridgelint follows the `src` to the page: a literal path
(`src="/posts/1/comments"`) matched against `config/routes.rb`, or a route helper call
(`src: post_comments_path(@post)`) resolved through the route names; then the controller action
the route runs, and the template that action renders (`app/views/<controller>/<action>.html.erb`,
or the one an explicit `render :other` names, or the partial of `render partial: "row"`), with
every partial and component it renders.
When none of them defines the frame, the rule reports the `src` value.

## Why it matters

A frame that loads its `src` takes from the response only the `<turbo-frame>` with its own id.
When the response has none, Turbo dispatches `turbo:frame-missing`, writes "Content missing" into
the frame and throws an error (hotwired/turbo v8.0.23 `src/core/frames/frame_controller.js`,
`#handleFrameMissingFromResponse`). The page renders fine when opened on its own, so the mistake
shows only where the frame is.

## Examples

```ruby file=config/routes.rb
Rails.application.routes.draw do
  resources :posts do
    resources :comments, only: :index
  end
  get "stats" => "dashboards#stats"
end
```

```ruby file=app/controllers/comments_controller.rb
class CommentsController < ApplicationController
  def index
    @comments = Comment.all
  end
end
```

```ruby file=app/controllers/dashboards_controller.rb
class DashboardsController < ApplicationController
  def stats
    render :summary
  end
end
```

```erb file=app/views/comments/index.html.erb
<%= turbo_frame_tag "comments" do %>
  <%= render partial: "comments/comment", collection: @comments %>
<% end %>
```

```erb file=app/views/comments/_comment.html.erb
<p><%= comment.body %></p>
```

```erb file=app/views/dashboards/summary.html.erb
<%= render "dashboards/numbers" %>
```

```erb file=app/views/dashboards/_numbers.html.erb
<turbo-frame id="numbers"><p>42</p></turbo-frame>
```

```erb bad path=app/views/posts/show.html.erb
<%= turbo_frame_tag "post_comments", src: post_comments_path(@post), loading: :lazy %>
                                          ^^^^^^^^^^^^^^^^^^^^^^^^^
<turbo-frame id="stats" src="/stats"></turbo-frame>
                             ^^^^^^
```

```erb good path=app/views/posts/show.html.erb
<%= turbo_frame_tag "comments", src: post_comments_path(@post), loading: :lazy %>
<turbo-frame id="numbers" src="/stats"></turbo-frame>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A `src` that is not a literal path or one route helper call (`src: url_for(...)`,
  `src="<%= @url %>"`, `src: posts_path(format: :json)`), a URL to another host, or a frame
  whose id is not literal. No note.
- A path no route matches, or one that a route bridgelint cannot read may answer first: a mounted
  engine, `devise_for`, routes built in Ruby (`%w[a b].each { |p| get p }`), routes inside
  `constraints`, `authenticated` or `if` blocks, a segment with a pattern (`scope "(:locale)",
  locale: /en|de/`). No note.
- A controller outside the app (a gem's), or an action whose body redirects, uses
  `respond_to`, renders something other than one template or partial by name (with no option but
  `locals:` and `status:`), renders more than once, or is defined in a parent class other than
  `ApplicationController`. A `before_action` that redirects is not followed. No note.
- An app with Haml or Slim templates, or HTML ERB under `app/` outside the linted folders (a
  view path the app appends, `append_view_path "app/frontend/"`): the rule is silent for the
  whole app. No note.
- A page whose template is not an HTML ERB file (Haml, Slim), or that renders something
  bridgelint cannot follow (a partial named by a variable, a component without a template). No
  note.
- A page (or what it renders) with a frame whose id is not literal (`turbo_frame_tag @post`),
  or whose markup or any layout mentions the id at all (a frame built from a local, a layout a
  controller chooses for frame requests). No note.

## Fix safety

No fix: the frame may belong in the page, or `src` may point at the wrong page.

## Options

None.

## References

- Turbo handbook: Decompose with Turbo Frames (lazy loading, "Content missing").
- hotwired/turbo v8.0.23 `src/core/frames/frame_controller.js` (`#handleFrameMissingFromResponse`).
- Rails routing guide (rails/rails v8.1 `guides/source/routing.md`): resource routes and their
  helpers.
"""#,
        "turbo-invalid-value": #"""
# turbo-invalid-value

Severity: error (warning for a value close to none of the allowed ones, when Turbo only ignores it, for `data-turbo-stream` on a link Turbo never follows or a submission that is not a GET, and for `data-turbo` on an element Turbo never asks) · Fix: unsafe · Since: 0.2.0

Why this severity: error: a misspelled value, a method Turbo does not know (sent as a GET) and a
value that means the opposite of what it says (`data-turbo="no"` leaves Turbo on) break what the
markup asks for. An unknown value that Turbo just ignores, close to none of the allowed ones, is
dead markup: a warning. So is `data-turbo-stream="false"` on a link or form whose every URL ends in
an extension Turbo never visits (`.csv`, `.pdf`, `.zip`, ...): the browser follows it, and the
attribute changes nothing; `data-turbo-stream="false"` on a link whose `data-turbo-method` is
`post`, `put`, `patch` or `delete`, or on a form that submits with one of them: Turbo asks for a
stream on every submission that is not a GET anyway; and `data-turbo="none"` on an element that can be no link, form or
submit button and hold none (`<script>`, `<img>`): Turbo never reads it there, whatever its value.

## What it does

Checks the values Turbo compares against a fixed list, as hotwired/turbo v8.0.23 (2026-02-12) and
turbo-rails v2.0.21 read them (`TurboLibrary`):

- `data-turbo-action`: `advance`, `replace` (and Turbo's own `restore`);
- `data-turbo-track`: `reload`, `dynamic`;
- `data-turbo-method`: `get`, `post`, `put`, `patch`, `delete` (any case);
- on `<turbo-frame>` (and `turbo_frame_tag`): `loading` `eager`/`lazy`, `refresh` `morph`/`replace`;
- `<meta name="...">` settings: `turbo-cache-control` `no-cache`/`no-preview`,
  `turbo-visit-control` `reload`, `turbo-refresh-method` `morph`/`replace`, `turbo-refresh-scroll`
  `preserve`/`reset`, `turbo-view-transition` `true`, `turbo-prefetch` `true`/`false`; and a
  `turbo-*` meta name that is a near miss of one of these, `turbo-root` or `turbo-prefetch-cache-time`;
- values that mean the opposite of what they say: `data-turbo`, `data-turbo-prefetch` and
  `data-turbo-eval` are off only for the exact text `false`, so `no`, `off`, `0` or `False` leave
  them on; `data-turbo-permanent`, `-temporary`, `-stream`, `-preload`, `-suppress-warning` and a
  frame's `disabled` and `autoscroll` are on whenever present, so a value `false` (which Rails
  renders for `data: { turbo_stream: false }`) still turns them on.

## Why it matters

Turbo compares these values exactly and ignores anything else without a word:
`data-turbo-action="replce"` pushes a history entry, `loading="lazzy"` loads the frame at once,
`data-turbo-method="destroy"` sends a GET, and `data: { turbo_stream: false }` asks for a Turbo
Stream response all the same.

## Examples

```erb bad
<a href="/posts/2" data-turbo-action="replce">Next</a>
                                      ^^^^^^
<%= link_to "Delete", post_path(@post), data: { turbo_method: :destroy } %>
                                                               ^^^^^^^
<a href="/help" data-turbo="no">Help</a>
                            ^^
<%= link_to "Archive", archive_path, data: { turbo_stream: false } %>
                                                           ^^^^^
<%= turbo_frame_tag "comments", src: comments_path, loading: :lazzy %>
                                                              ^^^^^
<meta name="turbo-refresh-method" content="moprh">
                                           ^^^^^
<meta name="turbo-cache-contrl" content="no-cache">
            ^^^^^^^^^^^^^^^^^^
<script src="/app.js" data-turbo-track="true"></script>
                                        ^^^^
```

```erb good
<a href="/posts/2" data-turbo-action="replace">Next</a>
<%= link_to "Delete", post_path(@post), data: { turbo_method: :delete } %>
<a href="/help" data-turbo="false">Help</a>
<%= link_to "Archive", archive_path, data: { turbo_stream: (true if archivable?) } %>
<%= turbo_frame_tag "comments", src: comments_path, loading: :lazy, refresh: :morph %>
<meta name="turbo-refresh-method" content="morph">
<meta name="turbo-refresh-scroll" content="preserve">
<meta name="turbo-cache-control" content="no-preview">
<meta name="turbo-prefetch-cache-time" content="5000">
<script src="/app.js" data-turbo-track="reload"></script>
<a href="/x" data-turbo-action="<%= action %>" data-turbo="<%= enabled %>">X</a>
```

Turbo never visits a URL whose path ends in one of the extensions of
`config.drive.unvisitableExtensions` (hotwired/turbo v8.0.11 to v8.0.23: `.csv`, `.pdf`, `.zip`,
`.xlsx`, `.json`, images, audio, video, archives, ...; Turbo 7.0 to 8.0.10 visited only URLs ending
in nothing, `.htm`, `.html`, `.xhtml` or `.php`). A link there is followed by the browser, so
`data-turbo-stream="false"` on it changes nothing: a warning. The URL comes from `href` or
`action`, or from every URL the helper call names (a path or URL string, a route helper given a
literal `format:`); when one of them has no such ending, the finding stays an error.

```erb bad
<%= link_to "Export", reports_path(format: :csv), data: { turbo_stream: false } %>
                                                                        ^^^^^ warning: Turbo never handles a link to a URL ending in `.csv`
<a href="/reports/summary.pdf?year=2025" data-turbo-stream="false">Summary</a>
                                                            ^^^^^ warning
<%= export_link "Export", reports_path(format: :xlsx), data: { turbo_stream: false } %>
                                                                             ^^^^^ warning
```

Turbo (v7.2.0, where `data-turbo-stream` came, to v8.0.23) turns a link with `data-turbo-method`
into a form of that method, and asks for a Turbo Stream response on every form submission whose
method is not a GET, with `data-turbo-stream` or without (`requestAcceptsTurboStreamResponse`). So
on such a link, or on a form whose literal `method` (a Rails form helper's `post` when it names
none) is `post`, `put`, `patch` or `delete`, the attribute changes nothing: a warning. A form in a
template where a button or input has `formmethod`, or attributes the template cannot show, may be
submitted as a GET: an error then.

```erb bad
<%= link_to "Remove", session_path(@session), data: { turbo_method: :delete, turbo_stream: false } %>
                                                                                           ^^^^^ warning: Turbo asks for a Turbo Stream response on every submission that is not a GET
<form action="/notes" method="post" data-turbo-stream="false"><button>Save</button></form>
                                                       ^^^^^ warning
<a href="/notes/1" data-turbo-method="get" data-turbo-stream="false">Note</a>
                                                              ^^^^^ error
```

Turbo reads `data-turbo` and `data-turbo-prefetch` only on a link, a form or its submit button,
or on the closest element around one that has the attribute (`findClosestRecursively(element,
"[data-turbo]")`). On an element that can be none of them and hold none (void elements such as
`<img>` and `<input type="text">`, `<script>`, `<style>`, `<textarea>`, `<template>`, `<iframe>`),
no value changes anything: dead markup, a warning that says so.

```erb bad
<script data-turbo="none">window.analyticsId = 42</script>
                    ^^^^ warning: does nothing on `<script>`
<img src="/logo.png" data-turbo-prefetch="off">
                                          ^^^ warning
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A value that is not fully known (`data-turbo-action="<%= action %>"`, `turbo_stream: archivable?`)
  is not judged. No note.
- `data-turbo="yes"` or `data-turbo-prefetch="1"`: a value that is neither `true` nor `false` nor a
  word for off behaves as on, which is what such a word says. No note.
- A `<meta>` whose name starts with `turbo-` but is close to none of Turbo's settings may be
  another library's. No note.
- `data-turbo` or `data-turbo-prefetch` on an element that can be no link, form or submit button
  and hold none (`<script data-turbo="none">`, `<img data-turbo="no">`) is never read by Turbo:
  its value is not judged as an off switch; the finding is a warning that the attribute does
  nothing there. An `<input>` counts only with a known type that submits nothing (not `submit` or
  `image`), and only when the template shows its attributes. No note.
- `loading` and `refresh` are checked only on `<turbo-frame>` elements the template shows
  (`<turbo-frame>`, `turbo_frame_tag`, `tag.turbo_frame`); on other elements they are HTML's.

## Fix safety

When one allowed value is close (`replce` -> `replace`, `no` -> `false` for an off switch), the fix
uses it. It is unsafe: it changes what the page does, and which value was meant is a guess. A
presence attribute given `false` has no fix: whether it should be removed or made conditional is
the author's call.

## Options

None.

## References

- Turbo reference: attributes, frames (`loading`, `refresh`), drive (`<meta>` settings).
- hotwired/turbo v8.0.23: `src/core/config/drive.js` (`unvisitableExtensions`), `src/core/url.js`
  (`locationIsVisitable`, `getExtension`), `src/util.js` (`getVisitAction`), `src/core/drive/page_snapshot.js`,
  `src/core/drive/head_snapshot.js`, `src/elements/frame_element.js`, `src/http/fetch_request.js`,
  `src/core/session.js` (`data-turbo`), `src/observers/link_prefetch_observer.js`.
- turbo-rails v2.0.21 `app/helpers/turbo/drive_helper.rb` (`turbo_refresh_method_tag` accepts
  `replace` and `morph`, `turbo_refresh_scroll_tag` `reset` and `preserve`).
"""#,
        "turbo-permanent-without-id": #"""
# turbo-permanent-without-id

Severity: warning · Fix: none · Since: 0.2.0

Why this severity: warning: the marker is silently ignored (the element is replaced on every visit
like any other), so the markup misleads, but nothing else breaks.

## What it does

Reports `data-turbo-permanent` (or `data: { turbo_permanent: true }`) on an element that has no
`id` attribute.

## Why it matters

Turbo keeps a permanent element across visits by finding the element with the same `id` on the
next page: it collects `[id][data-turbo-permanent]` (hotwired/turbo v8.0.23 `src/core/snapshot.js`,
used by the page renderer's `Bardo` on every visit that does not morph). Without an `id` the
attribute does nothing there: the audio player restarts, the scroll position and the form state
are lost. Turbo 8's morphing refreshes are the exception: they skip every element that has the
attribute, id or not (`src/core/morphing.js`, `beforeNodeMorphed` and `beforeNodeRemoved`).

## Examples

```erb bad
<div class="player" data-turbo-permanent>
                    ^^^^^^^^^^^^^^^^^^^^
  <audio src="/stream.mp3" controls></audio>
</div>
<%= tag.aside class: "cart", data: { turbo_permanent: true } %>
                                     ^^^^^^^^^^^^^^^
```

```erb good
<div id="player" class="player" data-turbo-permanent>
  <audio src="/stream.mp3" controls></audio>
</div>
<%= tag.aside id: "cart", class: "cart", data: { turbo_permanent: true } %>
<div id="<%= dom_id(@post, :player) %>" data-turbo-permanent></div>
<%= text_field_tag "query", params[:query], data: { turbo_permanent: true } %>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- An element with attributes the template does not show (ERB among the attributes, `**options`,
  `data: some_hash`, `tag.div(**attrs)`) may get its `id` there. No note.
- Form fields and forms written with Rails helpers (`form.text_field`, `text_field_tag`,
  `form_for`) and `turbo_frame_tag` get an `id` from Rails. No note.
- An `id` whose value is dynamic counts as an `id`. No note.
- A page that may refresh by morphing: a template that may share a page with this one (the same
  layout, page or partial on their render paths, or a render path bridgelint cannot follow) asks
  for it (`<meta name="turbo-refresh-method" content="morph">`,
  `turbo_refreshes_with method: :morph`, `turbo_refresh_method_tag :morph`), or the app's Ruby
  sends a morphing refresh (`turbo_stream.refresh(method: :morph)`); and an element inside a
  `<turbo-frame refresh="morph">`. Turbo 8 morphs those refreshes and keeps the element
  without an id; only a visit to another page, which does not morph, needs the id, and whether
  the author meant the element to survive those is not in the markup. No note.

```erb good path=app/views/layouts/application.html.erb
<html>
  <head><%= turbo_refreshes_with method: :morph, scroll: :preserve %></head>
  <body>
    <div class="player" data-turbo-permanent></div>
    <%= yield %>
  </body>
</html>
```

## Fix safety

No fix: the `id` must be chosen by the author, the same on every page that shows the element.

## Options

None.

## References

- Turbo handbook: Persisting elements across page loads (`data-turbo-permanent` needs an `id`).
- hotwired/turbo v8.0.23 `src/core/snapshot.js` (`[id][data-turbo-permanent]`), `src/core/morphing.js`
  (`DefaultIdiomorphCallbacks`: no id needed), `src/core/drive/page_view.js` (`isPageRefresh`: only a
  visit to the same path with the `replace` action morphs).
"""#,
        "turbo-unknown-attribute": #"""
# turbo-unknown-attribute

Severity: error · Fix: unsafe for typos, safe for a missing `data-` · Since: 0.2.0

Why this severity: error: a misspelled Turbo attribute, or one without `data-`, is ignored, so the
link navigates the whole page, the method is a GET, the confirmation never shows. A warning for
`turbo: true` outside `data:` (`form_with ..., turbo: true` renders nothing, `link_to ..., turbo: true`
renders `turbo="true"`) when nothing in the app turns Turbo Drive off, so Turbo's default is what
it asked for; and when the
element also has the attribute meant, with the same literal value (`turbo_method: "delete"` beside
`data: { turbo_method: :delete }`): the one without `data-` is dead, but Turbo gets the value all the same.

## What it does

Reports an attribute named `data-turbo-*` (in HTML, or rendered from a Rails `data:` hash key
`turbo_*:`) that Turbo does not read but that is a near miss of one it does, with that name, and a Turbo
attribute written without its `data-` prefix: `turbo-method="delete"` in HTML, or `turbo_frame:`
given to `link_to` beside `data:` instead of inside it (Rails renders it as `turbo_frame="..."`).
A camelCase Ruby key (`data: { turboFrame: }`) renders `data-turboFrame`, which the browser stores
as `data-turboframe`: it is reported too.

Turbo's attributes are those hotwired/turbo's `src/` reads from v7.0.0 to v8.0.23 (2026-02-12):
`data-turbo`, `data-turbo-action`, `data-turbo-confirm`, `data-turbo-eval`, `data-turbo-frame`,
`data-turbo-method`, `data-turbo-permanent`, `data-turbo-prefetch`, `data-turbo-preload`,
`data-turbo-stream`, `data-turbo-submits-with`, `data-turbo-suppress-warning`,
`data-turbo-temporary`, `data-turbo-track`, Turbo 7's `data-turbo-cache` (read until 8.0.x), and
`data-turbo-preview` and `data-turbo-visit-direction`, which Turbo writes on `<html>` itself
(`TurboLibrary.attributeSuffixes`).

## Why it matters

Turbo finds its attributes by exact name. `data-turbo-frmae="list"` leaves the link a whole-page
visit, `data-turbo-metod="delete"` sends a GET, and nothing says why. The same holds for the Rails
spelling: only keys inside `data:` get the `data-` prefix.

## Examples

```js file=app/javascript/controllers/posts_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  refresh() {}
}
```

```erb bad
<div data-controller="posts"></div>
<a href="/posts/2" data-turbo-frmae="post">Next</a>
                   ^^^^^^^^^^^^^^^^
<%= link_to "Delete", post_path(@post), data: { turbo_metod: :delete, turbo_confirm: "Sure?" } %>
                                                ^^^^^^^^^^^
<%= link_to "Edit", edit_post_path(@post), turbo_frame: "post" %>
                                           ^^^^^^^^^^^
<a href="/posts/1" turbo-method="delete">Delete</a>
                   ^^^^^^^^^^^^
<%= link_to "Show", post_path(@post), data: { turboFrame: "_top" } %>
                                              ^^^^^^^^^^
```

```erb good
<div data-controller="posts"></div>
<a href="/posts/2" data-turbo-frame="post" data-turbo-action="advance">Next</a>
<%= link_to "Delete", post_path(@post), data: { turbo_method: :delete, turbo_confirm: "Sure?" } %>
<%= link_to "Edit", edit_post_path(@post), data: { "turbo-frame": "post", turbo_prefetch: false } %>
<script src="/app.js" data-turbo-track="reload" data-turbo-eval="false"></script>
<div data-turbolinks-permanent></div>
```

The attribute meant, given the same value beside it, does what the one without `data-` fails to
do: nothing changes, a warning. A different or computed value there keeps the error.

```erb bad
<%= link_to "Sign out", session_path, turbo_method: "delete", data: { turbo_method: :delete } %>
                                      ^^^^^^^^^^^^ warning: this element also has `data-turbo-method` with the same value
<a href="/session" turbo-method="delete" data-turbo-method="delete">Sign out</a>
                   ^^^^^^^^^^^^ warning
<%= link_to "Sign out", session_path, turbo_method: "delete", data: { turbo_method: :post } %>
                                      ^^^^^^^^^^^^ error
```

`form_with` makes attributes only of `id:`, `class:`, `multipart:`, `method:`, `data:`,
`authenticity_token:` and what `html:` holds (actionview's `html_options_for_form_with`): any other
`turbo*:` option renders nothing at all; `form_for` puts on the `<form>` what `html:` holds. What
`html:` holds, and a key any other tag helper does not know (`link_to`, `button_to` and its
`form:`, `form_tag`, `tag.div`), becomes an attribute as written: `turbo: false` renders
`turbo="false"`, which Turbo ignores, and the message says so. `turbo: true` asks for Turbo's
default, so it changes nothing unless something turns Turbo Drive off: a warning when no template,
Ruby file or script of the app sets `Turbo.session.drive`, `Turbo.config.drive.enabled` or the form
mode, writes `data-turbo` from a script, or gives `data-turbo` (or a `turbo` key) any value but
`true`.

```erb bad
<%= form_with url: "/search", turbo: true do |f| %>
                              ^^^^^ warning: Turbo is on by default and nothing turns it off
  <%= f.search_field :q %>
<% end %>
<%= form_with url: "/search", turbo_frame: "results" do |f| %>
                              ^^^^^^^^^^^ error
<% end %>
```

```erb bad
<%= form_with url: "/search", html: { class: "search", turbo: false } do |f| %>
                                                       ^^^^^ error: renders the attribute `turbo="false"`, which Turbo ignores
<% end %>
```

```erb bad
<%= form_with url: "/search", turbo: true do |f| %>
                              ^^^^^ error: the app turns Turbo Drive off
<% end %>
```

```js file=app/javascript/application.js
import { Turbo } from "@hotwired/turbo-rails"
Turbo.session.drive = false
```

```erb bad
<%= form_with url: "/search", turbo: true do |f| %>
                              ^^^^^ error: a layout turns Turbo off around it
<% end %>
```

```erb file=app/views/layouts/application.html.erb
<body data-turbo="false"><%= yield %></body>
```

A name close to none of Turbo's is the app's own (a marker for styles or tests), and a near miss
that a script of the app reads is deliberate:

```erb good
<html data-turbo-native="true">
  <div data-controller="posts" data-turbo-frames="2"></div>
</html>
```

```js file=app/javascript/controllers/posts_controller.js
import { Controller } from "@hotwired/stimulus"

export default class extends Controller {
  connect() { this.count = Number(this.element.dataset.turboFrames) }
}
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A name close to none of Turbo's (`data-turbo-native`) is never reported: apps and libraries
  use the prefix for markers of their own. No note.
- A near miss that a controller or support script reads itself (`[data-turbo-frames]`,
  `dataset.turboFrames`) is the app's own attribute. Scripts in npm packages are not read. No note.
- An attribute that is a Stimulus attribute (`data-turbo-modal-target` of a controller
  `turbo-modal`) is left to the Stimulus rules. No note.
- `data-turbolinks-*` belongs to Turbolinks, not Turbo. No note.
- A name built with ERB (`data-turbo-<%= name %>`), or a `data:` hash that is not literal
  (`data: options`), is not seen. No note.
- `turbo_*:` keys given to a component or a helper the linter does not know (`render
  ButtonComponent.new(turbo_frame: "x")`) are not seen: such code may pass them into `data:`.

## Fix safety

A typo gets the one close Turbo name as an unsafe fix: the author may mean another attribute.
`turbo-method` in HTML gets `data-turbo-method` as a safe fix: the name without `data-` does
nothing. A Ruby key outside `data:` gets no fix (the key must move into the hash), nor an
attribute beside the one it means with the same value (it only needs removing).

## Options

None.

## References

- Turbo handbook and reference: attributes (turbo.hotwired.dev/reference/attributes).
- hotwired/turbo v8.0.23 `src/` (every `getAttribute`/`hasAttribute` of `data-turbo*`).
- Rails `tag_options`: only `data:` and `aria:` keys get a prefix; `_` becomes `-` and nothing else changes.
"""#,
        "turbo-unknown-frame": #"""
# turbo-unknown-frame

Severity: error (warning when no defined frame is close) · Fix: unsafe · Since: 0.2.0

Why this severity: error: a misspelled frame name sends the response to the wrong place (the frame
around the link, or the whole page). A name close to no frame may belong to a frame built where the
linter cannot see: a warning.

## What it does

Reports a `data-turbo-frame="x"` (on a link, a form or a submit button, in HTML or as
`data: { turbo_frame: "x" }`) and a frame's `target="x"` (`turbo_frame_tag ..., target: "x"`) when
no template of the app defines a frame with the id `x` (`<turbo-frame id="x">`,
`turbo_frame_tag "x"`, `tag.turbo_frame id: "x"`), with the closest frame id as a did-you-mean.
With no frame close to it, the help names the template's own frame when it defines exactly one
(the one most likely meant). `_top` (the whole page) and `_self` are not frame ids.

## Why it matters

Turbo looks the frame up by id on the current page (`document.getElementById`). When there is
none, a link or form navigates the frame around it, or the whole page, and a frame's `target`
falls back to the frame itself: the response lands somewhere else than the markup says, and
nothing reports why (hotwired/turbo v8.0.23 `src/core/session.js`,
`src/core/frames/frame_redirector.js`, `src/core/frames/frame_controller.js`).

## Examples

```erb bad
<%= turbo_frame_tag "comments" do %>
  <p>Loading…</p>
<% end %>
<%= link_to "Older", comments_path(page: 2), data: { turbo_frame: "commnets" } %>
                                                                   ^^^^^^^^
<a href="/posts/1/edit" data-turbo-frame="post_editor">Edit</a>
                                          ^^^^^^^^^^^
```

```erb good
<%= turbo_frame_tag "comments" do %>
  <p>Loading…</p>
<% end %>
<turbo-frame id="post_<%= @post.id %>_body"></turbo-frame>
<%= link_to "Older", comments_path(page: 2), data: { turbo_frame: "comments" } %>
<a href="/posts/1" data-turbo-frame="_top">Open</a>
<a href="/posts/1/body" data-turbo-frame="post_1_body">Body</a>
<%= turbo_frame_tag "list", target: "_top" %>
```

A frame id that the app's code names somewhere else (a local handed to a partial that builds the
frame, a helper, a script) may be a frame the templates do not show:

```erb good
<%= render "shared/modal", frame: "dialog" %>
<%= link_to "New", new_post_path, data: { turbo_frame: "dialog" } %>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A frame whose id is partly dynamic (`turbo_frame_tag "post_#{post.id}_body"`,
  `id="<%= dom_id(post) %>_comments"`) may have any id with the same known start and end: a name
  that fits is not reported. No note.
- A name that occurs as a word anywhere else in the templates, the app's Ruby files under `app/`
  (helpers, components, controllers) or its scripts, besides the `data-turbo-frame` and `target`
  attributes that name it, may be a frame built there (a `turbo_frame_tag frame_id` whose id comes
  from a local, a frame created by a script). No note.
- An app with Haml or Slim templates, or HTML ERB under `app/` outside the linted folders (a view
  path the app appends, `append_view_path "app/frontend/"`):
  frames there are not read, so the rule is silent for the whole app. No note.
- A `data:` hash given where Rails or the gem renders no attribute is not a reference: Kaminari's
  `paginate @items, data: { turbo_frame: "items" }` hands it to the paginator's partials as a
  local that its templates never write. No note.
- A name that is not fully known (`data-turbo-frame="<%= frame %>"`), or written with characters
  other than letters, digits, `_` and `-`, is not judged. No note.
- Frames defined by gems or by pages outside the repository are not seen; name such frames
  elsewhere (a comment mentioning the id is enough) or disable the rule.

## Fix safety

When exactly one defined frame id is close, the fix uses it. It is unsafe: the author may mean a
frame that is still to be written.

## Options

None.

## References

- Turbo handbook: Decompose with Turbo Frames (targeting navigation into or out of a frame).
- hotwired/turbo v8.0.23 `src/core/session.js` (`getElementById(frameTarget) || closest frame`),
  `src/core/frames/frame_controller.js` (`#findFrameElement`).
"""#,
        "turbo-unknown-stream-action": #"""
# turbo-unknown-stream-action

Severity: error · Fix: unsafe · Since: 0.2.0

Why this severity: error: Turbo throws `unknown action` for an action it does not have, and Rails
raises `NoMethodError` for a `turbo_stream` method turbo-rails does not define; either way the
update never happens.

## What it does

Reports a Turbo Stream action that is a near miss of an action that exists, with that action as
the did-you-mean:

- the `action` of a `<turbo-stream>` element and of `turbo_stream_action_tag :name`;
- the custom action of `turbo_stream.action :name, ...` and `turbo_stream.action_all :name, ...`;
- a `turbo_stream.<method>` that turbo-rails' tag builder does not define (`turbo_stream.replce`).

Actions that exist are Turbo's own (`after`, `append`, `before`, `prepend`, `refresh`, `remove`,
`replace`, `update`: `StreamActions` in hotwired/turbo v8.0.23 `src/core/streams/stream_actions.js`)
and those the app's scripts register (`StreamActions.toast = function () {...}`,
`Turbo.StreamActions["set-title"] = ...`). The tag builder's methods are those of turbo-rails
v2.0.21 `app/models/turbo/streams/tag_builder.rb`: each action, its `_all` form, `refresh`,
`action` and `action_all`.

## Why it matters

A stream whose action Turbo does not know raises in the browser and changes nothing; a template
calling a method the tag builder lacks fails to render. Custom actions are registered in
JavaScript and named in Ruby, two places that drift apart.

## Examples

```js file=app/javascript/stream_actions.js
import { StreamActions } from "@hotwired/turbo"

StreamActions.toast = function () {
  console.log(this.getAttribute("message"))
}
```

```erb file=app/views/posts/index.html.erb
<div id="flash"></div>
<div id="post_form"><%= render "posts/form" %></div>
<ul id="posts"><%= render @posts %></ul>
```

```erb bad path=app/views/posts/create.turbo_stream.erb
<%= turbo_stream.prepend "posts", @post %>
<%= turbo_stream.replce "post_form", partial: "posts/form" %>
                 ^^^^^^
<%= turbo_stream.action :tost, "flash", message: "Saved" %>
                         ^^^^
<%= turbo_stream_action_tag :refesh %>
                             ^^^^^^
<turbo-stream action="apend" target="posts"><template><p>New</p></template></turbo-stream>
                      ^^^^^
```

```erb good path=app/views/posts/create.turbo_stream.erb
<%= turbo_stream.prepend "posts", @post %>
<%= turbo_stream.replace "post_form", partial: "posts/form" %>
<%= turbo_stream.action :toast, "flash", message: "Saved" %>
<%= turbo_stream.replace_all ".post-count", html: "1" %>
<%= turbo_stream_action_tag :refresh %>
<turbo-stream action="append" target="posts"><template><p>New</p></template></turbo-stream>
<turbo-stream action="<%= action %>" target="posts"></turbo-stream>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A name close to no action that exists (`morph`, `set_title`) may be registered where the linter
  cannot see (an npm package that registers its actions when imported). Only near misses are
  reported. No note.
- When a script hands `StreamActions` to other code (`TurboPower.initialize(StreamActions)`,
  `Object.assign(StreamActions, actions)`) or registers a computed name
  (`StreamActions[name] = ...`), any action may exist: custom actions are not judged. No note.
- A `turbo_stream.<method>` that some Ruby file under `app/` defines (`def flash_message`, an
  extension of the tag builder) is the app's own, and so is one a Ruby file under `config/` or
  `lib/` defines when that file extends turbo-rails' tag builder (an initializer reopening
  `class Turbo::Streams::TagBuilder`, a module prepended to it, a method calling
  `turbo_stream_action_tag`). Extensions in gems are not read; only near misses of turbo-rails'
  methods are reported. No note.
- A custom action the app's scripts register (`StreamActions.update_url = function () {...}`,
  `Turbo.StreamActions.update_url = ...`, `StreamActions["update_url"] = ...`) exists. No note.
- An action that is not a literal (`turbo_stream.action action_name, ...`,
  `action="<%= action %>"`) is not judged. No note.
- Streams built in controllers (`render turbo_stream: turbo_stream.replce(...)` in Ruby) are not
  templates, so they are not linted.

## Fix safety

When exactly one action (or method) is close, the fix uses it. It is unsafe: the author may mean
an action still to be registered.

## Options

None.

## References

- Turbo handbook: Come Alive with Turbo Streams (custom actions); Turbo reference: streams.
- hotwired/turbo v8.0.23 `src/core/streams/stream_actions.js`, `src/elements/stream_element.js`
  (`unknown action`).
- turbo-rails v2.0.21 `app/models/turbo/streams/tag_builder.rb`, `app/helpers/turbo/streams/action_helper.rb`.
"""#,
        "turbo-unknown-stream-target": #"""
# turbo-unknown-stream-target

Severity: error · Fix: unsafe · Since: 0.2.0

Why this severity: error: a stream whose target is a misspelled id finds nothing to change, so the
update is lost without a word.

## What it does

Reports the literal target of a Turbo Stream when no template of the app has an element with that
id and the target is a near miss of an id some template has: `turbo_stream.replace "flsh"` (and
`update`, `append`, `prepend`, `before`, `after`, `remove`), `turbo_stream.action :toast, "flsh"`,
`<turbo-stream target="flsh">` and `turbo_stream_action_tag :append, target: "flsh"`, beside an
element with `id="flash"`, which is the did-you-mean. A `targets` selector (`<turbo-stream
targets>`, `turbo_stream.remove_all`, the other `_all` methods) is judged when it is one id and
nothing else (`"#flsh"`). In a run over the whole app it also reads the
streams built in the app's Ruby under `app/`: `turbo_stream.replace("flsh", ...)` in a controller
(`render turbo_stream: ...`), and the `target:` of a model's or job's broadcasts
(`broadcast_append_to room, target: "mesages"`, `broadcast_replace_later_to`, `broadcasts_to ...,
target:`).

## Why it matters

Turbo applies a stream to `document.getElementById(target)`; when there is none, the stream does
nothing and nothing reports it (hotwired/turbo v8.0.23 `src/elements/stream_element.js`,
`targetElements`). A stream template and the page it updates live in different files, so an id
renamed in one is easily missed in the other.

## Examples

```erb file=app/views/messages/index.html.erb
<div id="flash"></div>
<ul id="messages">
  <%= render @messages %>
</ul>
<span id="message_<%= @latest.id %>_count"></span>
```

```erb bad path=app/views/messages/create.turbo_stream.erb
<%= turbo_stream.append "mesages", @message %>
                         ^^^^^^^
<%= turbo_stream.update :flsh, "Sent" %>
                         ^^^^
<turbo-stream action="prepend" target="messsages"><template><li>New</li></template></turbo-stream>
                                       ^^^^^^^^^
<%= turbo_stream.remove_all "#flahs" %>
                              ^^^^^
<turbo-stream action="update" targets="#mesages"><template>…</template></turbo-stream>
                                        ^^^^^^^
```

```erb good path=app/views/messages/create.turbo_stream.erb
<%= turbo_stream.append "messages", @message %>
<%= turbo_stream.update :flash, "Sent" %>
<%= turbo_stream.replace @message %>
<%= turbo_stream.update "message_7_count", "3" %>
<%= turbo_stream.remove_all ".draft" %>
<%= turbo_stream.update_all "#messages li", "…" %>
<%= turbo_stream.remove_all "#flash" %>
<%= turbo_stream.replace "message_#{@message.id}", @message %>
<%= turbo_stream.replace "counter", "3" %>
<%= turbo_stream.update "message_body", "…" %>
```

Streams built in Ruby (the template shown has no mistake; the markers are in the Ruby files):

```erb bad path=app/views/messages/show.html.erb
<p id="message"><%= @message.body %></p>
```

```ruby file=app/controllers/messages_controller.rb
class MessagesController < ApplicationController
  def create
    @message = Message.create!(message_params)
    render turbo_stream: turbo_stream.append("mesages", partial: "messages/message", locals: { message: @message })
                                              ^^^^^^^
  end
end
```

```ruby file=app/models/message.rb
class Message < ApplicationRecord
  after_create_commit -> { broadcast_prepend_later_to :room, target: :messsages }
                                                                      ^^^^^^^^^
  after_destroy_commit -> { broadcast_remove_to :room }
end
```

```erb file=app/views/messages/_form.html.erb
<%= form_with model: @message do |form| %>
  <%= form.text_area :body %>
<% end %>
```

## When it stays silent

bridgelint reports only what the files it read prove. Where a fact this rule needs is unknown, it
says nothing:

- An app whose pages never load Turbo: no script of it names `@hotwired/turbo`, `turbo-rails` or
  the `Turbo` global outside a comment, no Sprockets `//= require turbo`, no vendored copy and no
  layout script tag names it (an import commented out, `turbo-rails` only as another gem's
  dependency), while it has scripts of its own. Nothing reads its Turbo markup there. A note says so once where Turbo is among
  the app's dependencies.
- A target close to no id that the templates show (`"counter"` above) may be an id built in Ruby
  (`"#{namespace}-contents-#{page}"` in a helper), by a script, or by a gem's layout: only near
  misses are reported. No note.
- A target ending in `_<attribute>` of some form builder field (`form.text_area :body`) may be the
  id Rails generates for it (`message_body`). No note.

- A target that is not a literal (`turbo_stream.replace @message`, `dom_id(@message)`,
  `"message_#{id}"`) is not judged, nor a CSS selector of `targets` and the `_all` methods
  other than a lone `#id` (`.draft`, `#messages li`: classes and other selectors are not
  compared with the templates). No note.
- An element whose id is partly dynamic (`id="message_<%= id %>_count"`) may have any id with the
  same known start and end: a target that fits is not reported. No note.
- A target that occurs as a word anywhere else in the templates, the app's Ruby files under `app/`
  or its scripts, besides the stream targets themselves, may be an id built there (a local handed
  to a partial, an element a script creates). This also hides a real mistake when the same word
  names something else (a partial called `flash_messages` beside `id="flash-messages"`). No note.
- An app with Haml or Slim templates, or HTML ERB under `app/` outside the linted folders (a view
  path the app appends, `append_view_path "app/frontend/"`):
  their elements are not read, so the rule is silent for the whole app. No note.
- Streams built in Ruby are read only from files under `app/`, and only in a run over the whole
  app (a one-file run checks that file's template alone); a target given as a record, a variable or
  `dom_id(...)` is not judged, nor a broadcast without a literal `target:` (its default is the
  model's plural name, `messages`, which the rule does not derive). Suppression comments in Ruby
  files are not read: turn the rule off in `.bridgelint.yml` instead. No note.

## Fix safety

When exactly one id is close, the fix uses it. It is unsafe: the author may mean an element still
to be written.

## Options

None.

## References

- Turbo handbook: Come Alive with Turbo Streams; Turbo reference: streams (`target`, `targets`).
- hotwired/turbo v8.0.23 `src/elements/stream_element.js`.
- turbo-rails v2.0.21 `app/models/turbo/streams/tag_builder.rb`.
"""#,
    ]
}
