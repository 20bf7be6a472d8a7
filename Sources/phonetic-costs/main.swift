import Foundation
import Phrasebook

// `make phonetic-costs`: learns the phonetic distance's costs from the
// tuning part of the evaluation set's transcripts (`PhoneticCostLearner`)
// and writes `Sources/Phrasebook/Phonetics/PhoneticDistance+Learned.swift`;
// `--check` only says whether that file is what the data gives.

let usage = """
    usage: phonetic-costs [--check] [--transcripts DIR] [--output FILE]

      --transcripts DIR  the transcript tables (default Tests/Evaluation/transcripts)
      --output FILE      the Swift file to write (default Sources/Phrasebook/Phonetics/PhoneticDistance+Learned.swift)
      --check            write nothing; exit 1 if the file differs from what the data gives
    """

var transcripts = "Tests/Evaluation/transcripts"
var output = "Sources/Phrasebook/Phonetics/PhoneticDistance+Learned.swift"
var isCheck = false
var words = CommandLine.arguments.dropFirst().makeIterator()
while let word = words.next() {
    switch word {
    case "--check": isCheck = true
    case "--transcripts", "--output":
        guard let value = words.next() else {
            FileHandle.standardError.write(Data("phonetic-costs: \(word) needs a value\n\(usage)\n".utf8))
            exit(2)
        }
        if word == "--output" { output = value } else { transcripts = value }
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("phonetic-costs: unknown argument '\(word)'\n\(usage)\n".utf8))
        exit(2)
    }
}

// Lines added after the costs were learnt, kept out until they are learnt from.
let notLearnt = PhoneticCostLearner.notLearntKeys(fromList: (try? String(contentsOfFile: "\(transcripts)/not-learnt.txt", encoding: .utf8)) ?? "")
var pairs: [PhoneticCostLearner.Pair] = []
for file in ["positive", "negative", "out-of-domain"] {
    let path = "\(transcripts)/\(file).tsv"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("phonetic-costs: cannot read \(path)\n".utf8))
        exit(1)
    }
    pairs += PhoneticCostLearner.tuningPairs(fromTable: text, notLearnt: notLearnt)
}
let learned = PhoneticCostLearner.learn(pairs)
print(learned.report, terminator: "")
let current = try? String(contentsOfFile: output, encoding: .utf8)
if isCheck {
    guard current == learned.source else {
        print("\(output) is not what the transcripts give: run make phonetic-costs")
        exit(1)
    }
    print("\(output) is current")
    exit(0)
}
if current == learned.source {
    print("\(output) unchanged")
} else {
    // Written beside it and renamed over it: never half a file.
    let temporary = output + ".tmp"
    do {
        try Data(learned.source.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, output) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
        FileHandle.standardError.write(Data("phonetic-costs: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
    print("wrote \(output)")
}
