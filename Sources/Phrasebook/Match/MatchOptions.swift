/// How to match one utterance.
public struct MatchOptions: Sendable, Hashable {
    /// Consider only this app (its folder name, spoken name or alternative name).
    public var app: String?
    /// Exact phrases only, as Apple does where flexible matching is off.
    public var isExactOnly: Bool
    /// How many runners-up to list in `alternatives`.
    public var alternativeLimit: Int
    /// The language to match in (`de`, `de-AT` → `de`); `nil`: each app's source language.
    public var locale: String?
    /// Every tunable number of the scoring; the defaults are the matcher as it ships.
    public var parameters: MatchParameters
    /// The text is a transcript still being spoken: the result gains a
    /// ``MatchResult/completion`` (for one text, not a list of hypotheses).
    /// The result is otherwise the one the text gets without it.
    public var isPartial = false
    /// A `matched` result below this confidence whose handler would run is
    /// not run at once: a conversation returns it with a
    /// ``MatchResult/confirmation`` to read back, and runs it when the next
    /// plain line says yes (``Conversation``). 0: every action runs
    /// (`phrased --confirm-below`; 0.9 is where `matched` is right at least
    /// 99 times in 100 on recognised speech).
    public var confirmBelow = 0.0

    /// Flexible matches below this confidence are `no-match` (`parameters.threshold`).
    public var threshold: Double {
        get { parameters.threshold }
        set { parameters.threshold = newValue }
    }

    /// The default confidence threshold; see `Docs/matching.md` for how it was chosen.
    public static let defaultThreshold = MatchParameters().threshold

    /// `threshold`, where given, overrides `parameters.threshold`.
    public init(
        app: String? = nil, isExactOnly: Bool = false, threshold: Double? = nil, alternativeLimit: Int = 3,
        locale: String? = nil, parameters: MatchParameters = MatchParameters()
    ) {
        self.app = app
        self.locale = locale
        self.isExactOnly = isExactOnly
        self.alternativeLimit = alternativeLimit
        self.parameters = parameters
        if let threshold { self.parameters.threshold = threshold }
    }
}
