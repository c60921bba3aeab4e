package com.example.journal

import android.view.Menu
import android.util.Log
import androidx.fragment.app.Fragment
import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import dev.hotwire.navigation.fragments.HotwireFragment
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/**
 * "overflow-menu": the native half of the @example/hotwire-overflow-menu npm package
 * (its Stimulus controller, bridge--overflow-menu, has no file in this app).
 */
class OverflowMenuComponent(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {

    private val fragment: Fragment
        get() = delegate.destination.fragment

    override fun onReceive(message: Message) {
        when (message.event) {
            "connect" -> handleConnect(message)
            else -> Log.w("OverflowMenuComponent", "Unknown event for message: $message")
        }
    }

    private fun handleConnect(message: Message) {
        val data = message.data<MessageData>() ?: return
        val toolbar = (fragment as? HotwireFragment)?.toolbarForNavigation() ?: return

        toolbar.menu.removeGroup(MENU_GROUP)
        data.items.forEach { item ->
            toolbar.menu.add(MENU_GROUP, Menu.NONE, item.index, item.title).setOnMenuItemClickListener {
                replyTo("connect", SelectionData(item.index))
                true
            }
        }
    }

    @Serializable
    data class MessageData(
        @SerialName("title") val title: String? = null,
        @SerialName("items") val items: List<Item>
    )

    @Serializable
    data class Item(
        @SerialName("title") val title: String,
        @SerialName("index") val index: Int
    )

    @Serializable
    data class SelectionData(
        @SerialName("selectedIndex") val selectedIndex: Int
    )

    private companion object {
        const val MENU_GROUP = 45
    }
}
