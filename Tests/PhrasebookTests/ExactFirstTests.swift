import Foundation
import Testing

@testable import Phrasebook

/// `matchIfExact` answers for `match` whenever it answers at all: the
/// daemon serves such requests without a worker, so the two must never
/// disagree.
@Suite struct ExactFirstTests {
    static let catalog = try! Catalog(loadingFrom: EvaluationSet.root.appendingPathComponent("phrases").path)

    /// Every expanded phrase as said, in capitals, with a filler, and with a
    /// word left out; restricted to its app, to another app, exact only.
    static var utterances: [String] {
        var texts: [String] = []
        for phrase in catalog.expandedPhrases() where !phrase.text.contains("${") {
            let words = phrase.text.split(separator: " ")
            texts += [phrase.text, phrase.text.uppercased(), "hey um " + phrase.text, words.dropLast().joined(separator: " ")]
        }
        return texts + ["", "  !!", "what time is it", "open", "landmarks"]
    }

    static let options: [MatchOptions] = [
        MatchOptions(), MatchOptions(isExactOnly: true), MatchOptions(app: "Landmarks"), MatchOptions(app: "Calm", isExactOnly: true),
        MatchOptions(app: "Nowhere"), MatchOptions(threshold: 0.9),
    ]

    @Test func whateverItAnswersMatchAnswersToo() {
        var answered = 0, total = 0
        for options in Self.options {
            for text in Self.utterances {
                total += 1
                guard let early = Self.catalog.matchIfExact(text, options: options) else { continue }
                answered += 1
                let full = Self.catalog.match(text, options: options)
                #expect(early == full, "\(text) with \(options)")
            }
        }
        // Most expanded phrases are exact: the shortcut is taken often.
        #expect(answered * 3 > total)
    }

    /// An attempt handed on — the exact step's result, or flexible matching
    /// from where it stopped, as a daemon's worker takes it — answers as
    /// `match` does, for every utterance and option.
    @Test func anAttemptHandedOnAnswersAsMatchDoes() {
        var flexible = 0
        for options in Self.options {
            for text in Self.utterances + ["hey um open niagra falls in land marks please", "stat meditation and calm"] {
                let attempt = Self.catalog.attempt(text, options: options)
                if case .flexible = attempt { flexible += 1 }
                #expect(attempt.match() == Self.catalog.match(text, options: options), "\(text) with \(options)")
            }
        }
        #expect(flexible > 0)
    }

    @Test func exactOnlyAlwaysAnswers() {
        for text in Self.utterances {
            #expect(Self.catalog.matchIfExact(text, options: MatchOptions(isExactOnly: true)) != nil, "\(text)")
        }
    }

    @Test func aTranscriptNeedsFlexibleMatching() {
        #expect(Self.catalog.matchIfExact("hey um open niagra falls in land marks please") == nil)
    }
}
