extension Linter {
    /// Parameter values that are said the same way where a phrase could
    /// take either: two projects called "website", or "Paris" the landmark
    /// and "Paris" the collection when `Open ${target} in ${applicationName}`
    /// and `Open ${collection} in ${applicationName}` differ only in which
    /// they take.
    ///
    /// One finding per type with values said alike, and one per pair of
    /// types, listing what they share (a rating and a volume may share the
    /// numbers 1 to 29: one finding, not 29). Nothing for two types when no
    /// utterance can reach both — the phrases that take them differ in
    /// their words (`Rate song with ${stars} stars`, `Set volume to ${level}`)
    /// — nor for a type no phrase takes.
    ///
    /// - Complexity: O(*v* + *t*·*p*) in the spoken forms of all values and
    ///   the templates' parameters.
    public static func valueCollisions(in catalog: Catalog) -> [Finding] {
        var findings: [Finding] = []
        for app in catalog.apps {
            // Which types, and which pairs of types, some utterance can reach,
            // with the first two templates (in source order) that take either.
            var alike: [TypePair: (Template, Template)] = [:]
            var spoken = Set<String>()
            for slots in slotsByContext(in: app).values {
                for (i, slot) in slots.enumerated() {
                    spoken.insert(slot.type)
                    for other in slots[..<i] where other.type != slot.type {
                        let pair = TypePair(other.type, slot.type)
                        if alike[pair] == nil { alike[pair] = (other.template, slot.template) }
                    }
                }
            }

            // Every spoken form → the values said so.
            var uses: [String: [ValueUse]] = [:]
            var spelling: [String: String] = [:]
            var order: [String] = []
            for typeName in app.valueTypes.keys.sorted() where spoken.contains(typeName) {
                guard let type = app.valueTypes[typeName] else { continue }
                for value in type.values {
                    for form in value.spokenForms {
                        let key = Normalizer.normalized(form)
                        guard !key.isEmpty else { continue }
                        let use = ValueUse(type: typeName, id: value.id)
                        if uses[key] == nil {
                            order.append(key)
                            spelling[key] = form
                        }
                        if uses[key]?.contains(use) != true { uses[key, default: []].append(use) }
                    }
                }
            }

            // Grouped: per type, and per pair of types that can be reached alike.
            var withinType: [String: [(said: String, ids: [String])]] = [:]
            var acrossTypes: [TypePair: [(said: String, uses: [ValueUse])]] = [:]
            for key in order {
                guard let list = uses[key], list.count > 1 else { continue }
                let said = spelling[key] ?? key
                for type in Set(list.map(\.type)).sorted() {
                    let ids = list.filter { $0.type == type }.map(\.id)
                    if ids.count > 1 { withinType[type, default: []].append((said, ids)) }
                }
                for (i, a) in list.enumerated() {
                    for b in list[..<i] where a.type != b.type {
                        let pair = TypePair(a.type, b.type)
                        guard alike[pair] != nil else { continue }
                        guard acrossTypes[pair]?.last?.said != said else { continue }
                        let shared = list.filter { $0.type == pair.first } + list.filter { $0.type == pair.second }
                        acrossTypes[pair, default: []].append((said, shared))
                    }
                }
            }

            for type in withinType.keys.sorted() {
                guard let forms = withinType[type], let first = forms.first else { continue }
                let message: String
                if forms.count == 1 {
                    message = "'\(first.said)' names \(first.ids.count) \(type) values in \(app.name) (\(first.ids.joined(separator: ", "))); a phrase with it will be ambiguous"
                } else {
                    let listed = forms.prefix(listedForms).map { "'\($0.said)' (\($0.ids.joined(separator: ", ")))" }
                    message = "\(forms.count) spoken forms each name several \(type) values in \(app.name): "
                        + listed.joined(separator: ", ") + more(forms.count) + "; a phrase with one will be ambiguous"
                }
                let location = app.valueTypes[type]?.location ?? SourceLocation(file: app.directory, line: 1, column: 1)
                findings.append(Finding(diagnostic: .warning(message, at: location), isAppleRule: false))
            }
            for pair in acrossTypes.keys.sorted(by: { ($0.first, $0.second) < ($1.first, $1.second) }) {
                guard let forms = acrossTypes[pair], let (a, b) = alike[pair] else { continue }
                let listed = forms.prefix(listedForms).map { form in
                    "'\(form.said)' (\(form.uses.map { "\($0.type) \($0.id)" }.joined(separator: " and ")))"
                }
                let shares = forms.count == 1 ? "share a spoken form" : "share \(forms.count) spoken forms"
                let message = "\(pair.first) and \(pair.second) \(shares) in \(app.name): " + listed.joined(separator: ", ") + more(forms.count)
                    + "; \"\(a.text)\" and \"\(b.text)\" differ only in which they take, so a phrase with one will be ambiguous: say which in the phrases' words"
                findings.append(Finding(diagnostic: .warning(message, at: b.location), isAppleRule: false))
            }
        }
        return findings
    }

    /// Findings list at most this many spoken forms; the rest are counted.
    static let listedForms = 5

    private static func more(_ count: Int) -> String {
        count > listedForms ? " and \(count - listedForms) more" : ""
    }

    private struct ValueUse: Hashable {
        var type: String
        var id: String
    }

    /// Two type names, in order.
    private struct TypePair: Hashable {
        var first: String
        var second: String

        init(_ a: String, _ b: String) {
            (first, second) = a < b ? (a, b) : (b, a)
        }
    }
}
