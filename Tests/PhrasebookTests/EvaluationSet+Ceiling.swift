@testable import Phrasebook

extension EvaluationSet {
    /// The most of `category` (`survived` or `survivedNBest`) in `split`
    /// that can be right while a phrase with the app's name needs it named
    /// (SPEC §4): the share of its transcripts that `hearsAppName`.
    func nameCeiling(_ category: Category, _ split: Split, in catalog: Catalog, parameters: MatchParameters = MatchParameters()) -> (heard: Int, cases: Int) {
        var heard = 0, total = 0
        for item in cases where item.categories.contains(category) && item.split == split {
            guard let isHeard = Self.hearsAppName(item, in: catalog, parameters: parameters) else { continue }
            total += 1
            if isHeard { heard += 1 }
        }
        return (heard, total)
    }

    /// Whether `item`'s template has no name, or some run of words (of some
    /// hypothesis) sounds like the expected app's name at least
    /// `parameters.weakAppNameSimilarity`: what the app boundary lets
    /// through at its measured tolerance. Nil when no app is expected.
    static func hearsAppName(_ item: Case, in catalog: Catalog, parameters: MatchParameters = MatchParameters()) -> Bool? {
        guard case .answer(let answer) = item.expected, let name = answer.app,
            let app = catalog.apps.firstIndex(where: { $0.name == name })
        else { return nil }
        guard item.templateNamesApp else { return true }
        let texts: [String]
        switch item.input {
        case .text(let text): texts = [text]
        case .hypotheses(let list): texts = list.map(\.text)
        }
        return texts.contains { text in
            var search = FlexibleSearch(index: catalog.index, tokens: Normalizer.tokens(text), language: "en", parameters: parameters)
            return !search.appMentions(of: [Int32(app)]).mentions(of: Int32(app)).isEmpty
        }
    }
}
