package com.example.journal

import com.google.android.material.dialog.MaterialAlertDialogBuilder
import android.util.Log
import androidx.fragment.app.Fragment
import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import dev.hotwire.navigation.fragments.HotwireFragment
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** "menu": a list dialog of actions (bridge/menu_controller.js). */
class MenuComponent(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {

    private val fragment: Fragment
        get() = delegate.destination.fragment

    override fun onReceive(message: Message) {
        when (message.event) {
            "display" -> handleDisplay(message)
            else -> Log.w("MenuComponent", "Unknown event for message: $message")
        }
    }

    private fun handleDisplay(message: Message) {
        val data = message.data<MessageData>() ?: return

        MaterialAlertDialogBuilder(fragment.requireContext())
            .setTitle(data.title)
            .setItems(data.items.map { it.title }.toTypedArray()) { _, which ->
                replyTo("display", SelectionData(data.items[which].index))
            }
            .setNegativeButton(android.R.string.cancel, null)
            .show()
    }

    @Serializable
    data class MessageData(
        @SerialName("title") val title: String,
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
}
