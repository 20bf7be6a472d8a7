extension Matcher {
    /// The tokens with each unknown word that is two known words run together
    /// (`incoding` → `in coding`, `executetests` → `execute tests`) split in two,
    /// as recognisers drop word boundaries across a phrase's parts too.
    ///
    /// - Complexity: O(*l*) hash lookups per unknown word of length *l*.
    ///
    /// And the other way round, letters spelled out that make a known word
    /// are that word: recognisers write an acronym letter by letter
    /// ("b j j" for `BJJ`, "a p i" for `API`).
    func splittingRunTogetherWords(_ tokens: [String]) -> [String] {
        recutting(tokens).words
    }

    /// `splittingRunTogetherWords`, with whether each word and the next
    /// were one word as heard (`splitAfter`): free text says that word
    /// as it was heard ("stand", not "st and"; `textKeepsWordsAsHeard`).
    func recutting(_ tokens: [String]) -> (words: [String], splitAfter: [Bool]) {
        var result: [String] = []
        var splitAfter: [Bool] = []
        result.reserveCapacity(tokens.count + 2)
        var k = 0
        while k < tokens.count {
            let token = tokens[k]
            k += 1
            // The longest run of three or more single letters from here that
            // spells a known word (two are too often words themselves: "a m").
            if token.utf8.count == 1, k + 1 < tokens.count, tokens[k].utf8.count == 1, tokens[k + 1].utf8.count == 1 {
                var end = k
                while end < tokens.count, tokens[end].utf8.count == 1, end - k < 8 { end += 1 }
                if let spelled = (k + 2...end).reversed().lazy.map({ ([token] + tokens[k..<$0]).joined() })
                    .first(where: { index.vocabulary.id(of: $0) != nil })
                {
                    result.append(spelled)
                    splitAfter.append(false)
                    k += spelled.utf8.count - 1
                    continue
                }
            }
            // A word the index knows only written together with another
            // (`regularcoffee`, from a phrase's run-together form) is split
            // too: it is here because that form did not match exactly.
            guard index.vocabulary.id(of: token).map(index.vocabulary.isJoinedOnly) ?? true, token.count >= 4 else {
                result.append(token)
                splitAfter.append(false)
                continue
            }
            var best: (String, String)?
            for cut in 2...(token.count - 2) {
                let i = token.index(token.startIndex, offsetBy: cut)
                let head = String(token[..<i]), tail = String(token[i...])
                if index.vocabulary.id(of: head) != nil, index.vocabulary.id(of: tail) != nil {
                    // Prefer the most even split: longer parts say more.
                    if best == nil || min(head.count, tail.count) > min(best!.0.count, best!.1.count) { best = (head, tail) }
                }
            }
            if let (head, tail) = best {
                result += [head, tail]
                splitAfter += [true, false]
            } else {
                result.append(token)
                splitAfter.append(false)
            }
        }
        return (result, splitAfter)
    }

    /// The readings whose expansion is exactly `tokens`, each with score 1.
    func exactReadings(_ tokens: [String], scope: MatchScope) -> [Reading] {
        var search = ExactSearch(index: index, tokens: tokens)
        search.run()
        var readings: [Reading] = []
        // Per locale, the words free text is trimmed of, worked out once.
        var edges: [Int16: Set<String>] = [:]
        for hit in search.hits {
            let entry = index.entries[Int(hit.entry)]
            guard scope.allows(entry) else { continue }
            // Hesitations and politeness said at the ends of free text are
            // no part of it ("search … for the hobbit please thank you");
            // its articles, said word for word, are ("a podcast about …").
            var captures = hit.captures
            if parameters.exactTextTrimsPoliteness > 0, captures.contains(where: { if case .text = $0 { true } else { false } }) {
                let language = index.locales[Int(entry.locale)]
                let edge = edges[entry.locale] ?? FlexibleSearch.textEdgeFillers(in: language).subtracting(PhraseIndex.minorWords(in: language))
                edges[entry.locale] = edge
                for k in captures.indices {
                    if case .text(let span) = captures[k] {
                        captures[k] = .text(FlexibleSearch.trimming(span, of: tokens) { edge.contains(tokens[$0]) })
                    }
                }
            }
            for parameters in parameterChoices(captures, entry: entry, tokens: tokens)
            where !readings.contains(where: { $0.entry == hit.entry && $0.parameters == parameters }) {
                readings.append(Reading(entry: hit.entry, parameters: parameters, score: 1, words: tokens))
            }
        }
        return readings
    }

    /// Every assignment of values the slots' captures allow: a form shared by
    /// two values (two projects called `website`) gives two readings. A slot
    /// left unsaid (`nil`, flexible matches only) gives no value.
    func parameterChoices(
        _ captures: [SlotCapture?], entry: PhraseIndex.Entry, tokens: [String], splitAfter: [Bool] = []
    ) -> [[MatchResult.NamedValue]] {
        var choices: [[MatchResult.NamedValue]] = [[]]
        for (capture, name) in zip(captures, entry.slotParameters) {
            guard let name, let capture else { continue }  // the app's name, or unsaid
            var values: [MatchResult.NamedValue] = []
            switch capture {
            case .values(let list, let node, let rivals):
                let valueList = index.lists[Int(list)]
                var seen = Set<Int32>()
                for form in node < 0 ? [] : ([node] + rivals).flatMap(valueList.trie.payloads) {
                    let v = valueList.forms[Int(form)].value
                    guard seen.insert(v).inserted else { continue }
                    let value = valueList.values[Int(v)]
                    values.append(.init(name: name, value: ParameterValue(value: value.id, title: value.title)))
                }
            case .text(let span):
                // A word split in two within the text is said as heard.
                var text = ""
                for k in span {
                    text += tokens[k]
                    if k + 1 < span.upperBound, !(parameters.textKeepsWordsAsHeard > 0 && k < splitAfter.count && splitAfter[k]) { text += " " }
                }
                values.append(.init(name: name, value: ParameterValue(value: text, title: text)))
            }
            if values.count == 1 {
                for i in choices.indices { choices[i].append(values[0]) }
            } else {
                choices = choices.flatMap { prefix in values.map { prefix + [$0] } }
            }
        }
        return choices
    }
}
