/// What an utterance sounds like: each of its words' phonemes, end to end,
/// so that the sound of any run of words is one slice. A recogniser moves
/// word boundaries ("med a station" for "meditation"); the sounds do not.
struct UtteranceSounds {
    private var phonemes: [Phoneme] = []
    /// `starts[j]` is where word *j*'s phonemes begin; one more at the end.
    private var starts: [Int] = [0]

    /// The sounds of `tokens`: a word the index knows has its phonemes
    /// there, any other is worked out by the letter-to-sound rules — and
    /// so is one the index knows only written together with another
    /// (`regularcoffee`), which has none there.
    ///
    /// - Complexity: O(*l*) in the utterance's length.
    init(_ tokens: [String], index: PhraseIndex) {
        phonemes.reserveCapacity(tokens.count * 6)
        starts.reserveCapacity(tokens.count + 1)
        for token in tokens {
            if let id = index.vocabulary.id(of: token), Int(id) < index.pronunciations.count, index.pronunciations.count(of: id) > 0 {
                phonemes += index.pronunciations[id]
            } else {
                phonemes += LetterToSound.phonemes(of: token)
            }
            starts.append(phonemes.count)
        }
    }

    /// How many phonemes words `span` have.
    func count(of span: Range<Int>) -> Int {
        starts[span.upperBound] - starts[span.lowerBound]
    }

    /// The phonemes of words `span`, passed to `body` in place.
    @inline(__always)
    func withPhonemes<R>(of span: Range<Int>, _ body: (UnsafeBufferPointer<Phoneme>) -> R) -> R {
        phonemes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[starts[span.lowerBound]..<starts[span.upperBound]])) }
    }

    /// How alike `form` of a value list sounds to words `span`.
    func similarity(of form: ValueList.FormSound, to span: Range<Int>) -> Double {
        form.phonemes.withUnsafeBufferPointer { said in withPhonemes(of: span) { Similarity.sounds(said, $0, minimum: 0) } }
    }
}
