extension App {
    /// A value some of an utterance's words say for a parameter, and which words.
    struct SaidValue: Hashable {
        var value: ParameterValue
        var words: Range<Int>
    }

    /// The value of `parameter` that `words` say, in the words `taken` leaves
    /// free: the value one of whose forms is all of them, else the one with
    /// the longest form said as a run of free words. `nil` for a parameter
    /// that is neither an entity nor an enum, and where no value, or more
    /// than one, is said that way ("small large").
    ///
    /// Forms are read as `language` writes them (`nil`: English), and any
    /// language's form names the value (values are shared by the app's
    /// languages); the value comes titled in `language`.
    ///
    /// - Complexity: O(*f* · *n*) for *f* forms of the parameter's values
    ///   and *n* words.
    func valueSaid(for parameter: Parameter, in words: [String], taken: [Bool], language: String?) -> SaidValue? {
        guard parameter.kind == .entity || parameter.kind == .enumeration, let type = valueTypes[parameter.typeName],
            taken.contains(false)
        else { return nil }
        var whole: [Value] = []
        var longest: (length: Int, values: [Value], words: Range<Int>) = (0, [], 0..<0)
        for value in type.values {
            for form in value.spokenForms {
                let tokens = Normalizer.tokens(form, language: language)
                guard !tokens.isEmpty, tokens.count >= longest.length, let run = Self.run(of: tokens, in: words, taken: taken) else { continue }
                if run.count == words.count {
                    if !whole.contains(where: { $0.id == value.id }) { whole.append(value) }
                } else if tokens.count > longest.length {
                    longest = (tokens.count, [value], run)
                } else if !longest.values.contains(where: { $0.id == value.id }) {
                    longest.values.append(value)
                }
            }
        }
        let (chosen, said) = whole.isEmpty ? (longest.values, longest.words) : (whole, 0..<words.count)
        guard chosen.count == 1, let value = chosen.first else { return nil }
        return SaidValue(value: localized(ParameterValue(value: value.id, title: value.title), of: parameter, in: language), words: said)
    }

    /// `invocation`'s parameters and the values `runs` of words say for the
    /// required parameters of `intent` it lacks, in the intent's order: a
    /// parameter takes the value its runs say, where they say one; a word
    /// that says one value is not read for another, and words `taken`
    /// (each run's, if given) are not read at all. What a person says
    /// beside the phrase is not asked for again: "order a large latte"
    /// fills the size of "Order a ${coffeeType}", and "medium latte",
    /// answering "What would you like to drink?", the size with the drink.
    func fillingRequiredParameters(
        of invocation: MatchResult.Invocation, intent: Intent, from runs: [[String]], taken: [[Bool]]? = nil, language: String?
    ) -> MatchResult.Invocation {
        var filled = invocation
        var taken = taken ?? runs.map { $0.map { _ in false } }
        for parameter in intent.parameters where !parameter.isOptional && filled.parameter(parameter.name) == nil {
            let said = runs.indices.compactMap { r in
                valueSaid(for: parameter, in: runs[r], taken: taken[r], language: language).map { (run: r, said: $0) }
            }
            guard let first = said.first, said.allSatisfy({ $0.said.value == first.said.value }) else { continue }
            filled.parameters.append(MatchResult.NamedValue(name: parameter.name, value: first.said.value))
            for k in first.said.words { taken[first.run][k] = true }
        }
        return filled
    }

    /// Where `tokens` occur in `words` as a run of words none of which is
    /// `taken`, first from the start.
    static func run(of tokens: [String], in words: [String], taken: [Bool]) -> Range<Int>? {
        guard tokens.count <= words.count else { return nil }
        for start in 0...(words.count - tokens.count) {
            let run = start..<(start + tokens.count)
            if words[run].elementsEqual(tokens), !run.contains(where: { taken[$0] }) { return run }
        }
        return nil
    }

    /// Whether the value of parameter `name` in `invocation` was fixed by
    /// its shortcut, not said: its phrase has no slot for it, and a
    /// shortcut of its intent binds it to that value ("Get me the house
    /// special from Zoppa" orders the Zoppaccino).
    func isBound(_ name: String, in invocation: MatchResult.Invocation) -> Bool {
        guard !invocation.phrase.contains("${\(name)}"), let value = invocation.parameter(name)?.value else { return false }
        return binds(name, of: invocation.intent, to: value)
    }
}
