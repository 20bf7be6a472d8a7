import Phrasebook
import Testing

@testable import PhraseServer

@Suite struct ConversationTests {
    static let catalog: Catalog = {
        var app = App(name: "Notes", directory: "/nonexistent/Notes")
        app.intents["CaptureIntent"] = Intent(
            name: "CaptureIntent",
            parameters: [
                Parameter(name: "text", typeName: "String", kind: .text, isOptional: false, requestValueDialog: "What should I note?"),
                Parameter(name: "folder", typeName: "FolderEntity", kind: .entity, isOptional: false),
            ])
        app.valueTypes["FolderEntity"] = ValueType(
            name: "FolderEntity", kind: .entity,
            values: [
                Value(id: "f-work", title: "Work", synonyms: ["the office"]),
                Value(id: "f-home", title: "Home"),
                Value(id: "f-home2", title: "Home"),
            ])
        return Catalog(apps: [app])
    }()

    static func question(for parameter: String = "text", intent: String = "CaptureIntent") -> PendingQuestion {
        let invocation = MatchResult.Invocation(app: "Notes", intent: intent, shortcut: "Capture", parameters: [], phrase: "Note in ${applicationName}")
        let result = MatchResult(.needsValue(invocation, .init(parameter: parameter, prompt: "What should I note?")), confidence: 1)
        return PendingQuestion(result: result, shouldDispatch: true)
    }

    @Test func freeTextKeepsWhatWasSaid() throws {
        let (result, next) = Conversation.answer("  Buy  Oat milk ", to: Self.question(), in: Self.catalog)
        #expect(result.parameter("text")?.value == "Buy Oat milk")
        // The folder is still missing: asked next.
        #expect(result.status == .needsValue)
        #expect(result.parameter == "folder")
        #expect(result.prompt == "Which folder?")
        let followUp = try #require(next)
        let (done, none) = Conversation.answer("in the office please", to: followUp, in: Self.catalog)
        #expect(done.status == .matched)
        #expect(done.parameter("folder") == ParameterValue(value: "f-work", title: "Work"))
        #expect(done.parameter("text")?.value == "Buy Oat milk")
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
