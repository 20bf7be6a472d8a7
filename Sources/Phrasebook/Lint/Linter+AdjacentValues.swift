extension Linter {
    /// How alike two values said one after the other must sound to one
    /// value of either list to be reported (`adjacentValues(in:)`): the
    /// matcher's own number for a value heard that may be two
    /// (`MatchParameters.runTogetherValueSimilarity`, stage 8c), which asks
    /// which was meant.
    static let adjacentValueSimilarity = MatchParameters().runTogetherValueSimilarity

    /// Two parameters said one right after the other whose values, run
    /// together, sound like one value of either list: in `Order a
    /// ${strength} ${temperature} ${drink}`, "triple" then "hot" is "triple
    /// shot" but for one sound, a spoken form of the strength alone. A
    /// recogniser that writes the longer value (pocketsphinx free and with
    /// the grammar both wrote "triple shot" for flite's "triple hot": four
    /// of forty such orders, Docs/voice.md) leaves the other parameter
    /// unsaid; the matcher asks which was meant (stage 8c), every time
    /// the longer value is said.
    ///
    /// One finding per app and pair of types, at the first template that
    /// says them so, listing up to `listedForms` of the runs with what each
    /// sounds like.
    ///
    /// - Complexity: O(*a* · *b* · (*a* + *b*)) phonetic comparisons for
    ///   each pair of types of *a* and *b* spoken forms said together, each
    ///   bounded by `Similarity.sounds`; types of more than
    ///   `ValueList.soundedFormLimit` forms are not weighed.
    public static func adjacentValues(in catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        var sounds = WordSounds()
        for app in catalog.apps {
            // Each pair of types weighed once, at the first template saying them so.
            var weighed = Set<[String]>()
            for shortcut in app.shortcuts {
                let intent = app.intents[shortcut.intentName]
                for template in shortcut.templates {
                    let (_, slots) = spokenParts(of: template, intent: intent)
                    for (first, second) in zip(slots, slots.dropFirst()) where second.index == first.index + 1 {
                        let pair = [first.type, second.type]
                        guard weighed.insert(pair).inserted, let a = app.valueTypes[first.type], let b = app.valueTypes[second.type] else { continue }
                        let runs = runsLikeOneValue(a, b, sounds: &sounds)
                        guard !runs.isEmpty else { continue }
                        let listed = runs.prefix(listedForms).map { run in
                            "'\(run.said)' as '\(run.heard)' (\(run.similarity >= 1 ? "the same sounds" : String(format: "%.2f", run.similarity)))"
                        }
                        let message = "a \(first.type) said right before a \(second.type) may be heard as one \(run(of: runs)) in "
                            + "\"\(template.text)\": " + listed.joined(separator: ", ") + (runs.count > listedForms ? " and \(runs.count - listedForms) more" : "")
                            + "; a recogniser may write the one value for the two, so the matcher asks which was meant whenever it hears it: "
                            + "put a word of the phrase between them, or give the values spoken forms that sound apart"
                        findings.append(Finding(diagnostic: .warning(message, at: template.location), isAppleRule: false))
                    }
                }
            }
        }
        return findings
    }

    private static func run(of runs: [AdjacentRun]) -> String {
        Set(runs.map(\.type)).sorted().joined(separator: " or ")
    }

    /// One value of `a` then one of `b`, said together, and the spoken form
    /// of either list they sound like (another form of `a`'s list, or of
    /// `b`'s, at least `adjacentValueSimilarity` alike), the closest first.
    /// Lists longer than `ValueList.soundedFormLimit` are not weighed: the
    /// matcher hears only short lists by sound, and a long entity list
    /// would cost its square.
    private static func runsLikeOneValue(_ a: ValueType, _ b: ValueType, sounds: inout WordSounds) -> [AdjacentRun] {
        let firstForms = distinctForms(a), secondForms = distinctForms(b)
        guard firstForms.count <= ValueList.soundedFormLimit, secondForms.count <= ValueList.soundedFormLimit else { return [] }
        let candidates = firstForms.map { ($0, a.name) } + secondForms.map { ($0, b.name) }
        var runs: [AdjacentRun] = []
        for x in firstForms {
            for y in secondForms {
                let said = sounds.phonemes(of: x.tokens + y.tokens)
                var best: AdjacentRun?
                for (form, type) in candidates where form.tokens != x.tokens && form.tokens != y.tokens {
                    let heard = sounds.phonemes(of: form.tokens)
                    let alike = said.withUnsafeBufferPointer { s in
                        heard.withUnsafeBufferPointer { h in Similarity.sounds(s, h, minimum: adjacentValueSimilarity) }
                    }
                    if alike >= adjacentValueSimilarity, alike > best?.similarity ?? 0 {
                        best = AdjacentRun(said: "\(x.form) \(y.form)", heard: form.form, type: type, similarity: alike)
                    }
                }
                if let best { runs.append(best) }
            }
        }
        // The closest first; ties in list order.
        return runs.enumerated().sorted { ($0.element.similarity, -$0.offset) > ($1.element.similarity, -$1.offset) }.map(\.element)
    }

    /// A type's spoken forms, each once by its normalised words.
    private static func distinctForms(_ type: ValueType) -> [(form: String, tokens: [String])] {
        var seen = Set<[String]>()
        var forms: [(form: String, tokens: [String])] = []
        for value in type.values {
            for form in value.spokenForms {
                let tokens = Normalizer.tokens(form)
                if !tokens.isEmpty, seen.insert(tokens).inserted { forms.append((form, tokens)) }
            }
        }
        return forms
    }

    private struct AdjacentRun {
        var said: String
        var heard: String
        var type: String
        var similarity: Double
    }
}
