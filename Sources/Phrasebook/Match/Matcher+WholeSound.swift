extension Matcher {
    /// `found` with its best reading credited with how alike the utterance
    /// sounds to the phrase that reading says, less `wholeSoundMargin` (or
    /// `namedWholeSoundMargin`), where that is more than its alignment
    /// earned.
    ///
    /// The alignment credits each template word by the utterance words
    /// heard in its place, and nothing for a word heard less alike than
    /// `MatchParameters.weakSimilarity`. A recogniser that garbles a phrase
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
    ///
    /// A reading with a weak name short of the phrase's words stands only
    /// where the phrase sounds `weakNameWholeSound` alike whole; the rest
    /// are dropped.
    ///
    /// `heard` is the sounds of the utterance's first `wordCount` words,
    /// the words the readings were found in (`FlexibleSearch.sounds`).
    func creditingWholeSound(_ all: [Alignment], heard: UtteranceSounds, wordCount: Int) -> [Alignment] {
        let found = all.filter { reading in
            !reading.isWeakNameUnconfirmed || wholeSound(reading, heard: heard, wordCount: wordCount) ?? 0 >= parameters.weakNameWholeSound
        }
        guard let best = found.indices.filter({ !index.entries[Int(found[$0].entry)].isNegative }).max(by: { found[$0].score < found[$1].score }),
            index.entries[Int(found[best].entry)].namesApp, !found[best].leavesWordsUnexplained
        else { return found }
        var credited = found
        // The best reading's name vouches for the utterance: a negative
        // phrase that sounds as alike is credited as much, and still vetoes.
        let margin = found[best].nameSimilarity ?? 0 >= parameters.namedWholeSoundName ? parameters.namedWholeSoundMargin : parameters.wholeSoundMargin
        func credit(_ k: Int, _ parts: SoundParts?) {
            guard let parts, case let whole = Self.wholeSound(of: parts), whole >= parameters.wholeSoundFloor,
                whole - margin > found[k].score
            else { return }
            credited[k].score = min(parameters.scoreCap, whole - margin)
        }
        let bestParts = soundParts(found[best], heard: heard, wordCount: wordCount)
        credit(best, bestParts)
        // Another phrase of the app saying the same words scores the same,
        // whether a word is a value or the template's own. Of the same
        // intent (the generic "Start ${meditationType} meditation" said
        // with `sleep`, and "Start sleep meditation" bound to 20 minutes)
        // it is the same reading, and the more specific one stands for the
        // meaning; of another ("Open ${landmark}" and "Open ${collection}",
        // each with `Paris`), the words do not say which: ambiguous.
        if let said = bestParts?.phrase {
            let app = index.entries[Int(found[best].entry)].app
            for k in found.indices where k != best && credited[k].score < credited[best].score
                && index.entries[Int(found[k].entry)].app == app && !index.entries[Int(found[k].entry)].isNegative
                && phraseParts(found[k]) == said
            {
                credited[k].score = credited[best].score
            }
        }
        for k in found.indices where index.entries[Int(found[k].entry)].isNegative {
            // A negative phrase without the name is heard beside the words
            // the reading took for it.
            if !index.entries[Int(found[k].entry)].namesApp, let said = found[best].name, let own = found[k].name {
                credited[k].name = (own.words.union(said.words), own.symbols)
            }
            credit(k, soundParts(credited[k], heard: heard, wordCount: wordCount))
        }
        return credited
    }

    /// What `wholeSound` compares: the phrase a reading says and the
    /// utterance, each before the app's name and after it (`soundParts`).
    typealias SoundParts = (heard: [[Phoneme]], phrase: [[Phoneme]])

    /// How alike the utterance — words `0..<wordCount` of `heard` —
    /// sounds to the phrase `found` says — its
    /// template's words and each value as the form heard — with word
    /// boundaries ignored, the app's name and the words heard for it left
    /// out (the app boundary judges them: `Alignment.name`).
    /// The part before the name is compared with the words before it, the
    /// part after with the words after, each weighed by its length: words
    /// heard on the wrong side of the name do not stand for the phrase's.
    /// `nil` where a slot took free text or was not said, or the name was
    /// said out of its place.
    ///
    /// - Complexity: O(*n* · *m*) for utterance and phrase phoneme counts
    ///   *n* and *m*.
    func wholeSound(_ found: Alignment, heard sounds: UtteranceSounds, wordCount: Int) -> Double? {
        soundParts(found, heard: sounds, wordCount: wordCount).map(Self.wholeSound(of:))
    }

    /// How alike the utterance's parts sound to the phrase's, each part
    /// weighed by the longer side's length.
    static func wholeSound(of parts: SoundParts) -> Double {
        var alike = 0.0, length = 0.0
        for (said, written) in zip(parts.heard, parts.phrase) {
            let scale = Double(max(PhoneticDistance.weightedLength(said), PhoneticDistance.weightedLength(written)))
            guard scale > 0 else { continue }
            let similarity = said.withUnsafeBufferPointer { a in written.withUnsafeBufferPointer { Similarity.sounds(a, $0, minimum: 0) } }
            alike += similarity * scale
            length += scale
        }
        return length > 0 ? alike / length : 0
    }

    /// The sounds `wholeSound` compares: the phrase `found` says, before
    /// its app's name and after it, and the utterance's words before and
    /// after the words heard for the name. `nil` where a slot took free
    /// text or was not said, or the name was said out of its place.
    func soundParts(_ found: Alignment, heard sounds: UtteranceSounds, wordCount: Int) -> SoundParts? {
        guard let name = found.name, let phrase = phraseParts(found) else { return nil }
        // The utterance before the words heard for the name and after them.
        var heard: [[Phoneme]] = [[]]
        let split = phrase.count > 1 ? name.words.min() : nil
        for j in 0..<wordCount where !name.words.contains(j) {
            if let split, j > split, heard.count == 1 { heard.append([]) }
            sounds.withPhonemes(of: j..<(j + 1)) { heard[heard.count - 1] += $0 }
        }
        if heard.count < phrase.count { heard.append([]) }
        return (heard, phrase)
    }

    /// The phrase side of `soundParts`: the sounds of the phrase `found`
    /// says before its app's name and after it, without the utterance's.
    /// `nil` where `soundParts` is.
    func phraseParts(_ found: Alignment) -> [[Phoneme]]? {
        guard let name = found.name else { return nil }
        let entry = index.entries[Int(found.entry)]
        var phrase: [[Phoneme]] = [[]]
        var slot = 0
        for (k, symbol) in entry.symbols.enumerated() {
            if name.symbols.contains(k) {
                if k == name.symbols.lowerBound { phrase.append([]) }
                if case .slot = symbol { slot += 1 }
                continue
            }
            switch symbol {
            case .token(let word):
                phrase[phrase.count - 1] += index.pronunciations[word]
            case .slot(.values(let list)):
                defer { slot += 1 }
                let values = index.lists[Int(list)]
                guard !values.isAppNames, slot < found.captures.count, case .values(_, let node, _)? = found.captures[slot], node >= 0,
                    let form = values.trie.firstPayload(at: node)
                else { return nil }
                for word in values.forms[Int(form)].tokens { phrase[phrase.count - 1] += index.pronunciations[word] }
            case .slot(.freeText):
                return nil
            }
        }
        return phrase
    }
}
