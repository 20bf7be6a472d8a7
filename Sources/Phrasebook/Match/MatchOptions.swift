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
