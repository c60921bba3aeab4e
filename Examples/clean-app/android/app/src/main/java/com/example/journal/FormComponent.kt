package com.example.journal

import android.view.MenuItem
import android.util.Log
import androidx.fragment.app.Fragment
import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import dev.hotwire.navigation.fragments.HotwireFragment
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** "form": a native submit action (bridge/form_controller.js). */
class FormComponent(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {

    private val submitItemId = 43
    private var submitItem: MenuItem? = null

    private val fragment: Fragment
        get() = delegate.destination.fragment

    override fun onReceive(message: Message) {
        when (message.event) {
            "connect" -> handleConnect(message)
            "submitDisabled" -> submitItem?.isEnabled = false
            "submitEnabled" -> submitItem?.isEnabled = true
            else -> Log.w("FormComponent", "Unknown event for message: $message")
        }
    }

    private fun handleConnect(message: Message) {
        val data = message.data<MessageData>() ?: return
        val toolbar = (fragment as? HotwireFragment)?.toolbarForNavigation() ?: return

        toolbar.menu.removeItem(submitItemId)
        submitItem = toolbar.menu.add(0, submitItemId, 0, data.title).apply {
            setShowAsAction(MenuItem.SHOW_AS_ACTION_ALWAYS)
            setOnMenuItemClickListener {
                replyTo("connect")
                true
            }
        }
    }

    @Serializable
    data class MessageData(
        @SerialName("submitTitle") val title: String
    )
}
