extension Normalizer {
    /// A language the normaliser writes words of its own for:
    /// its numbers, its symbols, its elisions, how its letters fold.
    ///
    /// Read from a language code as String Catalogs name them (`de`,
    /// `de-AT`, `de_CH`, `pt-BR`, `zh-Hans`): the primary subtag decides,
    /// whatever its case. English, and every language not listed here,
    /// is `.english`: the normaliser as it always was. Turkish needs no
    /// case of its own: `I`, `ı`, `İ` and `i` all fold to `i` (dotless `ı`
    /// is spelled `i`, the dot of `İ` is a diacritic), so its case rules
    /// would change no token.
    enum Language: Sendable {
        case english
        case german
        case french
        case spanish
        case italian
        /// `pt`, `pt-BR`: `dezesseis`, `bilhão`.
        case brazilianPortuguese
        /// `pt-PT` and every other region: `dezasseis`, `mil milhões`.
        case europeanPortuguese
        case dutch
        case japanese
        case chinese

        /// The language of `code`, `.english` for `nil` or a language not
        /// listed.
        ///
        /// - Complexity: O(1) and no allocation: only the first subtags are
        ///   looked at.
        init(code: String?) {
            guard let code else {
                self = .english
                return
            }
            let utf8 = code.utf8
            if Self.isEnglish(utf8) {
                self = .english
                return
            }
            let primary = utf8.prefix { !Self.isSubtagSeparator($0) }
            guard primary.count <= 3 else {
                self = .english
                return
            }
            switch String(decoding: primary, as: UTF8.self).lowercased() {
            case "de": self = .german
            case "fr": self = .french
            case "es": self = .spanish
            case "it": self = .italian
            case "nl": self = .dutch
            case "ja": self = .japanese
            case "zh", "yue": self = .chinese
            case "pt":
                // The region decides (a script subtag, `pt-Latn-PT`, is skipped); no region is Brazil.
                var rest = utf8[primary.endIndex...].drop { Self.isSubtagSeparator($0) }
                var region = rest.prefix { !Self.isSubtagSeparator($0) }
                if region.count == 4 {
                    rest = rest[region.endIndex...].drop { Self.isSubtagSeparator($0) }
                    region = rest.prefix { !Self.isSubtagSeparator($0) }
                }
                let isBrazil = region.isEmpty || String(decoding: region, as: UTF8.self).uppercased() == "BR"
                self = isBrazil ? .brazilianPortuguese : .europeanPortuguese
            default: self = .english
            }
        }

        /// `en`, `EN-us`, `en_GB` without making a string: the codes
        /// English phrases and utterances come with, read on every call.
        private static func isEnglish(_ utf8: String.UTF8View) -> Bool {
            var bytes = utf8.makeIterator()
            guard bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "e"), bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "n") else { return false }
            return bytes.next().map(isSubtagSeparator) ?? true
        }

        private static func isSubtagSeparator(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }

        /// Whether the language is written without spaces between words, so
        /// that every Han and kana character is a token of its own.
        var isWrittenWithoutSpaces: Bool {
            switch self {
            case .japanese, .chinese: true
            default: false
            }
        }

        /// Whether numbers are written with a decimal comma (`2,5`) and `.`
        /// or a space between groups of thousands (`1.000`, `10 000`).
        var hasDecimalComma: Bool {
            switch self {
            case .german, .french, .spanish, .italian, .brazilianPortuguese, .europeanPortuguese, .dutch: true
            case .english, .japanese, .chinese: false
            }
        }

        /// The words before an apostrophe that are elided articles,
        /// pronouns or prepositions and split off as words of their own:
        /// `l'appli` is `l appli`. Any other apostrophe inside a word is
        /// dropped (`aujourd'hui` is `aujourdhui`, Dutch `auto's` is `autos`).
        var elisions: Set<String> {
            switch self {
            case .french: Self.frenchElisions
            case .italian: Self.italianElisions
            default: []
            }
        }

        private static let frenchElisions: Set<String> = [
            "l", "d", "j", "qu", "n", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu", "quoiqu",
        ]
        private static let italianElisions: Set<String> = [
            "l", "un", "dell", "all", "dall", "nell", "sull", "coll", "c", "d", "m", "t", "s", "v", "quell", "quest", "nessun",
        ]

        /// The words of `&`, `+`, `@` and `%`, as the language says them;
        /// Japanese and Chinese keep the symbol itself as a token. (English
        /// says them in `Normalizer.tokens` itself, without an array.)
        func words(for symbol: Unicode.Scalar) -> [String] {
            switch (self, symbol) {
            case (.german, "&"): ["und"]
            case (.german, "+"): ["plus"]
            case (.german, "@"): ["at"]
            case (.german, "%"): ["prozent"]
            case (.french, "&"): ["et"]
            case (.french, "+"): ["plus"]
            case (.french, "@"): ["arobase"]
            case (.french, "%"): ["pour", "cent"]
            case (.spanish, "&"): ["y"]
            case (.spanish, "+"): ["mas"]
            case (.spanish, "@"): ["arroba"]
            case (.spanish, "%"): ["por", "ciento"]
            case (.italian, "&"): ["e"]
            case (.italian, "+"): ["piu"]
            case (.italian, "@"): ["chiocciola"]
            case (.italian, "%"): ["per", "cento"]
            case (.brazilianPortuguese, "&"), (.europeanPortuguese, "&"): ["e"]
            case (.brazilianPortuguese, "+"), (.europeanPortuguese, "+"): ["mais"]
            case (.brazilianPortuguese, "@"), (.europeanPortuguese, "@"): ["arroba"]
            case (.brazilianPortuguese, "%"), (.europeanPortuguese, "%"): ["por", "cento"]
            case (.dutch, "&"): ["en"]
            case (.dutch, "+"): ["plus"]
            case (.dutch, "@"): ["apenstaartje"]
            case (.dutch, "%"): ["procent"]
            case (.japanese, "&"), (.japanese, "+"), (.japanese, "@"), (.japanese, "%"),
                (.chinese, "&"), (.chinese, "+"), (.chinese, "@"), (.chinese, "%"):
                [String(Character(symbol))]
            default: []
            }
        }
    }
}
