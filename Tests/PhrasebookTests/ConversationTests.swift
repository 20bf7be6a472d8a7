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
        #expect(asked.result.status == .needsValue && !asked.isAnswer)
        #expect(conversation.question?.result == asked.result)
        let answered = turn(&conversation, "Buy  more milk")
        #expect(answered.isAnswer)
        #expect(answered.result.status == .matched)
        #expect(answered.result.parameter("idea")?.value == "Buy more milk")
        // The answer runs as the question's request said.
        #expect(!answered.shouldDispatch)
        #expect(conversation.question == nil)
    }

    @Test func aJSONRequestEndsTheQuestionAndIsMatchedOnItsOwn() {
        var conversation = Conversation()
        _ = turn(&conversation, "save idea to coding bridge")
        let other = turn(&conversation, "open niagara falls in landmarks", plain: false)
        #expect(!other.isAnswer && other.result.status == .matched)
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
        #expect(asked.result.status == .needsValue)
        let answered = turn(&conversation, "call the bank")
        #expect(answered.result.parameter("idea")?.value == "call the bank")
        #expect(answered.result.hypothesis == asked.result.hypothesis)
    }

    /// Siri: "What size and type?" — "Medium latte": the rest of an answer
    /// fills what would be asked next.
    @Test func anAnswerFillsEveryValueItSays() {
        let catalog = Fixtures.catalogWithCoffee
        var conversation = Conversation()
        let asked = turn(&conversation, "order coffee in daily byte", in: catalog)
        #expect(asked.result.parameter == "coffeeType")
        let answered = turn(&conversation, "medium latte", in: catalog)
        #expect(answered.result.status == .matched)
        #expect(answered.result.parameter("coffeeType")?.value == "latte")
        #expect(answered.result.parameter("size")?.value == "medium")
        #expect(conversation.question == nil)
    }

    @Test func anAnswerWithAnotherValueOnlyFillsItAndAsksAgain() {
        let catalog = Fixtures.catalogWithCoffee
        var conversation = Conversation()
        _ = turn(&conversation, "order coffee in daily byte", in: catalog)
        // Two sizes say none: a miss.
        let both = turn(&conversation, "small or large", in: catalog)
        #expect(both.result.parameter == "coffeeType" && both.result.parameter("size") == nil)
        #expect(conversation.question?.failedAttempts == 1)
        let sized = turn(&conversation, "a large one", in: catalog)
        #expect(sized.result.status == .needsValue && sized.result.parameter == "coffeeType")
        #expect(sized.result.parameter("size")?.value == "large")
        // Not a miss: it said something the order needs.
        #expect(conversation.question?.failedAttempts == 1)
        let done = turn(&conversation, "an iced coffee", in: catalog)
        #expect(done.result.status == .matched)
        #expect(done.result.parameter("coffeeType")?.value == "coldBrew")
        #expect(done.result.parameter("size")?.value == "large")
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
