package com.example.todos

import android.util.Log
import android.view.Menu
import androidx.fragment.app.Fragment
import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import dev.hotwire.navigation.fragments.HotwireFragment
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

class NavComponent(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {

    private val fragment: Fragment
        get() = delegate.destination.fragment

    override fun onReceive(message: Message) {
        when (message.event) {
            "connect" -> handleConnectEvent(message)
            else -> Log.w("NavComponent", "Unknown event for message: $message")
        }
    }

    private fun handleConnectEvent(message: Message) {
        val data = message.data<MessageData>() ?: return
        val toolbar = (fragment as? HotwireFragment)?.toolbarForNavigation() ?: return

        toolbar.menu.clear()
        data.items.forEach { item ->
            toolbar.menu.add(Menu.NONE, item.index, Menu.NONE, item.title).setOnMenuItemClickListener {
                replyTo("connect", SelectionMessageData(item.index))
                true
            }
        }
    }

    @Serializable
    data class MessageData(
        @SerialName("items") val items: List<Item>,
        @SerialName("side") val side: String,
        @SerialName("image") val image: String? = null
    )

    @Serializable
    data class Item(
        @SerialName("title") val title: String,
        @SerialName("image") val image: String? = null,
        @SerialName("index") val index: Int
    )

    @Serializable
    data class SelectionMessageData(
        @SerialName("selectedIndex") val selectedIndex: Int
    )
}
