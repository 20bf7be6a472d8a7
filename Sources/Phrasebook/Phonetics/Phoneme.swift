/// One sound of General American English: the 39 ARPAbet phonemes of the
/// CMU pronouncing dictionary, without stress.
///
/// The raw value is a dense index (`0..<39`), so a phoneme can address a row
/// of a table, and a word's pronunciation is a `[Phoneme]` of one byte per
/// sound. Vowels come first, then consonants, each group in ARPAbet's
/// alphabetical order.
package enum Phoneme: UInt8, CaseIterable, Sendable {
    // Vowels (monophthongs and diphthongs).
    case aa, ae, ah, ao, aw, ay, eh, er, ey, ih, iy, ow, oy, uh, uw
    // Consonants.
    case b, ch, d, dh, f, g, hh, jh, k, l, m, n, ng, p, r, s, sh, t, th, v, w, y, z, zh

    /// The number of phonemes, 39: `allCases.count` without building the array.
    package static let count = 39

    /// The ARPAbet symbol, upper case and without stress: `"AA"`, `"ZH"`.
    package var symbol: String { Self.symbols[Int(rawValue)] }

    /// The phoneme an ARPAbet symbol names, in any case, with or without a
    /// trailing stress digit (`"ah0"`, `"EY1"`, `"ax"` is not ARPAbet's
    /// 39 and gives `nil`).
    package init?(symbol: some StringProtocol) {
        var key: UInt16 = 0
        var letters = 0
        var hasStress = false
        for byte in symbol.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where letters > 0 && !hasStress:
                hasStress = true
            case UInt8(ascii: "a")...UInt8(ascii: "z") where letters < 2 && !hasStress:
                key = key << 8 | UInt16(byte - 32)
                letters += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where letters < 2 && !hasStress:
                key = key << 8 | UInt16(byte)
                letters += 1
            default:
                return nil
            }
        }
        guard let index = Self.symbolKeys.firstIndex(of: key) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    /// Whether the phoneme is a vowel (the 15 up to `uw`), which carries a
    /// syllable and, in the dictionary, a stress digit.
    package var isVowel: Bool { rawValue <= Phoneme.uw.rawValue }

    private static let symbols: [String] = [
        "AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW",
        "B", "CH", "D", "DH", "F", "G", "HH", "JH", "K", "L", "M", "N", "NG", "P", "R", "S", "SH",
        "T", "TH", "V", "W", "Y", "Z", "ZH",
    ]

    /// The symbols' bytes packed big-endian, for a lookup without `String`s.
    private static let symbolKeys: [UInt16] = symbols.map { $0.utf8.reduce(0) { $0 << 8 | UInt16($1) } }
}

extension Phoneme: CustomStringConvertible {
    package var description: String { symbol }
}

extension Sequence<Phoneme> {
    /// The phonemes' symbols separated by spaces: `"K OW D"`.
    package var symbols: String { map(\.symbol).joined(separator: " ") }
}
