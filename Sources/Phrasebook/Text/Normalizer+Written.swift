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
    /// where words were re-cut after normalising (`codingbridge` split,
    /// letters joined), or where `text` is written without spaces
    /// (Japanese, Chinese). Where several runs do, the last: free text is
    /// mostly the end of what was said.
    ///
    /// - Complexity: O(*n* · *m*) in the lengths of `text` and `words`.
    public static func written(_ words: [String], in text: String, language: String? = nil) -> String? {
        guard !words.isEmpty else { return nil }
        // The words of `text` between spaces, each with the tokens it reads as.
        var chunks: [(text: Substring, tokens: [String])] = []
        for chunk in text.split(whereSeparator: { $0.isWhitespace }) {
            chunks.append((chunk, tokens(String(chunk), language: language)))
        }
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
        var written = chunks[found].map { String($0.text) }
        written[0] = trimmed(written[0], fromStart: true, language: language)
        written[written.count - 1] = trimmed(written[written.count - 1], fromStart: false, language: language)
        return written.joined(separator: " ")
    }

    /// `word` without the characters at its start (or end) that say no
    /// word of it: a full stop, a comma, quotes, brackets — not the `$` of
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
