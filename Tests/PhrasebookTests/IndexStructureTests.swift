import Testing
@testable import Phrasebook

/// The index's own data structures, against plain reference answers.
@Suite struct IndexStructureTests {
    @Test(arguments: [0, 1, 100, 4_097, 70_000])
    func radixSortAgreesWithSort(_ count: Int) {
        var random = SplitMix(seed: UInt64(count))
        // Keys spread over all 64 bits, and keys that differ in the low bits only.
        var keys = (0..<count).map { i in i % 3 == 0 ? random.next() & 0xFFFF : random.next() }
        let expected = keys.sorted()
        keys.radixSort()
        #expect(keys == expected)
    }

    @Test func edgeTableFindsWhatItHolds() {
        var table = EdgeTable()
        var reference: [UInt64: Int32] = [:]
        var random = SplitMix(seed: 7)
        for i in 0..<20_000 {
            let key = random.next() % 50_000  // repeats: a set replaces
            table[key] = Int32(i)
            reference[key] = Int32(i)
        }
        #expect(table.count == reference.count)
        for (key, value) in reference { #expect(table[key] == value) }
        for key in UInt64(50_000)..<UInt64(51_000) { #expect(table[key] == nil) }
        #expect(table.checkInvariants().isEmpty)
    }

    @Test func fuzzyIndexGrownByUpdatesEqualsOneBuiltAtOnce() {
        var vocabulary = Vocabulary()
        for word in ["coding", "bridge", "landmarks", "niagara", "falls"] { _ = vocabulary.intern(word) }
        var grown = FuzzyIndex(vocabulary: vocabulary)
        for word in ["codling", "bridges", "fall", "niagra", "backend"] { _ = vocabulary.intern(word) }
        grown.adding(from: vocabulary)
        let built = FuzzyIndex(vocabulary: vocabulary)
        for probe in ["codng", "bridg", "fals", "niagara", "bakend", "landmark", "zzz"] {
            let a = grown.similarWords(to: probe, in: vocabulary), b = built.similarWords(to: probe, in: vocabulary)
            #expect(a.map(\.id) == b.map(\.id), "\(probe)")
        }
        #expect(grown.indexedWords == vocabulary.count)
    }

    @Test func entityUpdateFindsNewWordsFlexibly() throws {
        let updated = try Fixtures.catalog.replacingEntities(
            ofApp: "Landmarks", type: "LandmarkEntity",
            with: [Value(id: "zanzibar", title: "Zanzibar Lighthouse")])
        // Misheard: only the fuzzy index (grown by the update) knows the word.
        let result = updated.match("open zanzibarr lighthouse in landmarks")
        #expect(result.status == .matched)
        #expect(result.parameter("target")?.value == "zanzibar")
    }
}
