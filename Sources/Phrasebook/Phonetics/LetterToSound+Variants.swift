extension LetterToSound {
    /// Other ways a common word is said, beside the sound `phonemes(of:)`
    /// gives it: the weak forms of function words in running speech ("for"
    /// as F ER, "and" as AH N, "of" as AH), and a few words said two ways
    /// ("either" as AY DH ER). A recogniser's dictionary lists such forms,
    /// so it writes the word for any of them: "go for" for "Gulper" (G OW
    /// F ER), "and either" for "in Diver".
    ///
    /// Written for Phrasebook, one `word SOUNDS | SOUNDS` a line; only the
    /// forms that differ from the word's usual sound are kept. "to" as T AH
    /// is left out: on the evaluation set's tuning part it put no
    /// transcript more right, and it heard "goal to" as "Gulper" in
    /// out-of-domain speech ("set my step goal to ten thousand").
    static let variants: [String: [[Phoneme]]] = {
        var table: [String: [[Phoneme]]] = [:]
        for line in variantList.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2 else { continue }
            let word = String(fields[0])
            let usual = phonemes(of: word)
            let forms = fields[1].split(separator: "|").map { writtenSounds($0.split(separator: " "), in: line) }
            var kept: [[Phoneme]] = []
            for form in forms where form != usual && !kept.contains(form) { kept.append(form) }
            if !kept.isEmpty { table[word] = kept }
        }
        return table
    }()

    private static let variantList = """
        a EY
        an AH N
        and AH N D | AH N | AE N
        are ER
        as AH Z
        at AH T
        but B AH T
        can K AH N
        could K AH D
        either AY DH ER | IY DH ER
        for F ER | F R ER
        from F R AH M | F ER M
        had HH AH D | AH D
        has HH AH Z | AH Z
        have HH AH V | AH V
        her ER | HH ER
        him IH M
        into IH N T AH
        just JH AH S T
        neither N AY DH ER | N IY DH ER
        of AH | AH V
        or ER
        our AA R
        shall SH AH L
        should SH AH D
        than DH AH N
        that DH AH T
        the DH IY
        them DH AH M
        there DH ER
        was W AH Z
        were W ER
        what W AH T
        would W AH D
        you Y AH
        your Y ER
        """
}
