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
    /// Measured again with the rule below: 0.1 80.2 / 87.5 %, 0.075 80.9 /
    /// 88.2 % but again one out-of-domain n-best list.
    static let wholeSoundMargin = 0.1

    /// How much less than its whole sound a reading is credited with where
    /// its app's name was heard at least `name` alike in its place: the
    /// name vouches for the rest of the phrase, as it does for the
    /// alignment's words (`FlexibleSearch.unrelatedWordCost`). Tuning part
    /// (full run, transcripts whose entity words survived, 1-best / n-best;
    /// wrong answers among all transcripts, 1-best / n-best), from 81.2 /
    /// 89.1 % and 25 / 24 wrong with `wholeSoundMargin` for every reading:
    /// name 0.7, margin 0 82.9 / 90.7 % but 27 / 26 wrong; 0.025 82.6 /
    /// 90.4 %, 26 / 25; **0.05 82.1 / 90.1 %, 25 / 24**. At 0.05, name 0.65
    /// 82.4 / 90.4 % but one out-of-domain transcript accepted ("but the
    /// niagara falls and maps", `and maps` 0.65 like `Landmarks`); 0.75
    /// 82.0 / 90.1 %. Asking the alignment for at least 0.4 to 0.5 as well
    /// changed nothing that matters (±0.1 point). No false accept more;
    /// checking part 71.0 / 82.2 → 71.5 / 82.8 %.
    static let namedWholeSoundMargin = (name: 0.7, margin: 0.05)

    /// How alike a phrase must sound whole for a reading whose app's name
    /// was heard only weakly, and the phrase's own words not enough for it
    /// (`FlexibleSearch.wordShareNeeded`), to stand at all: "love the glass
    /// of water and shelter" for "log a glass of water in Gulper". Tuning
    /// part (full run, with the margin above): 0.85 79.2 / 87.1 %; 0.8
    /// 80.2 / 87.5 %; 0.75 80.9 / 87.8 %; 0.7 81.0 / 88.1 % but one
    /// out-of-domain transcript accepted ("how am i doing this monitor",
    /// 0.71 alike). Stop 27 kept 0.8 for room from it, and because with the
    /// phrase heard as one run around the name, not in two parts, 0.75 let
    /// three phrases with another app's name through and the checking
    /// part's "what's my step count" was Calm's "what's my Calm streak"
    /// ("count" weakly Calm, "step" heard for "streak" before it). Heard in
    /// two parts, **0.75** lets none of those through (stop 28, with the
    /// readings told apart by sound: 80.5 / 87.6 → 81.2 / 87.9 %, no false
    /// accept; the nearest must-not-accept reading of the tuning part
    /// sounds 0.715 alike).
    static let weakNameWholeSound = 0.75

    /// A reading is credited only with a whole sound at least this alike.
    static let wholeSoundFloor = 0.5

    /// `found` with its best reading credited with how alike the utterance
    /// sounds to the phrase that reading says, less `wholeSoundMargin` (or
    /// `namedWholeSoundMargin`), where that is more than its alignment
    /// earned.
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
    ///
    /// A reading with a weak name short of the phrase's words stands only
    /// where the phrase sounds `weakNameWholeSound` alike whole; the rest
    /// are dropped.
    ///
    /// `heard` is the sounds of the utterance's first `wordCount` words,
    /// the words the readings were found in (`FlexibleSearch.sounds`).
    func creditingWholeSound(_ all: [FlexibleSearch.Found], heard: UtteranceSounds, wordCount: Int) -> [FlexibleSearch.Found] {
        let found = all.filter { reading in
            !reading.isWeakNameUnconfirmed || wholeSound(reading, heard: heard, wordCount: wordCount) ?? 0 >= Self.weakNameWholeSound
        }
        guard let best = found.indices.filter({ !index.entries[Int(found[$0].entry)].isNegative }).max(by: { found[$0].score < found[$1].score }),
            index.entries[Int(found[best].entry)].namesApp, !found[best].leavesWordsUnexplained
        else { return found }
        var credited = found
        // The best reading's name vouches for the utterance: a negative
        // phrase that sounds as alike is credited as much, and still vetoes.
        let margin = found[best].nameSimilarity ?? 0 >= Self.namedWholeSoundMargin.name ? Self.namedWholeSoundMargin.margin : Self.wholeSoundMargin
        func credit(_ k: Int, _ parts: SoundParts?) {
            guard let parts, case let whole = Self.wholeSound(of: parts), whole >= Self.wholeSoundFloor,
                whole - margin > found[k].score
            else { return }
            credited[k].score = min(0.99, whole - margin)
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
    /// out (the app boundary judges them: `FlexibleSearch.Found.name`).
    /// The part before the name is compared with the words before it, the
    /// part after with the words after, each weighed by its length: words
    /// heard on the wrong side of the name do not stand for the phrase's.
    /// `nil` where a slot took free text or was not said, or the name was
    /// said out of its place.
    ///
    /// - Complexity: O(*n* · *m*) for utterance and phrase phoneme counts
    ///   *n* and *m*.
    func wholeSound(_ found: FlexibleSearch.Found, heard sounds: UtteranceSounds, wordCount: Int) -> Double? {
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
    func soundParts(_ found: FlexibleSearch.Found, heard sounds: UtteranceSounds, wordCount: Int) -> SoundParts? {
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
    func phraseParts(_ found: FlexibleSearch.Found) -> [[Phoneme]]? {
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
