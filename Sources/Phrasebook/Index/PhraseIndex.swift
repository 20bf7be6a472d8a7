import Foundation

/// Every app's templates and values, indexed for matching.
///
/// - One *template trie* over normalised template tokens, shared by all
///   apps, where the app name and each parameter are slot edges. Entity
///   values never enter it, so replacing them recompiles nothing here.
/// - One *value list* per app name set and per parameter type, each with a
///   trie of its own.
/// - A *token index* from template words to the templates that hold them,
///   for flexible matching.
struct PhraseIndex: Sendable {
    /// What a template trie payload stands for.
    struct Entry: Sendable, Hashable {
        var app: Int32
        /// The shortcut's number, or `-1` for a negative phrase.
        var shortcut: Int32
        /// The template's number within its shortcut (or among the negative phrases).
        var template: Int32
        /// For each slot in order: the parameter's name, or `nil` for the app name.
        var slotParameters: [String?]
        /// The template's symbols, for flexible alignment.
        var symbols: [TokenTrie.Symbol]
        /// The template in `${…}` notation, as results quote it.
        var text: String
        /// The language it is said in: its number in `locales`. A
        /// translation keeps the shortcut and template number of the phrase
        /// it translates.
        var locale: Int16 = 0
        /// The template trie's node where its path ends: longer templates
        /// that begin with it go on from there.
        var end: Int32 = TokenTrie.root

        var isNegative: Bool { shortcut < 0 }
        /// Whether the template says its app's name.
        var namesApp: Bool { slotParameters.contains(nil) }
        /// Its app and language, as one key.
        var languageOfApp: Int64 { Int64(app) << 16 | Int64(locale) }
    }

    /// Every language some app's phrases are in (`en`, `de`, `pt-BR`), by number.
    private(set) var locales: [String] = []
    private var localeNumbers: [String: Int16] = [:]
    private(set) var vocabulary = Vocabulary()
    /// Lists each node's children: a partial transcript's completion
    /// (`Matcher+Completion.swift`) names the words that may follow.
    private(set) var templateTrie = TokenTrie(listingChildren: true)
    private(set) var entries: [Entry] = []
    private(set) var lists: [ValueList] = []
    private var listNumbers: [ListKey: Int32] = [:]
    /// Template word → entries containing it.
    private(set) var templatePostings: [Int32: [Int32]] = [:]
    /// Value list → entries with a slot for it.
    private(set) var listEntries: [Int32: [Int32]] = [:]
    /// How much each template word says: its rarity (an inverse document
    /// frequency, 0 to 1), or that it is a minor word, which says little
    /// whatever its frequency. The matcher weighs them
    /// (`MatchParameters.minorWordWeight`, `wordWeightFloor`).
    private(set) var wordRarity: [Int32: WordRarity] = [:]
    /// Word → negative phrases with it, of apps none of whose phrases in
    /// that language says it ("stop" of Calm's "Stop meditation"): heard
    /// as it is written, it is what the negative phrase says, not a
    /// template word misheard.
    private(set) var negativeOnlyWords: [Int32: [Int32]] = [:]
    /// Templates only their words tell from another shortcut's with the
    /// same slots (`templatesSharingSlots`).
    private(set) var templatesToldApartByWords = Set<Int32>()
    /// For a template that does not say its app's name: the words that
    /// templates of the same intent (app, language) say just
    /// before the name (`before`) and just after it (`after`) — "from" of
    /// "Order a ${drink} from ${applicationName}", "ask" and "for" of "Ask
    /// ${applicationName} for a ${drink}" (`wordsBesideNames`).
    private(set) var wordsBesideName: [Int32: (before: Set<Int32>, after: Set<Int32>)] = [:]
    /// Per entry, a number its intent has in its app and language: two
    /// entries with the same number are phrases of one intent (`-1` for a
    /// negative phrase).
    private(set) var intentNumbers: [Int32] = []
    /// Per intent number, the words its phrases say.
    private(set) var wordsOfIntents: [Set<Int32>] = []
    /// The vocabulary's verbs requests open with (`CommandVerbs`, English),
    /// and the number of "to", after which a template says its verb
    /// ("Ask ${applicationName} to plan …").
    private(set) var commandVerbs = Set<Int32>()
    /// The vocabulary's particles that finish a verb into another action
    /// (`CommandVerbs.particles`, English: "on" of "turn on").
    private(set) var verbParticles = Set<Int32>()
    private(set) var to: Int32?
    /// Word (not a minor one) → the apps and languages
    /// (`Entry.languageOfApp`) whose own phrases say it: heard as it is
    /// written, it is their word, not one of their negative phrases'
    /// words misheard ("start" is no "stop").
    private(set) var phraseWordsOfApps: [Int32: Set<Int64>] = [:]
    /// How every vocabulary word sounds.
    private(set) var pronunciations = Pronunciations()
    /// Misheard words → vocabulary words.
    private(set) var fuzzy = FuzzyIndex()
    /// What the fuzzy index finds for each word most utterances say (see
    /// `knownWords`), worked out once per vocabulary.
    private(set) var knownAlternatives: [String: [(id: Int32, similarity: Double)]] = [:]

    /// A template word's rarity among the phrases of its language.
    struct WordRarity: Hashable {
        /// An inverse document frequency in 0...1: 1 for a word one phrase says.
        var idf: Double
        /// Whether it is one of `minorWords`, in some language that says it.
        var isMinor: Bool
    }

    /// The count added to a word's number of phrases in its rarity, so that
    /// a word every phrase says still has a little (a smoothed inverse
    /// document frequency).
    static let rarityPseudoCount = 0.5

    /// Words that carry little meaning in a phrase, whatever their frequency.
    static let minorWords: Set<String> = [
        "a", "an", "the", "in", "to", "my", "for", "of", "on", "with", "from", "about", "and", "is", "me", "i",
        "at", "it", "this", "that", "into", "up", "your",
    ]

    private struct ListKey: Hashable {
        var app: Int32
        var kind: ValueList.Kind
    }

    init(apps: [App]) {
        for (a, app) in apps.enumerated() {
            let appNumber = Int32(a)
            // The app answers to its localized display names in every language.
            var spoken = app.spokenNames
            for language in app.localizations.keys.sorted() {
                if let name = app.localizations[language]!.displayName, !spoken.contains(name) { spoken.append(name) }
            }
            let names = spoken.enumerated().map { n, name in
                Value(id: String(n), title: name, synonyms: app.pronunciationHints[name].map { [$0] } ?? [])
            }
            let languages = ([app.sourceLanguage] + app.localizations.keys.sorted()).filter { !Catalog.isEnglish($0) }
            addList(ValueList(app: appNumber, kind: .appNames, values: names, languages: languages, vocabulary: &vocabulary))
            for typeName in app.valueTypes.keys.sorted() {
                addList(ValueList(
                    app: appNumber, kind: .type(typeName), values: app.valueTypes[typeName]!.values, languages: languages,
                    vocabulary: &vocabulary))
            }
            // The phrases in the source language, then each translation of
            // them (a translation of a phrase the provider lacks is no phrase).
            let source = localeNumber(app.sourceLanguage)
            for (s, shortcut) in app.shortcuts.enumerated() {
                let intent = app.intents[shortcut.intentName]
                for (t, template) in shortcut.templates.enumerated() {
                    addTemplate(template, app: appNumber, shortcut: Int32(s), number: Int32(t), intent: intent, in: app, locale: source)
                }
            }
            for (t, template) in app.negativePhrases.enumerated() {
                addTemplate(template, app: appNumber, shortcut: -1, number: Int32(t), intent: nil, in: app, locale: source)
            }
            for language in app.localizations.keys.sorted() where language != app.sourceLanguage {
                let locale = localeNumber(language)
                for (s, shortcut) in app.shortcuts.enumerated() {
                    let intent = app.intents[shortcut.intentName]
                    for (t, template) in shortcut.templates.enumerated() {
                        for translated in app.phrasings(of: template, in: language) {
                            addTemplate(translated, app: appNumber, shortcut: Int32(s), number: Int32(t), intent: intent, in: app, locale: locale)
                        }
                    }
                }
                for (t, template) in app.negativePhrases.enumerated() {
                    for translated in app.phrasings(of: template, in: language) {
                        addTemplate(translated, app: appNumber, shortcut: -1, number: Int32(t), intent: nil, in: app, locale: locale)
                    }
                }
            }
        }
        // How rare a word is, among the phrases of its own language: a
        // translation added does not change what an English word weighs.
        // (A word of several languages weighs what it weighs in the one
        // where it is rarest.)
        var perLocale = [Int](repeating: 0, count: locales.count)
        for entry in entries { perLocale[Int(entry.locale)] += 1 }
        for (token, postings) in templatePostings {
            var counts: [Int16: Int] = [:]
            for entry in postings { counts[entries[Int(entry)].locale, default: 0] += 1 }
            let idf = counts.map { locale, count in
                let total = Double(perLocale[Int(locale)] + 1)
                return log((total + 1) / (Double(count) + Self.rarityPseudoCount)) / log(total + 1)
            }.max() ?? 0
            let word = vocabulary.word(token)
            let minor = counts.keys.contains { locale in Self.minorWords(in: locales[Int(locale)]).contains(word) }
            wordRarity[token] = WordRarity(idf: idf, isMinor: minor)
            guard !minor else { continue }
            let negatives = postings.filter { entries[Int($0)].isNegative }
            let saidByPhrases = Set(postings.filter { !entries[Int($0)].isNegative }.map { entries[Int($0)].languageOfApp })
            let only = negatives.filter { !saidByPhrases.contains(entries[Int($0)].languageOfApp) }
            if !only.isEmpty { negativeOnlyWords[token] = only }
            if !saidByPhrases.isEmpty { phraseWordsOfApps[token] = saidByPhrases }
        }
        pronunciations.adding(from: vocabulary)
        for i in lists.indices { lists[i].hear(with: pronunciations) }
        fuzzy = FuzzyIndex(vocabulary: vocabulary, pronunciations: pronunciations)
        knownAlternatives = alternativesOfKnownWords()
        templatesToldApartByWords = templatesSharingSlots(apps)
        (intentNumbers, wordsOfIntents) = numberingIntents(apps)
        wordsBesideName = wordsBesideNames()
        commandVerbs = Set(CommandVerbs.english.compactMap(vocabulary.id(of:)))
        verbParticles = Set(CommandVerbs.englishParticles.compactMap(vocabulary.id(of:)))
        to = vocabulary.id(of: "to")
    }

    /// `intentNumbers`, and the words each intent's phrases say.
    private func numberingIntents(_ apps: [App]) -> (numbers: [Int32], words: [Set<Int32>]) {
        struct Meaning: Hashable {
            var app: Int64
            var intent: String
        }
        var numbers: [Meaning: Int32] = [:], words: [Set<Int32>] = []
        let numbered = entries.map { entry -> Int32 in
            guard !entry.isNegative else { return -1 }
            let meaning = Meaning(app: entry.languageOfApp, intent: Self.intentName(of: entry, in: apps))
            let number = numbers[meaning] ?? Int32(numbers.count)
            if number == words.count {
                numbers[meaning] = number
                words.append([])
            }
            for case .token(let t) in entry.symbols { words[Int(number)].insert(t) }
            return number
        }
        return (numbered, words)
    }

    /// Whether a phrase of entry `number`'s intent says `word`.
    func isWord(_ word: Int32, ofIntentOf number: Int32) -> Bool {
        let intent = intentNumbers[Int(number)]
        return intent >= 0 && wordsOfIntents[Int(intent)].contains(word)
    }

    /// The templates whose slots a shortcut of another intent of the same
    /// app and language says too ("Pin ${note} in ${applicationName}" beside
    /// "Open ${note} in ${applicationName}"): only their words tell which
    /// is meant.
    private func templatesSharingSlots(_ apps: [App]) -> Set<Int32> {
        struct Key: Hashable {
            var app: Int64
            var slots: [TokenTrie.Slot: Int]
        }
        var intents: [Key: Set<String>] = [:]
        var members: [Key: [Int32]] = [:]
        for (number, entry) in entries.enumerated() where !entry.isNegative {
            var slots: [TokenTrie.Slot: Int] = [:]
            for case .slot(let slot) in entry.symbols { slots[slot, default: 0] += 1 }
            let key = Key(app: entry.languageOfApp, slots: slots)
            intents[key, default: []].insert(Self.intentName(of: entry, in: apps))
            members[key, default: []].append(Int32(number))
        }
        return Set(members.filter { intents[$0.key]!.count > 1 }.flatMap(\.value))
    }

    /// `wordsBesideName`, by intent (`intentNumbers`).
    private func wordsBesideNames() -> [Int32: (before: Set<Int32>, after: Set<Int32>)] {
        var beside: [Int32: (before: Set<Int32>, after: Set<Int32>)] = [:]
        for (number, entry) in entries.enumerated() where !entry.isNegative && entry.namesApp {
            let intent = intentNumbers[number]
            for (k, symbol) in entry.symbols.enumerated() {
                guard case .slot(.values(let list)) = symbol, lists[Int(list)].isAppNames else { continue }
                func word(_ at: Int) -> Int32? {
                    guard entry.symbols.indices.contains(at), case .token(let t) = entry.symbols[at] else { return nil }
                    return t
                }
                if let t = word(k - 1) { beside[intent, default: ([], [])].before.insert(t) }
                if let t = word(k + 1) { beside[intent, default: ([], [])].after.insert(t) }
            }
        }
        var result: [Int32: (before: Set<Int32>, after: Set<Int32>)] = [:]
        for (number, entry) in entries.enumerated() where !entry.isNegative && !entry.namesApp {
            if let words = beside[intentNumbers[number]] { result[Int32(number)] = words }
        }
        return result
    }

    /// `minorWords`, or another language's (`LanguageWords`).
    static func minorWords(in language: String?) -> Set<String> {
        Catalog.isEnglish(language) ? minorWords : LanguageWords.minorWords(language)
    }

    /// The intent a (non-negative) entry's shortcut runs.
    private static func intentName(of entry: Entry, in apps: [App]) -> String {
        apps[Int(entry.app)].shortcuts[Int(entry.shortcut)].intentName
    }

    /// The number of `language` in `locales`, added on first use.
    private mutating func localeNumber(_ language: String) -> Int16 {
        if let known = localeNumbers[language] { return known }
        let number = Int16(locales.count)
        locales.append(language)
        localeNumbers[language] = number
        return number
    }

    /// The number of a language some phrases are in.
    func locale(named language: String) -> Int16? {
        localeNumbers[language]
    }

    private mutating func addList(_ list: ValueList) {
        listNumbers[ListKey(app: list.app, kind: list.kind)] = Int32(lists.count)
        lists.append(list)
    }

    /// The list of an app's spoken names.
    func nameList(ofApp app: Int32) -> Int32 {
        listNumbers[ListKey(app: app, kind: .appNames)]!
    }

    func list(ofApp app: Int32, typeName: String) -> Int32? {
        listNumbers[ListKey(app: app, kind: .type(typeName))]
    }

    private mutating func addTemplate(
        _ template: Template, app: Int32, shortcut: Int32, number: Int32, intent: Intent?, in model: App, locale: Int16
    ) {
        var symbols: [TokenTrie.Symbol] = []
        var slotParameters: [String?] = []
        for piece in template.pieces {
            switch piece {
            case .text(let text):
                symbols += Normalizer.tokens(text, language: locales[Int(locale)]).map { .token(vocabulary.intern($0)) }
            case .applicationName:
                symbols.append(.slot(.values(nameList(ofApp: app))))
                slotParameters.append(nil)
            case .parameter(let name):
                guard let parameter = intent?.parameter(named: name) else { return }
                switch parameter.kind {
                case .text:
                    symbols.append(.slot(.freeText))
                case .entity, .enumeration:
                    guard let list = list(ofApp: app, typeName: parameter.typeName) else { return }
                    symbols.append(.slot(.values(list)))
                case .other:
                    return  // nothing to say for it: the template matches nothing
                }
                slotParameters.append(name)
            }
        }
        guard !symbols.isEmpty else { return }
        let payload = Int32(entries.count)
        entries.append(Entry(
            app: app, shortcut: shortcut, template: number, slotParameters: slotParameters, symbols: symbols,
            text: template.text, locale: locale))
        entries[Int(payload)].end = templateTrie.insert(symbols, payload: payload, vocabulary: &vocabulary)
        for case .token(let token) in Set(symbols) {
            templatePostings[token, default: []].append(payload)
        }
        for case .slot(.values(let list)) in Set(symbols) {
            listEntries[list, default: []].append(payload)
        }
    }

    /// A copy with one app's values of one type replaced; nothing else is
    /// rebuilt, and only words new to the vocabulary enter the fuzzy index.
    /// (Words of the values replaced stay in the vocabulary: harmless, as
    /// no trie edge leads through them any more.)
    ///
    /// - Complexity: O(*v*) in the number of the new values' tokens, plus a
    ///   linear merge into the fuzzy index when there are new words.
    func replacingValues(ofApp app: Int32, typeName: String, with values: [Value]) -> PhraseIndex? {
        guard let number = list(ofApp: app, typeName: typeName) else { return nil }
        var copy = self
        copy.lists[Int(number)] = ValueList(
            app: app, kind: .type(typeName), values: values, languages: lists[Int(number)].languages, vocabulary: &copy.vocabulary)
        copy.pronunciations.adding(from: copy.vocabulary)
        copy.lists[Int(number)].hear(with: copy.pronunciations)
        copy.fuzzy.adding(from: copy.vocabulary, pronunciations: copy.pronunciations)
        // New words may be nearer a known word than its old alternatives.
        copy.knownAlternatives = copy.alternativesOfKnownWords()
        return copy
    }

    /// Token ids of an utterance's tokens (`nil` for words no phrase or value has).
    func tokenIDs(_ tokens: [String]) -> [Int32?] {
        tokens.map { vocabulary.id(of: $0) }
    }

    /// Per pair of neighbouring tokens, the number of the two written as
    /// one word (`codingbridge`), `nil` where the vocabulary lacks it.
    func pairIDs(_ tokens: [String]) -> [Int32?] {
        tokens.indices.dropLast().map { vocabulary.id(of: tokens[$0] + tokens[$0 + 1]) }
    }
}
