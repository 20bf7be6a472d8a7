extension Linter {
    /// Phrase templates an app writes more than once, the same after
    /// normalisation (`Show me ${item}` and `show me, ${item}`), within one
    /// shortcut or across shortcuts: one finding per group, naming every
    /// place it is written, at the first repeat.
    ///
    /// Two templates are the same when their words normalise alike and
    /// their parameters are of the same types in the same places.
    ///
    /// - Complexity: O(*t*) in the app's templates.
    static func duplicatePhrases(in catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        for app in catalog.apps {
            var groups: [String: [(shortcut: Shortcut, template: Template)]] = [:]
            var order: [String] = []
            for shortcut in app.shortcuts {
                let intent = app.intents[shortcut.intentName]
                for template in shortcut.templates {
                    let key = spokenParts(of: template, intent: intent).parts.joined(separator: " ")
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append((shortcut, template))
                }
            }
            for key in order {
                guard let group = groups[key], group.count > 1 else { continue }
                let times = group.count == 2 ? "twice" : "\(group.count) times"
                let places = group.map { "\($0.template.location) (\($0.shortcut.displayTitle))" }.joined(separator: ", ")
                let meanings = group.map { Meaning(intent: $0.shortcut.intentName, bound: $0.shortcut.boundParameters) }
                let consequence: String
                if Set(meanings).count == 1 {
                    consequence = "the repeats add nothing: keep one"
                } else {
                    var titles: [String] = []
                    for entry in group where !titles.contains(entry.shortcut.displayTitle) { titles.append(entry.shortcut.displayTitle) }
                    consequence = "saying it is ambiguous between \(titles.joined(separator: ", ")): keep it in one shortcut"
                }
                let message = "\"\(group[0].template.text)\" is written \(times) in \(app.name): \(places); \(consequence)"
                findings.append(Finding(diagnostic: .warning(message, at: group[1].template.location), isAppleRule: false))
            }
        }
        return findings
    }

    /// What a shortcut's phrases mean: its intent and the values it binds.
    private struct Meaning: Hashable {
        var intent: String
        var bound: [BoundValue]
    }
}
