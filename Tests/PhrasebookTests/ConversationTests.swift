import PhraseTestSupport
import Testing

@testable import Phrasebook

@Suite struct ConversationTests {
    static let catalog = NotesApp.catalog

    static func question(for parameter: String = "text", intent: String = "CaptureIntent") -> PendingQuestion {
        PendingQuestion(result: NotesApp.question(for: parameter, intent: intent), shouldDispatch: true)
    }

    @Test func freeTextKeepsWhatWasSaid() throws {
        let (result, next) = Conversation.answer("  Buy  Oat milk ", to: Self.question(), in: Self.catalog)
        // As free text a phrase captured: the words, and as written.
        #expect(result.parameter("text") == ParameterValue(value: "buy oat milk", title: "Buy Oat milk"))
        // The whole line as said, punctuation and digits kept.
        let litres = Conversation.answer(" Buy more milk,  2 litres. ", to: Self.question(), in: Self.catalog).0
        #expect(litres.parameter("text") == ParameterValue(value: "buy more milk two liter", title: "Buy more milk, 2 litres."))
        // The folder is still missing: asked next.
        #expect(result.status == .needsValue)
        #expect(result.parameter == "folder")
        #expect(result.prompt == "Which folder?")
        let followUp = try #require(next)
        let (done, none) = Conversation.answer("in the office please", to: followUp, in: Self.catalog)
        #expect(done.status == .matched)
        #expect(done.parameter("folder") == ParameterValue(value: "f-work", title: "Work"))
        #expect(done.parameter("text")?.title == "Buy Oat milk")
        #expect(none == nil)
    }

    @Test func unclearAnswersAreAskedAgainThenDropped() throws {
        let question = Self.question(for: "folder")
        // "home" names two folders; "garden" none.
        var (result, next) = Conversation.answer("home", to: question, in: Self.catalog)
        #expect(result.status == .needsValue)
        #expect(next?.failedAttempts == 1)
        (result, next) = Conversation.answer("garden", to: try #require(next), in: Self.catalog)
        #expect(result.status == .needsValue)
        (result, next) = Conversation.answer("", to: try #require(next), in: Self.catalog)
        #expect(result.status == .noMatch)
        #expect(next == nil)
    }

    @Test func aQuestionForAnIntentThatWentAwayExpires() {
        let question = Self.question(intent: "GoneIntent")
        let (result, next) = Conversation.answer("x", to: question, in: Self.catalog)
        #expect(result.status == .error)
        #expect(next == nil)
    }
}

/// The conversation as a daemon connection or `phrase match` on a terminal
/// holds it: which request answers, which opens or closes the question.
@Suite struct ConversationTurnTests {
    let catalog = Fixtures.catalog

    func turn(
        _ conversation: inout Conversation, _ text: String, plain: Bool = true, dispatch: Bool = true, in catalog: Catalog? = nil
    ) -> Conversation.Turn {
        let catalog = catalog ?? self.catalog
        return conversation.respond(to: text, mayAnswer: plain, shouldDispatch: dispatch, in: catalog) { catalog.match(text) }
    }

    @Test func aPlainLineAnswersTheOpenQuestion() {
        var conversation = Conversation()
        let asked = turn(&conversation, "save idea to coding bridge", dispatch: false)
        #expect(asked.result?.status == .needsValue && !asked.isAnswer)
        #expect(conversation.question?.result == asked.result)
        let answered = turn(&conversation, "Buy  more milk, 2 cartons.")
        #expect(answered.isAnswer)
        #expect(answered.result?.status == .matched)
        // As free text in a phrase: the words as the value, the line as
        // written as the title.
        #expect(answered.result?.parameter("idea") == ParameterValue(value: "buy more milk two cartons", title: "Buy more milk, 2 cartons."))
        // The answer runs as the question's request said.
        #expect(!answered.shouldDispatch)
        #expect(conversation.question == nil)
    }

    @Test func aJSONRequestEndsTheQuestionAndIsMatchedOnItsOwn() {
        var conversation = Conversation()
        _ = turn(&conversation, "save idea to coding bridge")
        let other = turn(&conversation, "open niagara falls in landmarks", plain: false)
        #expect(!other.isAnswer && other.result?.status == .matched)
        #expect(conversation.question == nil)
        // Not answering, the request's own match is not even computed.
        _ = turn(&conversation, "save idea to coding bridge")
        var computed = false
        _ = conversation.respond(to: "x", mayAnswer: true, in: catalog) {
            computed = true
            return .noMatch
        }
        #expect(!computed)
    }

    @Test func aHypothesesMatchAsksLikeATextMatch() {
        var conversation = Conversation()
        let asked = conversation.respond(to: nil, mayAnswer: false, in: catalog) {
            catalog.match([Hypothesis("safe idea to coding bridge"), Hypothesis("save idea to coding bridge")])
        }
        #expect(asked.result?.status == .needsValue)
        let answered = turn(&conversation, "call the bank")
        #expect(answered.result?.parameter("idea")?.value == "call the bank")
        #expect(answered.result?.hypothesis == asked.result?.hypothesis)
    }

    /// Siri: "What size and type?" — "Medium latte": the rest of an answer
    /// fills what would be asked next.
    @Test func anAnswerFillsEveryValueItSays() {
        let catalog = Fixtures.catalogWithCoffee
        var conversation = Conversation()
        let asked = turn(&conversation, "order coffee in daily byte", in: catalog)
        #expect(asked.result?.parameter == "coffeeType")
        let answered = turn(&conversation, "medium latte", in: catalog)
        #expect(answered.result?.status == .matched)
        #expect(answered.result?.parameter("coffeeType")?.value == "latte")
        #expect(answered.result?.parameter("size")?.value == "medium")
        #expect(conversation.question == nil)
    }

    @Test func anAnswerWithAnotherValueOnlyFillsItAndAsksAgain() {
        let catalog = Fixtures.catalogWithCoffee
        var conversation = Conversation()
        _ = turn(&conversation, "order coffee in daily byte", in: catalog)
        // Two sizes say none: a miss.
        let both = turn(&conversation, "small or large", in: catalog)
        #expect(both.result?.parameter == "coffeeType" && both.result?.parameter("size") == nil)
        #expect(conversation.question?.failedAttempts == 1)
        let sized = turn(&conversation, "a large one", in: catalog)
        #expect(sized.result?.status == .needsValue && sized.result?.parameter == "coffeeType")
        #expect(sized.result?.parameter("size")?.value == "large")
        // Not a miss: it said something the order needs.
        #expect(conversation.question?.failedAttempts == 1)
        let done = turn(&conversation, "an iced coffee", in: catalog)
        #expect(done.result?.status == .matched)
        #expect(done.result?.parameter("coffeeType")?.value == "coldBrew")
        #expect(done.result?.parameter("size")?.value == "large")
    }

    /// resolve and the conversation ask by one rule: every required
    /// parameter, of any kind, in declaration order.
    @Test func followUpsAskForEveryRequiredParameterAsResolveDoes() throws {
        var app = App(name: "Links", directory: "/nonexistent/Links")
        app.intents["SaveIntent"] = Intent(
            name: "SaveIntent",
            parameters: [
                Parameter(name: "title", typeName: "String", kind: .text, isOptional: false),
                Parameter(name: "url", typeName: "URL", kind: .other, isOptional: false),
                Parameter(name: "note", typeName: "String", kind: .text, isOptional: true),
            ])
        app.shortcuts = [Fixtures.shortcut("SaveIntent", ["Save a link in ${applicationName}"])]
        let catalog = Catalog(apps: [app])
        let first = catalog.match("save a link in links")
        #expect(first.parameter == "title")
        let (second, next) = Conversation.answer("Swift news", to: PendingQuestion(result: first, shouldDispatch: true), in: catalog)
        #expect(second.parameter == "url")
        let (done, none) = Conversation.answer("swift.org", to: try #require(next), in: catalog)
        #expect(done.status == .matched && none == nil)
        #expect(done.parameters.map(\.name) == ["title", "url"])
    }
}

/// Siri's way with a question: "cancel", "never mind", "stop", "forget it"
/// end it; a phrase said exactly is a new command; an app whose parameter
/// takes such words as values keeps them.
@Suite struct ConversationCancelTests {
    let catalog = Fixtures.catalogWithCoffee

    func turn(_ conversation: inout Conversation, _ text: String, in catalog: Catalog? = nil) -> Conversation.Turn {
        let catalog = catalog ?? self.catalog
        return conversation.respond(to: text, mayAnswer: true, in: catalog) { catalog.match(text) }
    }

    /// A conversation with `question` open, asked by any request.
    func asking(_ question: MatchResult, in catalog: Catalog) -> Conversation {
        var conversation = Conversation()
        _ = conversation.respond(to: nil, mayAnswer: false, in: catalog) { question }
        return conversation
    }

    @Test(arguments: ["cancel", "Never mind.", "stop", "forget it", "Oh, never mind", "cancel, please", "nevermind", "Forget about it!"])
    func aCancelEndsTheQuestion(_ words: String) throws {
        var conversation = Conversation()
        _ = turn(&conversation, "save idea to coding bridge")
        let cancelled = turn(&conversation, words)
        guard case .cancelled(let cancellation) = cancelled.outcome else {
            Issue.record("\(words): \(cancelled.outcome)")
            return
        }
        #expect(cancelled.isAnswer && !cancelled.shouldDispatch && cancelled.status == "cancelled")
        #expect(conversation.question == nil)
        #expect(cancellation.acknowledgement == "Cancelled.")
        #expect(
            cancellation.json.serialized
                == #"{"status":"cancelled","app":"CodingBridge","intent":"CaptureIdeaIntent","shortcut":"Capture Idea","confidence":1,"parameters":{},"parameter":"idea","alternatives":[]}"#)
        // The next line is a request of its own, not an answer.
        let next = turn(&conversation, "open niagara falls in landmarks")
        #expect(!next.isAnswer && next.result?.intent == "OpenLandmarkIntent")
    }

    @Test func aLineThatSaysMoreThanACancelIsTheAnswer() {
        for words in ["cancel my dentist appointment", "stop buying coffee", "never mind the weather"] {
            var conversation = Conversation()
            _ = turn(&conversation, "save idea to coding bridge")
            let answered = turn(&conversation, words)
            #expect(answered.isAnswer && answered.result?.parameter("idea")?.value == words, "\(words)")
        }
    }

    @Test func withoutAQuestionCancelIsMatchedLikeAnyLine() {
        var conversation = Conversation()
        let said = turn(&conversation, "cancel")
        #expect(!said.isAnswer && said.result?.status == .noMatch)
    }

    @Test func anExactPhraseIsItsOwnCommand() {
        var conversation = Conversation()
        _ = turn(&conversation, "save idea to coding bridge")
        let command = turn(&conversation, "open my project in coding bridge")
        #expect(!command.isAnswer && command.result?.status == .matched && command.result?.intent == "OpenProjectIntent")
        #expect(command.shouldDispatch && conversation.question == nil)
        // A command that asks opens its own question.
        _ = turn(&conversation, "save idea to coding bridge")
        let order = turn(&conversation, "order coffee in daily byte")
        #expect(!order.isAnswer && order.result?.parameter == "coffeeType")
        #expect(conversation.question?.result.intent == "OrderCoffeeIntent")
        // Only an exact phrase: a line that flexible matching would read is the answer.
        _ = turn(&conversation, "save idea to coding bridge")
        let idea = turn(&conversation, "please open my project in coding bridge")
        #expect(idea.isAnswer && idea.result?.parameter("idea")?.value == "please open my project in coding bridge")
    }

    /// What the caller knows of the line's exact step is taken as it is (a
    /// daemon matched the request before committing it): a line the exact
    /// step decided is a command, one it missed an answer, with no second
    /// look-up either way; unknown, the step runs (`anExactPhraseIsItsOwnCommand`).
    @Test func theExactStepHandedOnDecides() {
        let text = "open my project in coding bridge"
        for (exactly, isAnswer) in [
            (Conversation.ExactStep.decided(catalog.match(text)), false), (.missed, true), (.unknown, false),
        ] {
            var conversation = Conversation()
            _ = turn(&conversation, "save idea to coding bridge")
            let said = conversation.respond(to: text, mayAnswer: true, in: catalog, exactly: exactly) { catalog.match(text) }
            #expect(said.isAnswer == isAnswer, "\(exactly)")
        }
    }

    /// A player whose `action` parameter takes "stop" (and "pause"), and a
    /// notes app with a folder called "Open Notes".
    static let appsThatTakeSuchWords: Catalog = {
        var player = App(name: "Player", directory: "/nonexistent/Player")
        player.intents["ControlIntent"] = Intent(
            name: "ControlIntent", parameters: [Parameter(name: "action", typeName: "Action", kind: .enumeration, isOptional: false)])
        player.valueTypes["Action"] = ValueType(
            name: "Action", kind: .enumeration, values: [Value(id: "stop", title: "Stop"), Value(id: "pause", title: "Pause")])
        player.shortcuts = [Fixtures.shortcut("ControlIntent", ["Control ${applicationName}"])]
        var notes = App(name: "Notes", directory: "/nonexistent/Notes")
        notes.intents["OpenIntent"] = Intent(name: "OpenIntent")
        notes.intents["FileIntent"] = Intent(
            name: "FileIntent", parameters: [Parameter(name: "folder", typeName: "FolderEntity", kind: .entity, isOptional: false)])
        notes.valueTypes["FolderEntity"] = ValueType(
            name: "FolderEntity", kind: .entity, values: [Value(id: "open-notes", title: "Open Notes"), Value(id: "archive", title: "Archive")])
        notes.shortcuts = [
            Fixtures.shortcut("OpenIntent", ["Open ${applicationName}"]), Fixtures.shortcut("FileIntent", ["File a note in ${applicationName}"]),
        ]
        return Catalog(apps: [player, notes])
    }()

    @Test func aParameterThatTakesTheWordKeepsIt() {
        let catalog = Self.appsThatTakeSuchWords
        var conversation = Conversation()
        #expect(turn(&conversation, "control player", in: catalog).result?.parameter == "action")
        let stopped = turn(&conversation, "stop", in: catalog)
        #expect(stopped.isAnswer && stopped.result?.status == .matched && stopped.result?.parameter("action")?.value == "stop")
        // Words that are none of its values still cancel.
        _ = turn(&conversation, "control player", in: catalog)
        #expect(turn(&conversation, "never mind", in: catalog).status == "cancelled")
    }

    @Test func aValueSaidWholeIsTheAnswerThoughItIsAlsoAPhrase() {
        let catalog = Self.appsThatTakeSuchWords
        #expect(catalog.match("open notes").intent == "OpenIntent")
        var conversation = Conversation()
        #expect(turn(&conversation, "file a note in notes", in: catalog).result?.parameter == "folder")
        let filed = turn(&conversation, "open notes", in: catalog)
        #expect(filed.isAnswer && filed.result?.parameter("folder")?.value == "open-notes")
    }

    /// A question asked in German is cancelled in German (and in English),
    /// and acknowledged in German.
    @Test func eachLanguageHasItsOwnWords() throws {
        var question = NotesApp.question(for: "idea", intent: "IdeaIntent")
        if case .needsValue(let invocation, var asked) = question.outcome {
            asked.language = "de"
            question.outcome = .needsValue(invocation, asked)
        }
        for words in ["abbrechen", "Vergiss es", "ähm, schon gut", "cancel"] {
            var conversation = asking(question, in: NotesApp.catalog)
            let cancelled = turn(&conversation, words, in: NotesApp.catalog)
            guard case .cancelled(let cancellation) = cancelled.outcome else {
                Issue.record("\(words): \(cancelled.outcome)")
                continue
            }
            #expect(cancellation.acknowledgement == "Abgebrochen.")
        }
        #expect(Conversation.isCancel("laisse tomber", language: "fr-CA") && Conversation.isCancel("lascia perdere", language: "it"))
        #expect(Conversation.isCancel("laat maar", language: "nl") && Conversation.isCancel("olvídalo", language: "es"))
        #expect(Conversation.isCancel("deixa pra lá", language: "pt-BR") && Conversation.isCancel("キャンセル", language: "ja"))
        #expect(Conversation.isCancel("算了", language: "zh-Hans"))
        // Another language's words are that language's only.
        #expect(!Conversation.isCancel("abbrechen", language: "fr") && !Conversation.isCancel("abbrechen", language: nil))
    }
}
