extension NativeReading.Orthography {
    /// Every orthography with cues, in the order a word's readings come.
    static let all: [Self] = [
        polish, czech, hungarian, irish, welsh, maori, german, french, italian, spanish, portuguese, dutch, nordic, turkish,
        pinyin,
    ]

    /// Continental vowels, one sound per vowel letter, and the consonants
    /// most languages that write with Latin letters share: the base of
    /// every other table, and the reading of a word that looks foreign but
    /// has none of their cues.
    static let base = Self(name: "base", cues: "", rules: baseRules)

    static let baseRules = """
        a = AA
        á = AA
        à = AA
        â = AA
        ä = EH
        ã = AA N
        å = OW
        æ = EH
        ā = AA
        e = EH
        é = EY
        è = EH
        ê = EH
        ë = EH
        ē = EH
        ę = EH N
        ě = Y EH
        i = IY
        í = IY
        ì = IY
        î = IY
        ï = IY
        ī = IY
        ı = AH
        o = OW
        ó = OW
        ò = OW
        ô = OW
        ö = ER
        õ = OW N
        ø = ER
        ő = ER
        œ = ER
        ō = OW
        u = UW
        ú = UW
        ù = UW
        û = UW
        ü = UW
        ů = UW
        ű = UW
        ū = UW
        ą = OW N
        y+V = Y
        ^y = Y
        y = IY
        ý = IY
        ai = AY
        ay = AY
        au = AW
        ei = EY
        ey = EY
        oi = OY
        oy = OY
        ou = UW
        ae = AY
        ao = AW
        b = B
        bb = B
        c+F = S
        c = K
        cc = K
        ç = S
        ch = CH
        ck = K
        d = D
        dd = D
        f = F
        ff = F
        g = G
        gg = G
        gh = G
        h = HH
        j = JH
        k = K
        kh = K
        l = L
        ll = L
        m = M
        mm = M
        n = N
        nn = N
        ng = NG
        ñ = N Y
        ň = N Y
        ń = N
        p = P
        pp = P
        ph = F
        q = K
        qu = K W
        r = R
        rr = R
        s = S
        ss = S
        sh = SH
        š = SH
        ś = SH
        ş = SH
        t = T
        tt = T
        th = T
        ts = T S
        tz = T S
        ť = T
        ď = D
        č = CH
        ć = CH
        ž = ZH
        ż = ZH
        ź = ZH
        ř = ZH
        ł = W
        ğ = -
        ß = S
        v = V
        w = W
        x = K S
        z = Z
        zz = Z
        zh = ZH
        """

    private static let baseTable = base.rules

    /// Polish: `sz`, `cz`, `rz`, `ł` as W, `w` as V, `ci`/`si`/`zi` before
    /// a vowel as CH, SH, ZH ("Maciej", "Wojciech", "Małgorzata").
    static let polish = Self(
        name: "polish",
        cues: "ą ć ę ł ń ś ź ż sz cz rz ciej ciech cia$ sia$ ów$ owsk",
        rules: """
            szcz = SH CH
            sz = SH
            cz = CH
            rz = ZH
            dż = JH
            dź = JH
            ci+V = CH
            si+V = SH
            zi+V = ZH
            ni+V = N Y
            ci = CH IY
            si = SH IY
            zi = ZH IY
            ch = HH
            c = T S
            w$ = F
            w = V
            j = Y
            ó = UW
            y = IH
            ie = Y EH
            ej = EY
            aj = AY
            oj = OY
            """,
        base: baseTable)

    /// Czech and Slovak: háčeks, `c` as TS, `ch` as in "loch".
    static let czech = Self(
        name: "czech",
        cues: "č ř š ž ě ů ť ď ň ^hl",
        rules: """
            c = T S
            ch = HH
            j = Y
            w = V
            y = IH
            ou = OW
            ^hl = HH L
            """,
        base: baseTable)

    /// Hungarian: `s` as SH and `sz` as S, `cs`, `zs`, `gy`.
    static let hungarian = Self(
        name: "hungarian",
        cues: "ő ű ágy agy$ győ gyö csV ^cs zs ^sz",
        rules: """
            s = SH
            sz = S
            cs = CH
            zs = ZH
            gy = JH
            ny = N Y
            ty = CH
            ly = Y
            c = T S
            j = Y
            a = AO
            é = EY
            """,
        base: baseTable)

    /// Irish and Scottish Gaelic: `bh` and `mh` as V, `dh` silent, `aoi`
    /// as EE, `s` before `e` or `i` as SH ("Siobhán", "Niamh", "Saoirse",
    /// "Tadhg", "Eilidh").
    static let irish = Self(
        name: "irish",
        cues: "bh mh Vdh aoi ao idh$ ín$ ái ío oí á",
        rules: """
            aoi = IY
            ao = IY
            ái = AO
            bh = V
            mh = V
            aidh = AY
            adh = AY
            idh$ = IY
            dh = -
            th = HH
            s+F = SH
            sí = SH IY
            á = AO
            io = IH
            ia = IY AH
            ei = EY
            ae = EY
            e$ = AH
            ch = K
            c = K
            """,
        base: baseTable)

    /// Welsh: `ll` as HL, `dd` as DH, `f` as V, `w` and `y` as vowels
    /// ("Llandudno", "Ffion", "Cymru", "Gwenhwyfar").
    static let welsh = Self(
        name: "welsh",
        cues: "^ll ^ff wy ydd Cll ^yC CwC ^cym llan",
        rules: """
            ll = HH L
            ff = F
            f = V
            dd = DH
            ch = K
            ^rh = R
            c = K
            g = G
            w+V = W
            wy = UW IY
            w = UW
            y!V = IH
            y = AH
            u = IH
            ae = AY
            ai = AY
            au = AY
            ei = AY
            eu = AY
            oe = OY
            th = TH
            """,
        base: baseTable)

    /// Māori: `wh` as F, `ng` as in "singer", pure vowels ("Kōwhai",
    /// "Ngaio", "Wharekauri").
    static let maori = Self(
        name: "maori",
        cues: "ā ē ī ō ū Vwh ^whak ^whan ^whar ^ng",
        rules: """
            wh = F
            ng = NG
            e = EH
            ou = OW
            """,
        base: baseTable)

    /// German: `w` as V, `z` as TS, `ei` as EYE, `eu` as OY, `sch`, an
    /// opening `st` and `sp` as SHT and SHP ("Kreuzberg", "Zeit").
    static let german = Self(
        name: "german",
        cues: "ä ö ü ß Vsch Csch ^schw ^schl ^schm ^schn ^schr ^schu sch$ tz ^zw äu pf cht aupt ahn dorf$ berg$ burg$ stadt haus hof$",
        rules: """
            tsch = CH
            sch = SH
            ^st = SH T
            ^sp = SH P
            chs = K S
            ch = K
            ck = K
            w = V
            v = F
            z = T S
            tz = T S
            ^s+V = Z
            ei = AY
            ie = IY
            eu = OY
            äu = OY
            au = AW
            ah+C = AA
            eh+C = EY
            oh+C = OW
            uh+C = UW
            ih+C = IY
            e$ = AH
            er$ = ER
            en$ = AH N
            j = Y
            qu = K V
            d$ = T
            g$ = K
            b$ = P
            y = UW
            """,
        base: baseTable)

    /// French: silent endings, nasal vowels, `ou`, `oi`, `eau`, `ch` as
    /// SH, `j` as ZH ("Sacré-Cœur", "Gare du Nord", "Gentiane").
    static let french = Self(
        name: "french",
        cues: "é è ê ë ç à â î ô û œ ÿ eau oeu aux$ eux$ oux$ nault rault bault ille$ ois$ ^l' ^d' ^qu'",
        rules: """
            ^le$ = L AH
            ^de$ = D AH
            ^les$ = L EY
            ^des$ = D EY
            eaux = OW
            eau = OW
            ault = OW
            aux$ = OW
            au = OW
            eux$ = ER
            oux$ = UW
            ou = UW
            oin = W AE N
            oi = W AA
            ais$ = EH
            ait$ = EH
            ai = EH
            ei = EH
            œu = ER
            eu = ER
            œ = ER
            eille = EY
            eil = EY
            ail = AY
            ille$ = IY
            ann = AA N
            enn = EH N
            onn = OW N
            amm = AA M
            emm = EH M
            ean = AO N
            an+C = AO N
            an$ = AO N
            en+C = AO N
            en$ = AO N
            am+C = AO M
            on+C = OW N
            on$ = OW N
            ain = AE N
            ein = AE N
            in+C = AE N
            in$ = AE N
            un$ = ER N
            é = EY
            è = EH
            ê = EH
            er$ = EY
            ez$ = EY
            et$ = EY
            es$ = -
            e$ = -
            ch = SH
            j = ZH
            g+F = ZH
            gu+F = G
            gn = N Y
            qu = K
            th = T
            h = -
            V<s+V = Z
            s$ = -
            t$ = -
            d$ = -
            x$ = -
            z$ = -
            p$ = -
            ts$ = -
            ds$ = -
            u = UW
            y = IY
            """,
        base: baseTable)

    /// Italian: `c` and `g` soft before `e` and `i`, `ch` and `gh` hard,
    /// `gn`, `gli`, `z` as TS, a closing `e` said ("Guanciale",
    /// "Parmigiano", "Cinque Terre").
    static let italian = Self(
        name: "italian",
        cues: "gliV gli$ cch zza zzo zzi zze cciV ccino ggiV cia cio ciu gia gio giu ghi ghe zione",
        rules: """
            cci+V = CH
            ggi+V = JH
            cch = K
            gli+V = L Y
            gli = L Y IY
            sci+V = SH
            sc+F = SH
            ci+V = CH
            gi+V = JH
            cc+F = CH
            gg+F = JH
            c+F = CH
            g+F = JH
            gu+V = G W
            ch = K
            gh = G
            gn = N Y
            zz = T S
            ^z = Z
            z = T S
            qu = K W
            h = -
            e$ = EY
            """,
        base: baseTable)

    /// Spanish: `ñ`, `ll` as Y, `j` as H, `z` and soft `c` as S, `h`
    /// silent ("Señor", "Doñana", "Rioja").
    static let spanish = Self(
        name: "spanish",
        cues: "ñ á é í ó ú ez$ ión$ ía$",
        rules: """
            ll = Y
            j = HH
            g+F = HH
            gu+F = G
            gu+V = G W
            qu = K
            c+F = S
            z = S
            h = -
            ue = W EH
            ie = Y EH
            ua = W AA
            e$ = EY
            """,
        base: baseTable)

    /// Portuguese: `ão`, `lh`, `nh`, `s` before a consonant or at the end
    /// as SH, a closing `o` as OO ("Cais do Sodré", "Bolhão").
    static let portuguese = Self(
        name: "portuguese",
        cues: "ã õ ão lhV nha$ nho$ nhas$ nhos$ inho anha á é ó",
        rules: """
            ão = AW
            ãe = AY
            õe = OY
            lh = L Y
            nh = N Y
            os$ = UW SH
            o$ = UW
            e$ = IY
            s$ = SH
            s+C = SH
            x = SH
            j = ZH
            g+F = ZH
            ch = SH
            qu+F = K
            ou = OW
            """,
        base: baseTable)

    /// Dutch: `g` and `ch` as H, `sch` as SK, `ij` and `ei` as EYE, `oe`
    /// as OO ("'s-Hertogenbosch", "Giethoorn").
    static let dutch = Self(
        name: "dutch",
        cues: "ij ^'s aa oek ooi uij",
        rules: """
            sch$ = S
            sch = S K
            g = HH
            ch = HH
            ij = AY
            ei = AY
            oe = UW
            ui = AW
            aa = AA
            ee = EY
            oo = OW
            uu = UW
            ie = IY
            j = Y
            w = V
            v = F
            e$ = AH
            en$ = AH N
            """,
        base: baseTable)

    /// Danish, Norwegian, Swedish and Icelandic: `ø`, `æ`, `å`, `j` as Y,
    /// `kj` and `sj` as SH, Icelandic `ll` as TL ("Søren",
    /// "Eyjafjallajökull").
    static let nordic = Self(
        name: "nordic",
        cues: "ø æ å kj sj ^hj fj ^bj jö",
        rules: """
            kj = SH
            sj = SH
            hj = Y
            j = Y
            ll = T L
            y = UW
            ei = AY
            á = AW
            """,
        base: baseTable)

    /// Turkish: `c` as J, `ç`, `ş`, a silent `ğ`, dotless `ı`
    /// ("Fenerbahçe", "Çeşme").
    static let turkish = Self(
        name: "turkish",
        cues: "ç ş ğ ı",
        rules: """
            c = JH
            ç = CH
            j = ZH
            """,
        base: baseTable)

    /// Pinyin: `x` as SH, `q` as CH, `zh` as J ("Xiaowen").
    static let pinyin = Self(
        name: "pinyin",
        cues: "^xi ^xu ^qi ^zh iao",
        rules: """
            x = SH
            q = CH
            zh = JH
            c = T S
            iao = Y AW
            ao = AW
            ou = OW
            ui = W EY
            ie = Y EH
            eng = AH NG
            en = AH N
            ong = UH NG
            e = AH
            """,
        base: baseTable)
}
