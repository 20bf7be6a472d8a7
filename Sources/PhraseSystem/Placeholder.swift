enum PhraseSystemPlaceholder {}
