/// One interpretation of an utterance: a template entry with the parameter
/// values its slots took, and a score in [0, 1].
struct Reading: Sendable {
    var entry: Int32
    var parameters: [MatchResult.NamedValue]
    var score: Double
    /// The hypothesis of an n-best list it was read from.
    var hypothesis: Int?
    /// The words it was read from, and which of them (bit *k*: word *k*)
    /// it leaves over: a value said there fills a required parameter the
    /// phrase leaves open.
    var words: [String] = []
    var leftOver: UInt64 = 0
    /// A parameter whose slot the reading left unsaid beside words nothing
    /// explains: perhaps its value, said unlike any listed one.
    var unsaidParameter: String?
    /// The words it leaves over right next to that slot (bit *k*: word *k*):
    /// where the template would have had that value said.
    var unsaidBeside: UInt64 = 0
    /// Whether the template words on both sides of that slot were heard
    /// ("with … in" of "Book a ${service} with ${stylist} in …").
    var isUnsaidBetweenHeardWords = false
    /// The words it heard in a template word's place less than
    /// `unlikeWordSimilarity` alike to it ("naché" for "at"), or alike in
    /// nothing ("tom" for "at"; bit *k*: word *k*).
    var unlike: UInt64 = 0
    /// Whether the words open with one syllable the reading leaves over
    /// (`FlexibleSearch.opensWithOneSyllable`): "then" of "then track my
    /// boots", perhaps a syllable of the phrase's first word heard apart.
    var opensWithLeftOverSyllable = false
    /// Whether the words that said the app's name in its place are heard
    /// nearly clearly as another loaded app's name (`otherNameSimilarity`),
    /// and by `otherNameConfidenceMargin` more than as its own (stage 9:
    /// "in farley" read as "… in ${applicationName}" of Parkly, 0.73
    /// alike, where Farely's name is 0.88).
    var nameHeardMoreLikeAnother = false

    /// The score as a result reports it: within 0...1, though a reading of
    /// a hypothesis far down an n-best list, counted less for its place,
    /// may score below 0.
    var confidence: Double { min(1, max(0, score)) }

    /// Whether word `k` is left over.
    func isLeftOver(_ k: Int) -> Bool {
        leftOver & 1 << UInt64(k) != 0
    }

    /// The runs of words the reading leaves over.
    var besidePhrase: [[String]] {
        guard leftOver != 0 else { return [] }
        var runs: [[String]] = []
        var previous = -2
        for k in words.indices.prefix(64) where isLeftOver(k) {
            if k == previous + 1 { runs[runs.count - 1].append(words[k]) } else { runs.append([words[k]]) }
            previous = k
        }
        return runs
    }
}
