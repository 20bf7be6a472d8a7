extension PhraseIndex {
    /// The words most utterances say: every template's own words, the
    /// apps' names' words, and the fillers and the prepositions before a
    /// name of every language the phrases are in.
    ///
    /// Flexible matching looks up what each word of an utterance may stand
    /// for (`FuzzyIndex.similarWords`): with a large catalog, most of its
    /// instructions. These words come back in utterance after utterance
    /// ("hey can you plan a trip to … with atlas"), and what a word may
    /// stand for depends on the word alone, not on the words around it.
    var knownWords: Set<String> {
        var words = Set(templatePostings.keys.map(vocabulary.word))
        for list in lists where list.isAppNames { words.formUnion(list.words.map(vocabulary.word)) }
        for language in locales {
            if Catalog.isEnglish(language) {
                words.formUnion(FlexibleSearch.fillers)
                words.formUnion(FlexibleSearch.prepositions)
            } else {
                words.formUnion(LanguageWords.fillers(language))
                words.formUnion(LanguageWords.prepositions(language))
            }
        }
        return words
    }

    /// What the fuzzy index finds for each of `knownWords` heard on its
    /// own: the same as flexible matching would work out in the utterance,
    /// as the word's letters and sounds are the same there.
    ///
    /// - Complexity: one `FuzzyIndex.similarWords` lookup per known word.
    func alternativesOfKnownWords() -> [String: [(id: Int32, similarity: Double)]] {
        var known: [String: [(id: Int32, similarity: Double)]] = [:]
        for word in knownWords {
            let sounds = UtteranceSounds([word], index: self)
            known[word] = sounds.withPhonemes(of: 0..<1) { FlexibleSearch.alternatives(to: word, sounding: $0, words: 1, in: self) }
        }
        return known
    }
}
