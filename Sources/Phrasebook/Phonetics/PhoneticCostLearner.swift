import Foundation

/// Learns the phonetic distance's costs from what a recogniser really
/// wrote: `make phonetic-costs` (`Sources/phonetic-costs`) runs it on the
/// tuning part of the evaluation set's transcripts and writes
/// `PhoneticDistance+Learned.swift`; `PhoneticCostLearningTests` checks
/// that the file is what the data gives.
///
/// Each pair is the text a TTS voice said beside the recogniser's best
/// reading of it; both become phonemes by our own letter-to-sound rules, as
/// the matcher sees them, so what is learnt is how the phonemes of what was
/// said relate to the phonemes of what was written.
///
/// Hard-EM: align every pair with the current costs, count substitutions,
/// insertions and deletions, turn counts into costs, align again (a few
/// rounds, from the phonetic prior each time, so the result does not depend
/// on the table already checked in). A cost is a negative log rate on the
/// prior's scale: rate `r` of hearing one phoneme for the other (or of one
/// coming or going) against the rate `s` of a phoneme heard as itself,
/// `cost = ln(s / r) / L`, with `L` fitted so that the prior's costs and the
/// data agree as well as they can where the data has much to say. Rates are
/// smoothed towards the prior's (`pseudoCount` observations of it), so a
/// pair seen rarely keeps about the prior's cost.
package struct PhoneticCostLearner {
    static let rounds = 4
    /// How many observations the prior's rate counts as.
    static let pseudoCount = 40.0
    /// Pairs whose whole utterances sound less alike than this (with the
    /// prior) are too garbled to align phoneme by phoneme.
    static let minimumPairSimilarity = 0.45
    /// Bounds of a learned cost; an insertion or deletion stays at least
    /// the prior's cheapest, which bounds the distance's band.
    static let substitutionRange: ClosedRange<Float> = 0.08...1
    static let indelRange: ClosedRange<Float> = 0.35...1
    /// How far an insertion or deletion cost moves from the prior's towards
    /// the learned one: all the way lets recognisers' dropped sounds make
    /// unrelated speech alike (Docs/phonetics.md has the measurements).
    static let indelShare = 0.3
    /// A learned cost within this of the prior's is left to the prior.
    static let unchanged: Float = 0.02

    var substitution: [Float]
    var indel: [Float]
    let prior: PhoneticDistance.Tables

    package struct Result {
        package var report: String
        package var source: String
    }

    package struct Pair {
        package var said: [Phoneme]
        package var heard: [Phoneme]
        package var weight: Double

        package init(said: [Phoneme], heard: [Phoneme], weight: Double) {
            self.said = said
            self.heard = heard
            self.weight = weight
        }
    }

    /// The tuning rows of a transcript table (`Tests/Evaluation/transcripts/*.tsv`:
    /// a header line, then tab-separated rows with `spoken`, `transcript`
    /// and `split`), each as the phonemes said and heard; rows where either
    /// is empty are left out, and rows of the lines `notLearnt` names
    /// (their `phrase` key).
    package static func tuningPairs(fromTable text: String, notLearnt: Set<String> = []) -> [Pair] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().map(String.init)
        guard let spoken = header.firstIndex(of: "spoken"), let transcript = header.firstIndex(of: "transcript"),
            let split = header.firstIndex(of: "split")
        else { return [] }
        let key = header.firstIndex(of: "phrase")
        func phonemes(_ text: some StringProtocol) -> [Phoneme] {
            Normalizer.tokens(String(text)).flatMap { LetterToSound.phonemes(of: $0) }
        }
        return lines.compactMap { cells in
            guard cells.count == header.count, cells[split] == "tuning", !(key.map { notLearnt.contains(String(cells[$0])) } ?? false) else {
                return nil
            }
            let said = phonemes(cells[spoken]), heard = phonemes(cells[transcript])
            return said.isEmpty || heard.isEmpty ? nil : Pair(said: said, heard: heard, weight: 1)
        }
    }

    /// The keys of `not-learnt.txt` (one a line, `#` comments).
    package static func notLearntKeys(fromList text: String) -> Set<String> {
        Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    package static func learn(_ pairs: [Pair]) -> Result {
        let prior = PhoneticDistance.Tables(learned: false)
        var learner = PhoneticCostLearner(substitution: prior.substitution, indel: prior.indel, prior: prior)
        let usable = pairs.filter { learner.similarity($0.said, $0.heard) >= Self.minimumPairSimilarity }
        var report = "\(usable.count) of \(pairs.count) tuning transcripts aligned\n"
        for round in 1...Self.rounds {
            var counts = Counts()
            for pair in usable { learner.count(pair, into: &counts) }
            let scale = learner.update(from: counts)
            report += "round \(round): \(counts.columns) columns, \(String(format: "%.1f", 100 * counts.matchRate))% heard as said, scale L = \(String(format: "%.2f", scale))\n"
        }
        return Result(report: report + learner.changes, source: learner.source)
    }

    struct Counts {
        var said = [Double](repeating: 0, count: Phoneme.count)
        var heard = [Double](repeating: 0, count: Phoneme.count)
        var matched = 0.0
        var substituted = [Double](repeating: 0, count: Phoneme.count * Phoneme.count)
        var deleted = [Double](repeating: 0, count: Phoneme.count)
        var inserted = [Double](repeating: 0, count: Phoneme.count)
        var columns = 0
        var matchRate: Double { matched / max(1, said.reduce(0, +)) }
    }

    func similarity(_ a: [Phoneme], _ b: [Phoneme]) -> Double {
        let scale = max(a.reduce(0) { $0 + prior.weight[Int($1.rawValue)] }, b.reduce(0) { $0 + prior.weight[Int($1.rawValue)] })
        return max(0, 1 - Double(alignment(a, b).cost / scale))
    }

    /// The cheapest alignment, as (said, heard) columns, `nil` for a gap.
    func alignment(_ a: [Phoneme], _ b: [Phoneme]) -> (cost: Float, columns: [(Phoneme?, Phoneme?)]) {
        let n = a.count, m = b.count, w = m + 1
        var dp = [Float](repeating: .infinity, count: (n + 1) * w)
        var step = [UInt8](repeating: 0, count: (n + 1) * w)  // 1 diagonal, 2 delete, 3 insert
        dp[0] = 0
        for i in 0...n {
            for j in 0...m {
                let k = i * w + j
                if i > 0, j > 0 {
                    let c = dp[k - w - 1] + substitution[Int(a[i - 1].rawValue) * Phoneme.count + Int(b[j - 1].rawValue)]
                    if c < dp[k] { dp[k] = c; step[k] = 1 }
                }
                if i > 0 {
                    let c = dp[k - w] + indel[Int(a[i - 1].rawValue)]
                    if c < dp[k] { dp[k] = c; step[k] = 2 }
                }
                if j > 0 {
                    let c = dp[k - 1] + indel[Int(b[j - 1].rawValue)]
                    if c < dp[k] { dp[k] = c; step[k] = 3 }
                }
            }
        }
        var columns: [(Phoneme?, Phoneme?)] = []
        var i = n, j = m
        while i > 0 || j > 0 {
            switch step[i * w + j] {
            case 1: columns.append((a[i - 1], b[j - 1])); i -= 1; j -= 1
            case 2: columns.append((a[i - 1], nil)); i -= 1
            default: columns.append((nil, b[j - 1])); j -= 1
            }
        }
        return (dp[n * w + m], columns.reversed())
    }

    func count(_ pair: Pair, into counts: inout Counts) {
        let w = pair.weight
        for (a, b) in alignment(pair.said, pair.heard).columns {
            counts.columns += 1
            if let a { counts.said[Int(a.rawValue)] += w }
            if let b { counts.heard[Int(b.rawValue)] += w }
            switch (a, b) {
            case (let a?, let b?) where a == b: counts.matched += w
            case (let a?, let b?): counts.substituted[Int(a.rawValue) * Phoneme.count + Int(b.rawValue)] += w
            case (let a?, nil): counts.deleted[Int(a.rawValue)] += w
            case (nil, let b?): counts.inserted[Int(b.rawValue)] += w
            default: break
            }
        }
    }

    /// New costs from `counts`; returns the scale `L`.
    mutating func update(from counts: Counts) -> Double {
        let stay = counts.matchRate
        let k = Self.pseudoCount
        let p = Phoneme.count
        // Raw rates and their evidence, for substitutions (a < b) and indels.
        var observations: [(rate: Double, opportunities: Double, prior: Float, isIndel: Bool, a: Int, b: Int)] = []
        for a in 0..<p {
            for b in (a + 1)..<p {
                let confused = counts.substituted[a * p + b] + counts.substituted[b * p + a]
                observations.append((confused / max(1, counts.said[a] + counts.said[b]), counts.said[a] + counts.said[b],
                                     prior.substitution[a * p + b], false, a, b))
            }
            let gone = counts.deleted[a] + counts.inserted[a]
            observations.append((gone / max(1, counts.said[a] + counts.heard[a]), counts.said[a] + counts.heard[a], prior.indel[a], true, a, a))
        }
        // L: least squares of ln(stay / rate) ≈ cost · L over well-observed, seen pairs.
        var xy = 0.0, xx = 0.0
        for o in observations where o.rate > 0 && o.rate * o.opportunities >= 5 {
            let y = log(stay / o.rate)
            xy += Double(o.prior) * y
            xx += Double(o.prior) * Double(o.prior)
        }
        let scale = xx > 0 ? max(1, xy / xx) : 6
        for o in observations {
            // The prior's rate, and the data's, smoothed towards it.
            let priorRate = stay * exp(-Double(o.prior) * scale)
            let rate = (o.rate * o.opportunities + k * priorRate) / (o.opportunities + k)
            let range = o.isIndel ? Self.indelRange : Self.substitutionRange
            let cost = min(o.prior, range.upperBound, max(range.lowerBound, Float(log(stay / rate) / scale)))
            if o.isIndel {
                indel[o.a] = o.prior + Float(Self.indelShare) * (cost - o.prior)
            } else {
                substitution[o.a * p + o.b] = cost
                substitution[o.b * p + o.a] = cost
            }
        }
        return scale
    }

    /// Costs that differ from the prior's, rounded as the source writes them.
    var differences: (substitutions: [(Phoneme, Phoneme, Float)], indels: [(Phoneme, Float)]) {
        let p = Phoneme.count
        var substitutions: [(Phoneme, Phoneme, Float)] = []
        var indels: [(Phoneme, Float)] = []
        for a in 0..<p {
            for b in (a + 1)..<p where abs(substitution[a * p + b] - prior.substitution[a * p + b]) > Self.unchanged {
                substitutions.append((Phoneme(rawValue: UInt8(a))!, Phoneme(rawValue: UInt8(b))!, (substitution[a * p + b] * 100).rounded() / 100))
            }
            if abs(indel[a] - prior.indel[a]) > Self.unchanged {
                indels.append((Phoneme(rawValue: UInt8(a))!, (indel[a] * 100).rounded() / 100))
            }
        }
        return (substitutions, indels)
    }

    var changes: String {
        let (substitutions, indels) = differences
        let p = Phoneme.count
        var lines = "\(substitutions.count) substitution costs and \(indels.count) insertion/deletion costs differ from the prior\n"
        for (a, b, cost) in substitutions.sorted(by: { abs($0.2 - prior.substitution[Int($0.0.rawValue) * p + Int($0.1.rawValue)]) > abs($1.2 - prior.substitution[Int($1.0.rawValue) * p + Int($1.1.rawValue)]) }).prefix(40) {
            lines += "  \(a.symbol)/\(b.symbol): \(prior.substitution[Int(a.rawValue) * p + Int(b.rawValue)]) → \(cost)\n"
        }
        for (ph, cost) in indels { lines += "  ±\(ph.symbol): \(prior.indel[Int(ph.rawValue)]) → \(cost)\n" }
        return lines
    }

    var source: String {
        let (substitutions, indels) = differences
        func number(_ x: Float) -> String { String(format: "%.2f", x) }
        var text = """
            // Generated by `make phonetic-costs` (Sources/phonetic-costs, PhoneticCostLearner)
            // from the tuning part of Tests/Evaluation/transcripts: do not edit.

            extension PhoneticDistance {
                /// Costs learnt from what pocketsphinx wrote for synthesized speech,
                /// where they differ from the prior's (`Costs`) by more than \(number(Self.unchanged)).
                enum LearnedCosts {
                    static let substitutions: [(Phoneme, Phoneme, Float)] = [

            """
        for (a, b, cost) in substitutions {
            text += "            (.\(String(describing: a).lowercased()), .\(String(describing: b).lowercased()), \(number(cost))),\n"
        }
        text += "        ]\n        static let indels: [(Phoneme, Float)] = [\n"
        for (p, cost) in indels { text += "            (.\(String(describing: p).lowercased()), \(number(cost))),\n" }
        text += "        ]\n    }\n}\n"
        return text
    }
}
