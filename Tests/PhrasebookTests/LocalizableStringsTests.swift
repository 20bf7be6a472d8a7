import Foundation
import Testing

@testable import Phrasebook

/// An app's other strings (`Localizable.xcstrings`,
/// `<lang>.lproj/Localizable.strings`, issue 15): enum case titles and
/// synonyms said in the request's language, short titles and prompts shown
/// in it.
@Suite struct LocalizableStringsTests {
    static let shortcuts = #"""
        struct TasksShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: AddTaskIntent(),
                    phrases: [
                        "Add a task in \(.applicationName)",
                        "Add a task to \(\.$list) in \(.applicationName)",
                    ],
                    shortTitle: "Add Task",
                    systemImageName: "plus"
                )
            }
        }

        struct AddTaskIntent: AppIntent {
            static let title: LocalizedStringResource = "Add Task"

            @Parameter(title: "List", requestValueDialog: "Which list?")
            var list: TaskList

            @Parameter(title: "Priority", requestValueDialog: "How urgent is it?")
            var priority: Priority

            func perform() async throws -> some IntentResult { .result() }
        }

        enum TaskList: String, AppEnum {
            case shopping, work

            static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
            static let caseDisplayRepresentations: [TaskList: DisplayRepresentation] = [
                .shopping: DisplayRepresentation(title: "Shopping", synonyms: ["Groceries"]),
                .work: "Work",
            ]
        }

        enum Priority: String, AppEnum {
            case high, low

            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"
            static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
                .high: "High",
                .low: "Low",
            ]
        }

        """#

    static let phrases = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Add a task in ${applicationName}" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Neue Aufgabe in ${applicationName}" } } } },
            "Add a task to ${list} in ${applicationName}" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Neue Aufgabe für ${list} in ${applicationName}" } } } }
          },
          "version" : "1.0"
        }
        """

    static let strings = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld tasks" : { "localizations" : { "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Aufgabe" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Aufgaben" } } } } } } },
            "Add Task" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Aufgabe hinzufügen" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Add a Task" } } } },
            "Shopping" : { "localizations" : {
              "de" : { "stringSet" : { "state" : "translated", "values" : [ "Einkaufen", "Einkauf" ] } } } },
            "Groceries" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Lebensmittel" } } } },
            "Work" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Arbeit" } } } },
            "High" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hoch" } } } },
            "Low" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "  " } } } },
            "Which list?" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Welche Liste?" } } } },
            "How urgent is it?" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Wie dringend ist es?" } } } },
            "Settings" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } }
          },
          "version" : "1.0"
        }
        """

    static let frenchStrings = """
        /* Screens */
        "Settings" = "Réglages";

        /* App Shortcuts */
        "Add Task" = "Ajouter une tâche";
        "Shopping" = "Courses";
        "Work" "Travail";
        "Which list?" = "Quelle liste ?";
        """

    func fixture() throws -> LintFixture {
        try LintFixture([
            "Tasks/Tasks.swift": Self.shortcuts,
            "Tasks/Resources/AppShortcuts.xcstrings": Self.phrases,
            "Tasks/Resources/Localizable.xcstrings": Self.strings,
            "Tasks/fr.lproj/AppShortcuts.strings": """
                "Add a task in ${applicationName}" = "Ajoute une tâche dans ${applicationName}";
                "Add a task to ${list} in ${applicationName}" = "Ajoute une tâche à ${list} dans ${applicationName}";
                """,
            "Tasks/fr.lproj/Localizable.strings": Self.frenchStrings,
            "Tasks/it.lproj/Localizable.strings": #""Settings" = "Impostazioni";"#,
        ])
    }

    /// The tasks app, loaded, and the diagnostics its files earn.
    func tasks() throws -> (catalog: Catalog, fixture: LintFixture) {
        let fixture = try fixture()
        let catalog = try Catalog(loadingFrom: fixture.root.path)
        return (catalog, fixture)
    }

    /// The sample apps, Calm's `Localizable.xcstrings` among them.
    static let samples: Catalog = {
        let phrases = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("phrases").path
        return try! Catalog(loadingFrom: phrases)
    }()

    // MARK: - Reading

    @Test func bothFormatsAreReadIntoTheirLanguages() throws {
        let (catalog, fixture) = try tasks()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let app = try #require(catalog.apps.first)
        let german = try #require(app.localizations["de"])
        #expect(german.strings["Add Task"] == ["Aufgabe hinzufügen"])
        // A set gives several; the screens' strings are read too, and a
        // blank translation is none.
        #expect(german.strings["Shopping"] == ["Einkaufen", "Einkauf"])
        #expect(german.strings["Settings"] == ["Einstellungen"])
        #expect(german.strings["Low"] == nil)
        // The source language's own value is no translation.
        #expect(app.localizations["en"] == nil)
        let french = try #require(app.localizations["fr"])
        #expect(french.strings["Shopping"] == ["Courses"])
        #expect(french.strings["Which list?"] == ["Quelle liste ?"])
        #expect(french.phrases.count == 2)
        // Plural variations are normal in an app's screens: no warning.
        // A slip in a table is said where it is, and the rest read.
        let messages = catalog.diagnostics.map(\.description)
        #expect(messages == [fixture.location("Tasks/fr.lproj/Localizable.strings", 7, 8) + ": error: expected '=' after the key, found '\"'"])
        #expect(french.strings["Work"] == nil)
    }

    @Test func aLanguageWithStringsOnlyHasNoPhrasesToMatch() throws {
        let (catalog, fixture) = try tasks()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let app = try #require(catalog.apps.first)
        #expect(app.localizations["it"]?.strings["Settings"] == ["Impostazioni"])
        #expect(app.languages == ["en", "de", "fr"])
        #expect(catalog.languages == ["de", "en", "fr"])
        let italian = catalog.match("aggiungi", options: MatchOptions(locale: "it"))
        #expect(italian.errorCode == "unknown-locale")
        #expect(italian.errorMessage == "no phrases in locale 'it' (available: de, en, fr)")
    }

    @Test func aCaseLeftUntranslatedAmongTranslatedOnesIsLinted() throws {
        let (catalog, fixture) = try tasks()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let findings = Linter.findings(in: catalog).map(\.diagnostic.description).filter { $0.contains("Localizable") }
        // French lost "Work" to a slip beside "Shopping". (Priority, which
        // leaves "Low" blank in German, is in no phrase: only asked for.)
        #expect(findings == [
            fixture.location("Tasks/Tasks.swift", 27, 6)
                + ": warning: 'Work' of TaskList has no 'fr' translation in Localizable strings, where other cases do: said in that language, only the source words name it"
        ])
        // Calm translates every case in both languages.
        #expect(!Linter.findings(in: Self.samples).contains { $0.diagnostic.message.contains("Localizable") })
    }

    // MARK: - Values

    @Test func caseTitlesAndSynonymsAreTranslatedFormsOfTheCase() throws {
        let (catalog, fixture) = try tasks()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let app = try #require(catalog.apps.first)
        let shopping = try #require(app.valueTypes["TaskList"]?.values.first)
        #expect(shopping.title == "Shopping")
        #expect(shopping.synonyms == ["Groceries"])
        #expect(shopping.translations["de"] == Value.Translation(title: "Einkaufen", forms: ["Einkaufen", "Einkauf", "Lebensmittel"]))
        #expect(shopping.translations["fr"] == Value.Translation(title: "Courses", forms: ["Courses"]))
        #expect(shopping.spokenForms(in: nil) == ["Shopping", "Groceries"])
        #expect(shopping.spokenForms(in: "de") == ["Shopping", "Groceries", "Einkaufen", "Einkauf", "Lebensmittel"])
        // A blank translation is none.
        #expect(app.valueTypes["Priority"]?.values.last?.translations.isEmpty == true)

        let options = MatchOptions(locale: "de")
        for said in ["Neue Aufgabe für Lebensmittel in Tasks", "neue aufgabe für einkaufen in tasks", "neue aufgabe für shopping in tasks"] {
            let result = catalog.match(said, options: options)
            #expect(result.parameter("list") == ParameterValue(value: "shopping", title: "Einkaufen"), "\(said)")
        }
        let french = catalog.match("ajoute une tâche à courses dans tasks", options: MatchOptions(isExactOnly: true, locale: "fr"))
        #expect(french.parameter("list")?.value == "shopping")
    }

    @Test func calmsMeditationTypesAreSaidInGermanAndFrench() {
        func match(_ text: String, _ locale: String) -> MatchResult {
            Self.samples.match(text, options: MatchOptions(isExactOnly: true, locale: locale))
        }
        #expect(match("Starte Fokus-Meditation in Calm", "de").parameter("meditationType")?.value == "focus")
        #expect(match("starte schlafenszeit-meditation in calm", "de").parameter("meditationType")?.value == "sleep")
        #expect(match("starte körperscan-meditation in calm", "de").parameter("meditationType")?.value == "bodyScan")
        #expect(match("lance une méditation respiration profonde dans calm", "fr").parameter("meditationType")?.value == "breathing")
        // "Schlaf-Meditation" is the sleep preset's own phrase, as "sleep meditation" is in English.
        let sleep = match("Starte Schlaf-Meditation in Calm", "de")
        #expect(sleep.parameter("meditationType")?.value == "sleep")
        #expect(sleep.parameter("duration")?.value == "20")
    }

    @Test func expansionSaysTheValuesOfItsLanguage() throws {
        let english = Self.samples.expandedPhrases().filter { $0.app == "Calm" && !$0.isNegative }.map(\.text)
        #expect(english.contains("Start Bedtime meditation in Calm"))
        #expect(!english.contains { $0.contains("Schlafenszeit") })
        let german = Self.samples.expandedPhrases(locale: "de").filter { $0.app == "Calm" }
        #expect(german.map(\.text).contains("Starte Schlafenszeit-Meditation in Calm"))
        #expect(german.map(\.text).contains("Starte Bedtime-Meditation in Calm"))
        #expect(german.first?.shortcut == "Meditieren")
        // Apple's 1,000-phrase limit counts the source language's forms.
        let calm = try #require(Self.samples.apps.firstIndex { $0.name == "Calm" })
        #expect(Self.samples.expandedPhraseCount(ofApp: calm) == english.count)
    }

    // MARK: - Titles and prompts

    @Test func aQuestionIsAskedInTheLanguageOfThePhrase() throws {
        let (catalog, fixture) = try tasks()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let german = catalog.match("neue aufgabe in tasks", options: MatchOptions(locale: "de"))
        #expect(german.status == .needsValue)
        #expect(german.parameter == "list")
        #expect(german.prompt == "Welche Liste?")
        #expect(german.shortcut == "Aufgabe hinzufügen")
        #expect(german.json["prompt"] == .string("Welche Liste?"))
        // In English, the app's own words; in French, the table's.
        let english = catalog.match("add a task in tasks")
        #expect(english.prompt == "Which list?")
        #expect(english.shortcut == "Add Task")
        let french = catalog.match("ajoute une tâche dans tasks", options: MatchOptions(locale: "fr"))
        #expect(french.prompt == "Quelle liste ?")
        #expect(french.shortcut == "Ajouter une tâche")

        // The answer may be a German form; the next question is German too.
        let question = PendingQuestion(result: german, shouldDispatch: false)
        let (next, open) = Conversation.answer("Lebensmittel", to: question, in: catalog)
        #expect(next.parameter("list") == ParameterValue(value: "shopping", title: "Einkaufen"))
        #expect(next.parameter == "priority")
        #expect(next.prompt == "Wie dringend ist es?")
        let (done, closed) = Conversation.answer("hoch", to: try #require(open), in: catalog)
        #expect(done.status == .matched)
        #expect(done.parameter("priority") == ParameterValue(value: "high", title: "Hoch"))
        #expect(done.parameter("list")?.title == "Einkaufen")
        #expect(closed == nil)
        // Asked after an English phrase, the next question stays English, and so do the titles.
        let (englishNext, _) = Conversation.answer("lebensmittel", to: PendingQuestion(result: english, shouldDispatch: false), in: catalog)
        #expect(englishNext.prompt == "How urgent is it?")
        #expect(englishNext.parameter("list") == ParameterValue(value: "shopping", title: "Shopping"))
    }

    /// A value's title comes back in the language of the phrase matched,
    /// as its short title does: an enum case said in either language, or
    /// bound by the shortcut, is titled as Localizable strings translate it;
    /// an untranslated literal and every English result stay as they were.
    @Test func valueTitlesComeBackInTheLanguageMatched() throws {
        func match(_ text: String, _ locale: String? = nil) -> MatchResult {
            Self.samples.match(text, options: MatchOptions(isExactOnly: true, locale: locale))
        }
        #expect(match("starte schlafenszeit-meditation in calm", "de").parameter("meditationType") == ParameterValue(value: "sleep", title: "Schlaf"))
        #expect(match("starte bedtime-meditation in calm", "de").parameter("meditationType")?.title == "Schlaf")
        #expect(match("lance une méditation respiration profonde dans calm", "fr").parameter("meditationType")?.title == "Respiration")
        #expect(match("start bedtime meditation in calm").parameter("meditationType") == ParameterValue(value: "sleep", title: "Sleep"))
        let quick = match("starte schnelle achtsamkeit in calm", "de")
        #expect(quick.parameter("meditationType") == ParameterValue(value: "mindfulness", title: "Achtsamkeit"))
        #expect(quick.parameter("duration") == ParameterValue(value: "10"))
        let parameters = try #require(quick.json["parameters"])
        #expect(parameters["meditationType"] == .object([("value", .string("mindfulness")), ("title", .string("Achtsamkeit"))]))
        // Candidates of an ambiguous result too (they are built alike), and
        // the shortcut listing's bound values and expansion in the language.
        let calm = try #require(Self.samples.app(named: "Calm"))
        let bound = calm.shortcuts[1].json(in: calm, language: "fr")["boundParameters"]?["meditationType"]
        #expect(bound == .object([("value", .string("mindfulness")), ("title", .string("Pleine conscience"))]))
        #expect(calm.shortcuts[1].json(in: calm)["boundParameters"]?["meditationType"]?["title"] == .string("Mindfulness"))
        let expanded = Self.samples.expandedPhrases(locale: "de").first { $0.text == "Starte Fokus-Meditation in Calm" }
        #expect(expanded?.parameters.first?.value == ParameterValue(value: "focus", title: "Fokus"))
        // Only enum cases: free text that happens to be a translated string stays as said.
        let text = Parameter(name: "query", typeName: "String", kind: .text, isOptional: false)
        #expect(calm.localized(ParameterValue(value: "Sleep", title: "Sleep"), of: text, in: "de").title == "Sleep")
    }

    @Test func shortTitlesAreShownInTheLanguageMatched() {
        let german = Self.samples.match("starte schnelle achtsamkeit in calm", options: MatchOptions(locale: "de"))
        #expect(german.shortcut == "Schnelle Achtsamkeit")
        #expect(Self.samples.match("zeig meine calm-serie", options: MatchOptions(locale: "de")).shortcut == "Serie")
        #expect(Self.samples.match("montre ma série calm", options: MatchOptions(locale: "fr")).shortcut == "Série")
        #expect(Self.samples.match("show my calm streak").shortcut == "Streak")
        // Candidates of an ambiguous result are titled alike.
        let app = Self.samples.apps.first { $0.name == "Calm" }!
        #expect(app.title(of: app.shortcuts[2], in: "fr") == "Méditation du sommeil")
        #expect(app.title(of: app.shortcuts[2], in: "it") == "Sleep Meditation")
        #expect(app.title(of: app.shortcuts[2], in: nil) == "Sleep Meditation")
    }

    // MARK: - Ops

    @Test func theShortcutsOpShowsALocale() throws {
        let (body, status) = Self.samples.shortcutsResponse(app: "Calm", locale: "de-AT")
        #expect(status == .ok)
        #expect(body["locale"] == .string("de"))
        let calm = try #require(body["apps"]?.arrayValue?.first)
        #expect(calm["name"] == .string("Calm"))
        let meditate = try #require(calm["shortcuts"]?.arrayValue?.first)
        #expect(meditate["shortTitle"] == .string("Meditieren"))
        #expect(meditate["phrases"]?.arrayValue?.first == .string("Starte Meditation in ${applicationName}"))
        let type = try #require(meditate["parameters"]?.arrayValue?.first)
        #expect(type["title"] == .string("Art"))
        #expect(type["prompt"] == .string("Welche Art?"))
        #expect(calm["negativePhrases"]?.arrayValue?.first == .string("Meditation beenden"))

        // Every app that has the language; without a locale, as before.
        let (all, _) = Self.samples.shortcutsResponse(app: nil, locale: "fr")
        #expect(all["apps"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["Calm"])
        let (plain, _) = Self.samples.shortcutsResponse(app: "Calm", locale: nil)
        #expect(plain == Response.ok([("apps", .array([Self.samples.app(named: "Calm")!.json]))]))
        #expect(plain["locale"] == nil)

        let (unknown, failed) = Self.samples.shortcutsResponse(app: nil, locale: "sv")
        #expect(failed == .error)
        #expect(unknown["error"]?["code"] == .string("unknown-locale"))
        let (lacking, _) = Self.samples.shortcutsResponse(app: "Landmarks", locale: "de")
        #expect(lacking["error"]?["message"] == .string("no phrases in locale 'de' for Landmarks (available: en)"))
        let (nobody, _) = Self.samples.shortcutsResponse(app: "Nope", locale: "de")
        #expect(nobody["error"]?["code"] == .string("unknown-app"))
    }

    @Test func suggestionsComeFromTheLocalesPhrases() throws {
        let german = Self.samples.suggest("schlaf", locale: "de")
        let first = try #require(german.first)
        #expect(first.app == "Calm")
        #expect(first.shortcut == "Schlafmeditation")
        #expect(first.phrase == "Starte Schlafmeditation in Calm")
        // A value said in German is shown in German, and titled so; the result's value is the case's.
        let bedtime = try #require(Self.samples.suggest("starte schlafenszeit", locale: "de").first)
        #expect(bedtime.phrase == "Starte Schlaf-Meditation in Calm")
        #expect(bedtime.parameter == .init(name: "meditationType", value: ParameterValue(value: "sleep", title: "Schlaf")))
        #expect(Self.samples.suggest("serie", locale: "de").first?.phrase == "Zeig meine Calm-Serie")
        // Other apps have no German phrases: nothing of theirs.
        #expect(Self.samples.suggest("open", locale: "de").allSatisfy { $0.app == "Calm" })
        #expect(Self.samples.suggest("strea").first?.shortcut == "Streak")

        let (body, status) = Self.samples.suggestResponse("méditation du", limit: 2, locale: "fr")
        #expect(status == .ok)
        #expect(body["locale"] == .string("fr"))
        #expect(body["suggestions"]?.arrayValue?.first?["shortcut"] == .string("Méditation du sommeil"))
        let (unknown, failed) = Self.samples.suggestResponse("x", limit: 2, locale: "sv")
        #expect(failed == .error)
        #expect(unknown["error"]?["code"] == .string("unknown-locale"))
        let (plain, _) = Self.samples.suggestResponse("strea", limit: 1, locale: nil)
        #expect(plain["locale"] == nil)
    }

    @Test func theOpsDecodeALocale() {
        #expect(RequestDecoder.decode(#"{"op":"suggest","text":"schl","locale":"de"}"#.utf8).request == .success(.suggest(text: "schl", limit: 5, locale: "de")))
        #expect(RequestDecoder.decode(#"{"op":"shortcuts","locale":"fr-CA"}"#.utf8).request == .success(.shortcuts(app: nil, locale: "fr-CA")))
        #expect(RequestDecoder.decode(#"{"op":"shortcuts","app":"Calm","locale":null}"#.utf8).request == .success(.shortcuts(app: "Calm")))
        if case .failure(let error) = RequestDecoder.decode(#"{"op":"suggest","text":"x","locale":7}"#.utf8).request {
            #expect(error.message == "\"locale\" must be a string")
        } else {
            Issue.record("a number as locale was accepted")
        }
    }
}
