/// How every vocabulary word sounds: its phonemes by the letter-to-sound
/// rules (`LetterToSound`), worked out once when the index is built and
/// kept end to end in one flat array.
///
/// Word *i*'s phonemes are `phonemes[ends[i - 1]..<ends[i]]`: one byte a
/// sound and eight bytes a word (its end and its weighted length), so a
/// vocabulary of a million words costs a few megabytes. Words known only
/// written together with another (`codingbridge`, a trie's compound edge)
/// have none.
struct Pronunciations: Sendable {
    private var phonemes: [Phoneme] = []
    private var ends: [UInt32] = []
    /// `PhoneticDistance.weightedLength` of each word's phonemes: the scale
    /// of a similarity to it, which the fuzzy index reads for every word it
    /// offers for a run of heard words (summing them there each time
    /// showed in a flexible match's profile).
    private var weights: [Float] = []
    /// Words whose pronunciation came after their place in `phonemes`: a
    /// word first known only written together, later on its own.
    private var late: [Int32: [Phoneme]] = [:]
    /// How many of the vocabulary's `unjoined` words `late` has seen.
    private var unjoinedSeen = 0

    /// Words `0..<count` of the vocabulary have their phonemes here.
    var count: Int { ends.count }

    init() {}

    /// Works out the phonemes of the words the vocabulary gained since the
    /// last call (an entity update adds a few).
    ///
    /// - Complexity: O(*l*) in the new words' total length.
    mutating func adding(from vocabulary: Vocabulary) {
        for id in vocabulary.unjoined[unjoinedSeen...] where Int(id) < count {
            let sounds = LetterToSound.phonemes(of: vocabulary.word(id))
            late[id] = sounds
            weights[Int(id)] = PhoneticDistance.weightedLength(sounds)
        }
        unjoinedSeen = vocabulary.unjoined.count
        guard vocabulary.count > count else { return }
        ends.reserveCapacity(vocabulary.count)
        weights.reserveCapacity(vocabulary.count)
        for id in count..<vocabulary.count {
            // Words written together (`codingbridge`) are matched by their
            // letters; their sound is their parts', which the parts have.
            let sounds = vocabulary.isJoinedOnly(Int32(id)) ? [] : LetterToSound.phonemes(of: vocabulary.word(Int32(id)))
            phonemes += sounds
            ends.append(UInt32(phonemes.count))
            weights.append(PhoneticDistance.weightedLength(sounds))
        }
    }

    /// The phonemes of word `id`, passed to `body` in place.
    @inline(__always)
    func withPhonemes<R>(of id: Int32, _ body: (UnsafeBufferPointer<Phoneme>) -> R) -> R {
        let i = Int(id)
        let start = i == 0 ? 0 : Int(ends[i - 1])
        if start == Int(ends[i]), let later = late[id] { return later.withUnsafeBufferPointer(body) }
        return phonemes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[i])])) }
    }

    /// `PhoneticDistance.weightedLength` of word `id`'s phonemes.
    @inline(__always)
    func weight(of id: Int32) -> Float {
        weights[Int(id)]
    }

    /// How many phonemes word `id` has.
    @inline(__always)
    func count(of id: Int32) -> Int {
        let i = Int(id)
        let stored = Int(ends[i]) - (i == 0 ? 0 : Int(ends[i - 1]))
        return stored == 0 ? late[id]?.count ?? 0 : stored
    }

    /// The phonemes of word `id`.
    subscript(id: Int32) -> ArraySlice<Phoneme> {
        let i = Int(id)
        let range = (i == 0 ? 0 : Int(ends[i - 1]))..<Int(ends[i])
        if range.isEmpty, let later = late[id] { return later[...] }
        return phonemes[range]
    }
}
