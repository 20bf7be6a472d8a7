/// How alike a template word, or two said as one, is to a run of the
/// utterance's words: by spelling and by sound, worked out on first use
/// and kept for the utterance (`FlexibleSearch.wordRows`, `pairRows`).
extension FlexibleSearch {
    /// Whether the template word `word` ends in N, as the prepositions do
    /// that a recogniser runs into the name after them: a mention carrying
    /// a preposition starts with a vowel and N ("encoding bridge" for "in
    /// coding bridge"), which stands for "in" or "on", not for "with" or
    /// "to" ("check just as encoding bridge" is not "chat with Coding
    /// Bridge").
    func endsInN(_ word: Int32) -> Bool {
        index.pronunciations.withPhonemes(of: word) { $0.last == .n }
    }

    /// The row of template word `word` in the table of similarities,
    /// added (not yet worked out) on first use.
    mutating func row(of word: Int32) -> Int {
        if let known = wordRows[word] { return known }
        let row = wordRows.count
        wordRows[word] = row
        wordSimilarities += repeatElement(-1, count: Self.maximumRun * tokens.count)
        rowSoundWeights.append(index.pronunciations.weight(of: word))
        return row
    }

    /// How alike template word `word` (whose row is `row`) is to utterance
    /// words `j..<j+run`: the better of their spelling (one or two words run
    /// together) and their sound, 0 for different words.
    ///
    /// - Complexity: O(1) once worked out; the alignment asks for each
    ///   value once per template and cell.
    @inline(__always)
    mutating func similarity(of word: Int32, row: Int, at j: Int, run: Int) -> Double {
        let n = tokens.count
        let k = row * Self.maximumRun * n + (run - 1) * n + j
        let known = wordSimilarities[k]
        return known >= 0 ? Double(known) : workingOutSimilarity(of: word, row: row, at: j, run: run, into: k)
    }

    /// `similarity(of:row:at:run:)` the first time, kept at `k`.
    @inline(never)
    private mutating func workingOutSimilarity(of word: Int32, row: Int, at j: Int, run: Int, into k: Int) -> Double {
        let score = workedOutSimilarity(of: word, row: row, at: j, run: run)
        wordSimilarities[k] = Float(score)
        return score
    }

    /// `similarity(of:row:at:run:)` worked out. Not `mutating`: the
    /// table's arrays are read in place, not copied out of `self`. Inlined
    /// into the mutating caller: a call of a non-mutating method from a
    /// mutating one is handed a copy of the whole search (a 400-byte
    /// `memcpy` for every similarity worked out).
    @inline(__always)
    private func workedOutSimilarity(of word: Int32, row: Int, at j: Int, run: Int) -> Double {
        var score = 0.0
        if run <= 2 {
            var letters = index.vocabulary.word(word)
            var heard = run == 1 ? tokens[j] : joinedPairs[j]
            if Similarity.maySpell(letters.utf8.count, like: heard.utf8.count) {
                score = letters.withUTF8 { x in heard.withUTF8 { Similarity.letters(x, $0) } }
            }
        }
        // One alignment by sound, down to the weak credit's floor for one word:
        // heard in its place as a word only half alike ("tough" for "chat")
        // earns a little, as a substitution, not nothing.
        let floor = run == 1 ? parameters.weakSimilarity : Similarity.soundMinimum
        if score < 1, Similarity.maySound(index.pronunciations.count(of: word), like: sounds.count(of: j..<(j + run)), minimum: floor) {
            let weights = (rowSoundWeights[row], heardSoundWeights[(run - 1) * tokens.count + j])
            let heard = index.pronunciations.withPhonemes(of: word) { said in
                sounds.withPhonemes(of: j..<(j + run)) { heard in Similarity.sounds(said, heard, weights: weights, minimum: floor) }
            }
            if heard >= Similarity.soundMinimum {
                score = max(score, heard)
            } else if score == 0, heard > 0 {
                score = (heard - parameters.weakSimilarity) / (Similarity.soundMinimum - parameters.weakSimilarity) * parameters.weakCredit
            }
        }
        return score
    }

    /// The row of template words `first second` in the table of pair
    /// similarities, added (not yet worked out) on first use.
    mutating func row(of first: Int32, _ second: Int32) -> Int {
        let key = UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second))
        if let known = pairRows[key] { return known }
        let row = pairRows.count
        pairRows[key] = row
        pairSimilarities += repeatElement(-1, count: 2 * tokens.count)
        pairKeys.append(index.pronunciations.withPhonemes(of: first) { a in index.pronunciations.withPhonemes(of: second) { SoundKey.Counted(a, $0) } })
        return row
    }

    /// How alike template words `first second` (whose row is `row`) are to
    /// utterance words `j..<j+run`, one or two ("navigating" for "navigate
    /// in", "chips paterson" for "git status").
    @inline(__always)
    mutating func similarity(of first: Int32, _ second: Int32, row: Int, at j: Int, run: Int) -> Double {
        let n = tokens.count
        let k = row * 2 * n + (run - 1) * n + j
        let known = pairSimilarities[k]
        return known >= 0 ? Double(known) : workingOutSimilarity(of: first, second, row: row, at: j, run: run, into: k)
    }

    /// `similarity(of:_:row:at:run:)` the first time, kept at `k`.
    @inline(never)
    private mutating func workingOutSimilarity(of first: Int32, _ second: Int32, row: Int, at j: Int, run: Int, into k: Int) -> Double {
        // Two words heard for two: only those whose consonants are near the
        // pair's are worth aligning (`pairKeySlack`, a class further than
        // for a value: the boundary moves consonants, "chips paterson" is
        // four classes from "git status").
        if run == 2, !Self.mayBeAlike(pairKeys[row], heardKey(j..<(j + run)), slack: parameters.pairKeySlack) {
            pairSimilarities[k] = 0
            return 0
        }
        let score = workedOutSimilarity(of: first, second, at: j, run: run)
        pairSimilarities[k] = Float(score)
        return score
    }

    /// `similarity(of:_:row:at:run:)` worked out (not `mutating` and
    /// inlined, as above).
    @inline(__always)
    private func workedOutSimilarity(of first: Int32, _ second: Int32, at j: Int, run: Int) -> Double {
        // Most pairs are far longer or shorter than the words: no alignment.
        let firstWord = index.vocabulary.word(first), secondWord = index.vocabulary.word(second)
        let spelled = firstWord.utf8.count + secondWord.utf8.count
        let saidCount = index.pronunciations.count(of: first) + index.pronunciations.count(of: second)
        // Spelled together only as one word heard ("navigating").
        let maySpell = run == 1 && Similarity.maySpell(spelled, like: tokens[j].utf8.count)
        guard maySpell || Similarity.maySound(saidCount, like: sounds.count(of: j..<(j + run))) else { return 0 }
        // The two words end to end, spelled and sounded, on the stack.
        var score = 0.0
        if maySpell {
            score = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: spelled) { joined in
                var firstWord = firstWord, secondWord = secondWord, heard = tokens[j]
                let split = firstWord.withUTF8 { UnsafeMutableBufferPointer(rebasing: joined[...]).initialize(fromContentsOf: $0) }
                _ = secondWord.withUTF8 { UnsafeMutableBufferPointer(rebasing: joined[split...]).initialize(fromContentsOf: $0) }
                return heard.withUTF8 { Similarity.letters(UnsafeBufferPointer(joined), $0) }
            }
        }
        if score < 1, saidCount > 0 {
            let heard = withUnsafeTemporaryAllocation(of: Phoneme.self, capacity: saidCount) { said in
                let split = index.pronunciations.withPhonemes(of: first) { said.initialize(fromContentsOf: $0) }
                _ = index.pronunciations.withPhonemes(of: second) { UnsafeMutableBufferPointer(rebasing: said[split...]).initialize(fromContentsOf: $0) }
                return sounds.withPhonemes(of: j..<(j + run)) { Similarity.sounds(UnsafeBufferPointer(said), $0) }
            }
            // Two words heard for two: their boundary moved, or not at all.
            let isOneSound = run == 1 || heard > 0 && heard > wordByWordSimilarity(first, second, at: j) + parameters.movedBoundaryMargin
            if isOneSound { score = max(score, heard) }
        }
        return score
    }

    /// How alike template words `first second` are to utterance words `j`
    /// and `j + 1` word by word, each word's share by its number of sounds:
    /// the pair said whole must beat this, or it only smooths a word heard
    /// wrong ("swich off" is no "switch on") into its neighbour.
    private func wordByWordSimilarity(_ first: Int32, _ second: Int32, at j: Int) -> Double {
        func alike(_ word: Int32, _ heard: Int) -> Double {
            index.pronunciations.withPhonemes(of: word) { said in sounds.withPhonemes(of: heard..<(heard + 1)) { Similarity.sounds(said, $0, minimum: 0) } }
        }
        let firstCount = Double(index.pronunciations.count(of: first)), secondCount = Double(index.pronunciations.count(of: second))
        return (alike(first, j) * firstCount + alike(second, j + 1) * secondCount) / (firstCount + secondCount)
    }

    /// Whether utterance word `j` is, or sounds like, a word of some value of `list`.
    func isValueWord(at j: Int, of list: Int32) -> Bool {
        guard !isFiller[j] else { return false }
        let values = index.lists[Int(list)]
        return alternatives[0][j].contains { $0.similarity >= parameters.valueWordSimilarity && values.contains(word: $0.id) }
    }

    /// `span` without hesitations and politeness at its ends ("um the login
    /// bug please thank you" → "the login bug"; `isTextEdgeFiller`), keeping
    /// at least one word.
    func trimmingFillers(_ span: Range<Int>) -> Range<Int> {
        Self.trimming(span, of: tokens) { isTextEdgeFiller[$0] }
    }

    /// `span` of `tokens` without the words `isEdge` at its ends, nor the
    /// "you" of a "thank you" (its "thank" one of them) at its end,
    /// keeping at least one word: free text as a flexible reading or an
    /// exact one (`exactTextTrimsPoliteness`) takes it.
    static func trimming(_ span: Range<Int>, of tokens: [String], isEdge: (Int) -> Bool) -> Range<Int> {
        var lower = span.lowerBound, upper = span.upperBound
        func isThankYou() -> Bool { upper - 2 >= lower && tokens[upper - 1] == "you" && tokens[upper - 2] == "thank" && isEdge(upper - 2) }
        while upper - lower > 1, isEdge(upper - 1) || isThankYou() { upper -= 1 }
        while upper - lower > 1, isEdge(lower) { lower += 1 }
        return lower..<upper
    }
}
