extension Catalog {
    /// How much less than its whole sound (`wholeSound`) a reading is
    /// credited with. Chosen on the evaluation set's tuning part (full run,
    /// transcripts whose entity words survived, 1-best / n-best; false
    /// accepts): without the credit 76.6 / 84.2 %; 0.125 77.6 / 85.0 %;
    /// **0.1 78.4 / 86.2 %**, no false accept more (and the n-best
    /// negative phrases' two gone: the negatives are credited too); 0.075
    /// 79.1 / 86.9 % but one out-of-domain n-best list accepted; 0.05 79.6
    /// / 87.7 %, one. Heard with the name in it, the phrase gained less
    /// (0.1: 78.3 / 85.5 %) and took "find closest landmark in lyft" for
    /// Landmarks: the rest of the phrase said, any name sounds close.
    static let wholeSoundMargin = 0.1

    /// Below this, how alike an utterance and a phrase sound is not worked
    /// out (`wholeSound` says 0).
    static let wholeSoundFloor = 0.5

    /// `found` with its best reading credited with how alike the utterance
    /// sounds to the phrase that reading says, less `wholeSoundMargin`,
    /// where that is more than its alignment earned.
    ///
    /// The alignment credits each template word by the utterance words
    /// heard in its place, and nothing for a word heard less alike than
    /// `FlexibleSearch.weakSimilarity`. A recogniser that garbles a phrase
    /// moves sounds across words so that no word is alike enough ("but
    /// then recent link in denver" for "open recent link in Diver"), while
    /// the phrase as a whole still sounds close. Only the best reading, so
    /// the alignment still decides between readings; only one that says
    /// its app's name in its place, which the app boundary has judged (a
    /// phrase without the name has only its words: "show my screen time
    /// this week" sounds like "show my spending this week"); only one that
    /// leaves no word over that may be another value or another app's name
    /// ("open acme my project" is not "open my project"). Every negative
    /// phrase read is credited the same way, so one that sounds as alike
    /// still vetoes ("and all my daily by coffee order").
    func creditingWholeSound(_ found: [FlexibleSearch.Found], tokens: [String]) -> [FlexibleSearch.Found] {
        guard let best = found.indices.filter({ !index.entries[Int(found[$0].entry)].isNegative }).max(by: { found[$0].score < found[$1].score }),
            index.entries[Int(found[best].entry)].namesApp, !found[best].leavesWordsUnexplained
        else { return found }
        var credited = found
        func credit(_ k: Int) {
            // Only a sound more alike than the score plus the margin changes anything.
            let least = max(Self.wholeSoundFloor, found[k].score + Self.wholeSoundMargin)
            guard let whole = wholeSound(credited[k], tokens: tokens, minimum: least), whole - Self.wholeSoundMargin > found[k].score else { return }
            credited[k].score = min(0.99, whole - Self.wholeSoundMargin)
        }
        credit(best)
        for k in found.indices where index.entries[Int(found[k].entry)].isNegative {
            // A negative phrase without the name is heard beside the words
            // the reading took for it.
            if !index.entries[Int(found[k].entry)].namesApp, let said = found[best].name, let own = found[k].name {
                credited[k].name = (own.words.union(said.words), own.symbols)
            }
            credit(k)
        }
        return credited
    }

    /// How alike `tokens` sound, as one run of phonemes with word
    /// boundaries ignored, to the phrase `found` says: its template's
    /// words and each value as the form heard — both without the app's
    /// name and the words heard for it, which the app boundary judges
    /// (`FlexibleSearch.Found.name`). `nil` where a slot took free text or
    /// was not said, or the name was said out of its place.
    ///
    /// - Complexity: O(*n* · *m*) for utterance and phrase phoneme counts
    ///   *n* and *m*, usually far less (`Similarity.sounds` gives up below
    ///   `minimum`, 0 then).
    func wholeSound(_ found: FlexibleSearch.Found, tokens: [String], minimum: Double = wholeSoundFloor) -> Double? {
        guard let name = found.name else { return nil }
        let entry = index.entries[Int(found.entry)]
        var phrase: [Phoneme] = []
        var slot = 0
        for (k, symbol) in entry.symbols.enumerated() {
            switch symbol {
            case .token(let word):
                if !name.symbols.contains(k) { phrase += index.pronunciations[word] }
            case .slot(.values(let list)):
                defer { slot += 1 }
                if name.symbols.contains(k) { continue }
                let values = index.lists[Int(list)]
                guard !values.isAppNames, slot < found.captures.count, case .values(_, let node, _)? = found.captures[slot], node >= 0,
                    let form = values.trie.payloads(at: node).first
                else { return nil }
                for word in values.forms[Int(form)].tokens { phrase += index.pronunciations[word] }
            case .slot(.freeText):
                return nil
            }
        }
        let sounds = UtteranceSounds(tokens, index: index)
        var heard: [Phoneme] = []
        for j in tokens.indices where !name.words.contains(j) {
            sounds.withPhonemes(of: j..<(j + 1)) { heard += $0 }
        }
        return heard.withUnsafeBufferPointer { heard in
            phrase.withUnsafeBufferPointer { Similarity.sounds(heard, $0, minimum: minimum) }
        }
    }
}
