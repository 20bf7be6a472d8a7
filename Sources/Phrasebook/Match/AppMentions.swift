/// Where an utterance names which app: the spans that sound like (or are
/// spelled like) one of an app's names, each kept unless another loaded
/// app's name is said there clearly and more closely.
///
/// This is where matching keeps app boundaries (SPEC §4): a phrase that
/// says `${applicationName}` matches only an utterance that names its app,
/// and an utterance that clearly names one app does not match another
/// app's phrases, however well the other words fit.
struct AppMentions {
    struct Mention: Hashable {
        var app: Int32
        /// The utterance's words that say the name.
        var span: Range<Int>
        /// How closely they say it, in (0, 1].
        var score: Double
        /// Whether the first word also carries the preposition before the
        /// name, run into it ("encoding bridge" for "in coding bridge").
        var carriesPreposition: Bool
        /// Said less closely than a name must be on its own
        /// (`MatchParameters.weakAppNameSimilarity` up to
        /// `appNameSoundSimilarity`): it names the app only in the place of a
        /// phrase whose own words were all but all heard.
        var isWeak = false
    }

    /// Every mention kept, by start.
    private(set) var all: [Mention]

    /// Keeps, of `candidates`, those not overlapped by a mention of another
    /// app that is said more closely and clearly (at least `clearScore`,
    /// `MatchParameters.clearlyNamedScore`). A run heard only somewhat more
    /// like one app's name than another's does not decide between them;
    /// the phrases do, whose scores count the name's likeness: "which
    /// lights are on in time" is Tyde's (`time` 0.65 like it, 0.72 like
    /// `Calm`, which has no such phrase).
    init(_ candidates: [Mention], clearScore: Double = MatchParameters().clearlyNamedScore) {
        all = candidates.filter { mention in
            !candidates.contains { other in
                other.app != mention.app && other.span.overlaps(mention.span)
                    && other.score > mention.score && other.score >= clearScore
            }
        }.sorted {
            // A total order: the candidates come from a dictionary, in an
            // order that differs from run to run, and a run heard both as
            // the name alone and with a preposition run into it is two
            // mentions of one span.
            ($0.span.lowerBound, $0.span.upperBound, $0.app, $0.carriesPreposition ? 1 : 0)
                < ($1.span.lowerBound, $1.span.upperBound, $1.app, $1.carriesPreposition ? 1 : 0)
        }
        clearlyNamed = Set(all.filter { $0.score >= clearScore }.map(\.app))
    }

    /// Apps some span names clearly.
    let clearlyNamed: Set<Int32>

    func mentions(of app: Int32) -> [Mention] {
        all.filter { $0.app == app }
    }

    func names(_ app: Int32) -> Bool {
        all.contains { $0.app == app }
    }

    /// Whether some mention of `app` names it on its own, not weakly.
    func namesOnItsOwn(_ app: Int32) -> Bool {
        all.contains { $0.app == app && !$0.isWeak }
    }

    /// Whether a phrase of `app` may be read from the utterance: if it says
    /// the app's name (`hasNameSlot`), the utterance must name the app; and
    /// if the utterance clearly names some app, it must be this one.
    func allows(app: Int32, hasNameSlot: Bool) -> Bool {
        let named = names(app)
        if hasNameSlot, !named { return false }
        return named || clearlyNamed.isEmpty
    }

    /// The mention of `app` that opens the utterance, after filler words at
    /// most: "Hey Calm, start meditation".
    func leading(of app: Int32, tokens: [String], fillers: Set<String>) -> Mention? {
        let first = tokens.firstIndex { !fillers.contains($0) } ?? tokens.count
        return all.filter { $0.app == app && !$0.isWeak && $0.span.lowerBound <= first }.max { $0.span.count < $1.span.count }
    }

    /// Every position that some mention of `app` covers, with the
    /// preposition before it ("… in Calm"): words that cost nothing extra in
    /// the app's phrases that do not say its name.
    func positions(of app: Int32, tokens: [String], prepositions: Set<String>) -> Set<Int> {
        var positions = Set<Int>()
        for mention in all where mention.app == app && !mention.isWeak {
            positions.formUnion(mention.span)
            let before = mention.span.lowerBound - 1
            if before >= 0, prepositions.contains(tokens[before]) { positions.insert(before) }
        }
        return positions
    }
}
