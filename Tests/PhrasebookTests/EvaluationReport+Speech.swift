@testable import Phrasebook

/// The report's speech tables (issue 34): right answers, wrong orders and
/// answers not accepted per recogniser by voice, noise level and condition,
/// and how often a `matched` answer is right per confidence band.
extension EvaluationReport {
    /// Confidence bands of the reliability table, highest first: a
    /// `matched` answer's band is the first whose floor it reaches.
    static let bandFloors: [Double] = [0.9, 0.8, 0.7, 0.6, 0]

    static func band(_ confidence: Double) -> Int {
        bandFloors.firstIndex { confidence >= $0 } ?? bandFloors.count - 1
    }

    /// The reliability table's rows: typed cases, then each recogniser's 1-best and n-best.
    static let inputs = ["typed"] + EvaluationSet.Recogniser.allCases.flatMap { ["\($0.rawValue) 1-best", "\($0.rawValue) n-best"] }

    /// What a case is in the reliability table.
    static func input(of item: EvaluationSet.Case) -> String {
        guard let recogniser = item.recogniser else { return "typed" }
        return "\(recogniser.rawValue) \(item.isNBest ? "n-best" : "1-best")"
    }

    /// The group names a positive transcript case counts in: its voice, its
    /// level (clean, an SNR, tempo and pitch) and its condition.
    static func groups(of item: EvaluationSet.Case) -> [String] {
        guard let voice = item.voice, let condition = item.condition else { return [] }
        var level = condition
        if item.recogniser == .whisper, condition != "clean" {
            let digits = condition.drop { !$0.isNumber }
            level = digits.isEmpty ? "tempo, pitch" : "\(digits) dB"
        }
        return ["voice \(voice)", "level \(level)"] + (level == condition ? [] : ["condition \(condition)"])
    }

    mutating func countSpeech(_ item: EvaluationSet.Case, _ result: MatchResult, isRight: Bool, isWrongOrder: Bool, isNotAccepted: Bool) {
        if result.status == .matched {
            let band = Self.band(result.confidence)
            var counts = reliability[Self.input(of: item), default: [:]][item.split, default: [:]][band, default: (0, 0)]
            counts.matched += 1
            counts.right += isRight ? 1 : 0
            reliability[Self.input(of: item), default: [:]][item.split, default: [:]][band] = counts
        }
        guard let first = item.categories.first, [.transcript, .transcriptNBest, .whisper, .whisperNBest].contains(first) else { return }
        for group in Self.groups(of: item) {
            let name = "\(item.recogniser?.rawValue ?? "") \(group)"
            if speechGroups[name] == nil { speechGroupNames.append(name) }
            speechGroups[name, default: [:]][Key(category: first, split: item.split), default: Tally()]
                .count(isRight: isRight, isFalseAccept: false, isWrongOrder: isWrongOrder, isNotAccepted: isNotAccepted)
        }
    }

    /// Both tables as Markdown.
    func speechText() -> String {
        var text = "\nTranscripts of the phrases by recogniser, voice, noise level and condition: right / wrong orders / not accepted, % of cases:\n\n"
        text += "| recogniser, group | tuning 1-best | tuning n-best | checking 1-best | checking n-best |\n|---|---:|---:|---:|---:|\n"
        for recogniser in EvaluationSet.Recogniser.allCases {
            let (one, many): (Category, Category) = recogniser == .whisper ? (.whisper, .whisperNBest) : (.transcript, .transcriptNBest)
            let names = speechGroupNames.filter { $0.hasPrefix(recogniser.rawValue + " ") }.sorted { a, b in
                // voices, then levels, then conditions; within each as first seen
                let order = ["voice", "level", "condition"]
                let ka = order.firstIndex { a.dropFirst(recogniser.rawValue.count + 1).hasPrefix($0) } ?? 3
                let kb = order.firstIndex { b.dropFirst(recogniser.rawValue.count + 1).hasPrefix($0) } ?? 3
                return ka != kb ? ka < kb : speechGroupNames.firstIndex(of: a)! < speechGroupNames.firstIndex(of: b)!
            }
            for name in names {
                let cells = Split.allCases.flatMap { split in
                    [one, many].map { speechGroups[name]?[Key(category: $0, split: split)]?.outcomes ?? "–" }
                }
                text += "| \(name) | " + cells.joined(separator: " | ") + " |\n"
            }
        }
        text += "\nReliability: among `matched` answers, the share right per confidence band (every case of the input: "
        text += "phrases, negatives and out of domain; a match where nothing may be accepted is wrong):\n\n"
        let bands = Self.bandFloors.enumerated().map { i, floor in
            i == 0 ? "≥ \(floor)" : floor == 0 ? "< \(Self.bandFloors[i - 1])" : "\(floor)–\(Self.bandFloors[i - 1])"
        }
        text += "| input | split | " + bands.joined(separator: " | ") + " |\n|---|---|" + String(repeating: "---:|", count: bands.count) + "\n"
        for input in Self.inputs {
            for split in Split.allCases {
                let counts = reliability[input]?[split] ?? [:]
                let cells = Self.bandFloors.indices.map { band -> String in
                    guard let c = counts[band], c.matched > 0 else { return "–" }
                    return "\(Self.percent(Double(c.right) / Double(c.matched))) of \(c.matched)"
                }
                text += "| \(input) | \(split.rawValue) | " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return text
    }
}
