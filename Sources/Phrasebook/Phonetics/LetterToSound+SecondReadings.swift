extension LetterToSound.RuleTable {
    /// The second-reading rules, parsed once (`LetterToSound.readings(of:)`).
    static let secondReadings = LetterToSound.RuleTable(parsing: LetterToSound.secondReadingRules)
}

extension LetterToSound {
    /// Letters English spelling reads two ways often enough that a word
    /// nobody has said to us may be said either way: "Zyzza" as "Zizza" or
    /// as "Zitsa". `readings(of:)` reads a word with these rules tried
    /// before the usual ones, which gives its second reading; a recogniser's
    /// dictionary lists both (`phrase grammar --format dict`: `zyzza(2)`),
    /// so it hears the word either way. The matcher compares sounds with
    /// the first reading alone.
    ///
    /// Notation: `RuleTable`. A rule is kept where the CMU dictionary reads
    /// the letters its way in a good share of the words it applies to
    /// (`PhoneticDictionaryTests.secondReadingsAreHowTheDictionaryReadsTheLetters`,
    /// measured in `Docs/phonetics.md`).
    static let secondReadingRules = """
        [zz]V_ = T S
        """
}
