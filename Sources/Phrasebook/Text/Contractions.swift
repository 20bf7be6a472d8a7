/// English contractions as recognisers and people write them:
/// `what's` = `what is`, `don't` = `do not`, `I'm` = `i am`.
enum Contractions {
    private static let whole: [String: [String]] = [
        "won't": ["will", "not"], "can't": ["can", "not"], "shan't": ["shall", "not"],
        "let's": ["let", "us"], "ain't": ["is", "not"], "y'all": ["you", "all"],
        "o'clock": ["o", "clock"],
    ]

    /// Words whose `'s` is `is` rather than a possessive.
    private static let isWords: Set<String> = [
        "what", "that", "it", "he", "she", "there", "here", "where", "who", "how", "when", "why", "this",
        "everything", "something", "nothing", "everyone", "someone",
    ]

    static func expand(_ word: String, into tokens: inout [String]) {
        if let words = whole[word] {
            tokens.append(contentsOf: words)
            return
        }
        let suffixes: [(String, String)] = [("n't", "not"), ("'re", "are"), ("'ll", "will"), ("'ve", "have"), ("'m", "am"), ("'d", "would")]
        for (suffix, expansion) in suffixes where word.hasSuffix(suffix) && word.count > suffix.count {
            tokens.append(String(word.dropLast(suffix.count)))
            tokens.append(expansion)
            return
        }
        if word.hasSuffix("'s") {
            let stem = String(word.dropLast(2))
            if isWords.contains(stem) {
                tokens.append(stem)
                tokens.append("is")
                return
            }
        }
        // A possessive or a name with an apostrophe: "landmark's" → "landmarks", "o'neil" → "oneil".
        tokens.append(word.replacingOccurrences(of: "'", with: ""))
    }
}

private extension String {
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
