extension Grammar {
    /// Beyond this many phrases, `corpus` and `vosk` cover the grammar's
    /// phrases instead of listing each: every word and every value where it
    /// can be said, not every combination (two lists of 10⁵ entities would
    /// be 10¹⁰ lines; Brewline's 1,440 templates with six parameters, 10¹²).
    static let fullExpansionLimit = 10_000

    /// Vosk's word for anything not in its grammar.
    static let voskUnknown = "[unk]"

    /// Each phrase rule as symbols: its words one by one, a list as one
    /// symbol; `nil` for a rule with a free-text slot unless `freeText`.
    func symbols(of phrase: PhraseRule, freeText: Bool) -> [WordGraph.Symbol]? {
        if phrase.hasFreeText && !freeText { return nil }
        return phrase.items.flatMap { item -> [WordGraph.Symbol] in
            switch item {
            case .words(let run): run.map(WordGraph.Symbol.word)
            case .list(let list): [.list(list)]
            case .freeText: [.freeText]
            }
        }
    }

    /// Every phrase rule (template and negative phrase) in one minimal word
    /// graph; rules with a free-text slot only when `freeText`.
    func wordGraph(freeText: Bool) -> WordGraph {
        WordGraph(phrases: phrases.lazy.compactMap { symbols(of: $0, freeText: freeText) })
    }

    /// The word graph as one expression (``WordGraph/expression(listWeight:)``),
    /// `nil` when nothing can be said.
    func expression(freeText: Bool) -> GrammarExpression? {
        wordGraph(freeText: freeText).expression { list in lists[list].alternatives.reduce(0) { $0 + $1.count } }
    }

    /// One phrase a line, as a recogniser's dictionary spells it, for
    /// building an n-gram language model: every phrase of every template
    /// and negative phrase when there are at most ``fullExpansionLimit``,
    /// else a cover of them (``phraseLines(freeText:)``). A template with a
    /// free-text slot gives none (no line can say what goes there). Repeats
    /// are left out.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    public func corpusLines() -> [String] {
        phraseLines(freeText: nil)
    }

    /// Vosk's grammar (`KaldiRecognizer(model, rate, grammar)`): a JSON list
    /// of the phrases as ``corpusLines()`` has them, where a free-text slot
    /// is Vosk's `[unk]`, and `[unk]` alone last, so that speech outside the
    /// phrases can come out as unknown rather than as the nearest phrase.
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

    /// The phrases of the word graph's expression, free-text slots written
    /// as `freeText` (`nil`: phrases with one left out), without repeats.
    ///
    /// Every phrase where a part of the expression has at most
    /// ``fullExpansionLimit``; beyond, a part said after another takes as
    /// many lines as its longest part has, each part's line *i* mod its
    /// count (every value of every list said at least once, where it is
    /// said), and alternatives each give theirs.
    private func phraseLines(freeText: String?) -> [String] {
        guard let expression = expression(freeText: freeText != nil) else { return [] }
        let listTexts = lists.map { $0.alternatives.map(text(of:)) }
        var lines: [String] = []
        var seen = Set<String>()
        for line in PhraseLines(words: words, listTexts: listTexts, freeText: freeText ?? "").lines(of: expression)
        where !line.isEmpty && seen.insert(line).inserted {
            lines.append(line)
        }
        return lines
    }
}

/// The lines of a grammar expression, every phrase or a cover of them.
private struct PhraseLines {
    let words: [String]
    let listTexts: [[String]]
    let freeText: String

    /// How many phrases `expression` says, repeats counted (at most `Int.max`).
    func count(_ expression: GrammarExpression) -> Int {
        switch expression {
        case .symbol(let symbol): return symbol.list.map { listTexts[$0].count } ?? 1
        case .sequence(let items):
            return items.reduce(1) { total, item in
                let (product, overflow) = total.multipliedReportingOverflow(by: count(item))
                return overflow ? .max : product
            }
        case .choice(let alternatives, let isOptional):
            return alternatives.reduce(isOptional ? 1 : 0) { total, item in
                let (sum, overflow) = total.addingReportingOverflow(count(item))
                return overflow ? .max : sum
            }
        }
    }

    func lines(of expression: GrammarExpression) -> [String] {
        let isSmall = count(expression) <= Grammar.fullExpansionLimit
        switch expression {
        case .symbol(let symbol):
            if let list = symbol.list { return listTexts[list] }
            return [symbol.word.map { words[Int($0)] } ?? freeText]
        case .choice(let alternatives, let isOptional):
            return alternatives.flatMap(lines(of:)) + (isOptional ? [""] : [])
        case .sequence(let items):
            let parts = items.map(lines(of:))
            var result: [String] = []
            if isSmall {
                forEachCombination(of: parts.map(\.count)) { picks in
                    result.append(Self.joined(zip(parts, picks).map { $0[$1] }))
                    return true
                }
            } else {
                let longest = parts.map(\.count).max() ?? 0
                for i in 0..<longest { result.append(Self.joined(parts.map { $0[i % $0.count] })) }
            }
            return result
        }
    }

    private static func joined(_ pieces: [String]) -> String {
        pieces.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
