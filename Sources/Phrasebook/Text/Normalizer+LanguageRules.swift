import Foundation

/// The rules of `Normalizer.Language` that are not numbers or symbols: how
/// German and Japanese or Chinese text folds, what counts as a Han or kana
/// character, how French and Italian elisions split.
extension Normalizer {
    // MARK: - Folding

    /// `foldedScalars(_:)` with the folding rules of `language`.
    static func foldedScalars(_ text: String, in language: Language) -> [Unicode.Scalar] {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return foldedScalars(text) }
        switch language {
        case .german: return germanFoldedScalars(text)
        case .japanese, .chinese: return composedFoldedScalars(text)
        default: return foldedScalars(text)
        }
    }

    /// Folds as English does, but `ä`, `ö`, `ü` are `ae`, `oe`, `ue` (so
    /// `Käse` = `Kaese`), whether the text has them precomposed or as a
    /// vowel and a combining diaeresis. `ß` is `ss` in every language.
    private static func germanFoldedScalars(_ text: String) -> [Unicode.Scalar] {
        let decomposed = Array(text.decomposedStringWithCompatibilityMapping.unicodeScalars)
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(decomposed.count + 4)
        for (i, c) in decomposed.enumerated() {
            guard c == "\u{0308}", let base = result.last, "aouAOU".unicodeScalars.contains(base) else {
                appendFolded(c, to: &result)
                continue
            }
            // `Ä` is `AE` in a word in capitals (`ÄRGER`, `MÄ`), else `Ae`,
            // so that CamelCase splits neither `Ärger` nor `ÄRGER`.
            let isNextUpper = i + 1 < decomposed.count && isUpper(decomposed[i + 1])
            let isNextLower = i + 1 < decomposed.count && isLower(decomposed[i + 1])
            let isBeforeUpper = result.count > 1 && isUpper(result[result.count - 2])
            let isInCapitals = isNextUpper || (isBeforeUpper && !isNextLower)
            result.append(isUpper(base) && isInCapitals ? "E" : "e")
        }
        return result
    }

    /// Folds Han and kana characters by compatibility composition only
    /// (`ｶﾞ` = `ガ`, and `が` keeps its dakuten); every other character folds
    /// as in English (`ｆｕｌｌ` = `full`, `Café` = `cafe`).
    private static func composedFoldedScalars(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        // NFKD then NFC, which is NFKC: Foundation's own NFKC leaves
        // half-width `ｶﾞ` as `カ` and a combining dakuten.
        for c in text.decomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping.unicodeScalars {
            if c.isASCII || isHanOrKana(c) {
                result.append(c)
            } else {
                for d in String(Character(c)).decomposedStringWithCompatibilityMapping.unicodeScalars {
                    appendFolded(d, to: &result)
                }
            }
        }
        return result
    }

    /// Whether `c` is a Han character (an ideograph) or a kana, which
    /// Japanese and Chinese write without spaces: the kana letters with
    /// their voiced forms, `ー`, the iteration marks (`々`, `ゝ`, `ヽ`), `〆`,
    /// `〇`; not the punctuation of the blocks (`・`, `゠`) or a lone dakuten.
    static func isHanOrKana(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x3005...0x3007, 0x3031...0x3035, 0x303B...0x303C: true
        case 0x3041...0x3096, 0x309D...0x309F: true  // Hiragana
        case 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF: true  // Katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x2_0000...0x3_23AF: true  // Han
        default: false
        }
    }

    // MARK: - Words

    /// `emit` in a language other than English: numbers in its words, no
    /// English contractions or ordinals, its elisions split.
    static func emit(_ word: ArraySlice<Unicode.Scalar>, isNumber: Bool, hasApostrophe: Bool, inOther language: Language, into tokens: inout [String]) {
        let text = String(String.UnicodeScalarView(word))
        if isNumber {
            NumberWords.append(text, in: language, to: &tokens)
        } else if hasApostrophe {
            splitElisions(text.lowercased(), in: language, into: &tokens)
        } else {
            tokens.append(text.lowercased())
        }
    }

    /// Appends the words of `word`, which has an apostrophe between letters,
    /// in a language other than English: an elision before an apostrophe is
    /// a word of its own (French `jusqu'à` = `jusqu a`, Italian `dell'anno` =
    /// `dell anno`); any other apostrophe is dropped (`aujourd'hui` =
    /// `aujourdhui`).
    static func splitElisions(_ word: String, in language: Language, into tokens: inout [String]) {
        let elisions = language.elisions
        var rest = Substring(word)
        while let apostrophe = rest.firstIndex(of: "'"), elisions.contains(String(rest[..<apostrophe])) {
            tokens.append(String(rest[..<apostrophe]))
            rest = rest[rest.index(after: apostrophe)...]
        }
        tokens.append(rest.contains("'") ? String(rest.filter { $0 != "'" }) : String(rest))
    }
}
