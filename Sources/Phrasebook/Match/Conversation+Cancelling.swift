extension Conversation {
    /// Whether `text`, all of it, asks to drop the open question: "cancel",
    /// "never mind", "stop", "forget it" and their kin, in English or in
    /// `language`'s own words ("abbrechen", "laisse tomber", "lascia
    /// perdere"), with a hesitation before ("oh", "no", "äh") or politeness
    /// after ("please", "bitte", "merci") allowed. A line that says more
    /// ("stop the timer") is not a cancel.
    ///
    /// - Parameter language: The question's language (`de`, `fr-CA`);
    ///   English's words count in every language.
    /// - Complexity: O(*n*) in the length of `text`, for each of the two
    ///   languages.
    package static func isCancel(_ text: String, language: String?) -> Bool {
        says(text, language: language, hesitations: true) { $0.phrases }
    }

    /// Whether `text`, all of it, is one of the `phrases` of English's
    /// words or `language`'s, politeness after it trimmed and, with
    /// `hesitations`, the words said before a cancel.
    static func says(_ text: String, language: String?, hesitations: Bool, _ phrases: (CancelWords) -> Set<[String]>) -> Bool {
        CancelWords.languages(language).contains { language in
            let words = CancelWords.of(language)
            return phrases(words).contains(words.trimming(text, in: language, hesitations: hesitations))
        }
    }
}

/// The words that cancel a question in one language, and that answer an
/// action read back yes or no, as its normaliser
/// writes them (lowercase, without diacritics, German umlauts spelled out).
struct CancelWords: Sendable {
    /// Each way to cancel, as tokens.
    var phrases: Set<[String]>
    /// Words said before one: hesitations, "no".
    var before: Set<String>
    /// Politeness said after one, each as tokens.
    var after: [[String]]
    /// The ways to say yes, and no, to an action read back
    /// (``Conversation/isYes(_:language:)``), as tokens.
    var yes: Set<[String]>
    var no: Set<[String]>
    /// What may come between a no and what was meant ("no, I said …"),
    /// each as tokens (``Conversation/afterNo(_:language:)``).
    var meant: [[String]]

    init(
        _ language: Normalizer.Language, phrases: [String], before: [String] = [], after: [String] = [], yes: [String] = [],
        no: [String] = [], meant: [String] = []
    ) {
        let tokens = { (text: String) in Normalizer.tokens(text, in: language) }
        self.phrases = Set(phrases.map(tokens))
        self.before = Set(before.flatMap(tokens))
        self.after = after.map(tokens)
        self.yes = Set(yes.map(tokens))
        self.no = Set(no.map(tokens))
        self.meant = meant.map(tokens)
    }

    /// `text`'s tokens without politeness after them ("please") and, with
    /// `hesitations`, without the words said before a cancel ("oh", "no").
    func trimming(_ text: String, in language: Normalizer.Language, hesitations: Bool) -> [String] {
        var said = Normalizer.tokens(text, in: language)[...]
        while hesitations, let first = said.first, before.contains(first) { said.removeFirst() }
        while let polite = after.first(where: { !$0.isEmpty && said.count > $0.count && said.suffix($0.count).elementsEqual($0) }) {
            said.removeLast(polite.count)
        }
        return Array(said)
    }

    /// The languages whose words count for a question in `language`
    /// (a code; `nil`: English): English, and that language.
    static func languages(_ language: String?) -> [Normalizer.Language] {
        let asked = Normalizer.Language(code: language)
        return asked == .english ? [.english] : [.english, asked]
    }

    /// The words of `language`.
    static func of(_ language: Normalizer.Language) -> CancelWords {
        switch language {
        case .english: english
        case .german: german
        case .french: french
        case .spanish: spanish
        case .italian: italian
        case .brazilianPortuguese, .europeanPortuguese: portuguese
        case .dutch: dutch
        case .japanese: japanese
        case .chinese: chinese
        }
    }

    static let english = CancelWords(
        .english,
        phrases: [
            "cancel", "cancel that", "cancel it", "never mind", "nevermind", "stop", "stop it", "forget it", "forget about it",
            "forget that", "nothing", "quit",
        ],
        before: ["oh", "no", "um", "uh", "er", "ah", "actually", "okay", "ok"], after: ["please", "thanks", "thank you", "then"],
        yes: [
            "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "go ahead", "go on", "please do", "correct", "that's right",
            "right", "confirm", "yes do it", "yes go ahead", "yes that's right",
        ],
        no: ["no", "nope", "nah", "don't", "do not", "no don't", "no thanks", "no thank you", "wrong", "that's wrong"],
        meant: ["i said", "i meant", "i mean", "it's", "it is", "it was", "that's", "that is"])

    static let german = CancelWords(
        .german,
        phrases: [
            "abbrechen", "abbruch", "brich ab", "stopp", "stop", "halt", "vergiss es", "vergiss das", "egal", "schon gut", "lass es",
            "lass gut sein", "nichts",
        ],
        before: ["ach", "äh", "ähm", "nein", "nee", "oh"], after: ["bitte", "danke"],
        yes: ["ja", "genau", "richtig", "mach das", "okay"], no: ["nein", "nee", "falsch"])

    static let french = CancelWords(
        .french,
        phrases: [
            "annuler", "annule", "annulez", "laisse tomber", "laissez tomber", "oublie", "oublie ça", "oubliez", "stop", "arrête",
            "arrêter", "arrêtez", "rien", "peu importe", "tant pis",
        ],
        before: ["euh", "non", "oh", "bon"], after: ["merci", "s'il te plaît", "s'il vous plaît"],
        yes: ["oui", "d'accord", "vas-y", "c'est ça", "exactement"], no: ["non"])

    static let spanish = CancelWords(
        .spanish,
        phrases: ["cancelar", "cancela", "cancélalo", "olvídalo", "olvídelo", "no importa", "para", "detente", "déjalo", "nada"],
        before: ["eh", "ah", "no"], after: ["gracias", "por favor"], yes: ["sí", "vale", "claro", "eso es"], no: ["no"])

    static let italian = CancelWords(
        .italian,
        phrases: ["annulla", "annullare", "lascia perdere", "lascia stare", "non importa", "stop", "basta", "dimentica", "niente"],
        before: ["eh", "ah", "no"], after: ["grazie", "per favore"], yes: ["sì", "certo", "va bene", "esatto"], no: ["no"])

    static let portuguese = CancelWords(
        .brazilianPortuguese,
        phrases: [
            "cancelar", "cancela", "esquece", "esqueça", "deixa pra lá", "deixa para lá", "não importa", "para", "pare", "nada",
        ],
        before: ["ah", "eh", "não"], after: ["obrigado", "obrigada", "por favor"], yes: ["sim", "claro", "isso"], no: ["não"])

    static let dutch = CancelWords(
        .dutch,
        phrases: ["annuleren", "annuleer", "laat maar", "laat maar zitten", "vergeet het", "stop", "stoppen", "niets", "maakt niet uit"],
        before: ["eh", "oh", "nee"], after: ["bedankt", "dank je", "alsjeblieft"], yes: ["ja", "klopt", "prima"], no: ["nee"])

    static let japanese = CancelWords(
        .japanese, phrases: ["キャンセル", "やめて", "やめる", "中止", "もういい", "なんでもない"], yes: ["はい", "うん", "お願いします"], no: ["いいえ", "いや"])

    static let chinese = CancelWords(.chinese, phrases: ["取消", "算了", "不用了", "停止", "没事"], yes: ["是", "好", "好的", "对"], no: ["不", "不是", "不要"])
}
