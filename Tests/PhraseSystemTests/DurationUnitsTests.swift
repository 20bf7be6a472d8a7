import Testing

@testable import PhraseSystem

@Suite struct DurationUnitsTests {
    @Test func conversions() {
        #expect(Duration.milliseconds(1500).seconds == 1.5)
        #expect(Duration.microseconds(250).milliseconds == 0.25)
        #expect(Duration.seconds(2).microseconds == 2_000_000)
        #expect(Duration.nanoseconds(1_234).nanosecondsClamped == 1_234)
        #expect(Duration.seconds(3).nanosecondsClamped == 3_000_000_000)
        #expect(Duration.milliseconds(-5).nanosecondsClamped == 0)
        #expect(Duration.seconds(Int64.max).nanosecondsClamped == UInt64.max)
    }
}
