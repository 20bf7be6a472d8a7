/// The values one slot can take — an app's names, an enum's cases, an
/// entity type's suggested entities — indexed for matching.
///
/// Templates refer to a list by its number, so replacing a list's values
/// (`update-entities`) rebuilds this list only.
struct ValueList: Sendable {
    /// One way to say one value.
    struct Form: Sendable, Hashable {
        var value: Int32
        var tokens: [Int32]
    }

    /// What a list's values are: the names an app is called by, or the
    /// values of one parameter type.
    enum Kind: Hashable, Sendable {
        case appNames
        case type(String)
    }

    let app: Int32
    let kind: Kind
    let values: [Value]
    /// Every spoken form of every value, in order.
    let forms: [Form]
    /// A trie over the forms; payloads are form numbers.
    let trie: TokenTrie
    /// Every word of every form, sorted, each once.
    let words: [Int32]
    /// For a short list, how each form sounds, so that matching can hold
    /// every form against what was heard (`nil` for a long list, searched
    /// through its trie only).
    private(set) var sounds: [FormSound]?

    /// One form as it sounds: its words' phonemes end to end, their
    /// `SoundKey`, and the trie node where the form ends.
    struct FormSound: Sendable {
        var phonemes: [Phoneme]
        var key: SoundKey.Counted
        var node: Int32
        var wordCount: Int
    }

    /// The value (its number in `values`) whose form `form` is.
    func value(of form: FormSound) -> Int32 {
        forms[Int(trie.firstPayload(at: form.node) ?? 0)].value
    }

    /// Lists of at most this many forms keep their forms' sounds.
    static let soundedFormLimit = 64

    /// Whether this list holds the app's names (which a phrase that says
    /// `${applicationName}` must say) rather than a parameter's values.
    var isAppNames: Bool { kind == .appNames }

    /// The languages the app's phrases are in, whose normalisations each
    /// form is also filed under (values are shared by every language).
    let languages: [String]

    /// How forms whose words are names from other languages sound in those
    /// languages (`NativeReading`): "Siobhán" as SH IH V AO N beside the
    /// English reading of "siobhan". `hear(with:)` holds them as more
    /// sounds of their form. Only a short list's values have them, not the
    /// apps' names: coinages more often than words of another language,
    /// which such readings made more like other apps' names
    /// (`Docs/voice.md`, "Names heard as their language says them").
    let nativeSounds: [(form: Int32, phonemes: [Phoneme])]

    /// At most this many native readings for one spoken form.
    static let nativeReadingLimit = 6

    init(app: Int32, kind: Kind, values: [Value], languages: [String] = [], vocabulary: inout Vocabulary) {
        self.app = app
        self.kind = kind
        self.values = values
        self.languages = languages
        var forms: [Form] = []
        forms.reserveCapacity(values.count)
        var nativeSounds: [(form: Int32, phonemes: [Phoneme])] = []
        var trie = TokenTrie()
        var symbols: [TokenTrie.Symbol] = []
        for (i, value) in values.enumerated() {
            let first = forms.count
            for spoken in value.spokenForms {
                // As English normalises it; with its words as written too where
                // English reads them otherwise (`Dr. Patel` is `doctor patel`
                // and `dr patel`), for a recogniser's `drpatel`; and — for a
                // form that any language reads otherwise (digits, letters
                // beyond ASCII, apostrophes, `&`…, English's units and
                // abbreviations) — as each of the app's languages does:
                // "買い物" is one token in English and three in Japanese.
                var readings = [Normalizer.tokens(spoken)]
                if WrittenForms.mayReadOtherwise(spoken) { readings.append(Normalizer.tokensAsWritten(spoken)) }
                if !Self.readsAlike(spoken, in: languages) {
                    readings += languages.map { Normalizer.tokens(spoken, language: $0) }
                }
                for (r, words) in readings.enumerated() {
                    let tokens = words.map { vocabulary.intern($0) }
                    // A synonym that says the same as the title, once.
                    guard !tokens.isEmpty, !forms[first...].contains(where: { $0.tokens == tokens }) else { continue }
                    symbols.removeAll(keepingCapacity: true)
                    for token in tokens { symbols.append(.token(token)) }
                    trie.insert(symbols, payload: Int32(forms.count), vocabulary: &vocabulary)
                    if r == 0, kind != .appNames, values.count <= Self.soundedFormLimit {
                        for phonemes in Self.nativeReadings(of: spoken) { nativeSounds.append((Int32(forms.count), phonemes)) }
                    }
                    forms.append(Form(value: Int32(i), tokens: tokens))
                }
            }
        }
        self.forms = forms
        self.trie = trie
        self.nativeSounds = nativeSounds
        var words = forms.flatMap(\.tokens)
        words.sort()
        var distinct: [Int32] = []
        distinct.reserveCapacity(words.count)
        for word in words where distinct.last != word { distinct.append(word) }
        self.words = distinct
    }

    /// Whether every language normalises `text` as English does: ASCII
    /// letters, spaces, hyphens and dots only.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x20 || byte == 0x2D || byte == 0x2E
        }
    }

    /// Whether `languages` (none, or other than English) all normalise
    /// `text` as English does: plain text (`isPlain`) whose words English
    /// reads as written, which every other language reads alike (English
    /// alone spells `litre` `liter` and `Dr` `doctor`, `WrittenForms`).
    static func readsAlike(_ text: String, in languages: [String]) -> Bool {
        guard let other = languages.first else { return true }
        return isPlain(text) && Normalizer.tokens(text) == Normalizer.tokens(text, language: other)
    }

    /// Works out how each form sounds, for a short list, from the
    /// vocabulary's `pronunciations` (which must cover the forms' words).
    mutating func hear(with pronunciations: Pronunciations) {
        guard forms.count <= Self.soundedFormLimit else { return }
        var sounds: [FormSound] = []
        sounds.reserveCapacity(forms.count + nativeSounds.count)
        // Each form's English sound by form number, for its native ones.
        var english: [FormSound?] = Array(repeating: nil, count: nativeSounds.isEmpty ? 0 : forms.count)
        for (number, form) in forms.enumerated() {
            guard let node = trie.node(reaching: form.tokens) else { continue }
            let phonemes = form.tokens.flatMap { pronunciations[$0] }
            let key = phonemes.withUnsafeBufferPointer(SoundKey.Counted.init)
            let sound = FormSound(phonemes: phonemes, key: key, node: node, wordCount: form.tokens.count)
            sounds.append(sound)
            if !english.isEmpty { english[number] = sound }
        }
        for (number, phonemes) in nativeSounds {
            guard let plain = english[Int(number)], phonemes != plain.phonemes else { continue }
            let key = phonemes.withUnsafeBufferPointer(SoundKey.Counted.init)
            sounds.append(FormSound(phonemes: phonemes, key: key, node: plain.node, wordCount: plain.wordCount))
        }
        self.sounds = sounds
    }

    /// How `spoken` sounds where some of its words are names from other
    /// languages (`NativeReading`), at most `nativeReadingLimit` ways; `[]`
    /// where none is. For each orthography one of its words is cued by,
    /// two readings: the cued words read by it and the rest as English
    /// reads them ("Kraków Old Town"), and every word read by it
    /// ("Sacré-Cœur Basilique", whose "Basilique" has no cue of its own).
    /// Words with digits, and words without letters ("&"), are always read
    /// as English reads them.
    static func nativeReadings(of spoken: String) -> [[Phoneme]] {
        let words = NativeReading.words(of: spoken).map(String.init)
        let letters = words.map(NativeReading.letters(of:))
        let cued = letters.map(NativeReading.orthographies(cuedBy:))
        guard cued.contains(where: { !$0.isEmpty }) else { return [] }
        let english = words.map { Normalizer.tokens($0).flatMap(LetterToSound.phonemes(of:)) }
        let hasDigits = words.map { $0.contains(where: \.isNumber) }
        var orthographies: [NativeReading.Orthography] = []
        for word in cued { for o in word where !orthographies.contains(where: { $0.name == o.name }) { orthographies.append(o) } }
        // A word read by another orthography than the one at hand is read
        // by its own first (or as English reads it), the same each time.
        let ownFirst = words.indices.map { k in cued[k].first.map { $0.read(letters[k]) } ?? english[k] }
        var readings: [[Phoneme]] = []
        func add(_ reading: [Phoneme]) {
            if readings.count < nativeReadingLimit, !reading.isEmpty, !readings.contains(reading) { readings.append(reading) }
        }
        for orthography in orthographies {
            var own: [Phoneme] = [], lent: [Phoneme] = []
            for k in words.indices {
                let mine = cued[k].contains { $0.name == orthography.name }
                if hasDigits[k] || letters[k].isEmpty {
                    own += english[k]
                    lent += english[k]
                    continue
                }
                let read = orthography.read(letters[k])
                own += mine ? read : ownFirst[k]
                lent += read
            }
            add(own)
            add(lent)
        }
        return readings
    }

    /// Whether some form of some value has `word` in it.
    ///
    /// - Complexity: O(log *w*) for *w* distinct words.
    func contains(word: Int32) -> Bool {
        var low = 0, high = words.count
        while low < high {
            let mid = (low + high) / 2
            if words[mid] < word { low = mid + 1 } else { high = mid }
        }
        return low < words.count && words[low] == word
    }
}
