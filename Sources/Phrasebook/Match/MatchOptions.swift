/// How to match one utterance.
public struct MatchOptions: Sendable, Hashable {
    /// Consider only this app (its folder name, spoken name or alternative name).
    public var app: String?
    /// Exact phrases only, as Apple does where flexible matching is off.
    public var isExactOnly: Bool
    /// Flexible matches below this confidence are `no-match`.
    public var threshold: Double
    /// How many runners-up to list in `alternatives`.
    public var alternativeLimit: Int
    /// The language to match in (`de`, `de-AT` → `de`); `nil`: each app's source language.
    public var locale: String?

    /// The default confidence threshold; see `Docs/matching.md` for how it was chosen.
    public static let defaultThreshold = 0.65

    public init(
        app: String? = nil, isExactOnly: Bool = false, threshold: Double = MatchOptions.defaultThreshold, alternativeLimit: Int = 3,
        locale: String? = nil
    ) {
        self.app = app
        self.locale = locale
        self.isExactOnly = isExactOnly
        self.threshold = threshold
        self.alternativeLimit = alternativeLimit
    }
}
