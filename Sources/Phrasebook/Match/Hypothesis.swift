/// One of a speech recogniser's hypotheses for an utterance: its n-best
/// list gives several, best first (SPEC §4, `hypotheses`).
public struct Hypothesis: Sendable, Hashable {
    /// What the recogniser wrote.
    public var text: String
    /// The recogniser's own score for it, if it gave one (any scale; higher
    /// is better). Informational: the list's order is what ranks hypotheses.
    public var score: Double?
    /// Whether it came from a recogniser constrained by `phrase grammar`.
    /// Such a recogniser forces any speech into some phrase, so its
    /// hypothesis counts only where an unconstrained one supports it.
    public var isFromGrammar: Bool
    /// Whether it was decoded with a prompt that leans the recogniser
    /// toward the catalog's words (Whisper's initial prompt, `phrase
    /// grammar --format prompt`). Where a list holds such hypotheses, they
    /// are read as the list and the others only bear witness to verbs and
    /// free text: a prompt pulls what the speaker said toward the app's
    /// words, its verbs too.
    public var isPrompted: Bool

    public init(_ text: String, score: Double? = nil, isFromGrammar: Bool = false, isPrompted: Bool = false) {
        self.text = text
        self.score = score
        self.isFromGrammar = isFromGrammar
        self.isPrompted = isPrompted
    }
}
