/// What a speech recogniser needs to expect an app's phrases: the phrase
/// templates over word lists, and the words with their sounds.
///
/// A recogniser that knows what can be said hears it far better (SPEC §5,
/// `phrase grammar`): invented names and entity titles are words its
/// dictionary lacks, so left to itself it writes common words that sound
/// alike. A grammar forces *any* speech into some phrase, though, so its
/// hypotheses are sent beside an unconstrained recogniser's, marked
/// `grammar: true`, and count only where the unconstrained one supports
/// them (``Catalog/match(_:options:)-([Hypothesis],_)``).
///
/// The grammar is compact: every template in one minimal word graph
/// (``WordGraph``, written as one expression: shared beginnings and endings
/// said once, optional parts optional) and one rule per app name and
/// parameter type, never every expansion listed (a decoder given 40,000
/// alternatives takes a minute per utterance, and one given a rule per
/// template copies every list into every template). Words are spelled as a
/// recogniser's dictionary spells them — ``Normalizer`` tokens in the
/// phrases' language: lowercase, numbers as words, no punctuation — and, in
/// English, every one has a pronunciation in the CMU phone set from
/// ``LetterToSound``. Negative phrases are rules too, so they can be heard
/// and veto. In another language (`locale`) the rules are the translated
/// phrases', and the words have no pronunciations of ours.
///
/// ```swift
/// let grammar = try catalog.grammar(app: "Calm")
/// print(grammar.text(.jsgf))       // #JSGF V1.0; … public <phrase> = ( show | what is ) my <calm> streak | …
/// print(grammar.text(.dict))       // calm K AA M …
/// ```
public struct Grammar: Sendable, Hashable {
    /// The ways to write a grammar out (`phrase grammar --format`).
    public enum Format: String, CaseIterable, Sendable {
        /// A JSGF grammar (pocketsphinx, Sphinx-4, Julius via converters).
        case jsgf
        /// A pronunciation dictionary, `word  PH O N E S`, for every word.
        case dict
        /// The vocabulary, one word a line: hot words.
        case words
        /// One phrase a line (or a cover of them), for an n-gram language model.
        case corpus
        /// Vosk's runtime grammar: a JSON list of phrases, with `[unk]`.
        case vosk
        /// A Whisper initial prompt: names and values first, within
        /// Whisper's 224 tokens (``prompt``).
        case prompt
    }

    /// The names of one thing, for the Whisper prompt (``prompt``): an
    /// app's names, or one value's title and synonyms, as written.
    struct PromptSource: Sendable, Hashable {
        /// The app it belongs to (index into ``appNames``).
        var app: Int
        /// The word list it is said in (index into ``lists``), if any.
        var list: Int?
        var isName: Bool
        var forms: [String]
        /// Other spellings of it that are not said for themselves: an app's
        /// pronunciation hints.
        var spellings: [String] = []
    }

    /// A template as written, for the Whisper prompt's sentences: its text,
    /// and its slots (the app's name, a parameter) as the lists they say.
    struct PromptTemplate: Sendable, Hashable {
        enum Piece: Sendable, Hashable {
            case text(String)
            /// Index into ``lists``.
            case list(Int)
        }

        /// The app it belongs to (index into ``appNames``).
        var app: Int
        var pieces: [Piece]
        /// How many words it says (a slot one): the shortest template
        /// saying a name or a value makes its sentence.
        var length: Int
    }

    /// A word list: an app's names or a parameter type's values, each
    /// alternative a run of words (indices into ``words``).
    struct WordList: Sendable, Hashable {
        /// The JSGF rule name, without brackets.
        var rule: String
        /// What it lists, for a comment: `Calm`'s names, `MeditationType`.
        var title: String
        var alternatives: [[Int32]]
        /// The app it belongs to (index into ``appNames``).
        var app: Int
    }

    /// One item of a phrase rule.
    enum Item: Sendable, Hashable {
        /// Literal words of the template.
        case words([Int32])
        /// An app name or a parameter value: a word list (index into ``lists``).
        case list(Int)
        /// A `String` parameter: any words, which no list can hold.
        case freeText
    }

    /// A phrase template (or negative phrase) as a sequence of items.
    struct PhraseRule: Sendable, Hashable {
        /// The template in `${…}` notation, for a comment.
        var template: String
        var isNegative: Bool
        var items: [Item]
        /// The app it belongs to (index into ``appNames``).
        var app: Int

        var hasFreeText: Bool { items.contains(.freeText) }
    }

    /// The language of the phrases (`en`, `de`).
    public internal(set) var locale: String
    /// Whether every word has a pronunciation in the CMU phone set: the
    /// phrases are English, which the letter-to-sound rules read. In
    /// another language they would mispronounce most words, so there are
    /// none, no word is left out for want of one, and `dict` is refused.
    public internal(set) var hasPronunciations: Bool
    /// The apps it covers, by name, in folder order.
    public internal(set) var appNames: [String]
    /// Every word, in order of first use.
    public internal(set) var words: [String]
    /// Each word's readings, the usual first (`LetterToSound.readings(of:)`),
    /// parallel to ``words`` (empty without ``hasPronunciations``).
    var pronunciations: [[[Phoneme]]]
    var lists: [WordList]
    var phrases: [PhraseRule]
    /// What could not go in, said for people: a word with no pronunciation.
    public internal(set) var omissions: [String]
    /// The names and values the Whisper prompt is made of, app by app.
    var promptSources: [PromptSource] = []
    /// The templates its sentences are made of (no free-text ones).
    var promptTemplates: [PromptTemplate] = []

    /// The grammar written in `format`.
    ///
    /// - Throws: ``GrammarError`` (`unsupportedFormat`) for `dict` without
    ///   ``hasPronunciations``: our pronunciations are English only, and a
    ///   recogniser given English sounds for German words would hear them
    ///   worse than with none.
    /// - Complexity: O(*n*) in the size of the output, except `jsgf`,
    ///   `corpus` and `vosk`, which build the word graph (see ``jsgf``,
    ///   ``corpusLines()``), and `prompt` (see ``prompt``).
    public func text(_ format: Format) throws(GrammarError) -> String {
        switch format {
        case .jsgf: return jsgf
        case .dict:
            guard hasPronunciations else {
                throw GrammarError(
                    reason: .unsupportedFormat,
                    message: "no pronunciations for phrases in '\(locale)': the CMU phone set of `dict` comes from "
                        + "letter-to-sound rules for English spelling, which would mispronounce these words; give the words "
                        + "(--format words) to a dictionary or letter-to-sound tool for the language")
            }
            return dictionary
        case .words: return words.map { $0 + "\n" }.joined()
        case .corpus: return corpusLines().map { $0 + "\n" }.joined()
        case .vosk: return vosk
        case .prompt: return prompt + "\n"
        }
    }

    /// The pronunciation of `word` in the CMU phone set (`K AA M`), if it is
    /// a word of the grammar and the grammar has pronunciations: its usual
    /// reading (`dict` lists a second one after it where the spelling reads
    /// two ways).
    public func pronunciation(of word: String) -> String? {
        guard hasPronunciations else { return nil }
        return words.firstIndex(of: word).map { pronunciations[$0][0].map(\.symbol).joined(separator: " ") }
    }

    /// The words of a run of word indices.
    func text(of run: [Int32]) -> String {
        run.map { words[Int($0)] }.joined(separator: " ")
    }
}

/// Why no grammar could be made, or written: an app or a locale that is
/// not there, a format the phrases' language cannot have.
public struct GrammarError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// `app` names no loaded app.
        case unknownApp
        /// No phrases in the locale asked for.
        case unknownLocale
        /// `dict` for phrases that are not English (``Grammar/hasPronunciations``).
        case unsupportedFormat
    }

    public var reason: Reason
    public var message: String
    public var description: String { message }
}
