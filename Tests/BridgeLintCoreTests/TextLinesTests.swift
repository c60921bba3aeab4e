import BridgeLintCore
import Testing

@Suite struct TextLinesTests {
    @Test func linesSplitAtUnixAndWindowsBreaksAndKeepEmptyOnes() {
        #expect("a\r\nb\n\nc".lines == ["a", "b", "", "c"])
        #expect("a\r\n".lines == ["a", ""])
        #expect("".lines == [""])
        #expect("one line".lines == ["one line"])
    }
}
