import Phrasebook
import Synchronization

/// Conversations kept under a client's conversation id, so a `needs-value`
/// question asked on one connection is answered on another: Home
/// Assistant opens a connection for every utterance and names the
/// conversation in `context.conversation_id` (from 2025.7; before, it names
/// none, and the conversation is kept under the satellite or the client
/// that asked: ``WyomingReader/conversation(of:)`` makes the keys).
///
/// Only conversations with a question are kept, each until ``lifetime``
/// after it was last asked; at ``capacity`` the one asked longest ago makes
/// room. Shared by the connections (``Connection/Environment``); all
/// reads and writes happen while a connection commits, on the I/O thread,
/// and the lock makes it safe anywhere.
final class ConversationStore: Sendable {
    private struct Entry {
        var conversation: Conversation
        /// When its question was last asked.
        var askedAt: UInt64
    }

    /// How long a question waits for its answer, in nanoseconds.
    let lifetime: UInt64
    /// The most conversations kept.
    let capacity: Int
    private let entries = Mutex<[String: Entry]>([:])

    init(lifetime: Duration, capacity: Int = 4096) {
        self.lifetime = lifetime.nanosecondsClamped
        self.capacity = capacity
    }

    /// The conversation kept under `id`, or a new one when none is kept or
    /// its question has expired.
    func conversation(for id: String, now: UInt64) -> Conversation {
        entries.withLock { entries in
            guard let entry = entries[id] else { return Conversation() }
            guard now &- entry.askedAt <= lifetime else {
                entries[id] = nil
                return Conversation()
            }
            return entry.conversation
        }
    }

    /// Keeps `conversation` under `id` while it has a question, asked at
    /// `now`; forgets the id otherwise.
    func keep(_ conversation: Conversation, for id: String, now: UInt64) {
        entries.withLock { entries in
            guard conversation.question != nil else {
                entries[id] = nil
                return
            }
            if entries[id] == nil && entries.count >= capacity {
                entries = entries.filter { now &- $0.value.askedAt <= lifetime }
                if entries.count >= capacity, let oldest = entries.min(by: { $0.value.askedAt < $1.value.askedAt }) {
                    entries[oldest.key] = nil
                }
            }
            entries[id] = Entry(conversation: conversation, askedAt: now)
        }
    }

    /// How many conversations are kept (expired ones included until touched).
    var count: Int { entries.withLock { $0.count } }
}
