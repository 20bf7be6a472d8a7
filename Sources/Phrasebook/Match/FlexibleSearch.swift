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

    /// The most utterance words that may stand for one template word or value word.
    static let maximumRun = 3
    /// Longer utterances are cut: nobody says a shortcut in 48 words (and
    /// `Alignment.leftOver` has a bit for each of at most 64).
    static let maximumTokens = 48

    static let fillers: Set<String> = [
        "hey", "hi", "hello", "um", "uh", "uhm", "umm", "erm", "er", "ah", "oh", "please", "could", "would", "can",
        "will", "you", "kindly", "just", "siri", "okay", "ok", "so", "well", "like", "now", "the", "a", "an", "i",
        "want", "wanna", "to", "me", "for", "thanks", "thank", "go", "ahead", "yeah", "yes", "quickly", "right",
        "actually", "maybe", "let", "us", "lets", "do", "need", "id", "love", "some", "sorry", "wait", "mean", "oops",
    ]
    /// The fillers that are no part of free text at its ends: hesitations,
    /// greetings and politeness ("um", "please"), not the function words
    /// a title or a note says ("the", "a", "me", "now": "The Hobbit",
    /// "Stand by Me", "call mum now"). Other languages: their fillers that
    /// are not minor words.
    static let textEdgeFillers: Set<String> = [
        "hey", "hi", "hello", "um", "uh", "uhm", "umm", "erm", "er", "ah", "oh", "please", "kindly", "siri", "okay", "ok",
        "thanks", "thank", "yeah", "sorry", "oops", "a", "an",
    ]
    /// The fillers free text of `language` is trimmed of at its ends:
    /// English's `textEdgeFillers`, or another language's fillers that are
    /// not minor words.
    static func textEdgeFillers(in language: String?) -> Set<String> {
        Catalog.isEnglish(language) ? textEdgeFillers : fillers(in: language).subtracting(PhraseIndex.minorWords(in: language))
    }
    /// The filler words of `language`: English's, or `LanguageWords`'.
    static func fillers(in language: String?) -> Set<String> {
        Catalog.isEnglish(language) ? fillers : LanguageWords.fillers(language)
    }
    /// Words that introduce an app's name, as recognisers write them
    /// (`in` is often heard as `and` or `an`).
    static let prepositions: Set<String> = [
        "in", "on", "with", "from", "to", "for", "using", "via", "at", "into", "through", "and", "an",
    ]

    let index: PhraseIndex
    let tokens: [String]
    /// The scoring's tunable numbers, behind one reference (`Shared`).
    private let sharedParameters: Shared<MatchParameters>
    var parameters: MatchParameters {
        _read { yield sharedParameters.value }
    }
    /// The filler words and the prepositions before an app's name of the
    /// utterance's language: English's, or `LanguageWords`' for another.
    let fillers: Set<String>
    let prepositions: Set<String>
    /// The language's words of little meaning (`PhraseIndex.minorWords(in:)`).
    let minorWords: Set<String>
    /// Whether the utterance is English, whose words' weak forms
    /// (`LetterToSound.variants`) its runs are heard in too.
    let isEnglish: Bool
    /// `joinedPairs[j]`: words `j` and `j + 1` written as one.
    let joinedPairs: [String]
    /// Whether each word is one of `fillers`, looked up once.
    let isFiller: [Bool]
    /// Whether each word is a filler free text is trimmed of at its ends
    /// (`textEdgeFillers`; every filler where `textKeepsFunctionWords` is 0).
    let isTextEdgeFiller: [Bool]
    /// Per word, whether it is one of the language's minor words (`PhraseIndex.minorWords`).
    let isMinorWord: [Bool]
    /// Whether each word is one of `prepositions`, looked up once.
    let isPreposition: [Bool]
    /// Whether each word is one a recogniser writes — a word of the lint's
    /// list of common English words (`Linter.CommonWords.members`, English
    /// only; not its other forms, which cost a dozen suffix tests a word):
    /// only such a word is a mishearing of a template word it is nothing
    /// like; an unknown one there is more likely a name or a value the
    /// phrases lack.
    let isCommonWord: [Bool]
    /// Whether each word is a verb a request opens with, in the
    /// utterance's language (`CommandVerbs`), looked up once, and whether
    /// any is.
    let isCommandVerb: [Bool]
    let saysCommandVerb: Bool
    /// Whether each word is a particle that finishes a verb into another
    /// action (`CommandVerbs.particles`: "up" of "turn up").
    let isVerbParticle: [Bool]
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
    /// The intents a template of which was ruled out as another action.
    var otherActions = OtherActions()
    /// The alignment's table, kept from one template to the next.
    var alignmentTable = Table()

    init(index: PhraseIndex, tokens: [String], language: String? = nil, parameters: MatchParameters = MatchParameters()) {
        self.index = index
        self.sharedParameters = Shared(parameters)
        let isEnglish = Catalog.isEnglish(language)
        self.isEnglish = isEnglish
        fillers = Self.fillers(in: language)
        prepositions = isEnglish ? Self.prepositions : LanguageWords.prepositions(language)
        minorWords = PhraseIndex.minorWords(in: language)
        let words = Array(tokens.prefix(Self.maximumTokens))
        self.tokens = words
        let joinedPairs = words.indices.dropLast().map { words[$0] + words[$0 + 1] }
        self.joinedPairs = joinedPairs
        isFiller = words.map(fillers.contains)
        if parameters.textKeepsFunctionWords > 0 {
            isTextEdgeFiller = words.map(Self.textEdgeFillers(in: language).contains)
        } else {
            isTextEdgeFiller = isFiller
        }
        isPreposition = words.map(prepositions.contains)
        isMinorWord = words.map(minorWords.contains)
        isCommonWord = isEnglish ? words.map(Linter.CommonWords.members.contains) : words.map { _ in false }
        let commandVerbs = CommandVerbs.words(language)
        isCommandVerb = words.map(commandVerbs.contains)
        saysCommandVerb = isCommandVerb.contains(true)
        let particles = CommandVerbs.particles(language)
        isVerbParticle = words.map(particles.contains)
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

    /// Readings of the utterance, scored, for every plausible template
    /// `scope` allows (its app, its language).
    mutating func readings(in scope: MatchScope) -> [Alignment] {
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

        var result: [Alignment] = []
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
            // A name opening the utterance is not the phrase's own words
            // heard as written there ("park" of "Park the ${vehicle} … with
            // Parkly"): the phrase's name is then unsaid (`ownWordNamesNoApp`).
            var leading = hasNameSlot ? app!.leading : nil
            if parameters.ownWordNamesNoApp > 0, let mention = leading, isOwnWords(mention.span, of: entry.symbols) { leading = nil }
            let free = hasNameSlot ? Set(leading?.span ?? 0..<0) : app!.positions
            if let aligned = align(entry, number: entryNumber, freePositions: free, leadingMention: leading, mentions: app!.mentions) {
                result.append(aligned)
                // The negative phrase it contradicts fits as well as it does.
                if let negative = aligned.contradicted {
                    result.append(Alignment(entry: negative, score: aligned.score, captures: []))
                }
            }
        }
        return result
    }
}

extension FlexibleSearch {
    /// Whether the utterance's words in `span` that are not minor words —
    /// one at least — are each a word `symbols` say, as written: "park"
    /// and "park the" of "Park the ${vehicle} …", not "fern quill what"
    /// of "What needs water in ${applicationName}".
    func isOwnWords(_ span: Range<Int>, of symbols: [TokenTrie.Symbol]) -> Bool {
        let content = span.filter { !minorWords.contains(tokens[$0]) }
        return !content.isEmpty
            && content.allSatisfy { k in
                guard let id = tokenIDs[k] else { return false }
                return symbols.contains(.token(id))
            }
    }
}

/// The intents (`PhraseIndex.intentNumbers`) a template of which was ruled
/// out because the utterance says another verb of requests in its verb
/// place (`AlignmentRule.peerVerb`) or another word built on one of its
/// words (`AlignmentRule.wordWithAnotherOnset`: "untrack"), with how well
/// the rest of the words said it (earnings over weight, at most): what the
/// words ask is another action than theirs.
struct OtherActions {
    var scores: [Int32: Double] = [:]
    /// Of those, the intents ruled out by another word's onset heard before
    /// the phrase's first word, in the word ("contract my boots") or as a
    /// word of its own ("and track my boots"), the same way.
    var byOnset: [Int32: Double] = [:]

    mutating func record(_ intent: Int32, _ score: Double, byOnset isOnset: Bool) {
        scores[intent] = max(scores[intent] ?? 0, score)
        if isOnset { byOnset[intent] = max(byOnset[intent] ?? 0, score) }
    }

    mutating func merge(_ other: OtherActions) {
        scores.merge(other.scores, uniquingKeysWith: max)
        byOnset.merge(other.byOnset, uniquingKeysWith: max)
    }
}
