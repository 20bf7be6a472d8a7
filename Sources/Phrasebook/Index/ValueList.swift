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

    /// What a list's values are: the names an app is called by, or the
    /// values of one parameter type.
    enum Kind: Hashable, Sendable {
        case appNames
        case type(String)
    }

    let app: Int32
    let kind: Kind
    let values: [Value]
    /// Every spoken form of every value, in order.
    let forms: [Form]
    /// A trie over the forms; payloads are form numbers.
    let trie: TokenTrie
    /// Every word of every form, sorted, each once.
    let words: [Int32]

    /// Whether this list holds the app's names (which a phrase that says
    /// `${applicationName}` must say) rather than a parameter's values.
    var isAppNames: Bool { kind == .appNames }

    init(app: Int32, kind: Kind, values: [Value], vocabulary: inout Vocabulary) {
        self.app = app
        self.kind = kind
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
        var words = forms.flatMap(\.tokens)
        words.sort()
        var distinct: [Int32] = []
        distinct.reserveCapacity(words.count)
        for word in words where distinct.last != word { distinct.append(word) }
        self.words = distinct
    }

    /// Whether some form of some value has `word` in it.
    ///
    /// - Complexity: O(log *w*) for *w* distinct words.
    func contains(word: Int32) -> Bool {
        var low = 0, high = words.count
        while low < high {
            let mid = (low + high) / 2
            if words[mid] < word { low = mid + 1 } else { high = mid }
        }
        return low < words.count && words[low] == word
    }
}
