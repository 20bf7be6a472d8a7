import Testing

@testable import Phrasebook

/// Normalisation per language (issue 15): `Normalizer.tokens(_:language:)`
/// on phrases and utterances of German, French, Spanish, Italian,
/// Portuguese, Dutch, Japanese and Chinese, English left as it was, and the
/// small words of `LanguageWords`.
@Suite struct LanguageNormalizationTests {
    // MARK: - Language codes; English unchanged

    /// Inputs of `NormalizerTests` with what English makes of them.
    static let englishSamples = [
        ("Open Niagara Falls in Landmarks", "open niagara falls in landmarks"),
        ("Café", "cafe"),
        ("Käse", "kase"),
        ("Straße", "strasse"),
        ("ｆｕｌｌ ｗｉｄｔｈ", "full width"),
        ("CodingBridge", "coding bridge"),
        ("Pier39", "pier thirty nine"),
        ("2024", "two thousand twenty four"),
        ("1,000 things", "one thousand things"),
        ("2.5 hours", "two point five hour"),
        ("007", "zero zero seven"),
        ("the 1st and 22nd", "the first and twenty second"),
        ("What’s changed", "what is changed"),
        ("don't stop", "do not stop"),
        ("landmark's name", "landmarks name"),
        ("l'appli", "lappli"),
        ("Tom & Jerry", "tom and jerry"),
        ("100%", "one hundred percent"),
        ("が", "か"),
    ]

    @Test(arguments: [nil, "en", "en-US", "en_GB", "EN", "tr", "ko", "xx", "", "deu", "german"] as [String?])
    func englishAndUnknownLanguagesReadAsEnglish(_ language: String?) {
        for (input, expected) in Self.englishSamples {
            #expect(Normalizer.normalized(input, language: language) == expected, "\(input) in \(language ?? "nil")")
            #expect(Normalizer.tokens(input, language: language) == Normalizer.tokens(input))
        }
    }

    @Test(arguments: ["de", "DE", "de-AT", "de_CH", "De-Latn-CH", "de-"])
    func thePrimarySubtagDecidesInAnyCase(_ code: String) {
        #expect(Normalizer.normalized("Käse für 5", language: code) == "kaese fuer fuenf")
    }

    @Test func portugueseOfBrazilUnlessAnotherRegionIsNamed() {
        for code in ["pt", "pt-BR", "PT_br", "pt-Latn-BR"] { #expect(Normalizer.normalized("16", language: code) == "dezesseis", "\(code)") }
        for code in ["pt-PT", "pt_pt", "pt-AO", "pt-Latn-PT"] { #expect(Normalizer.normalized("16", language: code) == "dezasseis", "\(code)") }
    }

    // MARK: - Numbers

    static let numbers = [0, 7, 16, 21, 80, 99, 101, 1000, 1996, 999_999]

    /// `numbers` written out as the language writes them, diacritics and
    /// hyphens and all, then more numbers with their own rules.
    static let writtenNumbers: [(language: String, words: [String], more: [(Int, String)])] = [
        (
            "de",
            [
                "null", "sieben", "sechzehn", "einundzwanzig", "achtzig", "neunundneunzig", "hunderteins", "tausend",
                "tausendneunhundertsechsundneunzig", "neunhundertneunundneunzigtausendneunhundertneunundneunzig",
            ],
            [
                (1, "eins"), (5, "fünf"), (12, "zwölf"), (30, "dreißig"), (35, "fünfunddreißig"), (71, "einundsiebzig"),
                (1100, "tausendeinhundert"), (21000, "einundzwanzigtausend"), (1_000_000, "eine Million"),
                (2_500_000, "zwei Millionen fünfhunderttausend"), (3_000_000_000, "drei Milliarden"),
            ]
        ),
        (
            "fr",
            [
                "zéro", "sept", "seize", "vingt et un", "quatre-vingts", "quatre-vingt-dix-neuf", "cent un", "mille",
                "mille neuf cent quatre-vingt-seize", "neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf",
            ],
            [
                (17, "dix-sept"), (21, "vingt-et-un"), (61, "soixante et un"), (70, "soixante-dix"), (71, "soixante et onze"),
                (77, "soixante-dix-sept"), (81, "quatre-vingt-un"), (90, "quatre-vingt-dix"), (91, "quatre-vingt-onze"),
                (200, "deux cents"), (201, "deux cent un"), (2500, "deux mille cinq cents"), (80000, "quatre-vingt mille"),
                (200_000, "deux cent mille"), (1_000_000, "un million"), (80_000_000, "quatre-vingts millions"),
            ]
        ),
        (
            "es",
            [
                "cero", "siete", "dieciséis", "veintiuno", "ochenta", "noventa y nueve", "ciento uno", "mil",
                "mil novecientos noventa y seis", "novecientos noventa y nueve mil novecientos noventa y nueve",
            ],
            [
                (22, "veintidós"), (31, "treinta y uno"), (100, "cien"), (500, "quinientos"), (1100, "mil cien"),
                (21000, "veintiún mil"), (31000, "treinta y un mil"), (1_000_000, "un millón"), (2_000_000, "dos millones"),
                (1_000_000_000, "mil millones"),
            ]
        ),
        (
            "it",
            [
                "zero", "sette", "sedici", "ventuno", "ottanta", "novantanove", "centouno", "mille",
                "millenovecentonovantasei", "novecentonovantanovemilanovecentonovantanove",
            ],
            [
                (23, "ventitré"), (28, "ventotto"), (33, "trentatré"), (180, "centottanta"), (2000, "duemila"),
                (21000, "ventunmila"), (1_000_000, "un milione"), (2_000_000, "due milioni"),
            ]
        ),
        (
            "pt-BR",
            [
                "zero", "sete", "dezesseis", "vinte e um", "oitenta", "noventa e nove", "cento e um", "mil",
                "mil novecentos e noventa e seis", "novecentos e noventa e nove mil novecentos e noventa e nove",
            ],
            [
                (3, "três"), (100, "cem"), (1001, "mil e um"), (1100, "mil e cem"), (2500, "dois mil e quinhentos"),
                (1_000_000, "um milhão"), (2_000_000, "dois milhões"), (1_000_000_000, "um bilhão"),
            ]
        ),
        (
            "pt-PT",
            [
                "zero", "sete", "dezasseis", "vinte e um", "oitenta", "noventa e nove", "cento e um", "mil",
                "mil novecentos e noventa e seis", "novecentos e noventa e nove mil novecentos e noventa e nove",
            ],
            [(17, "dezassete"), (19, "dezanove"), (1_000_000_000, "mil milhões")]
        ),
        (
            "nl",
            [
                "nul", "zeven", "zestien", "eenentwintig", "tachtig", "negenennegentig", "honderdeen", "duizend",
                "duizend negenhonderdzesennegentig", "negenhonderdnegenennegentigduizend negenhonderdnegenennegentig",
            ],
            [
                (1, "één"), (22, "tweeëntwintig"), (23, "drieëntwintig"), (2500, "tweeduizend vijfhonderd"),
                (1_000_000, "een miljoen"), (2_000_000, "twee miljoen"),
            ]
        ),
    ]

    @Test(arguments: writtenNumbers.map(\.language))
    func numbersAreTheLanguagesWords(_ language: String) throws {
        let written = try #require(Self.writtenNumbers.first { $0.language == language })
        #expect(written.words.count == Self.numbers.count)
        for (number, words) in zip(Self.numbers, written.words) + written.more {
            let fromDigits = Normalizer.tokens(String(number), language: language)
            #expect(fromDigits == Normalizer.tokens(words, language: language), "\(number) in \(language)")
            // Zero is `zero` in English, French, Italian and Portuguese alike.
            if number != 0 { #expect(fromDigits != Normalizer.tokens(String(number)), "\(number) in \(language) is read as English") }
        }
    }

    @Test(arguments: [
        ("de", "21", "einundzwanzig"),
        ("de", "5", "fuenf"),
        ("de", "1996", "tausendneunhundertsechsundneunzig"),
        ("fr", "21", "vingt et un"),
        ("fr", "80", "quatre vingts"),
        ("fr", "99", "quatre vingt dix neuf"),
        ("es", "16", "dieciseis"),
        ("it", "21000", "ventunmila"),
        ("pt", "1996", "mil novecentos e noventa e seis"),
        ("nl", "21", "eenentwintig"),
        ("nl", "22", "tweeentwintig"),
    ])
    func numbersAsTokens(_ language: String, _ digits: String, _ expected: String) {
        #expect(Normalizer.normalized(digits, language: language) == expected)
    }

    @Test(arguments: [
        ("de", "2,5 Stunden", "zwei komma fünf Stunden"),
        ("de", "2.5 Stunden", "zwei komma fünf Stunden"),
        ("de", "1.000 Dinge", "tausend Dinge"),
        ("de", "1.000.000", "eine Million"),
        ("de", "3,14", "drei komma eins vier"),
        ("de", "007", "null null sieben"),
        ("de", "1.5.2024", "eins fünf zweitausendvierundzwanzig"),
        ("fr", "2,5 heures", "deux virgule cinq heures"),
        ("fr", "10 000 pas", "dix mille pas"),
        ("fr", "10\u{00A0}000 pas", "dix mille pas"),
        ("fr", "10\u{202F}000 pas", "dix mille pas"),
        ("fr", "de 1 à 100", "de un à cent"),
        ("es", "2,5 horas", "dos coma cinco horas"),
        ("it", "2,5 ore", "due virgola cinque ore"),
        ("pt", "2,5 horas", "dois vírgula cinco horas"),
        ("nl", "2,5 uur", "twee komma vijf uur"),
    ])
    func decimalCommaAndThousands(_ language: String, _ digits: String, _ words: String) {
        #expect(Normalizer.tokens(digits, language: language) == Normalizer.tokens(words, language: language))
    }

    @Test func japaneseAndChineseKeepADigitsToken() {
        #expect(Normalizer.tokens("３つ", language: "ja") == ["3", "つ"])
        #expect(Normalizer.tokens("1,000円", language: "ja") == ["1000", "円"])
        #expect(Normalizer.tokens("2.5倍", language: "zh-Hans") == ["2.5", "倍"])
        #expect(Normalizer.tokens("iPhone15", language: "zh") == ["i", "phone", "15"])
    }

    @Test func noEnglishOrdinalsOrContractions() {
        #expect(Normalizer.normalized("1st what's", language: "de") == "eins st whats")
        #expect(Normalizer.normalized("1st what's", language: "fr") == "un st whats")
    }

    // MARK: - German

    @Test(arguments: [
        ["Käse", "Kaese", "KÄSE", "KAESE", "Ka\u{0308}se"],
        ["Straße", "Strasse", "STRASSE", "STRAẞE"],
        ["Öffne", "Oeffne", "ÖFFNE"],
        ["über", "ueber", "Über", "ÜBER", "u\u{0308}ber"],
        ["fünf", "fuenf", "5", "FÜNF"],
        ["Ärger", "Aerger", "ÄRGER"],
    ])
    func germanUmlautsAndEszett(_ spellings: [String]) {
        let expected = Normalizer.tokens(spellings[1], language: "de")
        #expect(expected.count == 1)
        for spelling in spellings { #expect(Normalizer.tokens(spelling, language: "de") == expected, "\(spelling)") }
    }

    @Test func germanCamelCaseKeepsAnUmlautInItsWord() {
        #expect(Normalizer.normalized("FotoÄrger", language: "de") == "foto aerger")
        #expect(Normalizer.normalized("MeinÖlTagebuch", language: "de") == "mein oel tagebuch")
        #expect(Normalizer.normalized("ÖBB", language: "de") == "oebb")
        #expect(Normalizer.normalized("Öffne Café Noël", language: "de") == "oeffne cafe noel")
    }

    // MARK: - French and Italian elisions

    @Test(arguments: [
        ("fr", "l'appli", "l appli"),
        ("fr", "L’Appli", "l appli"),
        ("fr", "Ouvre l'appli d’agenda", "ouvre l appli d agenda"),
        ("fr", "j'aimerais qu'il m'aide", "j aimerais qu il m aide"),
        ("fr", "jusqu'à lorsqu'on puisqu'il", "jusqu a lorsqu on puisqu il"),
        ("fr", "n'importe c'est s'il t'en", "n importe c est s il t en"),
        ("fr", "aujourd'hui", "aujourdhui"),
        ("fr", "aujourd’hui qu'aujourd'hui", "aujourdhui qu aujourdhui"),
        ("fr", "s'il te plaît", "s il te plait"),
        ("it", "l'anno", "l anno"),
        ("it", "un'altra dell'anno all'aperto", "un altra dell anno all aperto"),
        ("it", "dall'ufficio nell'app sull'isola", "dall ufficio nell app sull isola"),
        ("it", "c’è un po' di", "c e un po di"),
        ("es", "l'appli", "lappli"),
        ("nl", "auto's zo'n", "autos zon"),
    ])
    func elisionsSplit(_ language: String, _ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input, language: language) == expected)
    }

    // MARK: - Japanese and Chinese

    @Test func everyHanOrKanaCharacterIsAToken() {
        #expect(Normalizer.tokens("CodingBridgeで新規チャット", language: "ja") == ["coding", "bridge", "で", "新", "規", "チ", "ャ", "ッ", "ト"])
        #expect(Normalizer.tokens("打开设置", language: "zh-Hans") == ["打", "开", "设", "置"])
        #expect(Normalizer.tokens("開啟設定", language: "zh-Hant") == ["開", "啟", "設", "定"])
        #expect(Normalizer.tokens("カレンダーを開いて、今日の予定・明日", language: "ja") == ["カ", "レ", "ン", "ダ", "ー", "を", "開", "い", "て", "今", "日", "の", "予", "定", "明", "日"])
        #expect(Normalizer.tokens("時々", language: "ja") == ["時", "々"])
    }

    @Test func kanaKeepTheirDakuten() {
        #expect(Normalizer.tokens("が", language: "ja") == ["が"])
        #expect(Normalizer.tokens("か\u{3099}", language: "ja") == ["が"])
        #expect(Normalizer.tokens("ｶﾞｲﾄﾞ", language: "ja") == ["ガ", "イ", "ド"])
        #expect(Normalizer.tokens("パ", language: "ja") == ["パ"])
        #expect(Normalizer.tokens("が", language: "ja") != Normalizer.tokens("か", language: "ja"))
    }

    @Test func latinInJapaneseFoldsAsBefore() {
        #expect(Normalizer.tokens("ｆｕｌｌ　ｗｉｄｔｈで", language: "ja") == ["full", "width", "で"])
        #expect(Normalizer.tokens("Caféを開く", language: "ja") == ["cafe", "を", "開", "く"])
        #expect(Normalizer.tokens("what's", language: "ja") == ["whats"])
        #expect(Normalizer.tokens("A&B 50%", language: "ja") == ["a", "&", "b", "50", "%"])
    }

    // MARK: - Turkish, symbols

    @Test func turkishDottedAndDotlessIFoldAlike() {
        let forms = ["İstanbul", "ISTANBUL", "istanbul", "ıstanbul", "İSTANBUL"]
        for form in forms { #expect(Normalizer.tokens(form, language: "tr") == ["istanbul"], "\(form)") }
        #expect(Normalizer.tokens("Iğdır", language: "tr") == Normalizer.tokens("ığdır", language: "tr"))
    }

    @Test(arguments: [
        ("de", "A & B + C @ D 50%", "a und b plus c at d fuenfzig prozent"),
        ("fr", "A & B + C @ D 50%", "a et b plus c arobase d cinquante pour cent"),
        ("es", "A & B + C @ D 50%", "a y b mas c arroba d cincuenta por ciento"),
        ("it", "A & B + C @ D 50%", "a e b piu c chiocciola d cinquanta per cento"),
        ("pt", "A & B + C @ D 50%", "a e b mais c arroba d cinquenta por cento"),
        ("nl", "A & B + C @ D 50%", "a en b plus c apenstaartje d vijftig procent"),
    ])
    func symbolsInTheLanguagesWords(_ language: String, _ input: String, _ expected: String) {
        #expect(Normalizer.normalized(input, language: language) == expected)
    }

    @Test func phrasesAndUtterancesMeet() {
        let pairs = [
            ("de", "Öffne Straße 5 in CodingBridge", "oeffne strasse fünf in coding bridge"),
            ("fr", "Ouvre l’appli dans Calm", "ouvre l'appli dans calm"),
            ("it", "Apri l'app 2", "apri l app due"),
            ("ja", "CodingBridgeで新規チャット", "coding bridge で 新規チャット"),
        ]
        for (language, phrase, spoken) in pairs {
            #expect(Normalizer.tokens(phrase, language: language) == Normalizer.tokens(spoken, language: language), "\(phrase)")
        }
    }

    // MARK: - LanguageWords

    static let wordLanguages = ["de", "fr", "es", "it", "pt", "pt-PT", "nl"]

    @Test(arguments: wordLanguages)
    func everyWordIsANormalisedToken(_ language: String) {
        let sets = [LanguageWords.fillers(language), LanguageWords.prepositions(language), LanguageWords.minorWords(language)]
        for words in sets {
            #expect(words.count >= 10)
            for word in words { #expect(Normalizer.tokens(word, language: language) == [word], "\(word) in \(language)") }
        }
    }

    @Test(arguments: [
        ("de", ["äh", "ähm", "bitte", "mal", "Könntest du", "möchte", "Dankeschön"], ["in", "mit", "auf", "von", "über"], ["der", "mein", "für", "und"]),
        ("fr", ["euh", "s'il te plaît", "s’il vous plaît", "je voudrais", "désolé", "voilà"], ["dans", "avec", "sur", "de", "à"], ["le", "l'", "mon", "ça", "à"]),
        ("es", ["eh", "por favor", "quisiera", "perdón", "rápido"], ["en", "con", "desde", "vía"], ["el", "mi", "y"]),
        ("it", ["ehm", "per favore", "vorrei", "cioè"], ["in", "con", "su", "dall'", "nell'"], ["il", "l'", "mio", "è"]),
        ("pt", ["hum", "por favor", "olá", "então", "só", "né"], ["em", "com", "no", "pela"], ["o", "meu", "é"]),
        ("nl", ["ehm", "alsjeblieft", "oké", "graag"], ["in", "met", "op", "van"], ["de", "het", "mijn", "en"]),
    ] as [(String, [String], [String], [String])])
    func writtenWordsAreInTheirSets(_ language: String, _ fillers: [String], _ prepositions: [String], _ minorWords: [String]) {
        for (written, set) in [(fillers, LanguageWords.fillers(language)), (prepositions, LanguageWords.prepositions(language)), (minorWords, LanguageWords.minorWords(language))] {
            for text in written {
                let tokens = Normalizer.tokens(text, language: language)
                #expect(!tokens.isEmpty && tokens.allSatisfy(set.contains), "\(text) → \(tokens) in \(language)")
            }
        }
    }

    @Test(arguments: [nil, "en", "en-GB", "ja", "zh-Hans", "tr", "xx"] as [String?])
    func englishAndOtherLanguagesHaveNoSetsHere(_ language: String?) {
        #expect(LanguageWords.fillers(language).isEmpty)
        #expect(LanguageWords.prepositions(language).isEmpty)
        #expect(LanguageWords.minorWords(language).isEmpty)
    }
}
