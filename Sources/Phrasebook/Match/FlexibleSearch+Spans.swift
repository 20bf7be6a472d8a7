import Foundation

extension FlexibleSearch {
    // MARK: - Spans of values

    /// Every way a whole form of `list` is said starting at word `start`,
    /// closely enough, at most one per end and form.
    ///
    /// Two ways to find them, both scored by the better of spelling and
    /// sound: the list's trie, walked with what each word — or each run of
    /// up to three words — of the utterance may be (how a list of a hundred
    /// thousand names is searched); and, for a short list, each form against
    /// every run of words near its length, so a name heard as other words
    /// entirely ("then lee" for "Zenly") is still found.
    mutating func spans(of list: Int32, from start: Int) -> [Span] {
        if let memo = spanMemo[list] { return memo[start] }
        let values = index.lists[Int(list)]
        let trie = values.trie
        let minimum = values.isAppNames ? parameters.appNameSimilarity : parameters.valueSimilarity
        let crowdedMinimum = values.isAppNames ? minimum : Self.requiredSimilarity(amongWords: values.words.count, parameters: parameters)
        // A long value (`longValuePhonemes` sounds or more) may be said a
        // little less closely: so many sounds this alike are seldom alike by
        // chance.
        let longMinimum = values.isAppNames ? minimum : min(minimum, parameters.longValueSimilarity)
        let longCrowdedMinimum =
            values.isAppNames ? minimum : Self.requiredSimilarity(amongWords: values.words.count, base: longMinimum, parameters: parameters)
        func isLong(_ phonemes: Int) -> Bool { phonemes >= parameters.longValuePhonemes }
        let n = tokens.count
        var all: [[Span]] = Array(repeating: [], count: n + 1)
        var formSounds: [Phoneme] = []
        for j in 0..<n {
            // Per end position: every form said closely enough there, best kept per node.
            var found: [Int: [Int32: Double]] = [:]
            func record(_ node: Int32, _ end: Int, _ score: Double, isLong: Bool = false) {
                guard score >= (isLong ? longMinimum : minimum), score >= (isLong ? longCrowdedMinimum : crowdedMinimum),
                    score > found[end]?[node] ?? 0,
                    score >= 1 || !isCrowded(list, j..<end) || score >= parameters.crowdedValueSimilarity
                else { return }
                found[end, default: [:]][node] = score
            }
            // (node, position, similarity sum, form words consumed)
            var frontier: [(Int32, Int, Double, Int)] = [(TokenTrie.root, j, 0, 0)]
            func reach(_ child: Int32, _ position: Int, _ sum: Double, _ count: Int, into frontier: inout [(Int32, Int, Double, Int)]) {
                if trie.hasPayload(at: child) {
                    var score = sum / Double(count)
                    var long = false
                    if score < 1, let form = trie.firstPayload(at: child) {
                        // The whole form against the whole run of words, by sound:
                        // boundaries the recogniser moved do not count.
                        spell(values.forms[Int(form)], into: &formSounds)
                        long = isLong(formSounds.count)
                        let heard = formSounds.withUnsafeBufferPointer { said in
                            sounds.withPhonemes(of: j..<position) { Similarity.sounds(said, $0, minimum: long ? longMinimum : Similarity.soundMinimum) }
                        }
                        score = max(score, heard)
                    }
                    record(child, position, score, isLong: long)
                }
                if position < n, count < 12 { frontier.append((child, position, sum, count)) }
            }
            while let (node, at, sum, count) = frontier.popLast() {
                guard at < n else { continue }
                // A word of the value said twice ("red bush bush tea") is a
                // stumble: the walk goes on past the repeat.
                if at > j, tokens[at] == tokens[at - 1], count < 12 { frontier.append((node, at + 1, sum, count + 1)) }
                for run in 1...min(Self.maximumRun, n - at) {
                    for (word, similarity) in alternatives[run - 1][at] {
                        if let child = trie.child(of: node, token: word) {
                            reach(child, at + run, sum + similarity, count + 1, into: &frontier)
                        }
                        if run == 1, let child = trie.compoundChild(of: node, token: word) {
                            reach(child, at + 1, sum + 2 * similarity, count + 2, into: &frontier)
                        }
                    }
                }
            }
            // A short list: every form against the runs of words as long as it or a little longer.
            if !values.isAppNames, let forms = values.sounds {
                for form in forms {
                    // At least as many words as the form has: a word of it left
                    // out is not a mishearing, and fewer, longer words are the
                    // trie's compound edges (`codingbridge`).
                    let shortest = j + form.wordCount, longest = min(n, j + form.wordCount + 2)
                    guard shortest <= longest else { continue }
                    let long = isLong(form.phonemes.count)
                    for end in shortest...longest where Self.mayBeAlike(form.key, heardKey(j..<end), slack: parameters.valueKeySlack) {
                        let heard = form.phonemes.withUnsafeBufferPointer { said in
                            sounds.withPhonemes(of: j..<end) { Similarity.sounds(said, $0, minimum: long ? longMinimum : minimum) }
                        }
                        if heard > 0 { record(form.node, end, heard, isLong: long) }
                    }
                }
            }
            all[j] = found.map { end, nodes in
                let best = nodes.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }!
                let rivals = best.value < 1 ? nodes.filter { $0.key != best.key && $0.value >= best.value - parameters.rivalMargin }.map(\.key).sorted() : []
                return Span(end: end, node: best.key, score: best.value, rivals: rivals)
            }.sorted { $0.end < $1.end }
        }
        spanMemo[list] = all
        return all[start]
    }

    /// The `SoundKey` of words `span` of the utterance, worked out once.
    mutating func heardKey(_ span: Range<Int>) -> SoundKey.Counted {
        let width = tokens.count + 1
        if heardKeys.isEmpty { heardKeys = Array(repeating: nil, count: width * width) }
        let k = span.lowerBound * width + span.upperBound
        if let known = heardKeys[k] { return known }
        let key = sounds.withPhonemes(of: span, SoundKey.Counted.init)
        heardKeys[k] = key
        return key
    }

    /// Whether two sound keys are close enough for their sounds to be worth
    /// aligning: a consonant class or so apart for every four.
    static func mayBeAlike(_ a: SoundKey.Counted, _ b: SoundKey.Counted, slack: Int) -> Bool {
        let limit = slack + max(a.classes.count, b.classes.count) / 4
        return a.mayBe(within: limit, of: b) && SoundKey.distance(a.classes, b.classes) <= limit
    }

    /// The phonemes of `form`, its words' end to end, into `buffer`.
    func spell(_ form: ValueList.Form, into buffer: inout [Phoneme]) {
        buffer.removeAll(keepingCapacity: true)
        for token in form.tokens { buffer += index.pronunciations[token] }
    }

    /// How closely a value of a list of `words` distinct words must be
    /// said: the more words a list has, the likelier a word heard a little
    /// off is near one of them by chance, though it names something the
    /// list lacks. `valueSimilarity` (or `base`) up to a few hundred
    /// words, rising with the logarithm of the count to
    /// `crowdedValueSimilarity` at tens of thousands.
    static func requiredSimilarity(amongWords words: Int, base: Double? = nil, parameters: MatchParameters) -> Double {
        let (few, many) = (Double(parameters.crowdedWordCount), parameters.crowdedListWords)
        let share = min(1, max(0, log(Double(words) / few) / log(many / few)))
        let base = base ?? parameters.valueSimilarity
        return base + (parameters.crowdedValueSimilarity - base) * share
    }

    /// Whether the list has several words near some word of `span` of the
    /// utterance that is not itself one of its words: there, a word heard
    /// a letter or two off is as likely another value, one the list lacks,
    /// as a misheard one.
    func isCrowded(_ list: Int32, _ span: Range<Int>) -> Bool {
        let values = index.lists[Int(list)]
        // A short list has few words; two of them near one heard is chance.
        guard values.words.count >= parameters.crowdedWordCount else { return false }
        return span.contains { j in
            // A word heard as it is written is not in doubt.
            if let exact = alternatives[0][j].first, exact.similarity >= 1, values.contains(word: exact.id) { return false }
            return alternatives[0][j].lazy.filter { values.contains(word: $0.id) }.count >= 2
        }
    }

    // MARK: - The apps named

    /// The share of a phrase's own words' weight that must be heard for a
    /// name heard `similarity` alike (below `appNameSoundSimilarity`) to
    /// name the app. A phrase that took free text needs the most: free
    /// text explains any words, so its own words say less ("set a timer for
    /// twenty minutes" is no search of Diver).
    static func wordShareNeeded(besideName similarity: Double, tookText: Bool, parameters: MatchParameters = MatchParameters()) -> Double {
        let (weakest, strong) = (parameters.weakNameWordShareWeakest, parameters.weakNameWordShareStrong)
        if tookText { return weakest }
        let strength = (similarity - parameters.weakAppNameSimilarity) / (parameters.appNameSoundSimilarity - parameters.weakAppNameSimilarity)
        let t = min(1, max(0, strength))
        return weakest + t * (strong - weakest)
    }

    /// Where the utterance names each of `apps`: by spelling (the names'
    /// tries, as values are found) and by sound (each name against every
    /// run of up to four words, and against a run whose first word also
    /// carries a preposition: "encoding bridge", "income", or whose first
    /// sound the word before it ends in: "cause angel"). A run with a
    /// word said more than one way (`LetterToSound.variants`: "for" as F
    /// ER) is heard each way: "go for" for "Gulper".
    mutating func appMentions(of apps: [Int32]) -> AppMentions {
        let n = tokens.count
        let (floor, slack) = (parameters.weakAppNameSimilarity, parameters.appNameKeySlack)
        let variantRuns = variantRuns()
        var candidates: [AppMentions.Mention] = []
        var onsetRun: [Phoneme] = []
        for app in apps {
            let list = index.nameList(ofApp: app)
            // Keyed by start · 128 + end · 2 + whether it carries a
            // preposition: a run heard both ways is kept both ways, as the
            // name alone ("an ira" after "with") and as one run into an
            // "in" before it.
            var best: [Int: AppMentions.Mention] = [:]
            func record(_ span: Range<Int>, _ score: Double, carriesPreposition: Bool = false) {
                let key = span.lowerBound * 128 + span.upperBound * 2 + (carriesPreposition ? 1 : 0)
                if score > best[key]?.score ?? 0 {
                    best[key] = AppMentions.Mention(
                        app: app, span: span, score: score, carriesPreposition: carriesPreposition,
                        isWeak: score < parameters.appNameSoundSimilarity)
                }
            }
            for j in 0..<n {
                for span in spans(of: list, from: j) { record(j..<span.end, span.score) }
            }
            for form in index.lists[Int(list)].sounds ?? [] {
                form.phonemes.withUnsafeBufferPointer { name in
                    for j in 0..<n {
                        let opening = prepositionOfItsOwn(at: j)
                        for end in (j + 1)...min(n, j + parameters.longestNameRun) {
                            let key = heardKey(j..<end)
                            let alike = sounds.withPhonemes(of: j..<end) {
                                Self.nameSimilarity(name, form.key, $0, key: key, floor: floor, slack: slack, openingWord: opening)
                            }
                            if alike.plain > 0 { record(j..<end, alike.plain) }
                            if alike.merged > 0 { record(j..<end, alike.merged, carriesPreposition: true) }
                        }
                    }
                    // A name whose first sound was heard as the last of the
                    // word before it ("cause angel" for "call a Zindle",
                    // "that i've" for "to Tide"): the run after that word,
                    // heard with the sound. Not a run that opens with a
                    // preposition, which is the phrase's own word ("open tour
                    // eiffel in starbucks" is no "… in Landmarks").
                    if let onset = name.first, !onset.isVowel, n > 1 {
                        for j in 1..<n where !isPreposition[j] && sounds.withPhonemes(of: (j - 1)..<j, { $0.last }) == onset {
                            for end in (j + 1)...min(n, j + parameters.longestNameRun) {
                                onsetRun.removeAll(keepingCapacity: true)
                                onsetRun.append(onset)
                                sounds.withPhonemes(of: j..<end) { onsetRun += $0 }
                                // A run that has the sound already is heard as it is.
                                guard onsetRun.count > 1, onsetRun[1] != onset else { continue }
                                let alike = onsetRun.withUnsafeBufferPointer { Self.nameSimilarity(name, form.key, $0, key: SoundKey.Counted($0), floor: floor, slack: slack) }
                                if alike.plain > 0 { record(j..<end, alike.plain) }
                            }
                        }
                    }
                    variantRuns.phonemes.withUnsafeBufferPointer { all in
                        for run in variantRuns.runs {
                            let alike = Self.nameSimilarity(
                                name, form.key, UnsafeBufferPointer(rebasing: all[run.sounds]), key: run.key, floor: floor, slack: slack,
                                openingWord: prepositionOfItsOwn(at: run.span.lowerBound).map { _ in run.firstWordCount })
                            if alike.plain > 0 { record(run.span, alike.plain) }
                            if alike.merged > 0 { record(run.span, alike.merged, carriesPreposition: true) }
                        }
                    }
                }
            }
            candidates += best.values
        }
        return AppMentions(candidates, clearScore: parameters.clearlyNamedScore)
    }

    /// How alike an app's name (`name`, whose key is `nameKey`) and a run
    /// of words (`heard`, whose key is `key`) sound: as they are, and with
    /// a preposition run into the run's start — an optional vowel, then N
    /// ("encoding", "income"), or M before P or B: "in" is said "im" before
    /// a sound made with the lips, so a recogniser that hears the name's
    /// first sound as one writes the two that way ("implied" for "in
    /// Tyde"). The key starts with the nasal. A name that starts with the
    /// nasal is heard with it too: the two said as one N ("in iran" for
    /// "in Nyra"), or the name heard with a vowel before it ("an ira" for
    /// "Nyra"). 0 where they are not alike enough to be worth aligning
    /// (`slack`), or less alike than `floor` (`weakAppNameSimilarity`).
    /// Where the run opens with a preposition said as a word of its own
    /// (`openingWord`: its phoneme count), the preposition runs into the
    /// name only whole, cut at that word's end: "and maps" is no "in" and
    /// "… D M AE P S", the D of "and" lent to the name.
    private static func nameSimilarity(
        _ name: UnsafeBufferPointer<Phoneme>, _ nameKey: SoundKey.Counted, _ heard: UnsafeBufferPointer<Phoneme>, key: SoundKey.Counted,
        floor: Double, slack: Int, openingWord: Int? = nil
    ) -> (plain: Double, merged: Double) {
        let plainIsNear = mayBeAlike(nameKey, key, slack: slack)
        guard plainIsNear || key.classes.first == 7 && mayBeAlike(nameKey, key.droppingFirst(), slack: slack) else { return (0, 0) }
        var plain = plainIsNear ? Similarity.sounds(name, heard, minimum: floor) : 0
        var merged = 0.0
        for cut in 1...2 where heard.count > cut && (cut == 1 || heard[0].isVowel)
            && (heard[cut - 1] == .n || heard[cut - 1] == .m && (heard[cut] == .p || heard[cut] == .b))
        {
            if openingWord == nil || openingWord == cut {
                merged = max(merged, Similarity.sounds(name, UnsafeBufferPointer(rebasing: heard[cut...]), minimum: floor))
            }
            // A name that starts with the nasal shares it with the
            // preposition, said once ("in iran" for "in Nyra"), or the
            // nasal was the name's all along, a vowel heard before it
            // ("with an ira" for "with Nyra"): either way the run names it.
            if name.first == heard[cut - 1] {
                let shared = Similarity.sounds(name, UnsafeBufferPointer(rebasing: heard[(cut - 1)...]), minimum: floor)
                merged = max(merged, shared)
                plain = max(plain, shared)
            }
        }
        return (plain, merged)
    }

    /// The phoneme count of word `j` where it is a preposition said as a
    /// word of its own ("in", "and"), `nil` otherwise.
    func prepositionOfItsOwn(at j: Int) -> Int? {
        guard isPreposition[j] else { return nil }
        return sounds.withPhonemes(of: j..<(j + 1)) { $0.count }
    }

    /// A run of words heard another way than usual: where its phonemes are
    /// in the buffer `variantRuns()` returns, and their `SoundKey`.
    struct VariantRun {
        var span: Range<Int>
        var sounds: Range<Int>
        var key: SoundKey.Counted
        /// How many of the phonemes are the first word's.
        var firstWordCount: Int
    }

    /// The runs of words (up to `longestNameRun`) with a word said more
    /// than one way, heard each other way: every choice of the words'
    /// forms but the usual one, `mostVariantsPerRun` at most per run. The
    /// forms are English's: none for an utterance in another language.
    private func variantRuns() -> (phonemes: [Phoneme], runs: [VariantRun]) {
        guard isEnglish else { return ([], []) }
        let variants = tokens.map { LetterToSound.variants[$0] }
        guard variants.contains(where: { $0 != nil }) else { return ([], []) }
        var phonemes: [Phoneme] = []
        var runs: [VariantRun] = []
        var buffer: [Phoneme] = []
        // An odometer over the words' forms: 0 is the usual one.
        var choice: [Int] = []
        choice.reserveCapacity(parameters.longestNameRun)
        for j in tokens.indices {
            for end in (j + 1)...min(tokens.count, j + parameters.longestNameRun) where variants[j..<end].contains(where: { $0 != nil }) {
                choice.removeAll(keepingCapacity: true)
                choice.append(contentsOf: repeatElement(0, count: end - j))
                var made = 0
                while made < parameters.mostVariantsPerRun {
                    // The next choice; all usual again means every one was made.
                    var k = end - j - 1
                    while k >= 0 {
                        choice[k] += 1
                        if choice[k] <= variants[j + k]?.count ?? 0 { break }
                        choice[k] = 0
                        k -= 1
                    }
                    guard k >= 0 else { break }
                    buffer.removeAll(keepingCapacity: true)
                    var firstWordCount = 0
                    for (offset, form) in choice.enumerated() {
                        if form == 0 {
                            sounds.withPhonemes(of: (j + offset)..<(j + offset + 1)) { buffer += $0 }
                        } else {
                            buffer += variants[j + offset]![form - 1]
                        }
                        if offset == 0 { firstWordCount = buffer.count }
                    }
                    let key = buffer.withUnsafeBufferPointer(SoundKey.Counted.init)
                    runs.append(VariantRun(
                        span: j..<end, sounds: phonemes.count..<(phonemes.count + buffer.count), key: key, firstWordCount: firstWordCount))
                    phonemes += buffer
                    made += 1
                }
            }
        }
        return (phonemes, runs)
    }
}
