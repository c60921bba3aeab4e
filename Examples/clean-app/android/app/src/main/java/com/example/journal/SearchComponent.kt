package com.example.journal

import android.view.MenuItem
import androidx.appcompat.widget.SearchView
import android.util.Log
import androidx.fragment.app.Fragment
import dev.hotwire.core.bridge.BridgeComponent
import dev.hotwire.core.bridge.BridgeDelegate
import dev.hotwire.core.bridge.Message
import dev.hotwire.navigation.destinations.HotwireDestination
import dev.hotwire.navigation.fragments.HotwireFragment
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** "search": a toolbar SearchView whose queries go back to the page (bridge/search_controller.js). */
class SearchComponent(
    name: String,
    private val delegate: BridgeDelegate<HotwireDestination>
) : BridgeComponent<HotwireDestination>(name, delegate) {

    private val searchItemId = 44

    private val fragment: Fragment
        get() = delegate.destination.fragment

    override fun onReceive(message: Message) {
        when (message.event) {
            "connect" -> handleConnect(message)
            else -> Log.w("SearchComponent", "Unknown event for message: $message")
        }
    }

    private fun handleConnect(message: Message) {
        val data = message.data<MessageData>() ?: return
        val toolbar = (fragment as? HotwireFragment)?.toolbarForNavigation() ?: return

        val searchView = SearchView(fragment.requireContext()).apply {
            queryHint = data.placeholder
            setOnQueryTextListener(object : SearchView.OnQueryTextListener {
                override fun onQueryTextSubmit(query: String?) = onQueryTextChange(query)

                override fun onQueryTextChange(newText: String?): Boolean {
                    replyTo("connect", QueryData(newText.orEmpty()))
                    return true
                }
            })
        }

        toolbar.menu.removeItem(searchItemId)
        toolbar.menu.add(0, searchItemId, 0, data.placeholder).apply {
            setShowAsAction(MenuItem.SHOW_AS_ACTION_IF_ROOM or MenuItem.SHOW_AS_ACTION_COLLAPSE_ACTION_VIEW)
            actionView = searchView
        }
    }

    @Serializable
    data class MessageData(
        @SerialName("placeholder") val placeholder: String
    )

    @Serializable
    data class QueryData(
        @SerialName("query") val query: String
    )
}
