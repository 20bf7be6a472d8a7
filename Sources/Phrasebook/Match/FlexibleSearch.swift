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
    /// worked out on first use (`FlexibleSearch+Similarity.swift`): row per
    /// word, column `(b - 1) · n + j`.
    var wordRows: [Int32: Int] = [:]
    var wordSimilarities: [Float] = []
    /// `PhoneticDistance.weightedLength` of each row's word, and of each
    /// run of the utterance's words (`(b - 1) · n + j`).
    var rowSoundWeights: [Float] = []
    let heardSoundWeights: [Float]
    /// The same for two template words said as one utterance word: row
    /// per pair, column `j`.
    var pairRows: [UInt64: Int] = [:]
    var pairSimilarities: [Float] = []
    /// Each pair's `SoundKey`, by row.
    var pairKeys: [SoundKey.Counted] = []
    /// `SoundKey`s of runs of the utterance's words, by start · (words + 1) + end,
    /// worked out on first use.
    var heardKeys: [SoundKey.Counted?] = []
    var mentions: AppMentions?
    /// The alignment's table, kept from one template to the next.
    var alignmentTable = Table()

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
        // What the mentions say of an app, worked out once for its
        // templates in a row (candidates come in entry order, an app's together).
        var app: (number: Int32, leading: AppMentions.Mention?, positions: Set<Int>, mentions: [AppMentions.Mention])?
        for entryNumber in candidates.sorted() {
            let entry = index.entries[Int(entryNumber)]
            guard scope.allows(entry) else { continue }
            let hasNameSlot = entry.namesApp
            guard mentions.allows(app: entry.app, hasNameSlot: hasNameSlot) else { continue }
            if app?.number != entry.app {
                app = (
                    entry.app, mentions.leading(of: entry.app, tokens: tokens, fillers: fillers),
                    mentions.positions(of: entry.app, tokens: tokens, prepositions: prepositions), mentions.mentions(of: entry.app)
                )
            }
            let leading = hasNameSlot ? app!.leading : nil
            let free = hasNameSlot ? Set(leading?.span ?? 0..<0) : app!.positions
            if let aligned = align(entry, freePositions: free, leadingMention: leading, mentions: app!.mentions) {
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
}
