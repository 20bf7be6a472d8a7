import PhraseTestSupport
import Phrasebook
import Testing
import Wyoming

@testable import PhraseServer

/// Wyoming through a connection's pipeline, without sockets: events in,
/// events out, conversations shared between connections.
@Suite struct WyomingConnectionTests {
    static func connection(_ store: ConversationStore, handler: String? = "/h") -> Connection {
        Connection(
            limits: Connection.Limits(maximumLineLength: 4096, maximumPending: 8),
            reader: WyomingReader(maximumPartLength: 4096),
            environment: Connection.Environment(
                catalog: { NotesApp.catalog },
                handler: { result, wanted in wanted && result.status == .matched ? handler : nil },
                conversations: store),
            now: 0)
    }

    static func transcript(_ text: String, conversation: String?, type: String = "transcript") -> [UInt8] {
        var pairs: [(String, JSON)] = [("text", .string(text))]
        if let conversation { pairs.append(("context", .object([("conversation_id", .string(conversation))]))) }
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
