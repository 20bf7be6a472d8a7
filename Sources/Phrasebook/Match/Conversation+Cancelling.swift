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
        var languages = [Normalizer.Language.english]
        let asked = Normalizer.Language(code: language)
        if asked != .english { languages.append(asked) }
        return languages.contains { language in
            let words = CancelWords.of(language)
            var said = Normalizer.tokens(text, in: language)[...]
            while let first = said.first, words.before.contains(first) { said.removeFirst() }
            while let polite = words.after.first(where: { !$0.isEmpty && said.count > $0.count && said.suffix($0.count).elementsEqual($0) }) {
                said.removeLast(polite.count)
            }
            return words.phrases.contains(Array(said))
        }
    }
}

/// The words that cancel a question in one language, as its normaliser
/// writes them (lowercase, without diacritics, German umlauts spelled out).
struct CancelWords: Sendable {
    /// Each way to cancel, as tokens.
    var phrases: Set<[String]>
    /// Words said before one: hesitations, "no".
    var before: Set<String>
    /// Politeness said after one, each as tokens.
    var after: [[String]]

    init(_ language: Normalizer.Language, phrases: [String], before: [String] = [], after: [String] = []) {
        self.phrases = Set(phrases.map { Normalizer.tokens($0, in: language) })
        self.before = Set(before.flatMap { Normalizer.tokens($0, in: language) })
        self.after = after.map { Normalizer.tokens($0, in: language) }
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
        before: ["oh", "no", "um", "uh", "er", "ah", "actually", "okay", "ok"], after: ["please", "thanks", "thank you", "then"])

    static let german = CancelWords(
        .german,
        phrases: [
            "abbrechen", "abbruch", "brich ab", "stopp", "stop", "halt", "vergiss es", "vergiss das", "egal", "schon gut", "lass es",
            "lass gut sein", "nichts",
        ],
        before: ["ach", "äh", "ähm", "nein", "nee", "oh"], after: ["bitte", "danke"])

    static let french = CancelWords(
        .french,
        phrases: [
            "annuler", "annule", "annulez", "laisse tomber", "laissez tomber", "oublie", "oublie ça", "oubliez", "stop", "arrête",
            "arrêter", "arrêtez", "rien", "peu importe", "tant pis",
        ],
        before: ["euh", "non", "oh", "bon"], after: ["merci", "s'il te plaît", "s'il vous plaît"])

    static let spanish = CancelWords(
        .spanish,
        phrases: ["cancelar", "cancela", "cancélalo", "olvídalo", "olvídelo", "no importa", "para", "detente", "déjalo", "nada"],
        before: ["eh", "ah", "no"], after: ["gracias", "por favor"])

    static let italian = CancelWords(
        .italian,
        phrases: ["annulla", "annullare", "lascia perdere", "lascia stare", "non importa", "stop", "basta", "dimentica", "niente"],
        before: ["eh", "ah", "no"], after: ["grazie", "per favore"])

    static let portuguese = CancelWords(
        .brazilianPortuguese,
        phrases: [
            "cancelar", "cancela", "esquece", "esqueça", "deixa pra lá", "deixa para lá", "não importa", "para", "pare", "nada",
        ],
        before: ["ah", "eh", "não"], after: ["obrigado", "obrigada", "por favor"])

    static let dutch = CancelWords(
        .dutch,
        phrases: ["annuleren", "annuleer", "laat maar", "laat maar zitten", "vergeet het", "stop", "stoppen", "niets", "maakt niet uit"],
        before: ["eh", "oh", "nee"], after: ["bedankt", "dank je", "alsjeblieft"])

    static let japanese = CancelWords(.japanese, phrases: ["キャンセル", "やめて", "やめる", "中止", "もういい", "なんでもない"])

    static let chinese = CancelWords(.chinese, phrases: ["取消", "算了", "不用了", "停止", "没事"])
}
