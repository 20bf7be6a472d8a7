/// Counts text in the tokens of Whisper's English models (tiny.en, base.en…),
/// whose tokenizer is GPT-2's byte-level BPE: what fits in Whisper's
/// initial prompt (``Grammar/promptTokenLimit``).
///
/// As Whisper does it: the text is cut into pieces by GPT-2's pattern —
/// `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`,
/// so a word takes the space before it — and each piece's UTF-8 bytes are
/// merged pair by pair, the pair whose merge comes first in GPT-2's list
/// (``encodedMerges``) first, until no pair of the list is left; a piece is
/// as many tokens as are left. `GrammarPromptTests` holds the count to the
/// tokenizer of `make whisper-venv` on every prompt of the sample and
/// evaluation apps.
enum WhisperTokenizer {
    /// The number of tokens Whisper's English tokenizer makes of `text`.
    ///
    /// - Complexity: O(*b*²) for the *b* bytes of the longest piece (a
    ///   word), O(*n*) pieces; the merge table is read once, on first use
    ///   (50,000 merges, a few milliseconds).
    static func tokenCount(of text: String) -> Int {
        pieces(of: text).reduce(0) { $0 + tokenCount(ofPiece: $1) }
    }

    /// The tokens of one piece of the pattern.
    static func tokenCount<Bytes: Sequence>(ofPiece piece: Bytes) -> Int where Bytes.Element == UInt8 {
        var tokens = piece.map { byteTokens[Int($0)] }
        while tokens.count > 1 {
            var best: (rank: Int32, at: Int)?
            for i in 0..<(tokens.count - 1) {
                if let rank = ranks[pair(tokens[i], tokens[i + 1])], rank < best?.rank ?? .max { best = (rank, i) }
            }
            guard let best else { break }
            let made = 256 + best.rank
            // Every occurrence of the pair, left to right, as BPE does.
            var merged: [Int32] = []
            merged.reserveCapacity(tokens.count)
            var i = 0
            while i < tokens.count {
                if i + 1 < tokens.count, pair(tokens[i], tokens[i + 1]) == pair(tokens[best.at], tokens[best.at + 1]) {
                    merged.append(made)
                    i += 2
                } else {
                    merged.append(tokens[i])
                    i += 1
                }
            }
            tokens = merged
        }
        return tokens.count
    }

    /// The pieces GPT-2's pattern cuts `text` into, as UTF-8 bytes: each
    /// alternative of the pattern tried in its order where the last piece ended.
    static func pieces(of text: String) -> [[UInt8]] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [[UInt8]] = []
        var i = 0
        while i < scalars.count {
            let end = pieceEnd(in: scalars, from: i)
            pieces.append(Array(String(String.UnicodeScalarView(scalars[i..<end])).utf8))
            i = end
        }
        return pieces
    }

    /// Where the piece that starts at `start` ends.
    private static func pieceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        func at(_ i: Int) -> Unicode.Scalar? { i < scalars.count ? scalars[i] : nil }
        // 's 't 're 've 'm 'll 'd
        if scalars[start] == "'", let next = at(start + 1) {
            switch next {
            case "s", "t", "m", "d": return start + 2
            case "r" where at(start + 2) == "e", "v" where at(start + 2) == "e", "l" where at(start + 2) == "l": return start + 3
            default: break
            }
        }
        // ` ?\p{L}+`, ` ?\p{N}+`, ` ?[^\s\p{L}\p{N}]+`: an optional space, then a run of one kind.
        let body = scalars[start] == " " && at(start + 1).map { !isSpace($0) } == true ? start + 1 : start
        if !isSpace(scalars[body]) {
            let kind = kind(scalars[body])
            var end = body + 1
            while let next = at(end), !isSpace(next), Self.kind(next) == kind { end += 1 }
            return end
        }
        // `\s+(?!\S)|\s+`: spaces, but the last when a word follows (its piece takes it).
        var end = start + 1
        while let next = at(end), isSpace(next) { end += 1 }
        return end < scalars.count && end - start > 1 ? end - 1 : end
    }

    private enum Kind { case letter, number, other }

    private static func kind(_ scalar: Unicode.Scalar) -> Kind {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: .letter
        case .decimalNumber, .letterNumber, .otherNumber: .number
        default: .other
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    private static func pair(_ left: Int32, _ right: Int32) -> Int64 { Int64(left) << 32 | Int64(right) }

    /// Each byte's token: GPT-2 numbers the bytes `!`…`~`, `¡`…`¬`, `®`…`ÿ`
    /// first, then the others in order.
    private static let byteTokens: [Int32] = {
        let printable = Array(33...126) + Array(161...172) + Array(174...255)
        let order = printable + (0...255).filter { !printable.contains($0) }
        var tokens = [Int32](repeating: 0, count: 256)
        for (token, byte) in order.enumerated() { tokens[byte] = Int32(token) }
        return tokens
    }()

    /// Each merge's rank, by the pair of tokens it joins.
    private static let ranks: [Int64: Int32] = {
        var ranks: [Int64: Int32] = [:]
        ranks.reserveCapacity(50_000)
        var numbers: [Int32] = []
        numbers.reserveCapacity(100_000)
        var value: Int32 = 0
        for byte in encodedMerges.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                numbers.append(value * 32 + Int32(byte - UInt8(ascii: "0")))
                value = 0
            case UInt8(ascii: "a")...UInt8(ascii: "v"):
                numbers.append(value * 32 + Int32(byte - UInt8(ascii: "a")) + 10)
                value = 0
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                value = value * 32 + Int32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "@"): value = value * 32 + 26
            case UInt8(ascii: "#"): value = value * 32 + 27
            case UInt8(ascii: "$"): value = value * 32 + 28
            case UInt8(ascii: "%"): value = value * 32 + 29
            case UInt8(ascii: "&"): value = value * 32 + 30
            case UInt8(ascii: "*"): value = value * 32 + 31
            default: continue  // line breaks and indentation
            }
        }
        for rank in 0..<(numbers.count / 2) {
            ranks[pair(numbers[2 * rank], numbers[2 * rank + 1])] = Int32(rank)
        }
        return ranks
    }()
}
