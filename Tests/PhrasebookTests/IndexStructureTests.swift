import PhraseTestSupport
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

    @Test(arguments: [0, 1, 2, 50, 300])
    func naturalMergeSortAgreesWithSort(_ count: Int) {
        var random = SplitMix(seed: UInt64(count))
        // Ascending runs of random lengths with repeats, as the fuzzy index's buckets give them.
        var numbers: [Int32] = []
        while numbers.count < count {
            let run = (0..<Int(random.next() % 30)).map { _ in Int32(random.next() % 100) }.sorted()
            numbers += run.prefix(count - numbers.count)
        }
        for numbers in [numbers, numbers.sorted(), numbers.sorted().reversed()] {
            var sorted = numbers
            sorted.naturalMergeSort()
            #expect(sorted == numbers.sorted())
        }
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
        var pronunciations = Pronunciations()
        for word in ["coding", "bridge", "landmarks", "niagara", "falls"] { _ = vocabulary.intern(word) }
        pronunciations.adding(from: vocabulary)
        var grown = FuzzyIndex(vocabulary: vocabulary, pronunciations: pronunciations)
        for word in ["codling", "bridges", "fall", "niagra", "backend"] { _ = vocabulary.intern(word) }
        pronunciations.adding(from: vocabulary)
        grown.adding(from: vocabulary, pronunciations: pronunciations)
        let built = FuzzyIndex(vocabulary: vocabulary, pronunciations: pronunciations)
        for probe in ["codng", "bridg", "fals", "niagara", "bakend", "landmark", "zzz", "coating"] {
            let sounds = LetterToSound.phonemes(of: probe)
            let (a, b) = sounds.withUnsafeBufferPointer { heard in
                (grown.similarWords(to: probe, sounding: heard, in: vocabulary, pronunciations: pronunciations),
                 built.similarWords(to: probe, sounding: heard, in: vocabulary, pronunciations: pronunciations))
            }
            #expect(a.map(\.id) == b.map(\.id), "\(probe)")
        }
        #expect(grown.indexedWords == vocabulary.count)
        #expect(pronunciations.count == vocabulary.count)
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

/// The banded distance against the textbook full table.
@Suite struct DistanceTests {
    /// Optimal string alignment distance, every cell computed.
    static func reference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// `a` after up to three random edits — deletions, insertions and
    /// substitutions of `letters`, swaps of neighbours: pairs near enough
    /// for every edit distance to be tried.
    static func edited(_ a: [UInt8], _ letters: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var b = a
        for _ in 0..<Int(random.next() % 4) {
            switch random.next() % 4 {
            case 0 where !b.isEmpty: b.remove(at: Int(random.next() % UInt64(b.count)))
            case 1: b.insert(random.pick(letters), at: Int(random.next() % UInt64(b.count + 1)))
            case 2 where b.count > 1:
                let k = Int(random.next() % UInt64(b.count - 1))
                b.swapAt(k, k + 1)
            default: if !b.isEmpty { b[Int(random.next() % UInt64(b.count))] = random.pick(letters) }
            }
        }
        return b
    }

    /// Spellings told apart by their sets of letters are those the table
    /// puts further apart than the edits allowed: `letters` is the score
    /// the full table gives (one edit up to five letters, two beyond, 0
    /// below the minimum), on near pairs and on unrelated ones.
    @Test func lettersAgreeWithTheFullTable() {
        var random = SplitMix(seed: 13)
        let letters = Array("abcdefgh".utf8)
        for round in 0..<20_000 {
            let a = (0..<(4 + Int(random.next() % 6))).map { _ in random.pick(letters) }
            let b = round % 3 == 0 ? (0..<(4 + Int(random.next() % 6))).map { _ in random.pick(letters) } : Self.edited(a, letters, &random)
            let (short, long) = a.count < b.count ? (a, b) : (b, a)
            // A syllable in front is another word, whatever the table says.
            guard a != b, !(long.count - short.count >= 2 && short.count >= 4 && long.reversed().starts(with: short.reversed())) else { continue }
            let longest = max(a.count, b.count), allowed = longest <= 3 ? 0 : longest <= 5 ? 1 : 2
            let d = Self.reference(a, b)
            let score = 1 - Double(d) / Double(longest)
            let expected = d <= allowed && score >= Similarity.minimum ? score : 0
            #expect(Similarity.letters(a, b) == expected, "\(a) \(b)")
        }
    }

    @Test func bandedDistanceAgreesWithTheFullTable() {
        var random = SplitMix(seed: 11)
        let letters = Array("abcde".utf8)  // few letters: many near pairs and transpositions
        for _ in 0..<20_000 {
            let a = (0..<Int(random.next() % 9)).map { _ in letters[Int(random.next() % 5)] }
            let b = Self.edited(a, letters, &random)
            let expected = Self.reference(a, b)
            for limit in 0...4 {
                #expect(Similarity.distance(a, b, limit: limit) == (expected <= limit ? expected : nil), "\(a) \(b) \(limit)")
            }
        }
    }
}
