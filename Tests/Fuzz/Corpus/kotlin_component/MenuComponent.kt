package com.example.bridge

import dev.hotwire.core.bridge.BridgeComponent
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/* class Fake : BridgeComponent<HotwireDestination> */
class MenuComponent(name: String, private val delegate: BridgeDelegate<HotwireDestination>) :
    BridgeComponent<HotwireDestination>(name, delegate) {
    override fun onReceive(message: Message) {
        val data = message.data<MessageData>() ?: return
    }

    @Serializable
    data class MessageData(@SerialName("menuTitle") val title: String, val items: List<Item> = emptyList())
}

fun register() {
    Hotwire.registerBridgeComponents(
        BridgeComponentFactory("menu", ::MenuComponent),
        BridgeComponentFactory("form", ::FormComponent)
    )
}
