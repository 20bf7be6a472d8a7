extension Normalizer {
    /// How `text` writes `words`, a run of its tokens (`tokens(_:language:)`):
    /// the words of `text` that say them, whole, as the recogniser wrote
    /// them — case, hyphens, apostrophes, digits and abbreviations kept —
    /// joined by single spaces, without the punctuation at the run's ends
    /// that says no word ("Jot down the Wi-Fi code, 10:30 at Dr. Lee's.",
    /// words `the wi fi code ten thirty at doctor lee s`: "the Wi-Fi code,
    /// 10:30 at Dr. Lee's").
    ///
    /// `nil` where no run of whole words of `text` reads as exactly `words`:
    /// where the run starts or ends inside a word of `text` ("note:buy"),
    /// or where words were re-cut after normalising (`codingbridge` split,
    /// letters joined). Where several runs do, the last: free text is
    /// mostly the end of what was said. In a language written without
    /// spaces (Japanese, Chinese) each Han or kana character is a word, and
    /// the run is the text between its first and last as written
    /// ("牛乳を買う").
    ///
    /// - Complexity: O(*n* · *m*) in the lengths of `text` and `words`.
    public static func written(_ words: [String], in text: String, language: String? = nil) -> String? {
        guard !words.isEmpty else { return nil }
        let isWrittenWithoutSpaces = Language(code: language).isWrittenWithoutSpaces
        // The words of `text`, each with the tokens it reads as: between
        // spaces, and where a language is written without them, each Han
        // or kana character on its own, as the tokens are.
        let chunks = Self.words(of: text, eachCharacter: isWrittenWithoutSpaces).map { (range: $0, tokens: tokens(String(text[$0]), language: language)) }
        // A word read alone must read as it does in the whole text: a
        // number written across a space (`10 000` in French) does not.
        guard chunks.flatMap(\.tokens) == tokens(text, language: language) else { return nil }
        var found: Range<Int>?
        for first in chunks.indices where !chunks[first].tokens.isEmpty {
            var said = 0
            var last = first
            while last < chunks.count, said < words.count {
                let own = chunks[last].tokens
                guard said + own.count <= words.count, words[said..<(said + own.count)].elementsEqual(own) else { break }
                said += own.count
                last += 1
            }
            if said == words.count, !chunks[last - 1].tokens.isEmpty { found = first..<last }
        }
        guard let found else { return nil }
        let written =
            isWrittenWithoutSpaces
            ? String(text[chunks[found.lowerBound].range.lowerBound..<chunks[found.upperBound - 1].range.upperBound])
            : chunks[found].map { text[$0.range] }.joined(separator: " ")
        return trimmed(trimmed(written, fromStart: true, language: language), fromStart: false, language: language)
    }

    /// The words of `text` as written: runs between spaces, and with
    /// `eachCharacter`, each Han or kana character a word of its own.
    private static func words(of text: String, eachCharacter: Bool) -> [Range<String.Index>] {
        var words: [Range<String.Index>] = []
        var start: String.Index?
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            let c = text[i]
            if c.isWhitespace || (eachCharacter && c.unicodeScalars.contains(where: isHanOrKana)) {
                if let begun = start { words.append(begun..<i) }
                start = nil
                if !c.isWhitespace { words.append(i..<next) }
            } else if start == nil {
                start = i
            }
            i = next
        }
        if let begun = start { words.append(begun..<text.endIndex) }
        return words
    }

    /// `word` (or words) without the characters at its start (or end) that
    /// say no word of it: a full stop, a comma, quotes, brackets — not the `$` of
    /// `$5` or the `%` of `50%`, which are read.
    private static func trimmed(_ word: String, fromStart: Bool, language: String?) -> String {
        let own = tokens(word, language: language)
        var word = Substring(word)
        while let edge = fromStart ? word.first : word.last, !edge.isLetter, !edge.isNumber {
            let shorter = fromStart ? word.dropFirst() : word.dropLast()
            guard tokens(String(shorter), language: language) == own else { break }
            word = shorter
        }
        return String(word)
    }
}
