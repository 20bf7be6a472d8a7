extension LetterToSound {
    /// Common words whose spelling the rules cannot read (`one`, `two`,
    /// `the`, `through`), and the letters said on their own (`c plus plus`).
    ///
    /// Written for Phrasebook, one `word SOUNDS` a line; only words frequent
    /// in speech belong here: the rules are the model, this is its patch.
    static let exceptions: [String: [Phoneme]] = {
        var table: [String: [Phoneme]] = [:]
        for line in exceptionList.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let word = fields.first else { continue }
            table[String(word)] = writtenSounds(fields.dropFirst(), in: line)
        }
        return table
    }()

    /// The phonemes `symbols` name (`N OW T`), from a line of a table
    /// written here: a symbol that names none is the table's mistake,
    /// caught when the table loads.
    static func writtenSounds(_ symbols: some Sequence<Substring>, in line: Substring) -> [Phoneme] {
        symbols.map { symbol in
            guard let phoneme = Phoneme(symbol: symbol) else { preconditionFailure("bad sound in \(line)") }
            return phoneme
        }
    }

    private static let exceptionList = """
        a AH
        b B IY
        c S IY
        d D IY
        e IY
        f EH F
        g JH IY
        h EY CH
        i AY
        j JH EY
        k K EY
        l EH L
        m EH M
        n EH N
        o OW
        p P IY
        q K Y UW
        r AA R
        s EH S
        t T IY
        u Y UW
        v V IY
        w D AH B AH L Y UW
        x EH K S
        y W AY
        z Z IY
        an AE N
        and AH N D
        are AA R
        as AE Z
        is IH Z
        his HH IH Z
        has HH AE Z
        was W AA Z
        the DH AH
        of AH V
        to T UW
        too T UW
        two T UW
        do D UW
        does D AH Z
        done D AH N
        who HH UW
        whom HH UW M
        whose HH UW Z
        what W AH T
        where W EH R
        there DH EH R
        their DH EH R
        here HH IY R
        were W ER
        they DH EY
        them DH EH M
        then DH EH N
        than DH AE N
        that DH AE T
        this DH IH S
        these DH IY Z
        those DH OW Z
        thus DH AH S
        though DH OW
        although AO L DH OW
        through TH R UW
        thought TH AO T
        with W IH DH
        without W IH TH AW T
        within W IH DH IH N
        you Y UW
        your Y AO R
        yours Y AO R Z
        yourself Y AO R S EH L F
        yes Y EH S
        be B IY
        been B IH N
        being B IY IH NG
        by B AY
        buy B AY
        bye B AY
        eye AY
        eyes AY Z
        have HH AE V
        give G IH V
        gives G IH V Z
        given G IH V AH N
        live L IH V
        lives L IH V Z
        love L AH V
        loves L AH V Z
        above AH B AH V
        glove G L AH V
        move M UW V
        movie M UW V IY
        prove P R UW V
        lose L UW Z
        come K AH M
        comes K AH M Z
        coming K AH M IH NG
        become B IH K AH M
        some S AH M
        someone S AH M W AH N
        something S AH M TH IH NG
        sometimes S AH M T AY M Z
        one W AH N
        once W AH N S
        none N AH N
        nothing N AH TH IH NG
        gone G AO N
        other AH DH ER
        another AH N AH DH ER
        mother M AH DH ER
        brother B R AH DH ER
        father F AA DH ER
        money M AH N IY
        honey HH AH N IY
        month M AH N TH
        country K AH N T R IY
        young Y AH NG
        touch T AH CH
        enough IH N AH F
        rough R AH F
        tough T AH F
        cough K AO F
        laugh L AE F
        half HH AE F
        could K UH D
        would W UH D
        should SH UH D
        put P UH T
        push P UH SH
        pull P UH L
        full F UH L
        sugar SH UH G ER
        sure SH UH R
        wolf W UH L F
        woman W UH M AH N
        women W IH M AH N
        word W ER D
        work W ER K
        world W ER L D
        water W AO T ER
        want W AA N T
        wash W AA SH
        watch W AA CH
        warm W AO R M
        said S EH D
        says S EH Z
        again AH G EH N
        against AH G EH N S T
        any EH N IY
        anyone EH N IY W AH N
        anything EH N IY TH IH NG
        many M EH N IY
        every EH V R IY
        everyone EH V R IY W AH N
        everything EH V R IY TH IH NG
        very V EH R IY
        only OW N L IY
        also AO L S OW
        always AO L W EY Z
        almost AO L M OW S T
        already AO L R EH D IY
        into IH N T UW
        onto AA N T UW
        today T AH D EY
        tonight T AH N AY T
        tomorrow T AH M AA R OW
        together T AH G EH DH ER
        hello HH AH L OW
        okay OW K EY
        ok OW K EY
        please P L IY Z
        people P IY P AH L
        pretty P R IH T IY
        great G R EY T
        break B R EY K
        steak S T EY K
        bear B EH R
        wear W EH R
        pear P EH R
        heart HH AA R T
        friend F R EH N D
        friends F R EH N D Z
        build B IH L D
        built B IH L T
        busy B IH Z IY
        business B IH Z N AH S
        guy G AY
        height HH AY T
        either IY DH ER
        neither N IY DH ER
        key K IY
        obey OW B EY
        door D AO R
        floor F L AO R
        poor P UH R
        blood B L AH D
        flood F L AH D
        food F UW D
        mood M UW D
        shoe SH UW
        four F AO R
        our AW ER
        hour AW ER
        hours AW ER Z
        honest AA N AH S T
        honor AA N ER
        heir EH R
        island AY L AH N D
        aisle AY L
        listen L IH S AH N
        often AO F AH N
        answer AE N S ER
        castle K AE S AH L
        christmas K R IH S M AH S
        colonel K ER N AH L
        debt D EH T
        doubt D AW T
        sword S AO R D
        tongue T AH NG
        view V Y UW
        idea AY D IY AH
        area EH R IY AH
        ocean OW SH AH N
        police P AH L IY S
        machine M AH SH IY N
        pizza P IY T S AH
        piano P IY AE N OW
        recipe R EH S AH P IY
        cafe K AH F EY
        science S AY AH N S
        quiet K W AY AH T
        child CH AY L D
        children CH IH L D R AH N
        iron AY ER N
        knowledge N AA L IH JH
        zero Z IH R OW
        three TH R IY
        six S IH K S
        seven S EH V AH N
        eight EY T
        nine N AY N
        eleven IH L EH V AH N
        twelve T W EH L V
        twenty T W EH N T IY
        thirty TH ER D IY
        forty F AO R T IY
        hundred HH AH N D R AH D
        thousand TH AW Z AH N D
        million M IH L Y AH N
        billion B IH L Y AH N
        first F ER S T
        second S EH K AH N D
        minute M IH N AH T
        both B OW TH
        from F R AH M
        shall SH AE L
        because B IH K AH Z
        doing D UW IH NG
        shoes SH UW Z
        michael M AY K AH L
        george JH AO R JH
        sean SH AO N
        yeah Y AE
        pre P R IY
        character K EH R IH K T ER
        arrive ER AY V
        arrived ER AY V D
        arriving ER AY V IH NG
        arrival ER AY V AH L
        camera K AE M ER AH
        orange AO R AH N JH
        garage G ER AA ZH
        breakfast B R EH K F AH S T
        menu M EH N Y UW
        routine R UW T IY N
        remove R IY M UW V
        volume V AA L Y UW M
        photo F OW T OW
        summary S AH M ER IY
        regular R EH G Y AH L ER
        notification N OW T AH F AH K EY SH AH N
        """
}
