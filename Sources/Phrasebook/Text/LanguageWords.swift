/// The small words of German, French, Spanish, Italian, Portuguese and
/// Dutch that flexible matching treats apart: fillers a speaker
/// adds, prepositions that introduce an app's name, minor words that carry
/// little meaning. They are the counterparts of English's
/// `FlexibleSearch.fillers`, `FlexibleSearch.prepositions` and
/// `PhraseIndex.minorWords`.
///
/// Every word is a token as `Normalizer.tokens(_:language:)` writes it for
/// that language: lowercase, without diacritics, German umlauts spelled
/// (`ähm` is `aehm`, `über` is `ueber`), an elided article or pronoun a word
/// of its own (`s'il te plaît` gives `s`, `il`, `te`, `plait`). A filler of
/// several words is there word by word, as in English (`thank`, `you`).
///
/// For English, `nil` and every other language the sets are empty: the
/// English sets stay where they are, and a caller keeps using them for
/// those languages.
enum LanguageWords {
    /// Words a speaker adds around a request without changing it:
    /// hesitations, greetings, politeness, the words of asking
    /// (`kannst du mal`, `je voudrais`), articles.
    ///
    /// - Parameter language: a language code as String Catalogs name them
    ///   (`de`, `fr-CA`, `pt-BR`).
    static func fillers(_ language: String?) -> Set<String> {
        switch Normalizer.Language(code: language) {
        case .german: germanFillers
        case .french: frenchFillers
        case .spanish: spanishFillers
        case .italian: italianFillers
        case .brazilianPortuguese, .europeanPortuguese: portugueseFillers
        case .dutch: dutchFillers
        case .english, .japanese, .chinese: []
        }
    }

    /// Words that introduce an app's name: `in`, `mit`, `auf`, `über`;
    /// `dans`, `avec`, `sur`, `de`.
    ///
    /// - Parameter language: a language code as String Catalogs name them.
    static func prepositions(_ language: String?) -> Set<String> {
        switch Normalizer.Language(code: language) {
        case .german: germanPrepositions
        case .french: frenchPrepositions
        case .spanish: spanishPrepositions
        case .italian: italianPrepositions
        case .brazilianPortuguese, .europeanPortuguese: portuguesePrepositions
        case .dutch: dutchPrepositions
        case .english, .japanese, .chinese: []
        }
    }

    /// Function words that carry little meaning in a phrase: articles,
    /// possessives, short prepositions and conjunctions, `is`, `I`, `me`,
    /// `this`.
    ///
    /// - Parameter language: a language code as String Catalogs name them.
    static func minorWords(_ language: String?) -> Set<String> {
        switch Normalizer.Language(code: language) {
        case .german: germanMinorWords
        case .french: frenchMinorWords
        case .spanish: spanishMinorWords
        case .italian: italianMinorWords
        case .brazilianPortuguese, .europeanPortuguese: portugueseMinorWords
        case .dutch: dutchMinorWords
        case .english, .japanese, .chinese: []
        }
    }

    // MARK: - German

    private static let germanFillers: Set<String> = [
        "aeh", "aehm", "oeh", "oehm", "hm", "hmm", "ah", "oh", "eh", "em", "na", "nun", "also", "so", "ja", "jo", "okay", "ok",
        "hey", "hi", "hallo", "siri", "bitte", "danke", "dankeschoen", "sorry", "entschuldigung", "mal", "doch", "halt", "eben",
        "einfach", "eigentlich", "vielleicht", "jetzt", "schnell", "kurz", "genau", "gern", "gerne", "ich", "du", "mir", "mich",
        "kannst", "kann", "koenntest", "koennte", "wuerdest", "wuerde", "willst", "will", "moechte", "moechtest", "brauche",
        "lass", "uns", "mach", "sag", "warte", "moment", "der", "die", "das", "den", "ein", "eine", "einen",
    ]
    private static let germanPrepositions: Set<String> = [
        "in", "im", "mit", "auf", "von", "vom", "ueber", "per", "via", "bei", "beim", "aus", "an", "am", "zu", "zum", "mittels",
    ]
    private static let germanMinorWords: Set<String> = [
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "mein", "meine", "meinen",
        "meinem", "meiner", "dein", "deine", "deinen", "in", "im", "zu", "zum", "zur", "fuer", "von", "vom", "mit", "auf", "an",
        "am", "aus", "bei", "ueber", "und", "oder", "ist", "ich", "mir", "mich", "es", "dies", "diese", "dieses",
    ]

    // MARK: - French

    private static let frenchFillers: Set<String> = [
        "euh", "heu", "hum", "hm", "ben", "bah", "ah", "oh", "eh", "he", "bon", "alors", "donc", "bien", "voila", "ok", "okay",
        "oui", "ouais", "salut", "bonjour", "coucou", "siri", "s", "il", "te", "vous", "plait", "svp", "stp", "merci", "pardon",
        "desole", "juste", "vite", "maintenant", "peux", "pouvez", "pourrais", "pourriez", "veux", "voudrais", "aimerais",
        "je", "j", "tu", "me", "m", "moi", "attends", "allez", "le", "la", "les", "l", "un", "une", "des",
    ]
    private static let frenchPrepositions: Set<String> = [
        "dans", "avec", "sur", "de", "d", "du", "depuis", "via", "par", "en", "a", "au", "pour",
    ]
    private static let frenchMinorWords: Set<String> = [
        "le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "mon", "ma", "mes", "ton", "ta", "tes", "votre", "vos",
        "dans", "a", "au", "aux", "pour", "sur", "avec", "en", "et", "ou", "est", "je", "j", "me", "m", "moi", "ce", "cet",
        "cette", "ca",
    ]

    // MARK: - Spanish

    private static let spanishFillers: Set<String> = [
        "eh", "em", "ehm", "mm", "ah", "oh", "pues", "bueno", "vale", "ok", "okay", "si", "ya", "hola", "oye", "oiga", "hey",
        "ey", "siri", "por", "favor", "porfa", "gracias", "perdon", "solo", "ahora", "rapido", "puedes", "podrias", "quiero",
        "quisiera", "necesito", "me", "yo", "mira", "espera", "vamos", "el", "la", "los", "las", "un", "una",
    ]
    private static let spanishPrepositions: Set<String> = [
        "en", "con", "desde", "de", "del", "a", "al", "por", "via", "mediante", "usando", "para",
    ]
    private static let spanishMinorWords: Set<String> = [
        "el", "la", "los", "las", "un", "una", "unos", "unas", "mi", "mis", "tu", "tus", "su", "sus", "en", "a", "al", "de",
        "del", "con", "para", "por", "sobre", "y", "o", "es", "me", "yo", "este", "esta", "esto", "ese", "esa", "eso",
    ]

    // MARK: - Italian

    private static let italianFillers: Set<String> = [
        "ehm", "eh", "mm", "ah", "oh", "beh", "allora", "cioe", "dunque", "ecco", "tipo", "ok", "okay", "si", "bene", "ciao",
        "ehi", "hey", "salve", "siri", "per", "favore", "grazie", "scusa", "scusami", "dai", "ora", "adesso", "solo", "subito",
        "puoi", "potresti", "voglio", "vorrei", "mi", "io", "aspetta", "il", "lo", "la", "l", "un", "uno", "una",
    ]
    private static let italianPrepositions: Set<String> = [
        "in", "con", "su", "da", "di", "dal", "dall", "nel", "nell", "sul", "sull", "tramite", "via", "a", "al", "per", "usando",
    ]
    private static let italianMinorWords: Set<String> = [
        "il", "lo", "la", "i", "gli", "le", "l", "un", "uno", "una", "mio", "mia", "miei", "mie", "tuo", "tua", "di", "a", "da",
        "in", "con", "su", "per", "del", "della", "dello", "dei", "dell", "al", "alla", "all", "nel", "nella", "nell", "sul",
        "e", "ed", "o", "mi", "io", "questo", "questa", "quello", "quella",
    ]

    // MARK: - Portuguese

    private static let portugueseFillers: Set<String> = [
        "eh", "hum", "ah", "oh", "ne", "tipo", "entao", "bem", "bom", "ok", "okay", "sim", "ola", "oi", "ei", "hey", "siri",
        "por", "favor", "obrigado", "obrigada", "desculpa", "desculpe", "so", "agora", "rapido", "pode", "podes", "poderia",
        "quero", "queria", "gostaria", "preciso", "me", "eu", "espera", "vamos", "o", "a", "os", "as", "um", "uma",
    ]
    private static let portuguesePrepositions: Set<String> = [
        "em", "no", "na", "com", "de", "do", "da", "pelo", "pela", "por", "via", "usando", "a", "ao", "para", "pra",
    ]
    private static let portugueseMinorWords: Set<String> = [
        "o", "a", "os", "as", "um", "uma", "meu", "minha", "meus", "minhas", "teu", "tua", "seu", "sua", "de", "do", "da", "dos",
        "das", "em", "no", "na", "nos", "nas", "com", "para", "por", "ao", "e", "ou", "me", "eu", "este", "esta", "isto", "esse",
        "essa", "isso",
    ]

    // MARK: - Dutch

    private static let dutchFillers: Set<String> = [
        "eh", "ehm", "uh", "uhm", "hm", "ah", "oh", "nou", "dus", "ok", "oke", "okay", "ja", "hey", "hoi", "hallo", "hi", "siri",
        "alsjeblieft", "alstublieft", "aub", "graag", "dank", "bedankt", "sorry", "even", "eens", "maar", "gewoon", "nu", "snel",
        "kun", "kan", "kunt", "zou", "wil", "wilt", "ik", "je", "jij", "u", "me", "mij", "laat", "ons", "doe", "zeg", "wacht",
        "de", "het", "een",
    ]
    private static let dutchPrepositions: Set<String> = [
        "in", "met", "op", "van", "via", "bij", "uit", "naar", "vanuit", "door", "voor",
    ]
    private static let dutchMinorWords: Set<String> = [
        "de", "het", "een", "mijn", "je", "jouw", "uw", "in", "op", "van", "met", "voor", "naar", "aan", "bij", "om", "uit",
        "en", "of", "is", "ik", "me", "mij", "dit", "dat", "deze", "die", "te",
    ]
}
