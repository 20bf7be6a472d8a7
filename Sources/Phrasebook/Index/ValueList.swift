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

    let app: Int32
    /// The type's name, or `""` for the app's names.
    let typeName: String
    let values: [Value]
    /// Every spoken form of every value, in order.
    let forms: [Form]
    /// A trie over the forms; payloads are form numbers.
    let trie: TokenTrie
    /// Token → forms containing it (for flexible matching), as flat ranges.
    private let postingRanges: [Int32: Range<Int32>]
    private let postingForms: [Int32]

    init(app: Int32, typeName: String, values: [Value], vocabulary: inout Vocabulary) {
        self.app = app
        self.typeName = typeName
        self.values = values
        var forms: [Form] = []
        forms.reserveCapacity(values.count)
        var trie = TokenTrie()
        var symbols: [TokenTrie.Symbol] = []
        for (i, value) in values.enumerated() {
            let first = forms.count
            for spoken in value.spokenForms {
                let tokens = Normalizer.tokens(spoken).map { vocabulary.intern($0) }
                // A synonym that says the same as the title, once.
                guard !tokens.isEmpty, !forms[first...].contains(where: { $0.tokens == tokens }) else { continue }
                symbols.removeAll(keepingCapacity: true)
                for token in tokens { symbols.append(.token(token)) }
                trie.insert(symbols, payload: Int32(forms.count), vocabulary: &vocabulary)
                forms.append(Form(value: Int32(i), tokens: tokens))
            }
        }
        self.forms = forms
        self.trie = trie

        // Postings: (token, form) pairs packed in one integer each, sorted.
        var pairs: [UInt64] = []
        pairs.reserveCapacity(forms.count * 2)
        for (i, form) in forms.enumerated() {
            for (k, token) in form.tokens.enumerated() where !form.tokens[..<k].contains(token) {
                pairs.append(UInt64(UInt32(bitPattern: token)) << 32 | UInt64(UInt32(i)))
            }
        }
        pairs.radixSort()
        var ranges: [Int32: Range<Int32>] = [:]
        ranges.reserveCapacity(pairs.count / 2)
        var start = 0
        while start < pairs.count {
            let token = pairs[start] >> 32
            var end = start + 1
            while end < pairs.count, pairs[end] >> 32 == token { end += 1 }
            ranges[Int32(truncatingIfNeeded: token)] = Int32(start)..<Int32(end)
            start = end
        }
        self.postingRanges = ranges
        self.postingForms = pairs.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
    }

    /// The forms that contain `token`.
    func forms(containing token: Int32) -> ArraySlice<Int32> {
        guard let range = postingRanges[token] else { return [] }
        return postingForms[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// How many forms contain `token`: the rarer, the more a match on it says.
    func formCount(containing token: Int32) -> Int {
        postingRanges[token]?.count ?? 0
    }
}
