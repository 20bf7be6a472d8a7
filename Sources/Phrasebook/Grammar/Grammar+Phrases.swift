extension Grammar {
    /// Beyond this many expansions, a template's lines in `corpus` and
    /// `vosk` only cover its values: each value of each slot once, not
    /// every combination (two lists of 10⁵ entities would be 10¹⁰ lines).
    static let fullExpansionLimit = 10_000

    /// Vosk's word for anything not in its grammar.
    static let voskUnknown = "[unk]"

    /// One phrase a line, as a recogniser's dictionary spells it: every
    /// expansion of every template and negative phrase, for building an
    /// n-gram language model. A template with more than
    /// ``fullExpansionLimit`` expansions gives as many lines as its longest
    /// list, each value once; one with a free-text slot gives none (no line
    /// can say what goes there). Repeats are left out.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public func corpusLines() -> [String] {
        phraseLines(freeText: nil)
    }

    /// Vosk's grammar (`KaldiRecognizer(model, rate, grammar)`): a JSON list
    /// of the ``corpusLines()``, where a free-text slot is Vosk's `[unk]`,
    /// and `[unk]` alone last, so that speech outside the phrases can come
    /// out as unknown rather than as the nearest phrase.
    var vosk: String {
        var out = "[\n"
        for line in phraseLines(freeText: Self.voskUnknown) + [Self.voskUnknown] {
            out += "  "
            JSON.writeString(line, to: &out)
            out += ",\n"
        }
        out.removeLast(2)
        out += "\n]\n"
        return out
    }

    /// The expansions of every phrase rule, free-text slots written as
    /// `freeText` (`nil`: such rules left out), without repeats.
    private func phraseLines(freeText: String?) -> [String] {
        let listTexts = lists.map { $0.alternatives.map(text(of:)) }
        var lines: [String] = []
        var seen = Set<String>()
        for phrase in phrases {
            if phrase.hasFreeText && freeText == nil { continue }
            let choices: [[String]] = phrase.items.map { item in
                switch item {
                case .words(let run): [text(of: run)]
                case .list(let list): listTexts[list]
                case .freeText: [freeText ?? ""]
                }
            }
            Self.expand(choices) { line in
                if seen.insert(line).inserted { lines.append(line) }
            }
        }
        return lines
    }

    /// Calls `body` with each concatenation of one choice per position, the
    /// last position fastest; beyond ``fullExpansionLimit`` combinations,
    /// only as many as the longest position has, position *k* taking its
    /// choice *i* mod its count.
    static func expand(_ choices: [[String]], _ body: (String) -> Void) {
        guard !choices.isEmpty, choices.allSatisfy({ !$0.isEmpty }) else { return }
        var total = 1
        for list in choices {
            let (product, overflow) = total.multipliedReportingOverflow(by: list.count)
            total = overflow ? .max : product
        }
        if total > fullExpansionLimit {
            let longest = choices.map(\.count).max() ?? 0
            for i in 0..<longest {
                body(choices.map { $0[i % $0.count] }.joined(separator: " "))
            }
            return
        }
        forEachCombination(of: choices.map(\.count)) { picks in
            body(zip(choices, picks).map { $0[$1] }.joined(separator: " "))
            return true
        }
    }
}
