extension Matcher {
    /// Stage 8c (`runTogetherValueSimilarity`): the other reading a value
    /// placed may be, where its words, as heard, sound like a value of its
    /// parameter said together with a value of one the reading lacks,
    /// said right beside it in the same phrase with that parameter's slot
    /// added. Brewline's "triple shot" is its strength "Triple Shot", or
    /// "Triple" then the temperature "Hot" (`Order a ${strength}
    /// ${temperature} ${drink}`): pocketsphinx, free and with the grammar,
    /// wrote "triple shot" for flite's "triple hot", and the order went
    /// through without its temperature. Neither reading is safe to act on,
    /// so the answer is `ambiguous` between the two; `phrase lint` reports
    /// such values to the app's developer (`Linter.adjacentValues`). The
    /// other way round too: two values placed side by side out of words
    /// that say one value of either list as written ("single shot" read
    /// by sound as "single" then "hot") may be that one value.
    ///
    /// The value's words are the runs of words the reading placed that say
    /// a form of it as written, else those (at most one word longer than a
    /// form) that sound most alike to it; they are looked for only where
    /// a phrase has a slot to add beside the value, or beside two values.
    /// Only short lists are heard this way (`ValueList.sounds`). `nil`
    /// where no pair of values is at least `runTogetherValueSimilarity`
    /// alike to such a run (above 1: never).
    ///
    /// - Complexity: O(*a* · *b* · *r*) alignments of sounds for each
    ///   placed value beside which a slot may be added, *a* and *b* the
    ///   two lists' forms and *r* the runs of its words; O(*e*) to find the
    ///   phrases with a slot added among the *e* with a slot for its list.
    func runTogetherValues(
        in reading: Reading, invocation: MatchResult.Invocation, app: App, language: String?
    ) -> MatchResult.Candidate? {
        let entry = index.entries[Int(reading.entry)]
        guard parameters.runTogetherValueSimilarity <= 1, !reading.words.isEmpty,
            let intent = app.intents[app.shortcuts[Int(entry.shortcut)].intentName]
        else { return nil }
        // The slots of the values placed from short lists; their words are
        // looked for only where a question could follow.
        var placed: [PlacedSlot] = []
        var slot = 0
        for (k, symbol) in entry.symbols.enumerated() {
            guard case .slot(let kind) = symbol else { continue }
            defer { slot += 1 }
            guard case .values(let number) = kind, let name = entry.slotParameters[slot], let said = invocation.parameter(name),
                index.lists[Int(number)].sounds != nil,
                let value = index.lists[Int(number)].values.firstIndex(where: { $0.id == said.value }).map(Int32.init)
            else { continue }
            placed.append(PlacedSlot(position: k, name: name, list: number, value: value))
        }
        // A parameter the reading lacks, with a short list, a value may
        // have run into; else two values placed side by side.
        let lacking = Set(intent.parameters.compactMap { parameter in
            invocation.parameter(parameter.name) != nil ? nil : index.list(ofApp: entry.app, typeName: parameter.typeName)
        }.filter { index.lists[Int($0)].sounds != nil })
        let sideBySide = zip(placed, placed.dropFirst()).contains { $1.position == $0.position + 1 }
        guard !placed.isEmpty, !lacking.isEmpty || sideBySide else { return nil }
        lazy var sounds = UtteranceSounds(reading.words, index: index)
        var heard: [Int: [Range<Int>]] = [:]
        func runs(_ one: PlacedSlot) -> [Range<Int>] {
            if let known = heard[one.position] { return known }
            let list = index.lists[Int(one.list)]
            let written = writtenRuns(of: one.value, in: list, reading: reading)
            let found = written.isEmpty ? soundedRuns(of: one.value, in: list, reading: reading, sounds: sounds) : written
            heard[one.position] = found
            return found
        }
        func named(_ name: String, _ list: Int32, _ value: Int32) -> MatchResult.NamedValue {
            let chosen = index.lists[Int(list)].values[Int(value)]
            return MatchResult.NamedValue(
                name: name, value: app.localized(ParameterValue(value: chosen.id, title: chosen.title), of: intent.parameter(named: name), in: language))
        }
        func alternative(_ values: [MatchResult.NamedValue], _ phrase: PhraseIndex.Entry) -> MatchResult.Candidate {
            var other = invocation
            other.parameters = values
            other.phrase = phrase.text
            return MatchResult.Candidate(other, confidence: reading.confidence)
        }
        // Two values placed side by side whose words, as written, are one
        // value of either list: the words said that value, read by sound
        // as two ("single shot" as "single" then "hot").
        for (one, next) in zip(placed, placed.dropFirst()) where next.position == one.position + 1 {
            for a in runs(one) {
                for b in runs(next) where a.upperBound == b.lowerBound {
                    let ids = reading.words[a.lowerBound..<b.upperBound].compactMap(index.vocabulary.id(of:))
                    guard ids.count == b.upperBound - a.lowerBound else { continue }
                    for (kept, dropped) in [(one, next), (next, one)] {
                        guard let form = index.lists[Int(kept.list)].forms.first(where: { $0.tokens == ids }),
                            let shorter = phrase(entry, withSymbolRemovedAt: dropped.position, list: kept.list)
                        else { continue }
                        var values = invocation.parameters.filter { $0.name != dropped.name }
                        if let at = values.firstIndex(where: { $0.name == kept.name }) { values[at] = named(kept.name, kept.list, form.value) }
                        return alternative(values, index.entries[Int(shorter)])
                    }
                }
            }
        }
        // One value placed whose words sound like two said together: with
        // a value of a parameter the reading lacks.
        var best: (alike: Double, candidate: MatchResult.Candidate)?
        for one in placed where !lacking.isEmpty {
            let forms = index.lists[Int(one.list)].sounds ?? []
            for added in phrasesWithSlotAdded(beside: one.position, of: entry, list: one.list, adding: lacking) {
                let other = index.entries[Int(added.entry)], before = added.position == one.position
                guard let otherName = other.slotParameters[added.slot], invocation.parameter(otherName) == nil,
                    case .slot(.values(let otherNumber)) = other.symbols[added.position], let otherForms = index.lists[Int(otherNumber)].sounds
                else { continue }
                let heardRuns = runs(one)
                for x in forms {
                    for y in otherForms {
                        let said = before ? y.phonemes + x.phonemes : x.phonemes + y.phonemes
                        let alike = heardRuns.map { run in
                            said.withUnsafeBufferPointer { s in
                                sounds.withPhonemes(of: run) { Similarity.sounds(s, $0, minimum: parameters.runTogetherValueSimilarity) }
                            }
                        }.max() ?? 0
                        guard alike >= parameters.runTogetherValueSimilarity, alike > best?.alike ?? 0 else { continue }
                        var values = invocation.parameters
                        guard let at = values.firstIndex(where: { $0.name == one.name }) else { continue }
                        values[at] = named(one.name, one.list, index.lists[Int(one.list)].value(of: x))
                        values.insert(named(otherName, otherNumber, index.lists[Int(otherNumber)].value(of: y)), at: before ? at : at + 1)
                        best = (alike, alternative(values, other))
                    }
                }
            }
        }
        return best?.candidate
    }

    /// A slot of a value placed: where it is among the phrase's symbols,
    /// its parameter, list and value.
    private struct PlacedSlot {
        var position: Int
        var name: String
        var list: Int32
        var value: Int32
    }

    /// The phrase of `entry`'s shortcut and language that is `entry`
    /// without its symbol `k` (a slot), one with a slot for `list`.
    private func phrase(_ entry: PhraseIndex.Entry, withSymbolRemovedAt k: Int, list: Int32) -> Int32? {
        (index.listEntries[list] ?? []).first { other in
            let shorter = index.entries[Int(other)]
            return shorter.app == entry.app && shorter.shortcut == entry.shortcut && shorter.locale == entry.locale
                && Self.isSlot(at: k, addedTo: shorter.symbols, giving: entry.symbols)
        }
    }

    /// The runs of words `reading` placed that say value `value` of `list`
    /// as written.
    private func writtenRuns(of value: Int32, in list: ValueList, reading: Reading) -> [Range<Int>] {
        let count = min(reading.words.count, 64)
        let ids = reading.words.prefix(count).map { index.vocabulary.id(of: $0) }
        var runs: [Range<Int>] = []
        for form in list.forms where form.value == value && form.tokens.count <= count {
            for start in 0...(count - form.tokens.count) {
                let run = start..<(start + form.tokens.count)
                if !run.contains(where: reading.isLeftOver), zip(run, form.tokens).allSatisfy({ ids[$0] == $1 }), !runs.contains(run) {
                    runs.append(run)
                }
            }
        }
        return runs
    }

    /// The phrases of `entry`'s shortcut and language that are `entry`
    /// with one slot for one of the lists `adding` added right before or
    /// after its symbol `k` (a slot for `list`): each phrase's number,
    /// where the slot added is among its symbols, and its number among its
    /// slots.
    private func phrasesWithSlotAdded(
        beside k: Int, of entry: PhraseIndex.Entry, list: Int32, adding: Set<Int32>
    ) -> [(entry: Int32, position: Int, slot: Int)] {
        let symbols = entry.symbols
        var found: [(entry: Int32, position: Int, slot: Int)] = []
        for other in index.listEntries[list] ?? [] where index.entries[Int(other)].symbols.count == symbols.count + 1 {
            let longer = index.entries[Int(other)]
            guard longer.app == entry.app, longer.shortcut == entry.shortcut, longer.locale == entry.locale else { continue }
            for at in [k, k + 1] {
                guard case .slot(.values(let added)) = longer.symbols[at], adding.contains(added),
                    Self.isSlot(at: at, addedTo: symbols, giving: longer.symbols)
                else { continue }
                let slot = longer.symbols[..<at].count { if case .slot = $0 { true } else { false } }
                found.append((other, at, slot))
            }
        }
        return found
    }
}
