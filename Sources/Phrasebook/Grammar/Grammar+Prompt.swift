extension Grammar {
    /// The most tokens a Whisper initial prompt may have: Whisper gives the
    /// prompt half of its 448-token context, the `<|startofprev|>` token
    /// that opens it included (224), and faster-whisper keeps the last 223
    /// of the prompt's own tokens — the first ones would be dropped.
    public static let promptTokenLimit = 223

    /// How many values of each parameter type the prompt considers, in the
    /// app's order (its `suggestedEntities()`' order): 10⁵ entities would
    /// not fit anyway, and reading each as the lint does takes time.
    static let promptValuesPerType = 200

    /// A Whisper initial prompt (`phrase grammar --format prompt`): phrases
    /// of the apps as they would be said, written as the apps write their
    /// names and values (`Open Recipe Box in CodingBridge.`), the most
    /// useful first, within ``promptTokenLimit`` tokens as Whisper counts
    /// them (``promptTokens(_:)``).
    ///
    /// Whisper has no grammar, but it writes what it expects: a prompt is
    /// taken as the text said before, so its spellings and words come out
    /// more readily ("Zindle" rather than "Kindle"). Sentences rather than a
    /// list of the names: a list made tiny.en write lists ("Switch, Shaftal,
    /// Heater, Entied.") and helped less (Docs/voice.md: on every sixth line
    /// of the development set, 5-best right 90.2 % without a prompt, 88.0 %
    /// with the list, 92.7 % with the sentences; word error 31 → 24 and
    /// 17 %). Each name or value, in this order, gets the shortest template
    /// of its app that says it (one that says the app's name if there is
    /// one), the template's other slots filled with their list's next form
    /// not yet said:
    ///
    /// 1. names a recogniser that does not know them may write as common
    ///    words (`Tyde` as "tide", `Wrenly` as "ran lee"), what `phrase lint`
    ///    reports (English only), then the other names with a word outside
    ///    the lint's common words (`Cuiseau`, `CodingBridge`);
    /// 2. values, the same two ways (`Cortado` as "court auto", `Kombucha`);
    /// 3. names and then values of common words (`Calm`, `Large`), which a
    ///    recogniser writes as they are written anyway.
    ///
    /// In each, the apps take turns (one app's 10⁵ entities do not crowd out
    /// the others' names), each app's in its own order; a form a sentence
    /// already says is not given another. What does not fit is left out,
    /// and later shorter sentences may still fit. In another language than
    /// English the lint has no common words: names come first, then values.
    ///
    /// - Complexity: O(*v*) lint readings for the *v* names and values
    ///   considered (at most ``promptValuesPerType`` a type), and counting
    ///   each sentence's tokens.
    var prompt: String {
        var writer = PromptWriter(grammar: self)
        for candidate in promptCandidates().joined() {
            guard writer.used < Self.promptTokenLimit - 2 else { break }
            writer.say(candidate)
        }
        // A sentence that ends in a mark of its own ("Dr.") runs into the
        // next one's: count the whole, and leave out the last until it fits.
        while !writer.sentences.isEmpty, Self.promptTokens(writer.sentences.joined(separator: " ")) > Self.promptTokenLimit {
            writer.sentences.removeLast()
        }
        return writer.sentences.joined(separator: " ")
    }

    /// The tokens of `prompt` as Whisper gives it to the model: after a
    /// space (faster-whisper encodes `" " + prompt.strip()`), in GPT-2's
    /// byte-pair tokens (``WhisperTokenizer``).
    public static func promptTokens(_ prompt: String) -> Int {
        prompt.isEmpty ? 0 : WhisperTokenizer.tokenCount(of: " " + prompt)
    }

    /// A name or value for the prompt: a form as written, its app and the
    /// list it is said in.
    struct PromptCandidate {
        var form: String
        var app: Int
        var list: Int
    }

    /// The prompt's candidates in the order of ``prompt``'s tiers, each
    /// tier taking the apps in turn.
    private func promptCandidates() -> [[PromptCandidate]] {
        // The lint's lexicon is English: in another language no form is common.
        let lexicon = Linter.CommonWords.shared
        func isCommon(_ form: String) -> Bool {
            hasPronunciations && Normalizer.tokens(form).allSatisfy {
                lexicon.contains($0) || $0.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic }
            }
        }
        enum Tier: Int, CaseIterable { case heardName, rareName, heardValue, rareValue, commonName, commonValue }
        var byApp = [[[PromptCandidate]]](
            repeating: [[PromptCandidate]](repeating: [], count: appNames.count), count: Tier.allCases.count)
        var reader = SoundAlikeReader()
        for source in promptSources {
            guard let list = source.list else { continue }
            // The lint reads English: in another language every form is "not heard".
            let heard = hasPronunciations ? Set(reader.formsHeardAsCommonWords(source.forms, spellings: source.spellings)) : []
            for form in source.forms {
                let tier: Tier = if heard.contains(form) {
                    source.isName ? .heardName : .heardValue
                } else if isCommon(form) {
                    source.isName ? .commonName : .commonValue
                } else {
                    source.isName ? .rareName : .rareValue
                }
                byApp[tier.rawValue][source.app].append(PromptCandidate(form: form, app: source.app, list: list))
            }
        }
        return byApp.map(Self.takingTurns)
    }

    /// The lists' items taken in turn: the first of each, then the second…
    private static func takingTurns<Item>(_ lists: [[Item]]) -> [Item] {
        var result: [Item] = []
        let longest = lists.map(\.count).max() ?? 0
        for i in 0..<longest {
            for list in lists where i < list.count { result.append(list[i]) }
        }
        return result
    }
}

/// The prompt's sentences as they are chosen: which forms they say, what
/// they cost.
private struct PromptWriter {
    let grammar: Grammar
    /// Each list's forms as written, in order (an app's name first).
    let forms: [[String]]
    /// Each app's templates that can make a sentence, those that say the
    /// app's name first, then the shortest first.
    let templates: [[Grammar.PromptTemplate]]
    /// The lists of the apps' names.
    let nameLists: Set<Int>
    private(set) var said = Set<String>()
    /// Per list, where to look for the next form not yet said.
    private var next: [Int]
    var sentences: [String] = []
    private(set) var used = 0

    init(grammar: Grammar) {
        self.grammar = grammar
        var forms = [[String]](repeating: [], count: grammar.lists.count)
        for source in grammar.promptSources {
            if let list = source.list { forms[list] += source.forms }
        }
        self.forms = forms
        var templates = [[Grammar.PromptTemplate]](repeating: [], count: grammar.appNames.count)
        for template in grammar.promptTemplates { templates[template.app].append(template) }
        // Those that say the app's name first: it is what a phrase must have heard.
        let names = Set(grammar.promptSources.filter(\.isName).compactMap(\.list))
        nameLists = names
        func isNamed(_ template: Grammar.PromptTemplate) -> Bool {
            template.pieces.contains { if case .list(let list) = $0 { names.contains(list) } else { false } }
        }
        self.templates = templates.map { list in
            list.enumerated().sorted { a, b in
                (isNamed(a.element) ? 0 : 1, a.element.length, a.offset) < (isNamed(b.element) ? 0 : 1, b.element.length, b.offset)
            }.map(\.element)
        }
        next = [Int](repeating: 0, count: grammar.lists.count)
    }

    /// Adds a sentence that says `candidate`, unless a sentence says it
    /// already, no template of its app says its list, or it does not fit.
    mutating func say(_ candidate: Grammar.PromptCandidate) {
        guard !said.contains(Normalizer.normalized(candidate.form)),
            let template = templates[candidate.app].first(where: { $0.pieces.contains(.list(candidate.list)) })
        else { return }
        var text = ""
        var forms: [String] = []
        var placed = false
        for piece in template.pieces {
            switch piece {
            case .text(let words):
                text += words
            case .list(let list):
                let form: String
                if list == candidate.list && !placed {
                    form = candidate.form
                    placed = true
                } else if nameLists.contains(list) {
                    form = self.forms[list].first ?? ""  // the app's name as written
                } else {
                    form = nextForm(of: list, besides: candidate.form)
                }
                text += form
                forms.append(form)
            }
        }
        let sentence = Self.sentence(text)
        let cost = Grammar.promptTokens(sentence)
        guard !sentence.isEmpty, used + cost <= Grammar.promptTokenLimit else { return }
        sentences.append(sentence)
        used += cost
        for form in forms { said.insert(Normalizer.normalized(form)) }
        for form in forms where form != candidate.form { advance(past: form) }
    }

    /// The list's next form not yet said (or its first, when all are).
    private func nextForm(of list: Int, besides form: String) -> String {
        let all = forms[list]
        guard !all.isEmpty else { return "" }
        for offset in 0..<all.count {
            let candidate = all[(next[list] + offset) % all.count]
            if candidate != form && !said.contains(Normalizer.normalized(candidate)) { return candidate }
        }
        return all[0]
    }

    private mutating func advance(past form: String) {
        for list in forms.indices where next[list] < forms[list].count && forms[list][next[list]] == form {
            next[list] += 1
        }
    }

    /// `text` with its spaces made single, its first letter a capital and
    /// a full stop at its end (unless it ends in one of its own).
    private static func sentence(_ text: String) -> String {
        var words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while let last = words.last, ",;:".contains(last) { words.removeLast() }
        guard let first = words.first else { return "" }
        words = first.uppercased() + words.dropFirst()
        if let last = words.last, !".?!".contains(last) { words += "." }
        return words
    }
}
