/// One template read in an utterance: what the alignment
/// (`FlexibleSearch.align`) found, after its rules, before the catalog's
/// stages (`Matcher`) credit, split and resolve it.
struct Alignment {
    /// The template's entry in the index.
    var entry: Int32
    /// How well the utterance says it: the alignment's earnings less its
    /// costs, over the template's weight, within 0…`scoreCap`.
    var score: Double
    /// What each slot took (`nil`: left unsaid).
    var captures: [SlotCapture?]
    /// Whether words were left over that may be another value or another
    /// app's name, or a value or text left unsaid beside them.
    var leavesWordsUnexplained = false
    /// Where the app's name was said: the utterance's words and the
    /// template's symbols they stand for (the name, and a preposition run
    /// into it) — for a template without the name, the words that name its
    /// app anyway, which cost nothing there. `nil` where the template's
    /// name was said out of its place.
    var name: (words: Set<Int>, symbols: Range<Int>)?
    /// Whether the name was heard only weakly and the phrase's own words
    /// not enough for it (`MatchParameters.weakNameWordShareWeakest`): the
    /// reading stands only if the phrase is heard whole.
    var isWeakNameUnconfirmed = false
    /// How closely the app's name was heard in its place, where it was.
    var nameSimilarity: Double?
    /// The words the alignment left over (bit *k*: word *k*), which a value
    /// said beside the phrase may be among (`App.fillingRequiredParameters`).
    var leftOver: UInt64 = 0
    /// A negative phrase of the app that a word of the utterance says
    /// (`AlignmentRule.negativePhraseWords`): it fits as well as this reading.
    var contradicted: Int32?
    /// The slot left unsaid beside words nothing explains, which may be its
    /// value said unlike any listed one (`AlignmentRule.valueUnsaidBesideWords`).
    var unsaidSlot: Int?
    /// The words left over right next to that slot (bit *k*: word *k*).
    var unsaidBeside: UInt64 = 0
    /// Whether the template words on both sides of that slot were heard.
    var isUnsaidBetweenHeardWords = false
    /// The words heard in a template word's place less than
    /// `unlikeWordSimilarity` alike to it, or alike in nothing
    /// (`Transition.unrelatedWord`; bit *k*: word *k*).
    var unlike: UInt64 = 0
}

/// What one slot of a template took from the utterance.
enum SlotCapture: Hashable {
    /// The node of the value list's trie where the span said ends: its
    /// payloads are the forms said. `-1` when the app's name was said
    /// elsewhere ("Hey Calm, …"). `rivals`: nodes of other forms said
    /// almost as closely (flexible matches only), which the utterance does
    /// not tell apart from it.
    case values(list: Int32, node: Int32, rivals: [Int32] = [])
    /// Free text: a span of the utterance's tokens.
    case text(Range<Int>)
}

extension FlexibleSearch {
    /// How the alignment moves from one cell of its table to another: each
    /// says what a run of utterance words (maybe none) stands for in the
    /// template (maybe nothing). The dynamic programme tries them in this
    /// order at every cell; `Docs/matching.md` lists what each earns.
    enum Transition: UInt8 {
        /// The table's first cell: no step.
        case start
        /// An utterance word no template symbol explains: it costs
        /// `fillerCost` or `extraCost` of the template's weight.
        case extraWord
        /// A template word not said: it earns nothing.
        case missingWord
        /// A common word heard in a template word's place, alike in
        /// nothing: one mistake, `unrelatedWordCost` of an extra word
        /// (templates that name their app only).
        case unrelatedWord
        /// One to three utterance words heard for a template word: its
        /// weight times how alike they are.
        case word
        /// One or two utterance words heard for two template words
        /// ("navigating" for "navigate in", "chips paterson" for "git status").
        case wordPair
        /// A preposition and the app's name after it heard as one run
        /// ("encoding bridge" for "in coding bridge").
        case prepositionIntoName
        /// The app's name said in its place: its weight times how alike.
        case name
        /// The app's name said at the start instead ("Hey Calm, …"):
        /// `mentionCredit` of that.
        case nameElsewhere
        /// A value or free text not said: it earns nothing, and is asked for.
        case slotUnsaid
        /// A value of the slot's list: the slot's weight times how alike.
        case value
        /// Free text: the slot's weight, whatever the words.
        case freeText

        /// Whether template words were said (not skipped).
        var saysWords: Bool { self == .word || self == .wordPair || self == .prepositionIntoName }
        /// Whether the app's name was said where the template says it.
        var saysName: Bool { self == .name || self == .prepositionIntoName }
        /// Whether the step explains nothing of the utterance by the template.
        var isPlain: Bool { self == .start || self == .extraWord || self == .missingWord || self == .unrelatedWord || self == .slotUnsaid }
    }

    /// One step of the best alignment, walked back: template symbols
    /// `symbols` stand for utterance words `words`, by `transition`,
    /// earning `earned`.
    struct Step {
        var symbols: Range<Int>
        var words: Range<Int>
        var transition: Transition
        /// The value trie's node of the form a value took, or `-1`.
        var node: Int32
        /// A name said less closely than a name must be on its own.
        var isWeakName: Bool
        var earned: Double
    }
}
