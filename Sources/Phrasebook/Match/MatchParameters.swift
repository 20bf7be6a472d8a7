/// Every tunable number of the matcher's scoring, in one place.
///
/// `Matcher.swift` shows where each is used, stage by stage, and
/// `Docs/matching.md` what each rule gained and cost when it was chosen
/// (on the evaluation set's tuning part). The defaults are the matcher as
/// it ships; `MatchOptions.parameters` carries a value, and any parameter
/// can be set by name (`MatchParameters.setting(_:)`): `phrase match
/// --param weakAppNameSimilarity=0.55`, the evaluation's
/// `PHRASEBOOK_EVAL_PARAMS`, `phrase-bench --param`. Each trades right
/// answers against false accepts; the doc says which way.
///
/// Not here: what counts as alike at all (`Similarity.minimum` and
/// `soundMinimum`, which the index's fuzzy lookup is built with too) and
/// the phonetic costs (`PhoneticDistance`, learnt from transcripts by `make
/// phonetic-costs`): those are the measure, these are how it is weighed.
public struct MatchParameters: Sendable, Hashable {
    // MARK: Acceptance

    /// Flexible readings below this confidence are `no-match`: higher
    /// refuses more misheard commands, lower accepts more that were never said.
    public var threshold = 0.65
    /// Readings of different meaning this close to the best are `ambiguous`:
    /// wider asks more often, narrower guesses more often.
    public var ambiguityMargin = 0.05
    /// Words left over at least this alike to a value of a parameter the reading lacks are a value said: it is placed, or asked for (above 1: never).
    public var unplacedValueSimilarity = 0.7
    /// … or at least this alike where the same phrase with that parameter's slot added has the slot right beside them (a reading of it leaves the slot unsaid there): said where that value goes (not below `unplacedValueSimilarity`: never).
    public var slotPlaceSimilarity = 0.3
    /// … where another phrase of the same intent, not only the same phrase with the slot added, has the slot there (1: "play rain for another with HushHour", read by "Play ${sound} on …", said the timer where "Play ${sound} for ${timer} with …" has it), or only the same phrase (0).
    public var slotPlaceInSiblings = 1
    /// A value slot left unsaid between two words of its phrase that were both heard was said and lost, and is asked for ("what's new from in lissen": Whisper's "LLO" is noise the normaliser drops) (1), or left out (0).
    public var slotBetweenHeardWords = 1
    /// … or at least this alike where the run lies between words the phrase placed, not before or after them all (where "please" and "asap" go): said within the command ("… with extra cheese and a round trip from …" for "… and a ranch dip from …", read by a phrase without the dip) (not below `unplacedValueSimilarity`: never).
    public var innerValueSimilarity = 0.5
    /// A word heard within the command in a template word's place less than this alike to it, or alike in nothing (`unrelatedWordCost`), is as unexplained as a word left over where another phrase of the intent has a slot the reading lacks right there, its words on both sides of the slot heard (`slotPlaceSimilarity`: "book a haircut with naché in snipsy", read by "Book a ${service} at …" with "naché" for "at", said the stylist where "Book a ${service} with ${stylist} in …" has it; 0: any word heard for one explains it).
    public var unlikeWordSimilarity = 0.5
    /// A value said and left over is placed by a reading that explains it within this of the best one.
    public var unplacedValueMargin = 0.15
    /// … a reading that keeps every value the best one placed (1: "size" said for "iced" in "a twelve ounce size double shot latte" is not placed by a reading that hears "shot" as "hot" and drops the double shot), or any of the same meaning (0).
    public var explainingKeepsValues = 1
    /// … or filled where it is at least this alike to one value and no other is near; else it is asked for.
    public var placedValueSimilarity = 0.85
    /// Words left over next to a value placed that, heard with its words, are at least this alike to another value of its parameter (and more than `rivalMargin` more than to the one placed) make it doubtful: asked for (above 1: never).
    public var joinedValueSimilarity = 0.6
    /// A value placed whose words, as heard, sound at least this alike to a value of its parameter said together with one of a parameter the reading lacks — where the same phrase with that parameter's slot added has it right beside — may be those two values: the answer is `ambiguous` between the two readings ("triple shot" or "triple" then "hot"; above 1: never). `phrase lint` reports such values at the same number.
    public var runTogetherValueSimilarity = 0.85
    /// Words beside a slot left unsaid are its value said unlike any listed one: asked for (1), or dropped (0).
    public var asksForUnheardValues = 1
    /// Words the best reading leaves over that another intent's template says, every word of it said as written and in order, its slot left unsaid beside words the best reading took ("how do i make a latte": "How do I make ${recipe}" beside "Make me a ${drink}"): the utterance is that phrase with a value its list lacks as likely, and nothing is acted on (1), or the best reading stands (0).
    public var otherPhraseSaidWhole = 1
    /// … its first word too may be misheard, another word left over in its place ("but do i make a latte" for "how do i make …"; 0: every word as written).
    public var otherPhraseFirstWordMisheard = 1
    /// No flexible reading scores above this; 1 is an exact phrase's alone.
    public var scoreCap = 0.99
    /// An action that carries free text (words a `String` parameter took as the recogniser wrote them, which no list can check) is at most this confident, however well its phrase fitted, and never less than `threshold` for it: on apps nothing was tuned on, such actions were right about a third of the time where their phrase read 0.9 or more, and below 0.9 is where a frontend confirms (stage 9; 1: as scored).
    public var freeTextConfidence = 0.7
    /// An action whose listed value was read from a hypothesis decoded with a prompt, and that no run of a hypothesis decoded without it sounds at least `promptedValueWitness` like, is at most this confident, never less than `threshold` (stage 9: the prompt's word, "Søren" written for "Saoirse"; 1: as scored).
    public var promptedValueConfidence = 0.85
    /// How alike a run of an unprompted hypothesis's words must sound to a spoken form of the value to witness it (0.6 since stop 69, when the voice pipeline began to read back what is less sure than 0.9: at 0.5, the unprompted "How much do I owe, sir?" witnessed the prompt's Søren for Saoirse).
    public var promptedValueWitness = 0.6
    /// An action whose phrase's app name was heard at least `otherNameSimilarity` like another loaded app's name, and `otherNameConfidenceMargin` more like it than its own, is at most this confident, never less than `threshold` (stage 9: "extend my parking by an hour in farley" is Parkly's, "farley" 0.73 like it, 0.88 like Farely; 1: as scored).
    public var otherNameConfidence = 0.85
    /// How alike another app's name must be heard, nearly clearly (`otherNameConfidence`): "in time" for "in Tyde" is 0.72 like Calm, and right.
    public var otherNameSimilarity = 0.85
    /// How much more alike than the phrase's own app's name another app's must be heard (`otherNameConfidence`).
    public var otherNameConfidenceMargin = 0.1

    // MARK: The alignment's weights and costs

    /// An app name slot's weight against template words (0.2–1): more makes the name decide more.
    public var appNameWeight = 2.0
    /// A value slot's weight: more makes a value heard decide more.
    public var valueWeight = 2.0
    /// A free-text slot's weight: more lets free text carry more of a reading.
    public var freeTextWeight = 0.5
    /// The weight of a template word the index has no weight for.
    public var unknownWordWeight = 0.5
    /// The weight of a minor word (articles, prepositions, pronouns): more makes leaving one out cost more.
    public var minorWordWeight = 0.2
    /// The least weight of any other template word, however common: more evens out rare and common words.
    public var wordWeightFloor = 0.35
    /// An extra filler word's cost, as a share of the template's weight.
    public var fillerCost = 0.02
    /// An extra word's cost, as a share of the template's weight: more refuses chatty utterances sooner.
    public var extraCost = 0.08
    /// A common word heard in a template word's place, alike in nothing, costs this share of an extra word (phrases that name their app only).
    public var unrelatedWordCost = 0.75
    /// A word of the value list left over beside a value costs this (instead of `extraCost`): more prefers readings that place all of a value.
    public var besideValueCost = 0.4
    /// A word heard at least this alike, though less than a sound, earns part of its weight…
    public var weakSimilarity = 0.5
    /// … up to this share of it.
    public var weakCredit = 0.5
    /// The app's name said out of the template's order ("Hey Calm, …") earns this share of its weight.
    public var mentionCredit = 0.9
    /// Two template words heard as two others with the boundary moved count as one sound only where that is this much more alike than word by word.
    public var movedBoundaryMargin = 0.1
    /// How many consonant classes two words may differ from a template word pair (beyond one in four) and still be aligned as it.
    public var pairKeySlack = 2
    /// A template word heard at least this alike at the end of a longer word, after a syllable it lacks, says that other word ("untrack" for "track"): the reading is ruled out (0: never).
    public var onsetWordSimilarity = 0.85
    /// A template word heard after a syllable it lacks (`onsetWordSimilarity`) rules the reading out wherever it is, and says another action was asked — what the list's other hypotheses are held to (a grammar's, a prompted list's) — only where the word is in the phrase's verb place ("untrack my boots") (1), or wherever it is (0): "change my zap restore" for "Change my Zoppa store" is the app's last syllable heard on "store", no other action.
    public var onsetAsksOnlyInVerbPlace = 1
    /// A verb a request opens with (`CommandVerbs`) heard in the template's verb place where it says another, less alike to it than this — or left over where the template's verb went unheard — is that other action: the reading is ruled out (0: never).
    public var peerVerbSimilarity = 1.0
    /// … and so is such a verb that free text took where the text is then dropped, no template word said beside it (`freeTextWordShare`): "print my journal notebook" is no "Add ${text} to my ${notebook} notebook" asking for the note, "print" its text and "add" unheard (1), or the text's words are not read for a verb (0).
    public var peerVerbInDroppedText = 1
    /// A left-over word at least this alike to a word of a value list is that list's word.
    public var valueWordSimilarity = 0.8
    /// A value whose last word is the template's next word, said as written and unheard in its place ("flat with" for "flat white" before "with ${milk}"), is no reading (1), or is (0).
    public var valueLeavesNextWord = 1
    /// Free text of minor words and fillers alone is no text, its slot unsaid ("add to my journal notebook", "search jotsy for": the note is not "to", the query not "for"; they are asked for) (1), or it is (0).
    public var textNeedsAWord = 1
    /// Free text keeps the function words at its ends ("the thursday murder club", "stand by me"), trimming only hesitations, greetings and politeness ("um", "please", "thank you") (1), or trims every filler ("thursday murder club", "stand by") (0).
    public var textKeepsFunctionWords = 1
    /// Free text says a word split in two for matching as it was heard ("stand up", not "st and up"; "into the woods", not "in to the woods") (1), or as split (0).
    public var textKeepsWordsAsHeard = 1
    /// An exact reading's free text is trimmed of hesitations and politeness at its ends, as a flexible one's is ("search jotsy for the hobbit please thank you" searches for "the hobbit") (1), or keeps every word said (0).
    public var exactTextTrimsPoliteness = 1

    // MARK: Values

    /// How closely a value must be said: lower finds more misheard values and more that were never said.
    public var valueSimilarity = 0.75
    /// … and a value of at least `longValuePhonemes` sounds: a long run of sounds this alike is seldom alike by chance ("zolan dubis" for "Zalando Boots"), a short one often is ("hide" for "hot"). Above `valueSimilarity`: no difference.
    public var longValueSimilarity = 0.7
    /// How many sounds (phonemes, its words end to end) make a value long.
    public var longValuePhonemes = 8
    /// How closely a value must be said where its list is crowded (tens of thousands of words).
    public var crowdedValueSimilarity = 0.97
    /// Lists with fewer distinct words than this are never crowded.
    public var crowdedWordCount = 300
    /// At this many distinct words a list asks `crowdedValueSimilarity` (rising with the logarithm from `crowdedWordCount`).
    public var crowdedListWords = 10_000.0
    /// Forms said within this of the best form over the same words are its rivals: the utterance does not say which.
    public var rivalMargin = 0.1
    /// How many consonant classes a run's sound key may differ from a short list's form (beyond one in four) and still be aligned.
    public var valueKeySlack = 1

    // MARK: The app's name

    /// How closely an app's name must be spelled to be found in its trie.
    public var appNameSimilarity = 0.8
    /// How closely a run of words must sound like an app's name to name it on its own.
    public var appNameSoundSimilarity = 0.65
    /// The least a run may sound like the name to name it at all, where the phrase's own words were heard: lower admits more garbled names and more other apps'.
    public var weakAppNameSimilarity = 0.53
    /// The share of the phrase's own words' weight a name heard at `weakAppNameSimilarity` needs beside it…
    public var weakNameWordShareWeakest = 1.0
    /// … falling in a line to this share just short of `appNameSoundSimilarity`.
    public var weakNameWordShareStrong = 0.7
    /// A name said at least this closely names its app clearly: other apps' phrases are not read.
    public var clearlyNamedScore = 0.9
    /// A run opening the utterance that sounds like the app's name but whose words, minor ones aside, are the phrase's own as written ("park" of "Park the ${vehicle} at ${zone} … with Parkly") does not name the app for that phrase (1), or does, as the name said first ("Parkly, the van at …") (0).
    public var ownWordNamesNoApp = 1
    /// A phrase's verb heard only by its sound, in a word that is no verb ("my" for "buy"), beside another verb of requests left over ("sell my ticket to milan on farely") is that other action: the reading is ruled out as where the verb went unheard (1), or read (0).
    public var peerVerbBesideSoundAlike = 1
    /// How many consonant classes a run's sound key may differ from a name's (beyond one in four) and still be aligned.
    public var appNameKeySlack = 2
    /// The most words a run that says an app's name by sound may have.
    public var longestNameRun = 4
    /// The most other ways (weak forms) one run of words is heard, beside its usual sound.
    public var mostVariantsPerRun = 4

    // MARK: The alignment's rules

    /// Where another shortcut says the same slots, the share of a template's content words' weight (all but minor words) a reading must hear (0: none).
    public var contentWordsNeeded = 0.0
    /// A phrase that does not name its app is read only where each of its content words was heard at least this alike ("Where am I sleeping tonight" is no "Where am I eating tonight"; 0: no such rule).
    public var namelessWordSimilarity = 0.6
    /// … and no word but minor words and fillers is said inside it, between two of its words ("how did the kids sleep last night" is no "How did I sleep last night") (1), or any may be (0).
    public var namelessInsertions = 1
    /// The share of a template's own words' weight that must be heard for its free text to be taken.
    public var freeTextWordShare = 0.75
    /// Free text beside the app's name but no template word loses this share of its weight.
    public var nameAnchoredTextLoss = 0.5
    /// A reading whose name was heard this clearly (with its words and values, nothing unexplained) …
    public var clearNameSimilarity = 0.9
    /// … closes this share of the gap between its score and 1.
    public var clearNameBonus = 0.125

    // MARK: Whole sound

    /// A reading is credited with how alike the whole phrase sounds, less this, where that is more than its alignment earned.
    public var wholeSoundMargin = 0.1
    /// Where the app's name was heard at least this alike in its place…
    public var namedWholeSoundName = 0.7
    /// … the margin is this instead: the name vouches for the rest.
    public var namedWholeSoundMargin = 0.05
    /// A reading whose name was weak and whose own words were not enough stands only if the phrase sounds this alike whole.
    public var weakNameWholeSound = 0.75
    /// A reading is credited only with a whole sound at least this alike.
    public var wholeSoundFloor = 0.5

    // MARK: Telling readings apart by sound

    /// How much nearer by sound the utterance must be to the best reading's phrase than to a rival's, as a share of how far apart the phrases sound, to rule the rival out.
    public var soundContrastNeeded = 0.5
    /// A rival ruled out by sound is lowered this far below the ambiguity margin.
    public var soundContrastGap = 0.01

    // MARK: n-best lists

    /// The most hypotheses of a list that are read.
    public var maximumHypotheses = 10
    /// How much less a hypothesis counts for each place down the list: more trusts the recogniser's order more.
    public var rankPenaltyOwn = 0.06
    /// … and per place after an earlier hypothesis that guessed the same intent with its app named.
    public var rankPenaltyAgreeing = 0.01
    /// How alike a grammar hypothesis must sound to an unconstrained one to count on its own…
    public var grammarAgreementAlone = 0.67
    /// … or where an unconstrained hypothesis reads the same intent, however faintly.
    public var grammarAgreementCorroborated = 0.6
    /// Grammar hypotheses that read as different meanings (the same grammar decoded with two pronunciation dictionaries, "latte" in one, "flat white" in the other) are the grammar unsure: none counts (1), or each counts on its own (0).
    public var grammarsMustAgree = 1
    /// Where free hypotheses say the same words as a grammar hypothesis at its start or end, what lies between (a value, mostly) must sound at least this alike in one of those sharing the most: a grammar writes one of its own values over a word the free recogniser heard clearly ("how do i make congee" beside "how do i make pancakes") (0: off).
    public var grammarDifferenceFloor = 0.45
    /// A grammar hypothesis's reading does not count where a free hypothesis would have read its intent at least this well but for another verb or onset, and better than any free hypothesis reads it: the free words keep the verb where they garble the rest ("record my last bring friends often") (0: off).
    public var grammarAnotherVerbFloor = 0.4
    /// Where the first free hypothesis to say an intent's phrase is refused for another word's onset heard before its verb ("and track my boots" for "Untrack …"), a later one saying the verb without it does not read as the intent either (1), or does, as after another verb (0).
    public var onsetDecidesTheList = 1
    /// Free text read from a hypothesis decoded with a prompt counts only where a hypothesis of the list decoded without it says the same words ("log and bug" prompted, "ligand bug" without: the query is asked for) (1), or as read (0).
    public var promptedTextNeedsWitness = 1
    /// Where hypotheses decoded with a prompt decide, an intent the hypotheses decoded without it ask another action than ("Stop my Plankify timer" without the prompt, "Start …" with it) is not read from them (1), or is, as the prompted list says (0).
    public var promptedVerbNeedsWitness = 1
    /// Where hypotheses decoded with a prompt decide, one of them saying its intent's own verb overturns an earlier one's other verb ("Blog comp you in Gulper." first, "Log Kombu in Gulpr." with the app's own prompt) only where a hypothesis decoded without the prompt says that verb too (1), or whatever they say (0): the prompt writes the app's verbs.
    public var promptedOverturnNeedsWitness = 1
    /// Where hypotheses decoded with a prompt decide, they decide whether an intent was asked with its own verb or another from this well read, below the threshold too ("Blog comp you in Gulper.", its drink garbled, "blog" a verb Gulpr lacks), as the hypotheses decoded without it do from `witnessVerbFloor` (0: from the threshold, as any reading decides).
    public var promptedVerbFloor = 0.6
    /// A hypothesis decoded with a prompt is read only where it sounds at least this alike, as a whole, to one decoded without it or to the first prompted one (the best hearing with the prompt): a prompt may teach a spelling ("Kombucha" for "con view"), but words it adds or swaps in ("Tell FernQuill what plant is this?" with one app's prompt, after "What plant is this?" with every app's) the audio did not say (0: off).
    public var promptedAgreementFloor = 0.65
    /// The hypotheses decoded without the prompt decide whether an intent was asked with its own verb or another (`promptedVerbNeedsWitness`) where they read it at least this well, below the threshold too: heard without the prompt, the words are often too garbled to act on and still say the verb (at or above the threshold: as any reading decides).
    public var witnessVerbFloor = 0.5
    /// Where hypotheses decoded with a prompt read as nothing, the hypotheses decoded without it are read as a list without a prompt is, and their reading is the answer where it is at least this sure ("Start focus meditation income." for "… in Calm", where the prompt wrote "… in Plankify."): a second hearing, taken only where clear (0: off, the list is no match).
    public var unpromptedReadingFloor = 0.7
    /// Where hypotheses decoded with a prompt ask for a value, or are ambiguous, the action of those decoded without it (read as above) is the answer where it closes what was open: the same intent with every value kept and the one asked for, or one of the alternatives (1), or the question stands (0).
    public var unpromptedSettlesQuestions = 1
    /// Where hypotheses decoded with a prompt act, and those decoded without it (read as above) act otherwise: the same command with a value more in one is that one, anything else is ambiguous between the two (1), or the prompted one acts (0).
    public var unpromptedActionsAgree = 1
    /// Free text read from a list without a prompt stands where at least this share of its unconstrained hypotheses say its words, else it is asked for: 1, every one ("london but" in three of five for "login bug"; "will fall" in four of five for "Wolf Hall"); a prompted list's witnesses are read as such a list (0: off).
    public var freeTextConsensus = 1.0
    /// Two hypotheses less alike than this as wholes do not agree at all.
    public var soundAgreementFloor = 0.5
    /// A list with a hypothesis decoded with a grammar or a prompt is accepted (acted on, asked, or ambiguous) only from this sure, not from `threshold`: the constrained decoding had its chance to write the app's words, and a reading it still leaves this unsure is mostly speech meant for something else ("Where did I park in Parkly?" read as "End parking in Parkly" at 0.65) (not above `threshold`: as any request).
    public var constrainedListThreshold = 0.7

    // MARK: Suggestions for typed text (`suggest`)

    /// A shortcut's short title typed: its score's share.
    public var suggestTitleShare = 1.0
    /// A phrase typed: its share.
    public var suggestPhraseShare = 0.9
    /// A parameter value typed, alone or in its phrase: its share.
    public var suggestValueShare = 0.8
    /// The part of a suggestion's score every prefix match has; the rest grows with how much of it was typed.
    public var suggestPrefixBase = 0.5

    // MARK: Partial transcripts (`completion`)

    /// A word of a partial transcript heard at least this alike to a template or value word may stand for it in the walk of the phrases it begins.
    public var partialWordSimilarity = 0.8
    /// The most steps that walk takes: more follows more misheard beginnings, at more cost.
    public var partialWalkLimit = 2_000
    /// The most phrases `expecting`, and words `next`, list.
    public var completionListLimit = 8

    /// The matcher as it ships.
    public init() {}
}

extension MatchParameters {
    /// A parameter that can be set by name.
    public enum Field: Sendable {
        case number(WritableKeyPath<MatchParameters, Double> & Sendable)
        case count(WritableKeyPath<MatchParameters, Int> & Sendable)
    }

    /// Every parameter by name, in the order of the declarations.
    public static let fields: [(name: String, field: Field)] = [
        ("threshold", .number(\.threshold)), ("ambiguityMargin", .number(\.ambiguityMargin)),
        ("unplacedValueSimilarity", .number(\.unplacedValueSimilarity)), ("slotPlaceSimilarity", .number(\.slotPlaceSimilarity)),
        ("slotPlaceInSiblings", .count(\.slotPlaceInSiblings)), ("slotBetweenHeardWords", .count(\.slotBetweenHeardWords)),
        ("innerValueSimilarity", .number(\.innerValueSimilarity)), ("unlikeWordSimilarity", .number(\.unlikeWordSimilarity)),
        ("unplacedValueMargin", .number(\.unplacedValueMargin)), ("explainingKeepsValues", .count(\.explainingKeepsValues)),
        ("placedValueSimilarity", .number(\.placedValueSimilarity)), ("joinedValueSimilarity", .number(\.joinedValueSimilarity)),
        ("runTogetherValueSimilarity", .number(\.runTogetherValueSimilarity)),
        ("asksForUnheardValues", .count(\.asksForUnheardValues)), ("otherPhraseSaidWhole", .count(\.otherPhraseSaidWhole)),
        ("otherPhraseFirstWordMisheard", .count(\.otherPhraseFirstWordMisheard)),
        ("scoreCap", .number(\.scoreCap)), ("freeTextConfidence", .number(\.freeTextConfidence)),
        ("promptedValueConfidence", .number(\.promptedValueConfidence)), ("promptedValueWitness", .number(\.promptedValueWitness)),
        ("otherNameConfidence", .number(\.otherNameConfidence)), ("otherNameSimilarity", .number(\.otherNameSimilarity)),
        ("otherNameConfidenceMargin", .number(\.otherNameConfidenceMargin)),
        ("appNameWeight", .number(\.appNameWeight)), ("valueWeight", .number(\.valueWeight)), ("freeTextWeight", .number(\.freeTextWeight)),
        ("unknownWordWeight", .number(\.unknownWordWeight)), ("minorWordWeight", .number(\.minorWordWeight)),
        ("wordWeightFloor", .number(\.wordWeightFloor)), ("fillerCost", .number(\.fillerCost)), ("extraCost", .number(\.extraCost)),
        ("unrelatedWordCost", .number(\.unrelatedWordCost)), ("besideValueCost", .number(\.besideValueCost)),
        ("weakSimilarity", .number(\.weakSimilarity)), ("weakCredit", .number(\.weakCredit)), ("mentionCredit", .number(\.mentionCredit)),
        ("movedBoundaryMargin", .number(\.movedBoundaryMargin)), ("pairKeySlack", .count(\.pairKeySlack)),
        ("onsetWordSimilarity", .number(\.onsetWordSimilarity)), ("onsetAsksOnlyInVerbPlace", .count(\.onsetAsksOnlyInVerbPlace)),
        ("peerVerbSimilarity", .number(\.peerVerbSimilarity)), ("peerVerbInDroppedText", .count(\.peerVerbInDroppedText)),
        ("valueWordSimilarity", .number(\.valueWordSimilarity)), ("valueLeavesNextWord", .count(\.valueLeavesNextWord)),
        ("textNeedsAWord", .count(\.textNeedsAWord)), ("textKeepsFunctionWords", .count(\.textKeepsFunctionWords)),
        ("textKeepsWordsAsHeard", .count(\.textKeepsWordsAsHeard)), ("exactTextTrimsPoliteness", .count(\.exactTextTrimsPoliteness)),
        ("valueSimilarity", .number(\.valueSimilarity)), ("longValueSimilarity", .number(\.longValueSimilarity)),
        ("longValuePhonemes", .count(\.longValuePhonemes)), ("crowdedValueSimilarity", .number(\.crowdedValueSimilarity)),
        ("crowdedWordCount", .count(\.crowdedWordCount)), ("crowdedListWords", .number(\.crowdedListWords)),
        ("rivalMargin", .number(\.rivalMargin)), ("valueKeySlack", .count(\.valueKeySlack)), ("appNameSimilarity", .number(\.appNameSimilarity)),
        ("appNameSoundSimilarity", .number(\.appNameSoundSimilarity)), ("weakAppNameSimilarity", .number(\.weakAppNameSimilarity)),
        ("weakNameWordShareWeakest", .number(\.weakNameWordShareWeakest)), ("weakNameWordShareStrong", .number(\.weakNameWordShareStrong)),
        ("clearlyNamedScore", .number(\.clearlyNamedScore)), ("ownWordNamesNoApp", .count(\.ownWordNamesNoApp)),
        ("peerVerbBesideSoundAlike", .count(\.peerVerbBesideSoundAlike)), ("appNameKeySlack", .count(\.appNameKeySlack)),
        ("longestNameRun", .count(\.longestNameRun)), ("mostVariantsPerRun", .count(\.mostVariantsPerRun)),
        ("contentWordsNeeded", .number(\.contentWordsNeeded)), ("namelessWordSimilarity", .number(\.namelessWordSimilarity)),
        ("namelessInsertions", .count(\.namelessInsertions)), ("freeTextWordShare", .number(\.freeTextWordShare)), ("nameAnchoredTextLoss", .number(\.nameAnchoredTextLoss)),
        ("clearNameSimilarity", .number(\.clearNameSimilarity)),
        ("clearNameBonus", .number(\.clearNameBonus)), ("wholeSoundMargin", .number(\.wholeSoundMargin)),
        ("namedWholeSoundName", .number(\.namedWholeSoundName)), ("namedWholeSoundMargin", .number(\.namedWholeSoundMargin)),
        ("weakNameWholeSound", .number(\.weakNameWholeSound)), ("wholeSoundFloor", .number(\.wholeSoundFloor)),
        ("soundContrastNeeded", .number(\.soundContrastNeeded)), ("soundContrastGap", .number(\.soundContrastGap)),
        ("maximumHypotheses", .count(\.maximumHypotheses)), ("rankPenaltyOwn", .number(\.rankPenaltyOwn)),
        ("rankPenaltyAgreeing", .number(\.rankPenaltyAgreeing)), ("grammarAgreementAlone", .number(\.grammarAgreementAlone)),
        ("grammarAgreementCorroborated", .number(\.grammarAgreementCorroborated)),
        ("grammarsMustAgree", .count(\.grammarsMustAgree)), ("grammarDifferenceFloor", .number(\.grammarDifferenceFloor)),
        ("grammarAnotherVerbFloor", .number(\.grammarAnotherVerbFloor)),
        ("onsetDecidesTheList", .count(\.onsetDecidesTheList)), ("promptedTextNeedsWitness", .count(\.promptedTextNeedsWitness)),
        ("promptedVerbNeedsWitness", .count(\.promptedVerbNeedsWitness)),
        ("promptedOverturnNeedsWitness", .count(\.promptedOverturnNeedsWitness)), ("promptedVerbFloor", .number(\.promptedVerbFloor)),
        ("promptedAgreementFloor", .number(\.promptedAgreementFloor)),
        ("witnessVerbFloor", .number(\.witnessVerbFloor)),
        ("unpromptedReadingFloor", .number(\.unpromptedReadingFloor)),
        ("unpromptedSettlesQuestions", .count(\.unpromptedSettlesQuestions)), ("unpromptedActionsAgree", .count(\.unpromptedActionsAgree)),
        ("freeTextConsensus", .number(\.freeTextConsensus)), ("soundAgreementFloor", .number(\.soundAgreementFloor)),
        ("constrainedListThreshold", .number(\.constrainedListThreshold)),
        ("suggestTitleShare", .number(\.suggestTitleShare)), ("suggestPhraseShare", .number(\.suggestPhraseShare)),
        ("suggestValueShare", .number(\.suggestValueShare)), ("suggestPrefixBase", .number(\.suggestPrefixBase)),
        ("partialWordSimilarity", .number(\.partialWordSimilarity)), ("partialWalkLimit", .count(\.partialWalkLimit)),
        ("completionListLimit", .count(\.completionListLimit)),
    ]

    /// Why a setting was refused.
    public struct SettingError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// These parameters with `assignment` (`name=value`) applied.
    ///
    /// - Throws: `SettingError` for an unknown name (with the nearest
    ///   names), a value that is not a number (a whole number for a count),
    ///   or one below 0.
    public func setting(_ assignment: String) throws(SettingError) -> MatchParameters {
        guard let equals = assignment.firstIndex(of: "=") else {
            throw SettingError(description: "'\(assignment)' is not name=value")
        }
        let name = String(assignment[..<equals]).trimmingSpaces, text = String(assignment[assignment.index(after: equals)...]).trimmingSpaces
        guard let field = Self.fields.first(where: { $0.name == name })?.field else {
            let near = Self.fields.map(\.name).filter { $0.lowercased().contains(name.lowercased()) || name.lowercased().contains($0.lowercased()) }
            throw SettingError(description: "no match parameter '\(name)'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
        }
        var changed = self
        switch field {
        case .number(let path):
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw SettingError(description: "\(name) takes a number of at least 0, not '\(text)'")
            }
            changed[keyPath: path] = value
        case .count(let path):
            guard let value = Int(text), value >= 0 else {
                throw SettingError(description: "\(name) takes a whole number of at least 0, not '\(text)'")
            }
            changed[keyPath: path] = value
        }
        return changed
    }

    /// These parameters with every assignment applied in order.
    public func setting(_ assignments: [String]) throws(SettingError) -> MatchParameters {
        var changed = self
        for assignment in assignments { changed = try changed.setting(assignment) }
        return changed
    }

    /// The parameters that differ from the defaults, as `name=value`, in declaration order.
    public var changes: [String] {
        let defaults = MatchParameters()
        return Self.fields.compactMap { name, field in
            switch field {
            case .number(let path): self[keyPath: path] == defaults[keyPath: path] ? nil : "\(name)=\(self[keyPath: path])"
            case .count(let path): self[keyPath: path] == defaults[keyPath: path] ? nil : "\(name)=\(self[keyPath: path])"
            }
        }
    }

    /// Every parameter as `name=value`, in declaration order.
    public var assignments: [String] {
        Self.fields.map { name, field in
            switch field {
            case .number(let path): "\(name)=\(self[keyPath: path])"
            case .count(let path): "\(name)=\(self[keyPath: path])"
            }
        }
    }
}
