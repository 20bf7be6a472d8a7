extension Grammar {
    /// The name of the public rule every phrase is an alternative of.
    static let topRule = "phrase"

    /// The grammar in the Java Speech Grammar Format, as pocketsphinx reads
    /// it (`Decoder(jsgf=…, dict=…)`): per app, a rule for its names, one
    /// per parameter type, one per template and negative phrase; the public
    /// rule `<phrase>` is any of the templates.
    ///
    /// ```
    /// public <phrase> = <calm_1> | <calm_2> | <calm_not_1>;
    /// <calm> = calm;
    /// <calm_meditation_type> = mindfulness | sleep | deep sleep | focus;
    /// <calm_1> = start meditation in <calm>;
    /// ```
    ///
    /// A template with a free-text (`String`) slot is left out, in a
    /// comment: no list holds what may be said there, and the unconstrained
    /// recogniser hears it.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    var jsgf: String {
        var out = "#JSGF V1.0;\n\n"
        out += "// What can be said to \(appNames.isEmpty ? "no app" : appNames.joined(separator: ", ")) (\(locale)),\n"
        out += "// by `phrase grammar --format jsgf`: one rule per phrase template, one per\n"
        out += hasPronunciations
            ? "// app name and parameter type. Pronunciations: `--format dict`.\n\n"
            : "// app name and parameter type. Pronunciations: the recogniser's own for the language.\n\n"
        out += "grammar phrasebook;\n\n"
        let said = phrases.filter { !$0.hasFreeText }
        Self.writeRule("public <\(Self.topRule)>", alternatives: said.isEmpty ? ["<VOID>"] : said.map { "<\($0.rule)>" }, to: &out)
        for (a, app) in appNames.enumerated() {
            out += "\n// \(app)\n"
            for list in lists where list.app == a {
                out += "// \(list.title)\n"
                Self.writeRule("<\(list.rule)>", alternatives: list.alternatives.map(text(of:)), to: &out)
            }
            for phrase in phrases where phrase.app == a {
                out += "// \(phrase.isNegative ? "negative: " : "")\(phrase.template)\n"
                guard !phrase.hasFreeText else {
                    out += "//   left out: free text, which the unconstrained recogniser hears\n"
                    continue
                }
                let body = phrase.items.map { item in
                    switch item {
                    case .words(let run): text(of: run)
                    case .list(let list): "<\(lists[list].rule)>"
                    case .freeText: ""
                    }
                }
                Self.writeRule("<\(phrase.rule)>", alternatives: [body.joined(separator: " ")], to: &out)
            }
        }
        return out
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
    /// as `dict`, which must hold every word of the grammar. (A word the
    /// rules cannot read is in neither: ``omissions``.)
    ///
    /// - Complexity: O(*n*) in the size of the output.
    var dictionary: String {
        var out = ""
        for (word, sounds) in zip(words, pronunciations) {
            out += word + "  " + sounds.map(\.symbol).joined(separator: " ") + "\n"
        }
        return out
    }
}
