/// Interned word tokens: every word the index knows gets a dense `Int32` id.
struct Vocabulary: Sendable {
    private(set) var words: [String] = []
    private var ids: [String: Int32] = [:]

    var count: Int { words.count }

    /// The id of `word`, adding it if it is new.
    mutating func intern(_ word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        words.append(word)
        ids[word] = id
        return id
    }

    /// The id of `word`, or `nil` if no phrase or value contains it.
    ///
    /// - Complexity: O(1) expected (one hash lookup).
    func id(of word: String) -> Int32? {
        ids[word]
    }

    func word(_ id: Int32) -> String {
        words[Int(id)]
    }
}
