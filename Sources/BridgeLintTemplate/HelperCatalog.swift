/// What each Rails helper renders: the element name, and which arguments mean what.
enum HelperCatalog {
    /// How a helper's arguments map to the element.
    enum Shape: Sendable {
        /// `link_to(text, url, options)`; with a block: `link_to(url, options) do`.
        case link
        /// `button_to(text, url, options)`: a `form` wrapping a `button`.
        case buttonTo
        /// `content_tag(:name, content, options)`.
        case contentTag
        /// `form_with(model:, scope:, html:, ...)` / `form_for(record, as:, html:)`.
        case form
        /// `fields_for(:scope, record)` / `fields(:scope, model:)`: a builder scope, no element.
        case fieldsFor
        /// `text_field_tag(name, value, options)` and friends; `turbo_frame_tag(id, options)`,
        /// `turbo_stream_action_tag(action, options)`.
        case simpleTag
    }

    /// Helpers that, called without a block, render only their element's start tag
    /// (actionview: `form_with` and `form_tag` then return `form_tag_html`; `form_for` raises;
    /// Rails 2's `form_remote_tag` returns its `<form>` start tag too).
    static let startTagOnlyWithoutBlock: Set<String> = ["form_with", "form_tag", "bootstrap_form_with", "form_remote_tag"]

    /// Form helpers of gems that call Rails' own with a builder of theirs (simple_form,
    /// Formtastic, bootstrap_form): each renders the `<form>` of the Rails helper it stands for,
    /// and its builder names fields as Rails' does (`FormBuilder` subclasses).
    static let gemFormHelpers: [String: String] = [
        "simple_form_for": "form_for", "semantic_form_for": "form_for", "bootstrap_form_for": "form_for",
        "bootstrap_form_with": "form_with", "bootstrap_form_tag": "form_tag",
        "simple_fields_for": "fields_for", "semantic_fields_for": "fields_for", "bootstrap_fields_for": "fields_for",
        "bootstrap_fields": "fields",
        // Rails 2's Ajax forms (Prototype helpers, later the prototype_legacy_helper plugin).
        "remote_form_for": "form_for", "form_remote_tag": "form_tag", "form_remote_for": "form_for",
    ]

    /// The Rails helper a helper stands for: itself, or the one a gem's form helper calls.
    static func railsHelper(_ helper: String) -> String {
        gemFormHelpers[helper] ?? helper
    }

    /// Options of those gems' form helpers that configure their builder, not the `<form>`:
    /// simple_form's `wrapper:`, `defaults:`, bootstrap_form's `layout:`, `label_col:`, ...
    static let gemFormOptions: Set<String> = [
        "wrapper", "wrapper_mappings", "defaults", "layout", "label_col", "control_col", "inline_errors", "label_errors",
        "acts_like_form_tag", "validate",
    ]

    /// Top-level view helpers, with the element they render.
    static let helpers: [String: (element: String, shape: Shape)] = [
        "link_to": ("a", .link), "link_to_if": ("a", .link), "link_to_unless": ("a", .link),
        "link_to_unless_current": ("a", .link), "mail_to": ("a", .link), "phone_to": ("a", .link), "sms_to": ("a", .link),
        "button_to": ("form", .buttonTo),
        "content_tag": ("", .contentTag),
        "form_with": ("form", .form), "form_for": ("form", .form), "form_tag": ("form", .form),
        "fields_for": ("#fields", .fieldsFor), "fields": ("#fields", .fieldsFor),
        "simple_form_for": ("form", .form), "semantic_form_for": ("form", .form), "bootstrap_form_for": ("form", .form),
        "bootstrap_form_with": ("form", .form), "bootstrap_form_tag": ("form", .form),
        "remote_form_for": ("form", .form), "form_remote_tag": ("form", .form), "form_remote_for": ("form", .form),
        "simple_fields_for": ("#fields", .fieldsFor), "semantic_fields_for": ("#fields", .fieldsFor),
        "bootstrap_fields_for": ("#fields", .fieldsFor), "bootstrap_fields": ("#fields", .fieldsFor),
        "turbo_frame_tag": ("turbo-frame", .simpleTag), "turbo_stream_action_tag": ("turbo-stream", .simpleTag),
        "image_tag": ("img", .simpleTag),
        // `stylesheet_link_tag(*sources, options)`: one element per source, all with the options.
        "stylesheet_link_tag": ("link", .simpleTag), "javascript_include_tag": ("script", .simpleTag),
        "label_tag": ("label", .simpleTag),
        "text_field_tag": ("input", .simpleTag), "hidden_field_tag": ("input", .simpleTag),
        "email_field_tag": ("input", .simpleTag), "number_field_tag": ("input", .simpleTag),
        "password_field_tag": ("input", .simpleTag), "search_field_tag": ("input", .simpleTag),
        "url_field_tag": ("input", .simpleTag), "telephone_field_tag": ("input", .simpleTag),
        "phone_field_tag": ("input", .simpleTag), "date_field_tag": ("input", .simpleTag),
        "check_box_tag": ("input", .simpleTag), "checkbox_tag": ("input", .simpleTag),
        "radio_button_tag": ("input", .simpleTag), "file_field_tag": ("input", .simpleTag),
        "submit_tag": ("input", .simpleTag), "button_tag": ("button", .simpleTag),
        "text_area_tag": ("textarea", .simpleTag), "textarea_tag": ("textarea", .simpleTag),
        "select_tag": ("select", .simpleTag), "field_set_tag": ("fieldset", .simpleTag),
    ]

    /// Block helpers that, up to Rails 3.0, write their markup from a code tag
    /// (`<% form_tag url do %>`): actionview `concat`s the element around the block. From
    /// Rails 3.1 on they return it, and a code tag drops it.
    static let blockHelpersWritingFromCode: Set<String> = ["form_tag", "form_for", "fields_for", "field_set_tag", "content_tag", "link_to"]

    /// Link helpers whose first argument is a condition: `link_to_if(condition, text, url)`.
    static let linkConditionHelpers: Set<String> = ["link_to_if", "link_to_unless"]

    /// Link helpers that pass `method:` through as a plain `method` attribute: only `link_to`
    /// and its variants turn it into the UJS `data-method`.
    static let contactLinkHelpers: Set<String> = ["mail_to", "phone_to", "sms_to"]

    /// Form builder methods (`form.text_field :title`), with the element they render.
    static let builderMethods: [String: String] = [
        "label": "label",
        "text_field": "input", "password_field": "input", "hidden_field": "input", "email_field": "input",
        "number_field": "input", "telephone_field": "input", "phone_field": "input", "url_field": "input",
        "search_field": "input", "date_field": "input", "datetime_field": "input", "datetime_local_field": "input",
        "time_field": "input", "month_field": "input", "week_field": "input", "color_field": "input",
        "range_field": "input", "file_field": "input", "check_box": "input", "checkbox": "input",
        "radio_button": "input",
        "text_area": "textarea", "textarea": "textarea",
        "rich_text_area": "trix-editor", "rich_textarea": "trix-editor",
        "select": "select", "collection_select": "select", "grouped_collection_select": "select",
        "time_zone_select": "select", "weekday_select": "select",
        "collection_check_boxes": "#fields", "collection_radio_buttons": "#fields",
        "fields_for": "#fields", "fields": "#fields", "simple_fields_for": "#fields", "semantic_fields_for": "#fields",
        "submit": "input", "button": "button",
        // simple_form's: a wrapper with a label and a field whose element depends on the
        // attribute's type and `as:` (an input, a select, a textarea), so its name is unknown.
        "input": "#dynamic", "input_field": "#dynamic", "association": "#dynamic",
    ]

    /// simple_form's builder methods (`f.input :name`, `f.input_field :name`,
    /// `f.association :company`): each names a field of the form's object, and renders elements
    /// whose names and attributes depend on the column and options (`input_html:`,
    /// `wrapper_html:`, `as:`), which the template does not show.
    static let simpleFormMethods: Set<String> = ["input", "input_field", "association"]

    /// Builder methods that open a nested builder scope (`form.fields_for :items do |item_form|`)
    /// instead of rendering a field.
    static let nestedScopeMethods: Set<String> = ["fields_for", "fields", "simple_fields_for", "semantic_fields_for"]

    /// Builder methods whose first argument is the button text, not a field.
    static let buttonMethods: Set<String> = ["submit", "button"]

    /// Builder methods whose HTML options come after a separate options hash.
    static let selectMethods: Set<String> = ["select", "collection_select", "grouped_collection_select", "time_zone_select", "weekday_select", "collection_check_boxes", "collection_radio_buttons"]

    /// Arguments, by position, that helpers read as settings and never render as attributes,
    /// so a `data:` hash there renders nothing. `options_for_select(container, selected)`
    /// reads only `:selected` and `:disabled` of a hash `selected`; the option helpers'
    /// `selected`, `prompt` and `divider` arguments likewise. (Their first argument's arrays may
    /// hold a hash of attributes for one `<option>`: rendered.) Kaminari's `paginate(scope,
    /// **options)` hands its options to the paginator's partials as locals, and its templates
    /// render none of them as attributes (`data:` included; the links get `remote` and `rel`).
    static let unrenderedArguments: [String: Set<Int>] = [
        "options_for_select": [1], "grouped_options_for_select": [1, 2],
        "options_from_collection_for_select": [3], "option_groups_from_collection_for_select": [5],
        "time_zone_options_for_select": [0, 1, 2],
        "paginate": [1],
    ]

    /// The same for form builder methods (`form.select :kind, choices, options, html_options`):
    /// the `options` hash (`include_blank:`, `prompt:`, `selected:`) before the HTML options.
    static let unrenderedBuilderArguments: [String: Set<Int>] = [
        "select": [2], "collection_select": [4], "grouped_collection_select": [6], "time_zone_select": [2],
        "weekday_select": [1], "collection_check_boxes": [4], "collection_radio_buttons": [4],
    ]

    /// Rails' `TagHelper::BOOLEAN_ATTRIBUTES`: `true` renders the name as the value, `false`
    /// drops the attribute.
    static let booleanAttributes: Set<String> = [
        "allowfullscreen", "allowpaymentrequest", "async", "autofocus", "autoplay", "checked", "compact", "controls",
        "declare", "default", "defaultchecked", "defaultmuted", "defaultselected", "defer", "disabled", "enabled",
        "formnovalidate", "hidden", "indeterminate", "inert", "ismap", "itemscope", "loop", "multiple", "muted",
        "nohref", "nomodule", "noresize", "noshade", "novalidate", "nowrap", "open", "pauseonexit", "playsinline",
        "readonly", "required", "reversed", "scoped", "seamless", "selected", "sortable", "truespeed",
        "typemustmatch", "visible",
    ]

    /// Form options that configure the helper instead of becoming attributes.
    static let formOptions: Set<String> = ["model", "scope", "url", "format", "local", "builder", "namespace", "skip_default_ids", "skip_enforcing_utf8", "as", "html", "index", "authenticity_token", "allow_method_names_outside_object", "remote", "include_id", "method"]
}
