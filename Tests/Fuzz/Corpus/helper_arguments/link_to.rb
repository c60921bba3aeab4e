link_to "Profile", user_path(user), class: "nav", data: { controller: "bridge--nav", bridge__nav_target: "item", "bridge-title": "Me", turbo: false }
