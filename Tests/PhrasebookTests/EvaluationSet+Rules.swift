import Foundation
import PhraseTestSupport
@testable import Phrasebook

/// The rule-generated typed cases: every expanded phrase of every app, said
/// exactly, with extra words, with a word missing, with a word misheard, and
/// with another app's name. The expected answer is the phrase's meaning in the
/// compiler's expansion; no phrase is left out because the matcher gets it
/// wrong. Extra words, dropped words and sound-alikes come from
/// `Tests/Evaluation/speech-habits.tsv`, not from the matcher's own lists.
extension EvaluationSet {
    /// A template laid over one of its phrases: which words are the
    /// template's own, which the app's name, which a parameter's value.
    struct Layout {
        enum Role: Equatable { case literal, appName, value }
        var words: [String]
        var roles: [Role]
    }

    /// An app past Apple's 1,000 phrases (an order of several parameters a
    /// phrase: millions) gives two phrases of each template, spread over
    /// its values; the others are expanded whole.
    static let ruleSampling = ExpansionSampling(appPhrases: 1_000, perTemplate: 2)

    mutating func addRuleCases() throws {
        var random = SplitMix(seed: 2026)
        // Sampled apps draw from their own stream, so the others' variants
        // are the ones they had before such apps joined.
        var sampledRandom = SplitMix(seed: 2034)
        let sampledApps = Set(catalog.apps.indices.filter { catalog.expandedPhraseCount(ofApp: $0) > Self.ruleSampling.appPhrases }
            .map { catalog.apps[$0].name })
        let habits = try RuleMaterial(data.habits, otherApps: data.otherApps)
        let expansions = catalog.expandedPhrases(sampling: Self.ruleSampling)
        // Phrases with the same words are one utterance with every meaning they have.
        var groups: [[ExpandedPhrase]] = []
        var groupOf: [String: Int] = [:]
        for phrase in expansions where !phrase.isNegative {
            let key = EvaluationText.fold(phrase.text)
            if let g = groupOf[key] {
                groups[g].append(phrase)
            } else {
                groupOf[key] = groups.count
                groups.append([phrase])
            }
        }
        let taken = Set(expansions.map { EvaluationText.fold($0.text) })

        for (number, group) in groups.enumerated() {
            let first = group[0]
            let split = split(ofApp: first.app)
            let isSampled = sampledApps.contains(first.app)
            if isSampled { swap(&random, &sampledRandom) }
            defer { if isSampled { swap(&random, &sampledRandom) } }
            var text = first.text
            var filled: [String: String] = [:]
            while let open = text.range(of: "${"), let close = text[open.upperBound...].firstIndex(of: "}") {
                let name = String(text[open.upperBound..<close])
                filled[name] = random.pick(habits.freeText)
                text.replaceSubrange(open.lowerBound...close, with: filled[name]!)
            }
            let expected = expectation(of: group, filled: filled)
            let source = "\(first.app): \(first.template)"
            cases.append(Case(categories: [.exact], split: split, input: .text(text), expected: expected, source: source))

            guard let app = catalog.app(named: first.app), let layout = Self.layout(first.template, over: text, names: app.spokenNames) else {
                throw EvaluationData.Problem(description: "cannot lay '\(first.template)' over '\(text)'")
            }
            let words = layout.words
            let own = EvaluationText.fold(text)
            /// A variant that says another phrase exactly would change the answer: not used.
            func isFree(_ variant: [String]) -> Bool {
                let key = EvaluationText.fold(variant.joined(separator: " "))
                return key == own || !taken.contains(key)
            }
            // Every variant is drawn either way, so a sampled set is part of the full one.
            let turns: [Category] = [.extra, .missing, .misheard, .otherApp]
            func add(_ category: Category, _ variant: [String], _ expectation: Expectation? = nil) {
                let turn = turns.firstIndex(of: category) ?? 0
                guard (number + turn) % max(1, sampling.typed) == 0 else { return }
                cases.append(Case(categories: [category], split: split, input: .text(variant.joined(separator: " ")),
                                  expected: expectation ?? expected, source: source))
            }

            add(.extra, habits.withExtraWords(words, &random))

            let droppable = words.indices.filter { layout.roles[$0] == .literal && habits.drop.contains(words[$0]) }
            // From a random place on, the first word whose absence says no other phrase.
            let offset = droppable.isEmpty ? 0 : Int(random.next() % UInt64(droppable.count))
            for i in droppable[offset...] + droppable[..<offset] {
                var fewer = words
                fewer.remove(at: i)
                if isFree(fewer) {
                    add(.missing, fewer)
                    break
                }
            }

            for _ in 0..<12 {
                if let variant = habits.misheard(words, &random), isFree(variant) {
                    add(.misheard, variant)
                    break
                }
            }

            if layout.roles.contains(.appName) {
                var other: [String] = []
                for (i, word) in words.enumerated() {
                    if layout.roles[i] != .appName {
                        other.append(word)
                    } else if i == 0 || layout.roles[i - 1] != .appName {
                        other += EvaluationText.spokenWords(random.pick(habits.otherApps))
                    }
                }
                add(.otherApp, other, .notAccepted)
            }
        }

        for phrase in expansions where phrase.isNegative {
            let split = split(ofApp: phrase.app)
            let source = "\(phrase.app): negative \(phrase.template)"
            cases.append(Case(categories: [.negative], split: split, input: .text(phrase.text), expected: .rejected, source: source))
            var said = random.pick(habits.lead) + EvaluationText.spokenWords(phrase.text)
            if random.next() % 2 == 0 { said += random.pick(habits.tail) }
            cases.append(Case(categories: [.negativeParaphrase], split: split, input: .text(said.joined(separator: " ")),
                              expected: .notAccepted, source: source))
        }
    }

    /// The answer for phrases that share their words: their one meaning;
    /// the most specific one when every other is it minus parameters its
    /// shortcut binds; otherwise `ambiguous` with every meaning.
    func expectation(of group: [ExpandedPhrase], filled: [String: String]) -> Expectation {
        var readings: [Answer] = []
        for phrase in group {
            guard let app = catalog.app(named: phrase.app), let intent = app.intents[phrase.intent] else { continue }
            var answer = Answer(status: .matched, app: app.name, intent: phrase.intent)
            for (name, value) in phrase.parameters { answer.parameters[name] = value.value }
            for (name, value) in filled where intent.parameter(named: name) != nil {
                answer.parameters[name] = value
                answer.freeText.insert(name)
            }
            if intent.parameters.contains(where: { !$0.isOptional && answer.parameters[$0.name] == nil }) {
                answer.status = .needsValue
            }
            if !readings.contains(answer) { readings.append(answer) }
        }
        if readings.count == 1 { return .answer(readings[0]) }
        if let specific = readings.first(where: { candidate in
            readings.allSatisfy { other in
                other.app == candidate.app && other.intent == candidate.intent
                    && other.parameters.allSatisfy { candidate.parameters[$0.key] == $0.value }
            }
        }) {
            return .answer(specific)
        }
        let apps = Set(readings.compactMap(\.app))
        return .ambiguous(app: apps.count == 1 ? apps.first : nil, readings: readings)
    }

    /// Lays `template` over `text` word by word: literal words must be
    /// there as written, the app's name must be one of `names`, a value takes
    /// one word or more (as few as fit).
    static func layout(_ template: String, over text: String, names: [String]) -> Layout? {
        enum Piece { case literal([String]), appName, value }
        var pieces: [Piece] = []
        var rest = Substring(template)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            pieces.append(.literal(EvaluationText.spokenWords(String(rest[..<open.lowerBound]))))
            pieces.append(rest[open.upperBound..<close] == "applicationName" ? .appName : .value)
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.literal(EvaluationText.spokenWords(String(rest))))
        let words = EvaluationText.spokenWords(text)
        let nameWords = names.map(EvaluationText.spokenWords)

        func place(_ p: Int, _ w: Int) -> [Layout.Role]? {
            guard p < pieces.count else { return w == words.count ? [] : nil }
            switch pieces[p] {
            case .literal(let literal):
                guard words.count - w >= literal.count, Array(words[w..<w + literal.count]) == literal else { return nil }
                return place(p + 1, w + literal.count).map { Array(repeating: .literal, count: literal.count) + $0 }
            case .appName:
                for name in nameWords where !name.isEmpty && words.count - w >= name.count && Array(words[w..<w + name.count]) == name {
                    if let rest = place(p + 1, w + name.count) { return Array(repeating: .appName, count: name.count) + rest }
                }
                return nil
            case .value:
                guard w < words.count else { return nil }
                for end in (w + 1)...words.count {
                    if let rest = place(p + 1, end) { return Array(repeating: .value, count: end - w) + rest }
                }
                return nil
            }
        }
        return place(0, 0).map { Layout(words: words, roles: $0) }
    }
}

/// `speech-habits.tsv`, ready to draw from.
struct RuleMaterial {
    var lead: [[String]]
    var tail: [[String]]
    var restart: [[String]]
    var drop: Set<String>
    var sounds: [String: [String]]
    var freeText: [String]
    var otherApps: [String]

    init(_ habits: [String: [[String]]], otherApps: [String]) throws {
        func list(_ kind: String, minimum: Int) throws -> [[String]] {
            let items = habits[kind] ?? []
            guard items.count >= minimum else {
                throw EvaluationData.Problem(description: "Tests/Evaluation/speech-habits.tsv: \(items.count) '\(kind)' lines, at least \(minimum) expected")
            }
            return items
        }
        lead = try list("lead", minimum: 10).map { EvaluationText.spokenWords($0[0]) }
        tail = try list("tail", minimum: 10).map { EvaluationText.spokenWords($0[0]) }
        restart = try list("restart", minimum: 3).map { EvaluationText.spokenWords($0[0]) }
        drop = Set(try list("drop", minimum: 10).map { $0[0] })
        freeText = try list("freetext", minimum: 4).map { $0[0] }
        sounds = [:]
        for pair in try list("sound", minimum: 40) where pair.count == 2 {
            sounds[pair[0], default: []].append(pair[1])
        }
        guard otherApps.count >= 10 else {
            throw EvaluationData.Problem(description: "Tests/Evaluation/other-apps.txt: \(otherApps.count) names, at least 10 expected")
        }
        self.otherApps = otherApps
    }

    /// Fillers before or after, a word said twice, or a false start.
    func withExtraWords(_ words: [String], _ random: inout SplitMix) -> [String] {
        switch random.next() % 5 {
        case 0: return random.pick(lead) + words
        case 1: return words + random.pick(tail)
        case 2: return random.pick(lead) + words + random.pick(tail)
        case 3:
            var twice = words
            let i = Int(random.next() % UInt64(words.count))
            twice.insert(words[i], at: i)
            return twice
        default:
            let start = 1 + Int(random.next() % UInt64(max(1, min(2, words.count - 1))))
            return Array(words.prefix(start)) + random.pick(restart) + words
        }
    }

    /// One word misheard: a sound-alike, split in two, run into the next, or
    /// misspelt (a letter dropped, doubled or swapped). Nil if the drawn kind
    /// has nothing to work on.
    func misheard(_ words: [String], _ random: inout SplitMix) -> [String]? {
        var heard = words
        switch random.next() % 4 {
        case 0:
            let sounding = words.indices.filter { sounds[words[$0]] != nil }
            guard !sounding.isEmpty else { return nil }
            let i = random.pick(sounding)
            heard[i] = random.pick(sounds[words[i]]!)
        case 1:
            let long = words.indices.filter { words[$0].count >= 6 }
            guard !long.isEmpty else { return nil }
            let i = random.pick(long)
            let middle = words[i].index(words[i].startIndex, offsetBy: words[i].count / 2)
            heard.replaceSubrange(i...i, with: [String(words[i][..<middle]), String(words[i][middle...])])
        case 2:
            guard words.count > 2 else { return nil }
            let i = Int(random.next() % UInt64(words.count - 1))
            heard.replaceSubrange(i...(i + 1), with: [words[i] + words[i + 1]])
        default:
            let long = words.indices.filter { words[$0].count >= 5 }
            guard !long.isEmpty else { return nil }
            let i = random.pick(long)
            var letters = Array(words[i])
            let at = 1 + Int(random.next() % UInt64(letters.count - 2))
            switch random.next() % 3 {
            case 0: letters.remove(at: at)
            case 1: letters.insert(letters[at], at: at)
            default: letters.swapAt(at, at + 1)
            }
            heard[i] = String(letters)
        }
        return heard == words ? nil : heard
    }
}

extension EvaluationText {
    /// Words as a recogniser writes them: lowercase, no accents, apostrophes
    /// kept inside words (`what's`), any other punctuation a break.
    static func spokenWords(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" }
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'")) }
            .filter { !$0.isEmpty }
    }
}
