tag.div id: dom_id(post), class: %w[a b], data: { list: [1, :two, "three", nil, true], nested: { a: { b: 1 } }, **extra }, "aria-label" => "#{x}" if show?
