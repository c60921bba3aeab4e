package com.example.field

import android.view.MenuItem
import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import dev.hotwire.navigation.fragments.HotwireFragment
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** "button": one toolbar action that clicks the web element. */
class ButtonComponent(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {

    private val buttonItemId = 7

    override fun onReceive(message: Message) {
        if (message.event != "connect") return
        val data = message.data<MessageData>() ?: return
        val toolbar = (delegate.destination.fragment as? HotwireFragment)?.toolbarForNavigation() ?: return
        toolbar.menu.removeItem(buttonItemId)
        toolbar.menu.add(0, buttonItemId, 0, data.title).apply {
            setShowAsAction(MenuItem.SHOW_AS_ACTION_IF_ROOM)
            setOnMenuItemClickListener {
                replyTo("connect")
                true
            }
        }
    }

    @Serializable
    data class MessageData(
        @SerialName("title") val title: String
    )
}
