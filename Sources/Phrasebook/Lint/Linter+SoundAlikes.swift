import Foundation

extension Linter {
    /// How alike a name and common words must sound for the name to be
    /// reported as one a recogniser may write as those words.
    ///
    /// Measured on the words of the sample apps' names and values that the
    /// recogniser transcripts (`Tests/Evaluation/transcripts/`) show: at
    /// 0.9 and at most two words, half of the words pocketsphinx wrote as
    /// other words are found (`byte` as `bite`, `chilkoot` as `chill …`,
    /// `diver` as `die for`, and the issue's `zenly` as `then lee`), and
    /// four of the words it wrote right are reported too (`eiffel`,
    /// `glacier`: real words the list lacks). At 0.92 `diver` and `zenly`
    /// are missed; at 0.88 `deploy` and `niagara` come in. The other half
    /// of the misheard words sound like no common words (`acme`, `lint`).
    static let soundAlikeSimilarity = 0.9
    /// A name is read as at most this many common words: three short
    /// words fit nearly any sound (`niagara` as `now egg era`, 0.89).
    static let soundAlikeWords = 2

    /// Names and values a speech recogniser may write as other words:
    /// an app name, an alternative name or a parameter value that sounds
    /// like common English words but is spelled otherwise (`Tyde` and
    /// `tide`, `Zenly` and `then lee`), and an app name that sounds like
    /// another loaded app's.
    ///
    /// Words of `commonWordList` (and their plurals and past forms, and two
    /// of them run together) are recognised as written, so only the other
    /// words are read as common words (`CommonWords.reading(of:)`); a name
    /// whose app already spells that reading in a name or an
    /// `INAlternativeAppNamePronunciationHint`, or a value whose other
    /// spoken forms do, is not reported.
    ///
    /// - Complexity: O(*w*) readings for *w* distinct words of names and
    ///   values outside the list, each O(*n*²·*v*) (see `reading(of:)`),
    ///   and O(*a*²) name comparisons for *a* spoken app names.
    static func soundAlikes(in catalog: Catalog) -> [Finding] {
        var reader = SoundAlikeReader()
        var findings: [Finding] = []
        for (a, app) in catalog.apps.enumerated() {
            if let finding = reader.nameFinding(for: app) { findings.append(finding) }
            findings += reader.valueFindings(for: app)
            for other in catalog.apps[..<a] {
                if let finding = reader.nameClash(between: other, and: app) { findings.append(finding) }
            }
        }
        return findings
    }
}

/// The readings of one lint run, each word read once (and of one
/// Whisper prompt, ``Grammar/prompt``).
struct SoundAlikeReader {
    private let lexicon = Linter.CommonWords.shared
    private var readings: [String: Linter.CommonWords.Reading?] = [:]
    private var sounds = WordSounds()

    /// A spoken form heard as common words: `Zenly` as `then lee`.
    struct Heard {
        var form: String
        var reading: String
        /// Other spellings of a one-word reading (`tied` for `tide`).
        var homophones: [String]
        var similarity: Double

        var description: String {
            let also = homophones.isEmpty ? "" : ", or " + homophones.map { "\"\($0)\"" }.joined(separator: ", ")
            let alike = similarity >= 1 ? "the same sounds" : String(format: "%.2f", similarity)
            return "'\(form)' as \"\(reading)\"\(also) (\(alike))"
        }
    }

    // MARK: - Names and values as common words

    /// The forms among `forms` (the names of one thing: an app's names, a
    /// value's title and synonyms) that a recogniser that does not know
    /// them may write as common words, as the lint reports them; a form
    /// whose reading `forms` or `spellings` already spell is not.
    mutating func formsHeardAsCommonWords(_ forms: [String], spellings: [String] = []) -> [String] {
        let spelled = (forms + spellings).map(Normalizer.tokens)
        return distinct(forms).filter { hearing($0, coveredBy: spelled) != nil }
    }

    mutating func nameFinding(for app: App) -> Linter.Finding? {
        let names = distinct(app.spokenNames)
        let spelled = (names + app.pronunciationHints.values.sorted()).map(Normalizer.tokens)
        let heard = names.compactMap { hearing($0, coveredBy: spelled) }
        guard let first = heard.first else { return nil }
        let message = "\(app.name)'s name may be written as common words by a recogniser that does not know it: "
            + heard.map(\.description).joined(separator: "; ")
            + "; add those spellings to INAlternativeAppNames (with an INAlternativeAppNamePronunciationHint), as Apple advises when Siri mishears a name"
        return Linter.Finding(diagnostic: .warning(message, at: Self.nameLocation(first.form, of: app)), isAppleRule: false)
    }

    mutating func valueFindings(for app: App) -> [Linter.Finding] {
        var findings: [Linter.Finding] = []
        for typeName in Linter.spokenTypeNames(of: app) {
            guard let type = app.valueTypes[typeName] else { continue }
            var heard: [Heard] = []
            for value in type.values {
                // How an English recogniser hears the forms: the source
                // language's, not their translations.
                let forms = distinct(value.spokenForms(in: nil))
                let spelled = forms.map(Normalizer.tokens)
                heard += forms.compactMap { hearing($0, coveredBy: spelled) }
            }
            guard let first = heard.first else { continue }
            let shown = heard.prefix(Linter.listedForms).map(\.description).joined(separator: "; ")
            let more = heard.count > Linter.listedForms ? "; and \(heard.count - Linter.listedForms) more" : ""
            let synonyms = type.kind == .entity
                ? "\"synonyms\" in entities/\(typeName).json" : "DisplayRepresentation(title:synonyms:)"
            let message = "\(heard.count) spoken form\(heard.count == 1 ? "" : "s") of \(typeName) may be written as common words by a recogniser that does not know \(heard.count == 1 ? "it" : "them"): "
                + shown + more + "; add those spellings as synonyms (\(synonyms))"
            let location = Self.valueLocation(first.form, of: type, in: app)
            findings.append(Linter.Finding(diagnostic: .warning(message, at: location), isAppleRule: false))
        }
        return findings
    }

    /// `form` with its uncommon words heard as common ones, if any is and
    /// no form of `spelled` (the same thing's other names) spells the reading.
    private mutating func hearing(_ form: String, coveredBy spelled: [[String]]) -> Heard? {
        let tokens = Normalizer.tokens(form)
        var words: [String] = []
        var homophones: [String] = []
        var changed = false
        for token in tokens {
            guard token.count >= 3, token.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
                !lexicon.contains(token), let reading = reading(of: token)
            else {
                words.append(token)
                continue
            }
            let said = reading.words.map { $0[0] }
            if spelled.contains(where: { $0.contains(said) }) { return nil }
            words += said
            if tokens.count == 1, reading.words.count == 1 { homophones = Array(reading.words[0].dropFirst()) }
            changed = true
        }
        guard changed else { return nil }
        let similarity = PhoneticDistance.similarity(sounds.phonemes(of: tokens), sounds.phonemes(of: words))
        return Heard(form: form, reading: words.joined(separator: " "), homophones: homophones, similarity: similarity)
    }

    private mutating func reading(of token: String) -> Linter.CommonWords.Reading? {
        if let known = readings[token] { return known }
        let said = sounds.sound(of: token)
        let syllables = said.count(where: \.isVowel)
        let reading = lexicon.reading(
            of: said, minimum: Linter.soundAlikeSimilarity, maximumWords: min(Linter.soundAlikeWords, max(1, syllables)))
        readings[token] = reading
        return reading
    }

    // MARK: - One app's name like another's

    /// A finding when a name of `app` sounds like one of `other`'s closely
    /// enough that the matcher would take either for the other
    /// (`MatchParameters.appNameSoundSimilarity`), and only their scores
    /// tell them apart.
    mutating func nameClash(between other: App, and app: App) -> Linter.Finding? {
        var closest: (mine: String, theirs: String, similarity: Double)?
        for mine in distinct(app.spokenNames) {
            let said = sounds.phonemes(of: Normalizer.tokens(mine))
            for theirs in distinct(other.spokenNames) {
                let similarity = PhoneticDistance.similarity(said, sounds.phonemes(of: Normalizer.tokens(theirs)))
                if similarity >= MatchParameters().appNameSoundSimilarity, similarity > closest?.similarity ?? 0 {
                    closest = (mine, theirs, similarity)
                }
            }
        }
        guard let closest else { return nil }
        let alike = closest.similarity >= 1 ? "the same sounds" : String(format: "%.2f", closest.similarity)
        let message = "'\(closest.mine)' sounds like '\(closest.theirs)', a name of \(other.name) (\(alike)); "
            + "the matcher takes a name heard \(String(format: "%.2f", MatchParameters().appNameSoundSimilarity)) alike, "
            + "so one heard a little off may name the other app: give \(app.name) a name, or an INAlternativeAppNames entry, that sounds unlike \(other.name)'s"
        return Linter.Finding(diagnostic: .warning(message, at: Self.nameLocation(closest.mine, of: app)), isAppleRule: false)
    }

    // MARK: - Sounds and places

    /// `forms` without those that normalise alike, in order.
    private func distinct(_ forms: [String]) -> [String] {
        var seen = Set<String>()
        return forms.filter { seen.insert(Normalizer.normalized($0)).inserted }
    }

    /// Where `name` is written in the app's `Info.plist`, else where its
    /// provider is, else the app's folder.
    private static func nameLocation(_ name: String, of app: App) -> SourceLocation {
        let plist = (app.directory as NSString).appendingPathComponent("Info.plist")
        // The column of the name, after the `>` that opens it.
        return line(containing: ">\(escapedForXML(name))<", inFile: plist).map { SourceLocation(file: $0.file, line: $0.line, column: $0.column + 1) }
            ?? app.providers.first?.location
            ?? SourceLocation(file: app.directory, line: 1, column: 1)
    }

    /// Where `form` is written in `entities/<Type>.json`, else where the type is declared.
    private static func valueLocation(_ form: String, of type: ValueType, in app: App) -> SourceLocation {
        let file = (app.directory as NSString).appendingPathComponent("entities/\(type.name).json")
        let written = JSON.string(form).serialized
        return (type.kind == .entity ? line(containing: written, inFile: file) : nil)
            ?? type.location
            ?? SourceLocation(file: app.directory, line: 1, column: 1)
    }

    /// The first line and column of `path` where `text` occurs, if the file reads.
    private static func line(containing text: String, inFile path: String) -> SourceLocation? {
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) {
                return SourceLocation(file: path, line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }

    private static func escapedForXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// Words' sounds by the letter-to-sound rules, each word read once: what
/// the lint's checks by sound compare (`SoundAlikeReader`,
/// `Linter.adjacentValues(in:)`).
struct WordSounds {
    private var sounds: [String: [Phoneme]] = [:]

    mutating func sound(of token: String) -> [Phoneme] {
        if let known = sounds[token] { return known }
        let said = LetterToSound.phonemes(of: token)
        sounds[token] = said
        return said
    }

    /// The sounds of `tokens`, end to end.
    mutating func phonemes(of tokens: [String]) -> [Phoneme] {
        var said: [Phoneme] = []
        for token in tokens { said += sound(of: token) }
        return said
    }
}
