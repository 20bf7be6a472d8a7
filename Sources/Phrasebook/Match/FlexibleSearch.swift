import Foundation

/// Finds templates an utterance says *approximately*: with extra words
/// (fillers, politeness, false starts), a minor word missing, or words
/// misheard — near spellings, sound-alikes (`coat` for `code`), and words
/// split or run together wherever the recogniser put the boundaries
/// ("med a station" for "meditation", "encoding bridge" for "in coding
/// bridge").
///
/// For each candidate template it aligns the utterance to the template's
/// words and slots with dynamic programming, maximising
///
///     Σ weight(word) · similarity  −  W · Σ cost(extra word)
///
/// where rare, informative words weigh more than common ones, slots (the
/// app's name, a value) weigh most, and *W* is the template's total weight.
/// One to three words of the utterance may stand for one template word, and
/// one word for two; how alike they are is the better of their spelling and
/// their sound (`Similarity`, `UtteranceSounds`). The score is that maximum
/// over *W*. Slots are hard constraints: the app's name must be said — or
/// something that sounds like it and like no other app's (`AppMentions`) —
/// and a value must be a real value of its type, said closely.
struct FlexibleSearch {
    struct Span {
        var end: Int
        /// The value trie's node where the form said ends (its payloads are the forms).
        var node: Int32
        var score: Double
        /// Other forms said almost as closely over the same words (nodes):
        /// the list is crowded there, and the utterance does not say which.
        var rivals: [Int32] = []
    }

    /// Weights of slots relative to template words (which weigh 0.2 to 1).
    static let appNameWeight = 2.0
    static let valueWeight = 2.0
    static let freeTextWeight = 0.5
    /// Cost of an extra word as a fraction of the template's weight.
    static let fillerCost = 0.02
    static let extraCost = 0.08
    /// A word heard in a template word's place and alike in nothing ("they
    /// got when I left off" for "pick up where I left off") costs this
    /// share of an extra word, beside the template word's weight lost: one
    /// word said for another is one mistake, not a word missed and a word
    /// added. Only where the template names its app, whose name then
    /// vouches for it; a phrase without the name has only its words ("how
    /// am I doing this month" is no "show my spending this month").
    /// Tuning part, full run, transcripts whose entity words survived:
    /// 74.2 → 74.7 % right (n-best 82.7 → 82.9 %), no false accept more;
    /// 0.5 gains a little more (75.0 %, 83.1 %) nearer the edge: at 0.25,
    /// six false accepts for three. For every template, 0.75 takes 17
    /// more out-of-domain utterances, all "how am I doing this month".
    /// And only for a word a recogniser writes (`isCommonWord`): `make
    /// bench`'s "order quiloto husul pizza from daily byte" was Daily
    /// Byte's "order a coffee" with any word for "a" (the evaluation's
    /// figures the same).
    static let unrelatedWordCost = 0.75
    /// A word left over beside a value that is a word of the value list.
    static let besideValueCost = 0.4
    /// How closely an app's name or a value must be said.
    static let appNameSimilarity = 0.8
    static let valueSimilarity = 0.75
    /// How closely a value must be said where its list is crowded.
    static let crowdedValueSimilarity = 0.97
    /// Forms said within this of the best form over the same words are its rivals.
    static let rivalMargin = 0.1
    /// The most utterance words that may stand for one template word or value word.
    static let maximumRun = 3
    /// Two template words heard as two others with the boundary between
    /// them moved ("chips paterson" for "git status") count as one sound
    /// only where that sounds this much more alike than their words one by
    /// one: said whole, a pair would smooth a word heard wrong into its
    /// neighbour ("swich off" for "switch on"). Tuning part, full run:
    /// entity words survived 74.9 → 75.4 % (n-best 83.1 → 83.7 %), no false
    /// accept more, the checking part unchanged; margins 0.05, 0.1 and 0.15
    /// the same, three words for two no better. Without the margin, typed
    /// misheard words 98.8 → 98.1 % on the checking part ("swich off … in
    /// tyde" ambiguous with "switch on").
    static let movedBoundaryMargin = 0.1
    /// Longer utterances are cut: nobody says a shortcut in 48 words (and
    /// `Found.leftOver` has a bit for each of at most 64).
    static let maximumTokens = 48

    static let fillers: Set<String> = [
        "hey", "hi", "hello", "um", "uh", "uhm", "umm", "erm", "er", "ah", "oh", "please", "could", "would", "can",
        "will", "you", "kindly", "just", "siri", "okay", "ok", "so", "well", "like", "now", "the", "a", "an", "i",
        "want", "wanna", "to", "me", "for", "thanks", "thank", "go", "ahead", "yeah", "yes", "quickly", "right",
        "actually", "maybe", "let", "us", "lets", "do", "need", "id", "love", "some", "sorry", "wait", "mean", "oops",
    ]
    /// Words that introduce an app's name, as recognisers write them
    /// (`in` is often heard as `and` or `an`).
    static let prepositions: Set<String> = [
        "in", "on", "with", "from", "to", "for", "using", "via", "at", "into", "through", "and", "an",
    ]

    let index: PhraseIndex
    let tokens: [String]
    /// The filler words and the prepositions before an app's name of the
    /// utterance's language: English's, or `LanguageWords`' for another.
    let fillers: Set<String>
    let prepositions: Set<String>
    /// Whether the utterance is English, whose words' weak forms
    /// (`LetterToSound.variants`) its runs are heard in too.
    let isEnglish: Bool
    /// `joinedPairs[j]`: words `j` and `j + 1` written as one.
    let joinedPairs: [String]
    /// Whether each word is one of `fillers`, looked up once.
    let isFiller: [Bool]
    /// Whether each word is one a recogniser writes — a word of the lint's
    /// list of common English words (`Linter.CommonWords.members`, English
    /// only; not its other forms, which cost a dozen suffix tests a word):
    /// only such a word is a mishearing of a template word it is nothing
    /// like; an unknown one there is more likely a name or a value the
    /// phrases lack.
    let isCommonWord: [Bool]
    /// Each word's vocabulary number, where the phrases have the word.
    let tokenIDs: [Int32?]
    let sounds: UtteranceSounds
    /// `alternatives[b - 1][j]`: vocabulary words that words `j..<j+b` of
    /// the utterance may stand for, with similarity, best first.
    let alternatives: [[[(id: Int32, similarity: Double)]]]
    var spanMemo: [Int32: [[Span]]] = [:]
    /// Similarity of a template word to runs of the utterance's words,
    /// worked out on first use: row per word, column `(b - 1) · n + j`.
    private var wordRows: [Int32: Int] = [:]
    private var wordSimilarities: [Float] = []
    /// `PhoneticDistance.weightedLength` of each row's word, and of each
    /// run of the utterance's words (`(b - 1) · n + j`).
    private var rowSoundWeights: [Float] = []
    private let heardSoundWeights: [Float]
    /// The same for two template words said as one utterance word: row
    /// per pair, column `j`.
    private var pairRows: [UInt64: Int] = [:]
    private var pairSimilarities: [Float] = []
    /// Each pair's `SoundKey`, by row.
    private var pairKeys: [SoundKey.Counted] = []
    /// `SoundKey`s of runs of the utterance's words, by start · (words + 1) + end,
    /// worked out on first use.
    var heardKeys: [SoundKey.Counted?] = []
    var mentions: AppMentions?

    init(index: PhraseIndex, tokens: [String], language: String? = nil) {
        self.index = index
        let isEnglish = Catalog.isEnglish(language)
        self.isEnglish = isEnglish
        fillers = isEnglish ? Self.fillers : LanguageWords.fillers(language)
        prepositions = isEnglish ? Self.prepositions : LanguageWords.prepositions(language)
        let words = Array(tokens.prefix(Self.maximumTokens))
        self.tokens = words
        let joinedPairs = words.indices.dropLast().map { words[$0] + words[$0 + 1] }
        self.joinedPairs = joinedPairs
        isFiller = words.map(fillers.contains)
        isCommonWord = isEnglish ? words.map(Linter.CommonWords.members.contains) : words.map { _ in false }
        tokenIDs = words.map { index.vocabulary.id(of: $0) }
        let sounds = UtteranceSounds(words, index: index)
        self.sounds = sounds
        heardSoundWeights = (1...Self.maximumRun).flatMap { run in
            words.indices.map { j in j + run <= words.count ? sounds.withPhonemes(of: j..<(j + run), PhoneticDistance.weightedLength) : 0 }
        }
        var alternatives: [[[(id: Int32, similarity: Double)]]] = []
        for run in 1...Self.maximumRun {
            var row: [[(id: Int32, similarity: Double)]] = []
            for j in 0..<max(0, words.count - run + 1) {
                // A word every utterance may say (a template's, a filler)
                // has its alternatives from the index, worked out once.
                if run == 1, let known = index.knownAlternatives[words[j]] {
                    row.append(known)
                    continue
                }
                let letters = run == 1 ? words[j] : run == 2 ? joinedPairs[j] : joinedPairs[j] + words[j + 2]
                row.append(sounds.withPhonemes(of: j..<(j + run)) { Self.alternatives(to: letters, sounding: $0, words: run, in: index) })
            }
            alternatives.append(row)
        }
        self.alternatives = alternatives
    }

    /// The vocabulary words that a run of `words` utterance words, spelled
    /// `letters` (written together) and sounding `heard`, may stand for,
    /// with similarity, best first.
    static func alternatives(
        to letters: String, sounding heard: UnsafeBufferPointer<Phoneme>, words: Int, in index: PhraseIndex
    ) -> [(id: Int32, similarity: Double)] {
        index.fuzzy.similarWords(
            to: letters, sounding: heard, byLetters: words <= 2, in: index.vocabulary,
            pronunciations: index.pronunciations, limit: words == 1 ? 8 : 4)
    }

    // MARK: - Candidates

    /// A template the utterance fits: its score and, per slot, what the slot
    /// took (`nil`: left unsaid).
    struct Found {
        var entry: Int32
        var score: Double
        var captures: [SlotCapture?]
        /// Whether words were left over that may be another value or
        /// another app's name, or a value or text left unsaid beside them.
        var leavesWordsUnexplained = false
        /// Where the app's name was said: the utterance's words and the
        /// template's symbols they stand for (the name, and a preposition
        /// run into it) — for a template without the name, the words that
        /// name its app anyway, which cost nothing there. `nil` where the
        /// template's name was said out of its place.
        var name: (words: Set<Int>, symbols: Range<Int>)?
        /// Whether the name was heard only weakly and the phrase's own
        /// words not enough for it (`wordShareNeeded`): the reading stands
        /// only if the phrase is heard whole.
        var isWeakNameUnconfirmed = false
        /// How closely the app's name was heard in its place, where it was.
        var nameSimilarity: Double?
        /// The words the alignment left over (bit *k*: word *k*), which a
        /// value said beside the phrase may be among
        /// (`App.fillingRequiredParameters`).
        var leftOver: UInt64 = 0
    }

    /// Readings of the utterance, scored, for every plausible template
    /// `scope` allows (its app, its language).
    mutating func readings(in scope: MatchScope) -> [Found] {
        guard !tokens.isEmpty else { return [] }
        let apps = (0..<Int32(scope.locales.count)).filter(scope.allows(app:))
        let mentions = appMentions(of: apps)
        self.mentions = mentions

        var candidates = Set<Int32>()
        for run in alternatives {
            for options in run {
                for (word, _) in options { candidates.formUnion(index.templatePostings[word] ?? []) }
            }
        }
        for (list, entries) in index.listEntries where !index.lists[Int(list)].isAppNames {
            // Only lists that some template the app boundary allows could take.
            let app = index.lists[Int(list)].app
            guard scope.allows(app: app) else { continue }
            let name = TokenTrie.Symbol.slot(.values(index.nameList(ofApp: app)))
            guard entries.contains(where: { e in
                mentions.allows(app: app, hasNameSlot: index.entries[Int(e)].symbols.contains(name))
            }) else { continue }
            if (0..<tokens.count).contains(where: { !spans(of: list, from: $0).isEmpty }) { candidates.formUnion(entries) }
        }
        // Every phrase of an app the utterance names. (A name heard only
        // weakly counts only where a phrase's own words were heard: those
        // phrases are candidates by their words already.)
        for a in apps where mentions.namesOnItsOwn(a) {
            candidates.formUnion(index.listEntries[index.nameList(ofApp: a)] ?? [])
        }

        var result: [Found] = []
        for entryNumber in candidates.sorted() {
            let entry = index.entries[Int(entryNumber)]
            guard scope.allows(entry) else { continue }
            let hasNameSlot = entry.namesApp
            guard mentions.allows(app: entry.app, hasNameSlot: hasNameSlot) else { continue }
            let leading = hasNameSlot ? mentions.leading(of: entry.app, tokens: tokens, fillers: fillers) : nil
            let free = hasNameSlot
                ? Set(leading?.span ?? 0..<0) : mentions.positions(of: entry.app, tokens: tokens, prepositions: prepositions)
            if let aligned = align(entry, freePositions: free, leadingMention: leading, mentions: mentions.mentions(of: entry.app)) {
                result.append(Found(entry: entryNumber, score: aligned.score, captures: aligned.captures, leavesWordsUnexplained: aligned.leavesWordsUnexplained,
                    name: hasNameSlot ? aligned.name.map { (Set($0.words), $0.symbols) } : (free, 0..<0), isWeakNameUnconfirmed: aligned.unconfirmed,
                    nameSimilarity: aligned.nameSimilarity, leftOver: aligned.leftOver))
                // The negative phrase it contradicts fits as well as it does.
                if let negative = aligned.contradicted {
                    result.append(Found(entry: negative, score: aligned.score, captures: []))
                }
            }
        }
        return result
    }

    // MARK: - Alignment

    private struct Back {
        var i: Int16 = -1
        var j: Int16 = -1
        /// The value trie node of the form a value slot took, or `-1`.
        var node: Int32 = -1
        var isText = false
        /// The app's name slot, satisfied by the name said elsewhere ("Hey Calm, start meditation").
        var isMention = false
        /// The app's name slot, said where it goes.
        var isName = false
        /// … by a mention said less closely than a name must be on its own.
        var isWeakName = false
        /// A template word said (not skipped).
        var isWord = false
    }

    /// The alignment's table: the best score reaching each (template
    /// symbol, utterance word) and the step it came by. A struct, so that
    /// relaxing a cell is a plain write (a closure over two arrays would
    /// box them and check exclusive access on every cell).
    private struct Table {
        var dp: [Double]
        var back: [Back]
        let width: Int

        init(rows: Int, width: Int) {
            dp = [Double](repeating: -.infinity, count: rows * width)
            back = [Back](repeating: Back(), count: rows * width)
            self.width = width
            dp[0] = 0
        }

        @inline(__always)
        mutating func relax(_ i: Int, _ j: Int, _ value: Double, _ from: Back) {
            let k = i * width + j
            if value > dp[k] {
                dp[k] = value
                back[k] = from
            }
        }
    }

    /// A word heard in a template word's place that sounds at least this
    /// alike, though less than `Similarity.soundMinimum`, earns up to
    /// `weakCredit` of its weight (chosen on the evaluation set's tuning
    /// part: three points more transcripts right, no more false accepts).
    static let weakSimilarity = 0.5
    static let weakCredit = 0.5

    /// The share of a template's own words' weight that must be heard for
    /// its free text to be taken (chosen on the tuning part: out-of-domain
    /// transcripts accepted 2 → 0 of 528, n-best 3 → 0, for 2 of 1,816
    /// transcripts right).
    static let freeTextWordShare = 0.75

    /// A reading whose app's name was heard this clearly, in the
    /// template's place, beside the template's own words (three quarters
    /// of their weight) and its values as they are written, with no word
    /// left over that may be another value or another app's name, closes
    /// `clearNameBonus` of the gap between its score and 1: the name is
    /// evidence of its own ("could you please, if it's not too much
    /// trouble, open Paris in Landmarks"). Chosen on the tuning part (full
    /// run): 0.125 takes typed extra words 99.2 → 99.3 % (checking 98.3 →
    /// 99.7 %) with no false accept more (0.2 the same; 0.3 five more); a
    /// flat 0.05 made readings at 0.99 tie. Without the template's words
    /// and exact values, "order toto neknek pizza from atlas" was Atlas's
    /// place Neknek (`make bench`'s no-match utterances, 100,000 values).
    static let clearNameSimilarity = 0.9
    static let clearNameBonus = 0.125

    /// The app's name said out of the template's order counts this much of its weight.
    static let mentionCredit = 0.9

    /// The best alignment of the utterance with `entry`, or `nil` if a slot
    /// that must be said is not.
    private mutating func align(
        _ entry: PhraseIndex.Entry, freePositions: Set<Int>, leadingMention: AppMentions.Mention?,
        mentions: [AppMentions.Mention]
    ) -> (
        score: Double, captures: [SlotCapture?], contradicted: Int32?, leavesWordsUnexplained: Bool, name: (words: Range<Int>, symbols: Range<Int>)?,
        unconfirmed: Bool, nameSimilarity: Double?, leftOver: UInt64
    )? {
        let symbols = entry.symbols
        let m = symbols.count, n = tokens.count
        var weights: [Double] = []
        var slotNumber: [Int] = []
        var slot = 0
        // The weight of the template's own words, slots aside.
        var wordWeight = 0.0
        for symbol in symbols {
            switch symbol {
            case .token(let t):
                weights.append(index.wordWeights[t] ?? 0.5)
                wordWeight += weights[weights.count - 1]
                slotNumber.append(-1)
            case .slot(.values(let list)):
                weights.append(index.lists[Int(list)].isAppNames ? Self.appNameWeight : Self.valueWeight)
                slotNumber.append(slot)
                slot += 1
            case .slot(.freeText):
                weights.append(Self.freeTextWeight)
                slotNumber.append(slot)
                slot += 1
            }
        }
        let total = weights.reduce(0, +)
        let cost: [Double] = tokens.indices.map { j in
            freePositions.contains(j) ? 0 : (isFiller[j] ? Self.fillerCost : Self.extraCost) * total
        }
        // Looked up once per template, not once per cell: each word's row of
        // similarities, each value slot's spans.
        var rows = [Int](repeating: -1, count: m)
        var pairs = [Int](repeating: -1, count: m)
        var slotSpans = [[[Span]]](repeating: [], count: m)
        // Template words before the app's name that a mention carrying a
        // preposition may stand for with it, a bit each (a template is far
        // shorter than 64 symbols; a set here would cost an allocation an
        // alignment).
        var runsIntoName: UInt64 = 0
        for (i, symbol) in symbols.enumerated() {
            switch symbol {
            case .token(let t):
                rows[i] = row(of: t)
                if i + 1 < m, case .token(let next) = symbols[i + 1] { pairs[i] = row(of: t, next) }
                if i + 1 < m, i < 64, case .slot(.values(let list)) = symbols[i + 1], index.lists[Int(list)].isAppNames, endsInN(t) {
                    runsIntoName |= 1 << UInt64(i)
                }
            case .slot(.values(let list)) where !index.lists[Int(list)].isAppNames:
                _ = spans(of: list, from: 0)
                slotSpans[i] = spanMemo[list] ?? []
            default: break
            }
        }

        let width = n + 1
        var table = Table(rows: m + 1, width: width)
        for i in 0...m {
            for j in 0...n {
                let here = table.dp[i * width + j]
                guard here > -.infinity else { continue }
                let from = Back(i: Int16(i), j: Int16(j))
                if j < n { table.relax(i, j + 1, here - cost[j], from) }  // an extra word
                guard i < m else { continue }
                switch symbols[i] {
                case .token(let t):
                    table.relax(i + 1, j, here, from)  // a missing word
                    guard j < n else { continue }
                    var said = from
                    said.isWord = true
                    // A word heard in its place that is nothing like it.
                    if entry.namesApp, isCommonWord[j] { table.relax(i + 1, j + 1, here - Self.unrelatedWordCost * cost[j], from) }
                    // One, two or three words heard for the template's word.
                    for run in 1...min(Self.maximumRun, n - j) {
                        let s = similarity(of: t, row: rows[i], at: j, run: run)
                        if s > 0 { table.relax(i + 1, j + run, here + weights[i] * s, said) }
                    }
                    // Two template words heard as one or two.
                    if pairs[i] >= 0, case .token(let next) = symbols[i + 1] {
                        for run in 1...min(2, n - j) {
                            let s = similarity(of: t, next, row: pairs[i], at: j, run: run)
                            if s > 0 { table.relax(i + 2, j + run, here + (weights[i] + weights[i + 1]) * s, said) }
                        }
                    }
                    // A preposition run into the app's name after it ("encoding bridge").
                    if i < 64, runsIntoName & (1 << UInt64(i)) != 0 {
                        var name = from
                        name.isName = true
                        name.isWord = true
                        for mention in mentions where mention.carriesPreposition && mention.span.lowerBound == j {
                            name.isWeakName = mention.isWeak
                            table.relax(i + 2, mention.span.upperBound, here + (weights[i] + weights[i + 1]) * mention.score, name)
                        }
                    }
                case .slot(.values(let list)):
                    if index.lists[Int(list)].isAppNames {
                        if let leadingMention, j >= leadingMention.span.upperBound {
                            var mention = from
                            mention.isMention = true
                            table.relax(i + 1, j, here + weights[i] * Self.mentionCredit * leadingMention.score, mention)
                        }
                        var name = from
                        name.isName = true
                        // A preposition said as a word of its own ("… in
                        // diver") is the template's word before the name,
                        // or an extra word: not part of the name. One run
                        // into the name's first word ("encoding bridge")
                        // cannot be told apart from it. Tuning part, full
                        // run: entity words survived 74.7 → 74.9 % (n-best
                        // 82.9 → 83.1 %), no false accept more: "show to add
                        // links in diver" is no longer "add a link to Diver"
                        // with "in" for nothing.
                        for mention in mentions where mention.span.lowerBound == j
                            && !(mention.carriesPreposition && prepositions.contains(tokens[j]))
                        {
                            name.isWeakName = mention.isWeak
                            table.relax(i + 1, mention.span.upperBound, here + weights[i] * mention.score, name)
                        }
                        continue
                    }
                    table.relax(i + 1, j, here, from)  // a value left unsaid: asked for later
                    guard j < n else { continue }
                    for span in slotSpans[i][j] {
                        var step = from
                        step.node = span.node
                        table.relax(i + 1, span.end, here + weights[i] * span.score, step)
                    }
                case .slot(.freeText):
                    table.relax(i + 1, j, here, from)
                    guard j < n else { continue }
                    for end in (j + 1)...n {
                        var step = from
                        step.isText = true
                        table.relax(i + 1, end, here + weights[i], step)
                    }
                }
            }
        }
        var best = table.dp[m * width + n]
        guard best > 0, total > 0 else { return nil }
        // Walk back for what each slot took, which words were said, and
        // which words of the utterance nothing explains.
        var captures: [SlotCapture?] = Array(repeating: nil, count: slot)
        var saidWords = Set<Int>()
        // How much of the template's own words' weight was heard.
        var heardWordWeight = 0.0
        // … and of the prepositions run into the app's name.
        var heardPrepositionWeight = 0.0
        var isLeftOver = [Bool](repeating: false, count: n)
        var leftOverMask: UInt64 = 0
        var valueSpans: [(list: Int32, span: Range<Int>)] = []
        // The similarity of the least alike name said weakly, if any.
        var weakestName: Double?
        // How alike each name said in the template's place was.
        var namesSaid: [Double] = []
        // Whether words that may be another value or another app's name were left over.
        var isUnexplained = false
        // Whether a value was heard less than as it is written.
        var isValueInDoubt = false
        var contradicted: Int32?
        // Where the app's name was said in its place.
        var nameSaid: (words: Range<Int>, symbols: Range<Int>)?
        // Whether a weak name lacks the phrase's words heard beside it.
        var isWeakNameUnconfirmed = false
        var i = m, j = n
        while i > 0 || j > 0 {
            let step = table.back[i * width + j]
            guard step.i >= 0 else { break }
            let pi = Int(step.i), pj = Int(step.j)
            // What the step earned: the weight of the symbols it covers times its similarity.
            let earned = table.dp[i * width + j] - table.dp[pi * width + pj]
            if step.isName {
                nameSaid = (pj..<j, pi..<i)
                let covered = weights[pi..<i].reduce(0, +)
                let similarity = covered > 0 ? earned / covered : 0
                if step.isWeakName { weakestName = min(weakestName ?? 1, similarity) }
                namesSaid.append(similarity)
                // The preposition run into it ("encoding bridge") was heard too.
                for k in pi..<i where slotNumber[k] < 0 { heardPrepositionWeight += weights[k] * similarity }
            }
            if step.isWord {
                saidWords.formUnion(pi..<i)
                if !step.isName {
                    heardWordWeight += earned
                    // One word heard for one other word of the template, not
                    // part of a run ("go all" for "goal").
                    if !entry.isNegative, contradicted == nil, i - pi == 1, j - pj == 1 {
                        contradicted = negativeSaying(word: pj, for: symbols[pi], of: entry)
                    }
                }
            }
            if pi == i, pj == j - 1 {
                isLeftOver[pj] = true
                leftOverMask |= 1 << UInt64(pj)
            }
            for k in pi..<i where slotNumber[k] >= 0 {
                guard case .slot(let kind) = symbols[k] else { continue }
                switch kind {
                case .values(let list):
                    if step.isName || step.isMention {
                        captures[slotNumber[k]] = .values(list: list, node: -1)
                    } else if step.node >= 0 {
                        let rivals = spanMemo[list]?[pj].first { $0.end == j && $0.node == step.node }?.rivals ?? []
                        captures[slotNumber[k]] = .values(list: list, node: step.node, rivals: rivals)
                        valueSpans.append((list, pj..<j))
                        // Heard less than as it is written.
                        if earned / weights[k] < 1 - 1e-9 { isValueInDoubt = true }
                    }
                case .freeText:
                    if step.isText { captures[slotNumber[k]] = .text(trimmingFillers(pj..<j)) }
                }
            }
            i = pi
            j = pj
        }
        // A word left over right beside a value is most likely part of a
        // value said differently — a longer name, or one the list lacks:
        // "turn on the <unlisted> lamp" is not the lamp. It costs more than
        // an extra word elsewhere, so a reading that leaves part of a
        // spoken value out loses to one that places it.
        for (list, span) in valueSpans {
            for step in [-1, 1] {
                var k = step < 0 ? span.lowerBound - 1 : span.upperBound
                while k >= 0, k < n, isLeftOver[k], cost[k] > 0 {
                    // A word said again ("acme acme website", "open recipe, I
                    // mean open recipe app") is a stumble, not another value.
                    let isRepeat = k > 0 && tokens[k - 1] == tokens[k] || tokens[(k + 1)..<min(n, k + 7)].contains(tokens[k])
                    if !isRepeat, isValueWord(at: k, of: list) {
                        best -= (Self.besideValueCost - Self.extraCost) * total
                        isUnexplained = true
                    }
                    k += step
                }
            }
        }
        // Words nothing explains after a preposition at the end ("… in
        // maps") name an app this one is not: they cost as much as a
        // value's left-over words.
        if let last = tokens.indices.last, isLeftOver[last] {
            var k = last
            while k > 0, isLeftOver[k - 1], !prepositions.contains(tokens[k]) { k -= 1 }
            // "… for me", "… with you" are politeness, not a name.
            if k > 0, k < last, isLeftOver[k], prepositions.contains(tokens[k]), !isFiller[k + 1] {
                for x in (k + 1)...last where cost[x] > 0 && !isFiller[x] {
                    best -= (Self.besideValueCost - Self.extraCost) * total
                    isUnexplained = true
                }
            }
        }
        // Free text is only captured next to a template word that was said
        // ("search … for <query>"); otherwise it would swallow any sentence.
        // A minor word left out between them does not break the anchor
        // ("search Diver sourdough starter"), nor does the app's name.
        // Anchored by the app's name alone, it says less, and counts half.
        enum Anchor { case word, name, none }
        func anchor(_ k: Int, _ step: Int) -> Anchor {
            var a = k + step
            while a >= 0, a < m {
                if saidWords.contains(a) { return .word }
                if case .slot(.values(let list)) = symbols[a], index.lists[Int(list)].isAppNames, captures[slotNumber[a]] != nil {
                    return .name
                }
                guard case .token = symbols[a], weights[a] <= 0.2 else { return .none }
                a += step
            }
            return .none
        }
        // Nor when the template's own words are mostly unheard: free text
        // and a name that sounds like the app's ("a diner" for "Diver")
        // would otherwise carry any sentence.
        func mostlyHeard(_ heard: Double) -> Bool { wordWeight == 0 || heard >= Self.freeTextWordShare * wordWeight }
        let wordsHeard = mostlyHeard(heardWordWeight)
        // A name said only weakly names the app where the phrase's own words
        // were heard, the more of them the weaker the name: "start breathing
        // meditation and comp". A preposition run into the name counts as
        // heard, as for a clear name (tuning part, full run: one transcript
        // more right, 72.2 → 72.3 %, no false accept more).
        if let weakestName {
            let tookText = captures.contains { if case .text = $0 { true } else { false } }
            let needed = Self.wordShareNeeded(besideName: weakestName, tookText: tookText)
            // A little slack for the sums' rounding: all of it heard is all of it.
            // Short of that, a phrase without free text may still be heard
            // whole (`Catalog.creditingWholeSound`).
            if !(wordWeight > 0 && heardWordWeight + heardPrepositionWeight >= needed * wordWeight - 1e-9) {
                guard !tookText, wordWeight > 0 else { return nil }
                isWeakNameUnconfirmed = true
            }
        }
        for (k, symbol) in symbols.enumerated() where symbol == .slot(.freeText) {
            guard captures[slotNumber[k]] != nil else { continue }
            let anchors = [anchor(k, -1), anchor(k, 1)]
            if wordsHeard, anchors.contains(.word) { continue }
            if wordsHeard, anchors.contains(.name) {
                best -= weights[k] / 2
            } else {
                captures[slotNumber[k]] = nil
                best -= weights[k]
            }
        }
        guard best > 0 else { return nil }
        // The app's name is never optional.
        for (k, symbol) in symbols.enumerated() {
            if case .slot(.values(let list)) = symbol, index.lists[Int(list)].isAppNames, captures[slotNumber[k]] == nil {
                return nil
            }
        }
        // A value or text left unsaid beside words nothing explains was
        // perhaps said, as a value the list lacks ("open zeppelin in coding
        // bridge").
        let isValueUnsaid = symbols.indices.contains { k in
            switch symbols[k] {
            case .slot(.values(let list)): return !index.lists[Int(list)].isAppNames && captures[slotNumber[k]] == nil
            case .slot(.freeText): return captures[slotNumber[k]] == nil
            case .token: return false
            }
        }
        if isValueUnsaid, (0..<n).contains(where: { isLeftOver[$0] && cost[$0] > 0 && !isFiller[$0] }) {
            isUnexplained = true
        }
        let isNamedClearly = mostlyHeard(heardWordWeight + heardPrepositionWeight) && !isUnexplained && !isValueInDoubt && !namesSaid.isEmpty && namesSaid.allSatisfy { $0 >= Self.clearNameSimilarity }
        let score = best / total
        return (
            min(0.99, isNamedClearly ? score + Self.clearNameBonus * (1 - score) : score), captures, contradicted, isUnexplained, nameSaid,
            isWeakNameUnconfirmed, namesSaid.min(), leftOverMask
        )
    }

    /// A negative phrase of `entry`'s app and language that says word `j`
    /// of the utterance as it is written, taken for the template's word `said`.
    private func negativeSaying(word j: Int, for said: TokenTrie.Symbol, of entry: PhraseIndex.Entry) -> Int32? {
        guard let id = tokenIDs[j], said != .token(id), let negatives = index.negativeOnlyWords[id] else { return nil }
        return negatives.first { index.entries[Int($0)].languageOfApp == entry.languageOfApp }
    }

    // MARK: - How alike words are

    /// Whether the template word `word` ends in N, as the prepositions do
    /// that a recogniser runs into the name after them: a mention carrying
    /// a preposition starts with a vowel and N ("encoding bridge" for "in
    /// coding bridge"), which stands for "in" or "on", not for "with" or
    /// "to" ("check just as encoding bridge" is not "chat with Coding
    /// Bridge"). Tuning part, full run: n-best transcripts whose entity
    /// words survived 81.4 → 81.6 %, typed extra words 99.3 → 99.4 %, no
    /// false accept more.
    private func endsInN(_ word: Int32) -> Bool {
        index.pronunciations.withPhonemes(of: word) { $0.last == .n }
    }

    /// The row of template word `word` in the table of similarities,
    /// added (not yet worked out) on first use.
    private mutating func row(of word: Int32) -> Int {
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
    private mutating func similarity(of word: Int32, row: Int, at j: Int, run: Int) -> Double {
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
    /// table's arrays are read in place, not copied out of `self`.
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
        let floor = run == 1 ? Self.weakSimilarity : Similarity.soundMinimum
        if score < 1, Similarity.maySound(index.pronunciations.count(of: word), like: sounds.count(of: j..<(j + run)), minimum: floor) {
            let weights = (rowSoundWeights[row], heardSoundWeights[(run - 1) * tokens.count + j])
            let heard = index.pronunciations.withPhonemes(of: word) { said in
                sounds.withPhonemes(of: j..<(j + run)) { heard in Similarity.sounds(said, heard, weights: weights, minimum: floor) }
            }
            if heard >= Similarity.soundMinimum {
                score = max(score, heard)
            } else if score == 0, heard > 0 {
                score = (heard - Self.weakSimilarity) / (Similarity.soundMinimum - Self.weakSimilarity) * Self.weakCredit
            }
        }
        return score
    }

    /// The row of template words `first second` in the table of pair
    /// similarities, added (not yet worked out) on first use.
    private mutating func row(of first: Int32, _ second: Int32) -> Int {
        let key = UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second))
        if let known = pairRows[key] { return known }
        let row = pairRows.count
        pairRows[key] = row
        pairSimilarities += repeatElement(-1, count: 2 * tokens.count)
        let said = index.pronunciations.withPhonemes(of: first, Array.init) + index.pronunciations.withPhonemes(of: second, Array.init)
        pairKeys.append(said.withUnsafeBufferPointer(SoundKey.Counted.init))
        return row
    }

    /// How alike template words `first second` (whose row is `row`) are to
    /// utterance words `j..<j+run`, one or two ("navigating" for "navigate
    /// in", "chips paterson" for "git status").
    @inline(__always)
    private mutating func similarity(of first: Int32, _ second: Int32, row: Int, at j: Int, run: Int) -> Double {
        let n = tokens.count
        let k = row * 2 * n + (run - 1) * n + j
        let known = pairSimilarities[k]
        return known >= 0 ? Double(known) : workingOutSimilarity(of: first, second, row: row, at: j, run: run, into: k)
    }

    /// `similarity(of:_:row:at:run:)` the first time, kept at `k`.
    @inline(never)
    private mutating func workingOutSimilarity(of first: Int32, _ second: Int32, row: Int, at j: Int, run: Int, into k: Int) -> Double {
        // Two words heard for two: only those whose consonants are near the
        // pair's are worth aligning (a class further than for a value: the
        // boundary moves consonants, "chips paterson" is four classes from
        // "git status"; with one class, 75.3 % where `movedBoundaryMargin`
        // says 75.4 %).
        if run == 2, !Self.mayBeAlike(pairKeys[row], heardKey(j..<(j + run)), slack: 2) {
            pairSimilarities[k] = 0
            return 0
        }
        let score = workedOutSimilarity(of: first, second, at: j, run: run)
        pairSimilarities[k] = Float(score)
        return score
    }

    /// `similarity(of:_:row:at:run:)` worked out (not `mutating`, as above).
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
            let isOneSound = run == 1 || heard > 0 && heard > wordByWordSimilarity(first, second, at: j) + Self.movedBoundaryMargin
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
        return alternatives[0][j].contains { $0.similarity >= 0.8 && values.contains(word: $0.id) }
    }

    /// `span` without filler words at its ends ("the login bug please" → "login bug"),
    /// keeping at least one word.
    private func trimmingFillers(_ span: Range<Int>) -> Range<Int> {
        var lower = span.lowerBound, upper = span.upperBound
        while upper - lower > 1, isFiller[upper - 1] { upper -= 1 }
        while upper - lower > 1, isFiller[lower] { lower += 1 }
        return lower..<upper
    }
}
