import PhraseTestSupport
import Phrasebook
import Testing
import Wyoming

@testable import PhraseServer

/// Wyoming through a connection's pipeline, without sockets: events in,
/// events out, conversations shared between connections.
@Suite struct WyomingConnectionTests {
    static func connection(
        _ store: ConversationStore, handler: String? = "/h", client: String? = nil, settings: WyomingReader.Settings = .init()
    ) -> Connection {
        Connection(
            limits: Connection.Limits(maximumLineLength: 4096, maximumPending: 8),
            reader: WyomingReader(maximumPartLength: 4096, settings: settings, client: client),
            environment: Connection.Environment(
                catalog: { NotesApp.catalog },
                handler: { result, wanted in wanted && result.status == .matched ? handler : nil },
                conversations: store),
            now: 0)
    }

    static func transcript(_ text: String, conversation: String?, satellite: String? = nil, type: String = "transcript") -> [UInt8] {
        var pairs: [(String, JSON)] = [("text", .string(text))]
        var context: [(String, JSON)] = []
        if let conversation { context.append(("conversation_id", .string(conversation))) }
        if let satellite { context.append(("satellite_id", .string(satellite))) }
        if !context.isEmpty { pairs.append(("context", .object(context))) }
        return WyomingEvent(type, pairs).encoded()
    }

    /// The events written so far; marks them sent.
    static func sent(_ connection: inout Connection) -> [WyomingEvent] {
        let bytes = connection.withUnsentOutput { Array($0) }
        _ = connection.didSend(bytes.count, now: 1)
        var framer = WyomingFramer(limits: .init(eachPart: 1 << 20))
        framer.append(bytes)
        var events: [WyomingEvent] = []
        while case .event(let event)? = framer.next() { events.append(event) }
        return events
    }

    /// Completes every submission: a question for "save idea", no match otherwise.
    static func computeAll(_ effects: [Connection.Effect], on connection: inout Connection, now: UInt64) -> [Connection.Effect] {
        var more: [Connection.Effect] = []
        for submission in ConnectionTests.submissions(effects) {
            guard case .match(let request) = submission.request else { continue }
            let result = request.text == "save idea" ? NotesApp.question(for: "idea", intent: "IdeaIntent", prompt: "What's your idea?") : .noMatch
            more += connection.complete(submission.sequence, with: .match(request, result, handler: nil, bytes: nil), now: now)
        }
        return more
    }

    @Test func aQuestionAskedOnOneConnectionIsAnsweredOnTheNextOfItsConversation() throws {
        let store = ConversationStore(lifetime: .seconds(60))
        var first = Self.connection(store)
        _ = Self.computeAll(first.receive(Self.transcript("save idea", conversation: "c1"), now: 1), on: &first, now: 1)
        let asked = try #require(Self.sent(&first).first)
        #expect(asked.type == "handled" && asked["text"] == .string("What's your idea?"))
        #expect(asked["context"]?["conversation_id"] == .string("c1"))
        #expect(store.count == 1)

        // Another conversation is not answered by it.
        var other = Self.connection(store)
        _ = Self.computeAll(other.receive(Self.transcript("buy milk", conversation: "c2"), now: 2), on: &other, now: 2)
        #expect(Self.sent(&other).first?.type == "not-handled")

        var second = Self.connection(store)
        let effects = Self.computeAll(second.receive(Self.transcript("buy milk", conversation: "c1"), now: 3), on: &second, now: 3)
        let dispatch = try #require(ConnectionTests.dispatches(effects).first)
        #expect(dispatch.result.parameter("idea")?.value == "buy milk")
        _ = second.completeDispatch(dispatch.sequence, report: .object([("exitCode", .number(0)), ("dialog", .string("Idea saved!"))]), now: 4)
        let answer = try #require(Self.sent(&second).first)
        #expect(answer.type == "handled" && answer["text"] == .string("Idea saved!"))
        #expect(store.count == 0)
    }

    /// "Never mind" on the next connection of the conversation ends the
    /// question: `handled`, "Cancelled.", nothing run, nothing kept.
    @Test func aQuestionIsCancelledOnTheNextConnectionOfItsConversation() throws {
        let store = ConversationStore(lifetime: .seconds(60))
        var first = Self.connection(store)
        _ = Self.computeAll(first.receive(Self.transcript("save idea", conversation: "c1"), now: 1), on: &first, now: 1)
        #expect(store.count == 1)
        var second = Self.connection(store)
        let effects = Self.computeAll(second.receive(Self.transcript("never mind", conversation: "c1"), now: 2), on: &second, now: 2)
        #expect(ConnectionTests.dispatches(effects).isEmpty)
        let answer = try #require(Self.sent(&second).first)
        #expect(answer.type == "handled" && answer["text"] == .string("Cancelled."))
        #expect(answer["context"]?["conversation_id"] == .string("c1"))
        #expect(answer["phrasebook"]?["status"] == .string("cancelled") && answer["phrasebook"]?["parameter"] == .string("idea"))
        let answers = effects.compactMap { effect in if case .answered(let answer) = effect { answer } else { nil } }
        #expect(answers.map(\.status) == [.cancelled])
        #expect(store.count == 0)
        // The next transcript is a request of its own.
        var third = Self.connection(store)
        _ = Self.computeAll(third.receive(Self.transcript("buy milk", conversation: "c1"), now: 3), on: &third, now: 3)
        #expect(Self.sent(&third).first?.type == "not-handled")
    }

    @Test func aQuestionExpires() {
        let store = ConversationStore(lifetime: .nanoseconds(100))
        var first = Self.connection(store)
        _ = Self.computeAll(first.receive(Self.transcript("save idea", conversation: "c1"), now: 1), on: &first, now: 1)
        var late = Self.connection(store)
        let effects = Self.computeAll(late.receive(Self.transcript("buy milk", conversation: "c1"), now: 500), on: &late, now: 500)
        #expect(ConnectionTests.dispatches(effects).isEmpty)
        #expect(Self.sent(&late).first?.type == "not-handled")
        #expect(store.count == 0)
    }

    @Test func recognizeAnswersAQuestionWithTheIntentAndRunsNoHandler() throws {
        let store = ConversationStore(lifetime: .seconds(60))
        var first = Self.connection(store)
        _ = Self.computeAll(first.receive(Self.transcript("save idea", conversation: "c1", type: "recognize"), now: 1), on: &first, now: 1)
        #expect(Self.sent(&first).first?.type == "not-recognized")
        var second = Self.connection(store)
        let effects = Self.computeAll(
            second.receive(Self.transcript("buy milk", conversation: "c1", type: "recognize"), now: 2), on: &second, now: 2)
        #expect(ConnectionTests.dispatches(effects).isEmpty)
        let intent = try #require(Self.sent(&second).first)
        #expect(intent.type == "intent" && intent["name"] == .string("IdeaIntent"))
        #expect(intent["entities"] == .array([.object([("name", .string("idea")), ("value", .string("buy milk"))])]))
    }

    @Test func withoutAConversationIDTheConnectionKeepsItsOwn() {
        let store = ConversationStore(lifetime: .seconds(60))
        var connection = Self.connection(store)
        var effects = Self.computeAll(connection.receive(Self.transcript("save idea", conversation: nil), now: 1), on: &connection, now: 1)
        #expect(store.count == 0 && connection.conversation.question != nil)
        effects = Self.computeAll(connection.receive(Self.transcript("buy milk", conversation: nil), now: 2), on: &connection, now: 2)
        #expect(ConnectionTests.dispatches(effects).count == 1)
    }

    /// Home Assistant up to 2025.6: no conversation id, a new connection
    /// for every utterance, all from one address.
    @Test func withoutAConversationIDTheQuestionWaitsForTheSameClient() {
        let store = ConversationStore(lifetime: .seconds(60))
        var first = Self.connection(store, client: "tcp 192.168.1.5")
        _ = Self.computeAll(first.receive(Self.transcript("save idea", conversation: nil), now: 1), on: &first, now: 1)
        #expect(store.count == 1 && first.conversation.question == nil)

        var elsewhere = Self.connection(store, client: "tcp 192.168.1.6")
        var effects = Self.computeAll(elsewhere.receive(Self.transcript("buy milk", conversation: nil), now: 2), on: &elsewhere, now: 2)
        #expect(ConnectionTests.dispatches(effects).isEmpty)
        // Nor does a conversation of the same client that names its id.
        var named = Self.connection(store, client: "tcp 192.168.1.5")
        effects = Self.computeAll(named.receive(Self.transcript("buy milk", conversation: "c9"), now: 3), on: &named, now: 3)
        #expect(ConnectionTests.dispatches(effects).isEmpty)

        var next = Self.connection(store, client: "tcp 192.168.1.5")
        effects = Self.computeAll(next.receive(Self.transcript("buy milk", conversation: nil), now: 4), on: &next, now: 4)
        #expect(ConnectionTests.dispatches(effects).count == 1)
        #expect(store.count == 0)
    }

    @Test func aSatelliteKeepsItsQuestionWhicheverClientCarriesIt() {
        let store = ConversationStore(lifetime: .seconds(60))
        var asked = Self.connection(store, client: "tcp 10.0.0.2")
        _ = Self.computeAll(asked.receive(Self.transcript("save idea", conversation: nil, satellite: "kitchen"), now: 1), on: &asked, now: 1)
        var sameClient = Self.connection(store, client: "tcp 10.0.0.2")
        var effects = Self.computeAll(sameClient.receive(Self.transcript("buy milk", conversation: nil), now: 2), on: &sameClient, now: 2)
        #expect(ConnectionTests.dispatches(effects).isEmpty)
        var kitchen = Self.connection(store, client: "tcp 10.0.0.3")
        effects = Self.computeAll(
            kitchen.receive(Self.transcript("buy milk", conversation: nil, satellite: "kitchen"), now: 3), on: &kitchen, now: 3)
        #expect(ConnectionTests.dispatches(effects).count == 1)
    }

    @Test func questionsKeptForTheConnectionOnlyWhenAsked() {
        let store = ConversationStore(lifetime: .seconds(60))
        let settings = WyomingReader.Settings(keepsQuestionsForClient: false)
        var first = Self.connection(store, client: "tcp 192.168.1.5", settings: settings)
        _ = Self.computeAll(first.receive(Self.transcript("save idea", conversation: nil), now: 1), on: &first, now: 1)
        #expect(store.count == 0 && first.conversation.question != nil)
        var next = Self.connection(store, client: "tcp 192.168.1.5", settings: settings)
        let effects = Self.computeAll(next.receive(Self.transcript("buy milk", conversation: nil), now: 2), on: &next, now: 2)
        #expect(ConnectionTests.dispatches(effects).isEmpty)
    }

    @Test func aTranscriptWithoutLanguageIsReadInTheDefaultOrEveryLanguage() throws {
        func request(_ data: [(String, JSON)], settings: WyomingReader.Settings = .init()) throws -> MatchRequest {
            var connection = Self.connection(ConversationStore(lifetime: .seconds(60)), settings: settings)
            let effects = connection.receive(WyomingEvent("transcript", data).encoded(), now: 1)
            guard case .match(let request)? = ConnectionTests.submissions(effects).first?.request else { throw CancellationError() }
            return request
        }
        let unsaid = try request([("text", .string("hallo"))])
        #expect(unsaid.locale == nil && unsaid.isInEveryLanguage)
        let said = try request([("text", .string("hallo")), ("language", .string("de-DE"))])
        #expect(said.locale == "de-DE" && !said.isInEveryLanguage)
        let defaulted = try request([("text", .string("hallo"))], settings: WyomingReader.Settings(defaultLanguage: "de"))
        #expect(defaulted.locale == "de" && !defaulted.isInEveryLanguage)
    }

    @Test func describeAndBadEventsAreAnsweredInOrderAndALostStreamCloses() {
        let store = ConversationStore(lifetime: .seconds(60))
        var connection = Self.connection(store)
        var bytes = WyomingEvent("describe").encoded() + WyomingEvent("synthesize", [("text", .string("hi"))]).encoded()
        bytes += Array("garbage\n".utf8) + WyomingEvent("describe").encoded()
        let effects = connection.receive(bytes, now: 1)
        let answers = effects.compactMap { effect in if case .answered(let answer) = effect { answer } else { nil } }
        #expect(answers.map(\.operation) == ["describe", "invalid", "invalid"])
        let events = Self.sent(&connection)
        #expect(events.map(\.type) == ["info", "error", "error"])
        #expect(events.map { $0["code"]?.stringValue } == [nil, WyomingError.unknownEvent, WyomingError.invalidHeader])
        #expect(connection.isClosing && connection.isFinished)
    }
}
