/// How alike two words are, the way a speech recogniser confuses them:
/// spelling (`niagra`/`niagara`) and sound (`byte`/`bite`, `four`/`for`).
enum Similarity {
    /// Below this, two words are different words.
    static let minimum = 0.7

    /// A similarity in [0, 1]: 1 for the same word, 0 for unrelated ones.
    ///
    /// `1 − d/L` for the Damerau–Levenshtein distance *d* and the longer
    /// length *L*, raised to 0.85 for words that sound alike (and are at most a third
    /// apart); short words
    /// (three letters or fewer) must be equal or sound alike.
    static func of(_ a: String, _ b: String) -> Double {
        if a == b { return 1 }
        let x = Array(a.utf8), y = Array(b.utf8)
        return of(x, y, soundsAlike: Phonetic.key(x) == Phonetic.key(y))
    }

    static func of(_ x: [UInt8], _ y: [UInt8], soundsAlike: Bool) -> Double {
        x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in of(x, y, soundsAlike: soundsAlike) } }
    }

    /// `of` on bytes in place, allocating nothing: the fuzzy index calls it
    /// for every candidate of every word of an utterance.
    static func of(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>, soundsAlike: Bool) -> Double {
        if x.elementsEqual(y) { return 1 }
        if x.count <= 3, y.count <= 3, let known = confusion(x, y) { return known }
        let longest = max(x.count, y.count)
        let allowed = longest <= 3 ? 0 : longest <= 5 ? 1 : 2
        // Sound-alikes may differ more in spelling: `coat`/`code`, `byte`/`bite`.
        let limit = soundsAlike ? max(allowed, 1, longest <= 6 ? longest / 2 : longest / 3) : allowed
        guard let d = distance(x, y, limit: limit) else { return 0 }
        var score = 1 - Double(d) / Double(longest)
        if soundsAlike { score = max(score, 0.85) }
        else if d > allowed { return 0 }
        return score >= minimum ? score : 0
    }

    /// Short words recognisers write for one another (`in` heard as `and`).
    static let confusions: [(String, String, Double)] = [("in", "and", 0.8), ("in", "an", 0.8), ("on", "and", 0.75)]

    private static func confusion(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Double? {
        for (a, b, score) in confusions {
            if x.elementsEqual(a.utf8) && y.elementsEqual(b.utf8) || x.elementsEqual(b.utf8) && y.elementsEqual(a.utf8) {
                return score
            }
        }
        return nil
    }

    /// The Damerau–Levenshtein (optimal string alignment) distance, or `nil`
    /// if it exceeds `limit`.
    ///
    /// - Complexity: O(*m* · *n*) with an early exit past `limit`; three
    ///   rows of scratch space on the stack.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// Only cells within `limit` of the diagonal can stay within `limit`, so
    /// each row computes that band alone; cells beside it read as
    /// `limit + 1`.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let m = a.count, n = b.count
        let beyond = limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (n + 2)) { scratch -> Int? in
            var previous2 = UnsafeMutableBufferPointer(rebasing: scratch[0..<(n + 2)])
            var previous = UnsafeMutableBufferPointer(rebasing: scratch[(n + 2)..<(2 * n + 4)])
            var current = UnsafeMutableBufferPointer(rebasing: scratch[(2 * n + 4)..<(3 * n + 6)])
            for j in 0...(n + 1) {
                previous2[j] = beyond
                previous[j] = min(j, beyond)
                current[j] = beyond
            }
            for i in 1...m {
                let low = max(1, i - limit), high = min(n, i + limit)
                current[low - 1] = low == 1 ? min(i, beyond) : beyond
                current[high + 1] = beyond
                var rowMin = beyond
                if low <= high {
                    for j in low...high {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, previous2[j - 2] + 1)
                        }
                        value = min(value, beyond)
                        current[j] = value
                        rowMin = min(rowMin, value)
                    }
                }
                if rowMin > limit { return nil }
                (previous2, previous, current) = (previous, current, previous2)
            }
            return previous[n] <= limit ? previous[n] : nil
        }
    }
}

/// A rough English sound key, so that words a recogniser writes for the
/// same sounds meet: `byte`/`bite` → `BT`, `niagra`/`niagara` → `NKR`,
/// `four`/`for` → `FR`, `two`/`to` → `T`.
enum Phonetic {
    static func key(_ word: String) -> [UInt8] { key(Array(word.utf8)) }

    static func key(_ w: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(w.count)
        func at(_ i: Int) -> UInt8 { i >= 0 && i < w.count ? w[i] : 0 }
        func isVowel(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "y"): true
            default: false
            }
        }
        var i = 0
        // Silent first letters: knight, write, psalm, gnome.
        if w.count > 1, (at(0) == UInt8(ascii: "k") || at(0) == UInt8(ascii: "g")) && at(1) == UInt8(ascii: "n")
            || at(0) == UInt8(ascii: "w") && at(1) == UInt8(ascii: "r") || at(0) == UInt8(ascii: "p") && at(1) == UInt8(ascii: "s")
        {
            i = 1
        }
        if i == 0, let first = w.first, isVowel(first) { out.append(UInt8(ascii: "A")) }
        while i < w.count {
            let c = w[i]
            var code: UInt8 = 0
            switch c {
            case UInt8(ascii: "b"): code = UInt8(ascii: "B")
            case UInt8(ascii: "c"):
                if at(i + 1) == UInt8(ascii: "h") { code = UInt8(ascii: "X"); i += 1 }
                else if at(i + 1) == UInt8(ascii: "e") || at(i + 1) == UInt8(ascii: "i") || at(i + 1) == UInt8(ascii: "y") {
                    code = UInt8(ascii: "S")
                }
                else { code = UInt8(ascii: "K"); if at(i + 1) == UInt8(ascii: "k") { i += 1 } }
            case UInt8(ascii: "d"), UInt8(ascii: "t"):
                if c == UInt8(ascii: "t"), at(i + 1) == UInt8(ascii: "h") { code = UInt8(ascii: "0"); i += 1 }
                else { code = UInt8(ascii: "T") }
            case UInt8(ascii: "f"), UInt8(ascii: "v"): code = UInt8(ascii: "F")
            case UInt8(ascii: "p"):
                if at(i + 1) == UInt8(ascii: "h") { code = UInt8(ascii: "F"); i += 1 } else { code = UInt8(ascii: "P") }
            case UInt8(ascii: "g"):
                if at(i + 1) == UInt8(ascii: "h") { i += 1; code = isVowel(at(i + 1)) ? UInt8(ascii: "K") : 0 }
                else { code = UInt8(ascii: "K") }
            case UInt8(ascii: "k"), UInt8(ascii: "q"): code = UInt8(ascii: "K")
            case UInt8(ascii: "j"): code = UInt8(ascii: "J")
            case UInt8(ascii: "l"): code = UInt8(ascii: "L")
            case UInt8(ascii: "m"): code = UInt8(ascii: "M")
            case UInt8(ascii: "n"): code = UInt8(ascii: "N")
            case UInt8(ascii: "r"): code = UInt8(ascii: "R")
            case UInt8(ascii: "s"), UInt8(ascii: "z"):
                if c == UInt8(ascii: "s"), at(i + 1) == UInt8(ascii: "h") { code = UInt8(ascii: "X"); i += 1 }
                else { code = UInt8(ascii: "S") }
            case UInt8(ascii: "x"):
                out.append(UInt8(ascii: "K"))
                code = UInt8(ascii: "S")
            case UInt8(ascii: "w"), UInt8(ascii: "h"), UInt8(ascii: "y"):
                code = 0  // only shape the vowels around them
            default:
                if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { code = c }
            }
            if code != 0, out.last != code { out.append(code) }
            i += 1
        }
        return out
    }
}
