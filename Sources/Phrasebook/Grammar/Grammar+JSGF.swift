extension Grammar {
    /// The name of the public rule every phrase is an alternative of.
    static let topRule = "phrase"

    /// The grammar in the Java Speech Grammar Format, as pocketsphinx reads
    /// it (`Decoder(jsgf=…, dict=…)`): the public rule `<phrase>` is every
    /// template and negative phrase at once, as one expression of their
    /// minimal word graph (``WordGraph``, ``WordGraph/expression(listWeight:)``):
    /// what phrases share at their beginning or end is said once, optional
    /// parts are optional; each app's names and each parameter type are a
    /// rule of their own, referenced where they are said.
    ///
    /// ```
    /// public <phrase> =
    ///       start [ <calm_meditation_type> ] meditation in <calm>
    ///     | stop meditation;
    /// // Calm's names
    /// <calm> = calm;
    /// // MeditationType
    /// <calm_meditation_type> = mindfulness | sleep | deep sleep | focus;
    /// ```
    ///
    /// Its size grows with the words and slots of the templates, not with
    /// how many templates there are: a decoder copies a rule wherever it is
    /// referenced, so one rule per template (as before issue 35) made
    /// Brewline's 1,440 templates 335 KB and a search of minutes per
    /// utterance. A template with a free-text (`String`) slot is left out,
    /// in a comment: no list holds what may be said there, and the
    /// unconstrained recogniser hears it.
    ///
    /// - Complexity: O(*n*) in the size of the phrase rules for the graph,
    ///   and at worst O(*n*·*e*) for its expression (see there).
    var jsgf: String {
        var out = "#JSGF V1.0;\n\n"
        out += "// What can be said to \(appNames.isEmpty ? "no app" : appNames.joined(separator: ", ")) (\(locale)),\n"
        out += "// by `phrase grammar --format jsgf`: every phrase template and negative phrase in\n"
        out += "// one word graph (shared beginnings and endings said once, optional parts optional),\n"
        out += hasPronunciations
            ? "// a rule per app name and parameter type. Pronunciations: `--format dict`.\n\n"
            : "// a rule per app name and parameter type. Pronunciations: the recogniser's own for the language.\n\n"
        out += "grammar phrasebook;\n\n"
        if let expression = expression(freeText: false) {
            let alternatives: [String] = if case .choice(let options, isOptional: false) = expression {
                options.map(jsgfText(of:))
            } else {
                [jsgfText(of: expression)]
            }
            Self.writeRule("public <\(Self.topRule)>", alternatives: alternatives, to: &out)
        } else {
            Self.writeRule("public <\(Self.topRule)>", alternatives: ["<VOID>"], to: &out)
        }
        for (a, app) in appNames.enumerated() {
            let own = phrases.filter { $0.app == a }
            let templates = own.count(where: { !$0.isNegative })
            let negatives = own.count - templates
            out += "\n// \(app): \(templates) template\(templates == 1 ? "" : "s")"
            out += negatives > 0 ? ", \(negatives) negative phrase\(negatives == 1 ? "" : "s")\n" : "\n"
            for list in lists where list.app == a {
                out += "// \(list.title)\n"
                Self.writeRule("<\(list.rule)>", alternatives: list.alternatives.map(text(of:)), to: &out)
            }
            for phrase in own where phrase.hasFreeText {
                out += "// \(phrase.template)\n"
                out += "//   left out: free text, which the unconstrained recogniser hears\n"
            }
        }
        return out
    }

    /// `expression` in JSGF: words as words, lists as rule references,
    /// alternatives in `( … )`, optional parts in `[ … ]`.
    private func jsgfText(of expression: GrammarExpression) -> String {
        switch expression {
        case .symbol(let symbol):
            if let list = symbol.list { return "<\(lists[list].rule)>" }
            return symbol.word.map { words[Int($0)] } ?? "<NULL>"
        case .sequence(let items):
            return items.map(jsgfText(of:)).joined(separator: " ")
        case .choice(let alternatives, let isOptional):
            let inner = alternatives.map(jsgfText(of:)).joined(separator: " | ")
            return isOptional ? "[ \(inner) ]" : "( \(inner) )"
        }
    }

    /// `head = a | b | c;` on one line when it is short, else one
    /// alternative a line.
    private static func writeRule(_ head: String, alternatives: [String], to out: inout String) {
        let length = alternatives.reduce(head.utf8.count) { $0 + $1.utf8.count + 3 }
        if length <= 100 {
            out += head + " = " + alternatives.joined(separator: " | ") + ";\n"
            return
        }
        out += head + " =\n"
        for (i, alternative) in alternatives.enumerated() {
            out += (i == 0 ? "      " : "    | ") + alternative
            out += i == alternatives.count - 1 ? ";\n" : "\n"
        }
    }

    /// Every word with its pronunciation in the CMU phone set, one a line
    /// (`calm  K AA M`), in the order of ``words``: what pocketsphinx takes
    /// as `dict`, which must hold every word of the grammar. A word whose
    /// spelling reads two ways (`LetterToSound.readings(of:)`) has its
    /// second reading on the next line, as CMU dictionaries list variants
    /// (`zyzza(2)  Z IH T S AH`), and a value's name from another language
    /// its readings in that language (`siobhan(2)  SH IH V AA N`,
    /// `NativeReading`). (A word the rules cannot read is in neither:
    /// ``omissions``.)
    ///
    /// - Complexity: O(*n*) in the size of the output.
    var dictionary: String {
        var out = ""
        for (word, readings) in zip(words, pronunciations) {
            for (k, sounds) in readings.enumerated() {
                out += (k == 0 ? word : "\(word)(\(k + 1))") + "  " + sounds.map(\.symbol).joined(separator: " ") + "\n"
            }
        }
        return out
    }
}
