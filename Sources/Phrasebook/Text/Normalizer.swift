import Foundation

/// Turns text — a phrase template's words, an entity title, a transcript —
/// into the lowercase word tokens Phrasebook matches on.
///
/// The same function runs on phrases when they are compiled and on
/// utterances when they are matched, so every form below is equal on both
/// sides:
/// - case, punctuation and repeated spaces are ignored;
/// - Unicode compatibility and width forms fold (`ｆｕｌｌ` = `full`, `ﬁ` = `fi`),
///   diacritics are dropped (`Café` = `cafe`, `Sacré-Cœur` = `sacre coeur`);
/// - CamelCase splits (`CodingBridge` = `coding bridge`), so do letters and
///   digits (`Pier39` = `pier 39`) and hyphens (`my-project` = `my project`);
/// - numbers are written as words (`10` = `ten`, `1st` = `first`, `2.5` = `two point five`,
///   `a hundred and fifty` = `150`), times as they are said (`7:30` = `seven thirty`,
///   `7.30 pm` = `seven thirty p m`, `7:05` = `seven oh five`), money too
///   (`$5.50` = `five dollar and fifty cent`);
/// - after a number, a unit is one singular word however it is written
///   (`12 oz` = `12-ounce` = `twelve ounces`, `2 hrs` = `two hour`, `7pm` =
///   `7 p.m.`, `20°C` = `twenty degree celsius`; `WrittenForms`);
/// - contractions expand (`what's` = `what is`, `don't` = `do not`), so do a
///   few abbreviations (`Dr.` = `doctor`, `vs` = `versus`);
/// - `&` = `and`, `+` = `plus`, `@` = `at`, `%` = `percent`, `#1` = `number one`.
///
/// Merged words (`codingbridge` for `coding bridge`) are not a matter of
/// normalisation: the index matches them (see `TokenTrie`).
///
/// With a `language` (`Normalizer+Language.swift`) other than
/// English, the same steps run with that language's words and rules:
/// numbers in its words (`5` = `fünf`, `2,5` = `zwei komma fünf`), no
/// English contractions or ordinals, German `ä` = `ae` and `ß` = `ss`,
/// French and Italian elisions split (`l'appli` = `l appli`), and in
/// Japanese and Chinese every Han or kana character a token of its own,
/// kept whole (`が` stays `が`).
public enum Normalizer {
    /// The tokens of `text`, read as English.
    ///
    /// The same as `tokens(text, language: nil)`; kept so that
    /// `map(Normalizer.tokens)` still names a function of one argument.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func tokens(_ text: String) -> [String] {
        tokens(text, in: .english)
    }

    /// The tokens of `text`, read as `language` writes it.
    ///
    /// - Parameters:
    ///   - text: a phrase's words, an entity title, a transcript.
    ///   - language: a language code as String Catalogs name them (`de`,
    ///     `de-AT`, `pt-BR`, `zh-Hans`); its primary subtag decides, in any
    ///     case. `nil`, English, and a language the normaliser has no rules
    ///     for read as English. Phrases and utterances of one language must
    ///     be given the same code.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func tokens(_ text: String, language: String? = nil) -> [String] {
        tokens(text, in: Language(code: language))
    }

    /// The tokens of `text` read as English, but its words as written:
    /// without `WrittenForms`' units, times, money and abbreviations
    /// (`Dr. Patel` is `dr patel`, `Half Litre` `half litre`, `12 oz` `twelve
    /// oz`), as English read them before issue 34.
    ///
    /// The index files a value under these words too, so that a
    /// recogniser's writing of them run together or split (`drpatel`,
    /// `halflitre`) still meets the words written.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func tokensAsWritten(_ text: String) -> [String] {
        tokens(text, in: .english, asWritten: true)
    }

    /// The tokens of `text` in `language`; with `asWritten`, English words
    /// as written (`tokensAsWritten(_:)`).
    ///
    /// Inlined, so that `tokens(_:)` is compiled for English alone, its
    /// checks of the language folded away.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    @inline(__always)
    static func tokens(_ text: String, in language: Language, asWritten: Bool = false) -> [String] {
        var tokens: [String] = []
        tokens.reserveCapacity(8)
        // Patterns, not `Language`'s properties: those are in another file,
        // which a build that is not whole-module does not inline.
        let isEnglish = if case .english = language { true } else { false }
        let readsWrittenForms = isEnglish && !asWritten
        let isWrittenWithoutSpaces = switch language {
        case .japanese, .chinese: true
        default: false
        }
        let scalars = isEnglish ? foldedScalars(text) : foldedScalars(text, in: language)
        // The current word is `scalars[start..<i]`: folding has already made
        // every apostrophe `'`, so a word is always a run of the array.
        var start = 0
        var kind = ChunkKind.none
        var hasApostrophe = false
        // A currency symbol just before the digits that follow (`$5`).
        var currency: Unicode.Scalar?

        func finish(at end: Int) {
            if kind == .digits, readsWrittenForms {
                appendNumber(scalars[start..<end], currency: currency, in: scalars, into: &tokens)
                currency = nil
            } else if kind != .none {
                emit(
                    scalars[start..<end], kind: kind, hasApostrophe: hasApostrophe, in: language, readsWrittenForms: readsWrittenForms,
                    into: &tokens)
            }
            kind = .none
            hasApostrophe = false
        }

        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let next: Unicode.Scalar? = i + 1 < scalars.count ? scalars[i + 1] : nil
            let previous: Unicode.Scalar? = i > 0 ? scalars[i - 1] : nil
            if isWrittenWithoutSpaces, isHanOrKana(c) {
                finish(at: i)
                tokens.append(String(Character(c)))
            } else if isLetter(c) {
                if kind == .digits {
                    finish(at: i)
                } else if kind == .letters, let previous, isCamelBoundary(previous, c, next) {
                    finish(at: i)
                }
                if kind == .none { start = i }
                kind = .letters
            } else if isDigit(c) {
                if kind == .letters { finish(at: i) }
                if kind == .none { start = i }
                kind = .digits
            } else if isApostrophe(c), kind == .letters, let next, isLetter(next) {
                hasApostrophe = true
            } else if c == "." || c == ",", kind == .digits, let next, isDigit(next) {
                // A decimal point or thousands separator inside a number.
            } else if c == ":", readsWrittenForms, kind == .digits, isTimeColon(scalars, at: i, hoursFrom: start) {
                // `7:30`: hours and minutes, read as a time.
            } else if c == " ", kind == .digits, language.hasDecimalComma, startsGroupOfThousands(scalars, at: i + 1) {
                // `10 000`, as French writes it.
            } else {
                finish(at: i)
                if isEnglish {
                    switch c {
                    case " ": break
                    case "&": tokens.append("and")
                    case "+": tokens.append("plus")
                    case "@": tokens.append("at")
                    case "%": tokens.append("percent")
                    default: if readsWrittenForms { appendSymbol(c, before: next, into: &tokens, currency: &currency) }
                    }
                } else if c == "&" || c == "+" || c == "@" || c == "%" {
                    tokens.append(contentsOf: language.words(for: c))
                }
            }
            i += 1
        }
        finish(at: scalars.count)
        return tokens
    }

    /// Whether three digits and no fourth start at `scalars[i]`.
    private static func startsGroupOfThousands(_ scalars: [Unicode.Scalar], at i: Int) -> Bool {
        guard i + 3 <= scalars.count, scalars[i..<(i + 3)].allSatisfy(isDigit) else { return false }
        return i + 3 == scalars.count || !isDigit(scalars[i + 3])
    }

    /// The tokens of `text` joined by single spaces: the canonical spoken form.
    public static func normalized(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }

    /// The tokens of `text` in `language` (see `tokens(_:language:)`)
    /// joined by single spaces.
    public static func normalized(_ text: String, language: String? = nil) -> String {
        tokens(text, language: language).joined(separator: " ")
    }

    // MARK: - Folding

    /// Unicode scalars after compatibility decomposition, without combining
    /// marks, with a few letters that do not decompose spelled out.
    static func foldedScalars(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for c in text.unicodeScalars { result.append(c) }
            return result
        }
        for c in text.decomposedStringWithCompatibilityMapping.unicodeScalars {
            appendFolded(c, to: &result)
        }
        return result
    }

    /// Appends `c` of a decomposed text: nothing for a combining mark, a
    /// letter that does not decompose spelled out.
    @inline(__always)
    static func appendFolded(_ c: Unicode.Scalar, to result: inout [Unicode.Scalar]) {
        switch c.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format:
            return
        default:
            break
        }
        if let spelled = spelledOut[c] {
            result.append(contentsOf: spelled.unicodeScalars)
        } else {
            result.append(c)
        }
    }

    private static let spelledOut: [Unicode.Scalar: String] = [
        "ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
        "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "þ": "th", "Þ": "TH", "ð": "d", "Ð": "D",
        "ı": "i", "ħ": "h", "Ħ": "H", "ŋ": "ng", "ſ": "s",
        "\u{2018}": "'", "\u{2019}": "'", "\u{02BC}": "'",
    ]

    // MARK: - Classes of characters

    private enum ChunkKind { case none, letters, digits }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII {
            let v = c.value
            return (v >= 0x61 && v <= 0x7A) || (v >= 0x41 && v <= 0x5A)
        }
        return c.properties.isAlphabetic && !c.properties.numericType.map { _ in true }.isSome
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value >= 0x30 && c.value <= 0x39
    }

    private static func isApostrophe(_ c: Unicode.Scalar) -> Bool {
        c == "'" || c == "\u{2019}" || c == "\u{2018}" || c == "\u{02BC}"
    }

    static func isUpper(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? (c.value >= 0x41 && c.value <= 0x5A) : c.properties.isUppercase
    }

    static func isLower(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? (c.value >= 0x61 && c.value <= 0x7A) : c.properties.isLowercase
    }

    /// `codingB` splits before `B`; `HTMLParser` splits before `P`.
    /// Inlined: it is asked about every letter of every request.
    @inline(__always)
    static func isCamelBoundary(_ previous: Unicode.Scalar, _ c: Unicode.Scalar, _ next: Unicode.Scalar?) -> Bool {
        guard isUpper(c) else { return false }
        if isLower(previous) { return true }
        if isUpper(previous), let next, isLower(next) { return true }
        return false
    }

    // MARK: - Words

    /// Appends the tokens of `word`; with `readsWrittenForms` (English,
    /// not as written) by `WrittenForms`' rules, else only an ordinal's
    /// ending read (`1st`).
    private static func emit(
        _ word: ArraySlice<Unicode.Scalar>, kind: ChunkKind, hasApostrophe: Bool, in language: Language, readsWrittenForms: Bool,
        into tokens: inout [String]
    ) {
        guard case .english = language else {
            emit(word, isNumber: kind == .digits, hasApostrophe: hasApostrophe, inOther: language, into: &tokens)
            return
        }
        switch kind {
        case .digits:
            // `tokens` reads English digits where they stand (`appendNumber`); alone they are a number.
            NumberWords.append(String(String.UnicodeScalarView(word)), to: &tokens)
        case .letters, .none:
            let lower = lowercased(word)
            if hasApostrophe {
                Contractions.expand(lower, into: &tokens)
            } else if let reading = WrittenForms.readings[letters: word], readsWrittenForms || reading.isOrdinalSuffix,
                WrittenForms.append(reading, lower, written: word, to: &tokens)
            {
                // A unit, a time's `pm`, an ordinal's `st`… read where it stands.
            } else {
                tokens.append(lower)
            }
        }
    }

    /// The word in lowercase; ASCII words without a detour through Unicode tables.
    @inline(__always)
    private static func lowercased(_ word: ArraySlice<Unicode.Scalar>) -> String {
        guard word.allSatisfy(\.isASCII) else { return String(String.UnicodeScalarView(word)).lowercased() }
        return String(unsafeUninitializedCapacity: word.count) { buffer in
            for (offset, c) in word.enumerated() {
                let v = UInt8(truncatingIfNeeded: c.value)
                buffer[offset] = v >= 0x41 && v <= 0x5A ? v | 0x20 : v
            }
            return word.count
        }
    }
}

private extension Optional {
    var isSome: Bool { self != nil }
}
