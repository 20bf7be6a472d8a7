extension Catalog {
    /// Matches one utterance — a line of transcript text — against every app.
    ///
    /// Exact phrases first (confidence 1.0); then, unless `options` asks for
    /// exact matches only, flexible matching.
    ///
    /// - Complexity: O(*n*) in the utterance's token count for exact matches,
    ///   independent of how many phrases are indexed.
    public func match(_ utterance: String, options: MatchOptions = MatchOptions()) -> MatchResult {
        let tokens = Normalizer.tokens(utterance)
        guard !tokens.isEmpty else { return .noMatch }
        var restrictTo: Int32?
        if let app = options.app {
            guard let number = appNumber(named: app) else {
                return .error(code: "unknown-app", message: "no app named '\(app)'")
            }
            restrictTo = Int32(number)
        }
        let exact = exactReadings(tokens, app: restrictTo)
        if !exact.isEmpty {
            return resolve(exact, margin: 0, options: options)
        }
        return .noMatch
    }

    /// The readings whose expansion is exactly `tokens`, each with score 1.
    func exactReadings(_ tokens: [String], app: Int32?) -> [Reading] {
        var search = ExactSearch(index: index, tokens: tokens)
        search.run()
        var readings: [Reading] = []
        var seen = Set<[String]>()
        for hit in search.hits {
            let entry = index.entries[Int(hit.entry)]
            if let app, entry.app != app { continue }
            for parameters in parameterChoices(hit, entry: entry, tokens: tokens) {
                let key = [String(hit.entry)] + parameters.flatMap { [$0.name, $0.value.value] }
                guard seen.insert(key).inserted else { continue }
                readings.append(Reading(entry: hit.entry, parameters: parameters, score: 1))
            }
        }
        return readings
    }

    /// Every assignment of values a hit's captures allow: a form shared by two
    /// values (two projects called `website`) gives two readings.
    private func parameterChoices(_ hit: ExactSearch.Hit, entry: PhraseIndex.Entry, tokens: [String]) -> [[MatchResult.NamedValue]] {
        var choices: [[MatchResult.NamedValue]] = [[]]
        for (capture, name) in zip(hit.captures, entry.slotParameters) {
            guard let name else { continue }  // the app's name
            var options: [MatchResult.NamedValue] = []
            switch capture {
            case .values(let list, let forms):
                let valueList = index.lists[Int(list)]
                var seen = Set<Int32>()
                for form in forms {
                    let v = valueList.forms[Int(form)].value
                    guard seen.insert(v).inserted else { continue }
                    let value = valueList.values[Int(v)]
                    options.append(.init(name: name, value: ParameterValue(value: value.id, title: value.title)))
                }
            case .text(let span):
                let text = tokens[span].joined(separator: " ")
                options.append(.init(name: name, value: ParameterValue(value: text, title: text)))
            }
            choices = choices.flatMap { prefix in options.map { prefix + [$0] } }
        }
        return choices
    }
}
