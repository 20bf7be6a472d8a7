import PhraseTestSupport
import Testing
@testable import Phrasebook

/// The coarse sound keys that decide which runs of words are worth
/// aligning with a value or an app's name, and the class counts that
/// rule most pairs out before the keys are aligned.
@Suite struct SoundKeyTests {
    static func key(_ word: String) -> SoundKey.Counted {
        LetterToSound.phonemes(of: word).withUnsafeBufferPointer(SoundKey.Counted.init)
    }

    @Test func wordsARecogniserWritesForOneAnotherShareAKey() {
        #expect(Self.key("code") == Self.key("coat"))
        #expect(Self.key("byte") == Self.key("bite"))
        #expect(Self.key("code") != Self.key("bridge"))
    }

    @Test func countsAreTheClassesOfTheKey() {
        let key = SoundKey.Counted(classes: [7, 2, 7, 9])
        #expect(key.counts[7] == 2 && key.counts[2] == 1 && key.counts[9] == 1)
        #expect(key.counts.wrappedSum() == 4)
        #expect(key.droppingFirst() == SoundKey.Counted(classes: [2, 7, 9]))
    }

    /// The counts may only rule out pairs the alignment would: every pair
    /// of keys within some number of edits passes them. Checked against
    /// the edit distance itself on many small keys (a fixed seed, so a
    /// failure is repeatable).
    @Test func theCountsNeverRuleOutKeysWithinReach() {
        var random = SplitMix(seed: 11)
        let classes = [UInt8](1...11)
        var ruledOut = 0
        for _ in 0..<20_000 {
            let a = (0..<Int(random.next() % 8)).map { _ in random.pick(classes) }
            // Often a few edits from `a`, sometimes anything.
            let b = random.next() % 2 == 0
                ? DistanceTests.edited(a, classes, &random) : (0..<Int(random.next() % 8)).map { _ in random.pick(classes) }
            let x = SoundKey.Counted(classes: a), y = SoundKey.Counted(classes: b)
            for edits in 0...4 {
                let isWithin = Similarity.distance(a, b, limit: edits) != nil
                let mayBe = x.mayBe(within: edits, of: y)
                #expect(!isWithin || mayBe, "\(a) and \(b) are within \(edits) edits")
                if !mayBe { ruledOut += 1 }
            }
        }
        // And it does rule pairs out: the test it saves is not run for them.
        #expect(ruledOut > 10_000)
    }

    /// The bit-parallel distance is the table's: on small keys a few edits
    /// apart or unrelated, on keys past 64 classes and on classes past 15
    /// (both aligned cell by cell).
    @Test func bitParallelDistanceAgreesWithTheTable() {
        var random = SplitMix(seed: 12)
        for round in 0..<20_000 {
            let classes = round % 100 == 0 ? [UInt8](1...20) : [UInt8](1...(2 + UInt8(round % 10)))
            let length = round % 50 == 0 ? 60 + Int(random.next() % 20) : Int(random.next() % 14)
            let a = (0..<length).map { _ in random.pick(classes) }
            let b = random.next() % 2 == 0
                ? DistanceTests.edited(a, classes, &random) : (0..<Int(random.next() % 14)).map { _ in random.pick(classes) }
            let expected = Similarity.distance(a, b, limit: max(a.count, b.count))
            #expect(SoundKey.distance(a, b) == expected, "\(a) and \(b)")
            #expect(SoundKey.distance(b, a) == expected, "\(b) and \(a)")
        }
    }

    @Test func keysWithOtherClassesAreRuledOutByTheirCounts() {
        // "bridge" (P R SH) and "mellow" (M L W): three substitutions apart.
        let bridge = SoundKey.Counted(classes: [1, 9, 6]), mellow = SoundKey.Counted(classes: [7, 8, 10])
        #expect(!bridge.mayBe(within: 2, of: mellow))
        #expect(bridge.mayBe(within: 3, of: mellow))
    }
}
