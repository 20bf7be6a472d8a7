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
        var trie = TokenTrie()
        var seen = Set<Form>()
        for (i, value) in values.enumerated() {
            for spoken in value.spokenForms {
                let tokens = Normalizer.tokens(spoken).map { vocabulary.intern($0) }
                guard !tokens.isEmpty else { continue }
                let form = Form(value: Int32(i), tokens: tokens)
                guard seen.insert(form).inserted else { continue }
                trie.insert(tokens.map { .token($0) }, payload: Int32(forms.count), vocabulary: &vocabulary)
                forms.append(form)
            }
        }
        self.forms = forms
        self.trie = trie

        var pairs: [(token: Int32, form: Int32)] = []
        pairs.reserveCapacity(forms.count * 2)
        for (i, form) in forms.enumerated() {
            for token in Set(form.tokens) { pairs.append((token, Int32(i))) }
        }
        pairs.sort { ($0.token, $0.form) < ($1.token, $1.form) }
        var ranges: [Int32: Range<Int32>] = [:]
        ranges.reserveCapacity(pairs.count / 2)
        var start = 0
        while start < pairs.count {
            var end = start
            while end < pairs.count, pairs[end].token == pairs[start].token { end += 1 }
            ranges[pairs[start].token] = Int32(start)..<Int32(end)
            start = end
        }
        self.postingRanges = ranges
        self.postingForms = pairs.map(\.form)
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
