import Foundation
import PhraseTestSupport
import Testing
@testable import Phrasebook

/// `PhoneticDistance+Learned.swift` is what `PhoneticCostLearner` learns
/// from the tuning part of the evaluation set's transcripts: positive,
/// negative and out-of-domain lines, so the checking part stays unseen, but
/// for the lines `transcripts/not-learnt.txt` names.
/// `make phonetic-costs` writes it again after the data or the learner changed.
@Suite struct PhoneticCostLearningTests {
    static let output = EvaluationSet.root.appendingPathComponent("Sources/Phrasebook/Phonetics/PhoneticDistance+Learned.swift")

    @Test func learnedCostsAreWhatTheTuningTranscriptsGive() throws {
        let notLearnt = PhoneticCostLearner.notLearntKeys(fromList: try EvaluationData.text("transcripts/not-learnt.txt"))
        let pairs = try ["positive", "negative", "out-of-domain"].flatMap { file in
            PhoneticCostLearner.tuningPairs(fromTable: try EvaluationData.text("transcripts/\(file).tsv"), notLearnt: notLearnt)
        }
        #expect(pairs.count >= 1_000, "only \(pairs.count) transcript pairs")
        let learned = PhoneticCostLearner.learn(pairs)
        let written = try String(contentsOf: Self.output, encoding: .utf8)
        #expect(written == learned.source, "\(Self.output.path) is not what the transcripts give: run make phonetic-costs\n\(learned.report)")
    }
}
