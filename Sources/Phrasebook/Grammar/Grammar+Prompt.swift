extension Grammar {
    /// The most tokens a Whisper initial prompt may have: Whisper gives the
    /// prompt half of its 448-token context, the `<|startofprev|>` token
    /// that opens it included (224), and faster-whisper keeps the last 223
    /// of the prompt's own tokens — the first ones would be dropped.
    public static let promptTokenLimit = 223

    /// How many values of each parameter type the prompt considers, in the
    /// app's order (its `suggestedEntities()`' order): 10⁵ entities would
    /// not fit anyway, and reading each as the lint does takes time.
    static let promptValuesPerType = 200

    /// A Whisper initial prompt (`phrase grammar --format prompt`): the apps'
    /// names and their parameters' values as the apps write them, then the
    /// words the templates use most, most useful first, separated by commas,
    /// within ``promptTokenLimit`` tokens as Whisper counts them
    /// (``promptTokens(_:)``).
    ///
    /// Whisper has no grammar, but it writes what it expects: a prompt is
    /// taken as the text said before, so its spellings and words come out
    /// more readily ("Zindle" rather than "Kindle"). Most useful first:
    ///
    /// 1. names a recogniser that does not know them may write as common
    ///    words (`Tyde` as "tide", `Wrenly` as "ran lee"), what `phrase lint`
    ///    reports (English only), then the other names with a word outside
    ///    the lint's common words (`Cuiseau`, `CodingBridge`);
    /// 2. values, the same two ways (`Cortado` as "court auto", `Kombucha`);
    /// 3. names and then values of common words (`Calm`, `Large`), which a
    ///    recogniser writes as they are written anyway;
    /// 4. the templates' words outside the common words, then the others of
    ///    five letters or more, by how many templates say them.
    ///
    /// In another language than English the lint has no common words: names
    /// come first, then values, then the templates' words of five letters
    /// or more.
    ///
    /// Within each, app by app in turn (one app's 10⁵ entities do not crowd
    /// out the others' names), each app's in its own order; a form already
    /// in the prompt (in any case or spelling the normaliser folds) is not
    /// again. What does not fit is left out, and later shorter forms may
    /// still fit.
    ///
    /// - Complexity: O(*v*) lint readings for the *v* names and values
    ///   considered (at most ``promptValuesPerType`` a type), and counting
    ///   each candidate's tokens.
    var prompt: String {
        let tiers = promptCandidates()
        var chosen: [String] = []
        var used = 0
        var seen = Set<String>()
        let stop = Self.promptTokenLimit - 1  // the final "."
        for candidate in tiers.joined() {
            guard used < stop - 1 else { break }
            guard seen.insert(Normalizer.normalized(candidate)).inserted else { continue }
            // Pieces never span ", " (a comma, then a space that the next
            // word takes), so a candidate's tokens add to the others'.
            let cost = WhisperTokenizer.tokenCount(of: (chosen.isEmpty ? " " : ", ") + candidate)
            guard used + cost <= stop else { continue }
            chosen.append(candidate)
            used += cost
        }
        // A form that ends in a mark runs into the comma after it: count the
        // whole, and leave out the last forms until it fits.
        while !chosen.isEmpty, Self.promptTokens(chosen.joined(separator: ", ") + ".") > Self.promptTokenLimit {
            chosen.removeLast()
        }
        return chosen.isEmpty ? "" : chosen.joined(separator: ", ") + "."
    }

    /// The tokens of `prompt` as Whisper gives it to the model: after a
    /// space (faster-whisper encodes `" " + prompt.strip()`), in GPT-2's
    /// byte-pair tokens (``WhisperTokenizer``).
    public static func promptTokens(_ prompt: String) -> Int {
        prompt.isEmpty ? 0 : WhisperTokenizer.tokenCount(of: " " + prompt)
    }

    /// The prompt's candidates in the order of ``prompt``'s tiers, each
    /// tier taking the apps in turn.
    private func promptCandidates() -> [[String]] {
        // The lint's lexicon is English: in another language no form is common.
        let lexicon = Linter.CommonWords.shared
        func isCommon(_ form: String) -> Bool {
            hasPronunciations && Normalizer.tokens(form).allSatisfy {
                lexicon.contains($0) || $0.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic }
            }
        }
        enum Tier: Int, CaseIterable { case heardName, rareName, heardValue, rareValue, commonName, commonValue, rareWord, word }
        var byApp = [[[String]]](repeating: [[String]](repeating: [], count: appNames.count), count: Tier.allCases.count)
        var reader = SoundAlikeReader()
        for source in promptSources {
            // The lint reads English: in another language every form is "not heard".
            let heard = hasPronunciations ? Set(reader.formsHeardAsCommonWords(source.forms, spellings: source.spellings)) : []
            for form in source.forms {
                let tier: Tier = if heard.contains(form) {
                    source.isName ? .heardName : .heardValue
                } else if isCommon(form) {
                    source.isName ? .commonName : .commonValue
                } else {
                    source.isName ? .rareName : .rareValue
                }
                byApp[tier.rawValue][source.app].append(form)
            }
        }
        // Template words, most said first (ties: first said first).
        var templates = [Int](repeating: 0, count: words.count)
        var firstApp = [Int](repeating: -1, count: words.count)
        for phrase in phrases {
            var said = Set<Int32>()
            for case .words(let run) in phrase.items { said.formUnion(run) }
            for word in said {
                templates[Int(word)] += 1
                if firstApp[Int(word)] < 0 { firstApp[Int(word)] = phrase.app }
            }
        }
        let order = words.indices.filter { templates[$0] > 0 }.sorted { templates[$0] > templates[$1] || (templates[$0] == templates[$1] && $0 < $1) }
        for word in order {
            let text = words[word]
            let rare = hasPronunciations && !isCommon(text)
            guard rare || text.count >= 5 else { continue }
            byApp[(rare ? Tier.rareWord : Tier.word).rawValue][firstApp[word]].append(text)
        }
        return byApp.map(Self.takingTurns)
    }

    /// The lists' items taken in turn: the first of each, then the second…
    private static func takingTurns(_ lists: [[String]]) -> [String] {
        var result: [String] = []
        let longest = lists.map(\.count).max() ?? 0
        for i in 0..<longest {
            for list in lists where i < list.count { result.append(list[i]) }
        }
        return result
    }
}
