import Foundation
import Testing
@testable import Phrasebook

/// What the matcher needs from the phonetic model: what a recogniser writes
/// for a phrase's words sounds like them, and different commands do not.
/// Each side is the concatenated phonemes of its words. Prints the table
/// (`swift test --filter PhoneticConfusionTests`).
@Suite struct PhoneticConfusionTests {
    /// At least this alike: misrecognitions from the sample apps' transcripts.
    static let close = 0.75
    /// At most this alike: words that must not pass for each other.
    static let far = 0.5

    static let closePairs: [(String, String, Double)] = [
        ("coat", "code", close), ("fine", "find", close), ("chair", "share", close), ("walk", "work", close),
        ("byte", "bite", close), ("for", "four", close), ("to", "two", close), ("diver", "driver", close),
        ("coaching bridge", "coding bridge", close), ("encoding bridge", "coding bridge", close),
        ("then lee", "zenly", close), ("sently", "zenly", close), ("med a station", "meditation", close),
        ("in the river", "in diver", close), ("daily by it", "daily byte", close), ("com", "calm", close),
        ("head space", "headspace", close), ("pre order", "reorder", close), ("good bridge", "code bridge", close),
        ("weather", "whether", close),
        // A whole unstressed syllable (`in`) and an `R` apart: as far as a
        // word-level comparison can bring them; the matcher sees the words.
        ("driver", "in diver", 0.6),
    ]

    static let farPairs: [(String, String, Double)] = [
        ("open", "close", far), ("coffee", "tea", far), ("landmarks", "headspace", far), ("maps", "landmarks", far),
        // K for K, and a recogniser's D and N come and go (learnt costs).
        ("calm", "coding", 0.55),
        // Three phonemes of five in common (S T AA): only the coda differs,
        // and recognisers swap final stops. About `Similarity.soundMinimum`
        // (0.69 with stop 29's learnt costs, 0.71 with stop 30's, learnt
        // where pocketsphinx wrote "pat" and "path" for "Pact"): the
        // negative-phrase rules, not the costs, keep one from standing for
        // the other (`FlexibleMatchTests.anAppsOwnWordIsNoNegativePhrasesWord`).
        ("start", "stop", 0.72),
    ]

    static func phonemes(_ words: String) -> [Phoneme] {
        words.split(separator: " ").flatMap { LetterToSound.phonemes(of: String($0)) }
    }

    static func similarity(_ a: String, _ b: String) -> Double {
        PhoneticDistance.similarity(phonemes(a), phonemes(b))
    }

    @Test func misrecognitionsSoundAlikeAndCommandsDoNot() {
        var table = "| heard | said | similarity | bound | phonemes |\n|---|---|---:|---:|---|\n"
        for (a, b, bound) in Self.closePairs {
            let s = Self.similarity(a, b)
            table += "| \(a) | \(b) | \(String(format: "%.3f", s)) | ≥ \(bound) | \(Self.phonemes(a).symbols) / \(Self.phonemes(b).symbols) |\n"
            #expect(s >= bound, "\(a) / \(b): \(s)")
        }
        for (a, b, bound) in Self.farPairs {
            let s = Self.similarity(a, b)
            table += "| \(a) | \(b) | \(String(format: "%.3f", s)) | ≤ \(bound) | \(Self.phonemes(a).symbols) / \(Self.phonemes(b).symbols) |\n"
            #expect(s <= bound, "\(a) / \(b): \(s)")
        }
        print(table)
    }

    /// Symmetric: which side was said and which heard does not matter.
    @Test func similarityIsSymmetric() {
        for (a, b, _) in Self.closePairs + Self.farPairs {
            #expect(Self.similarity(a, b) == Self.similarity(b, a), "\(a) / \(b)")
        }
    }
}
