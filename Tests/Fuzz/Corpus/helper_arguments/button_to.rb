button_to(post_path(@post), method: :delete, form: { data: { turbo_confirm: "Sure?" } }, data: { action: "click->x#y" }) do
