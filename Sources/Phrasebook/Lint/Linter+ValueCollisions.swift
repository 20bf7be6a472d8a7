extension Linter {
    /// Parameter values that are said the same way: "Paris" the landmark and
    /// "Paris" the collection, or two projects called "website".
    ///
    /// Whether they collide in a phrase depends on the templates (that is
    /// `collisions(in:)`); a value said two ways is a hazard wherever a
    /// template is said without the words that tell the types apart.
    ///
    /// - Complexity: O(*v*) in the number of spoken forms of all values.
    public static func valueCollisions(in catalog: Catalog) -> [Finding] {
        struct Use: Hashable {
            var type: String
            var id: String
        }
        var findings: [Finding] = []
        for app in catalog.apps {
            var uses: [String: [Use]] = [:]
            var spelling: [String: String] = [:]
            var order: [String] = []
            for typeName in app.valueTypes.keys.sorted() {
                guard let type = app.valueTypes[typeName] else { continue }
                for value in type.values {
                    for form in value.spokenForms {
                        let key = Normalizer.normalized(form)
                        guard !key.isEmpty else { continue }
                        let use = Use(type: typeName, id: value.id)
                        if uses[key] == nil {
                            order.append(key)
                            spelling[key] = form
                        }
                        if uses[key]?.contains(use) != true { uses[key, default: []].append(use) }
                    }
                }
            }
            for key in order {
                guard let list = uses[key], list.count > 1 else { continue }
                let types = Set(list.map(\.type))
                let said = spelling[key] ?? key
                let message: String
                if types.count == 1, let type = list.first?.type {
                    message = "'\(said)' names \(list.count) \(type) values in \(app.name) (\(list.map(\.id).joined(separator: ", "))); a phrase with it will be ambiguous"
                } else {
                    let described = list.map { "\($0.type) \($0.id)" }.joined(separator: " and ")
                    message = "'\(said)' names values of \(types.count) types in \(app.name): \(described); say which where a phrase could take either"
                }
                let location = list.compactMap { app.valueTypes[$0.type]?.location }.last
                    ?? SourceLocation(file: app.directory, line: 1, column: 1)
                findings.append(Finding(diagnostic: .warning(message, at: location), isAppleRule: false))
            }
        }
        return findings
    }
}
