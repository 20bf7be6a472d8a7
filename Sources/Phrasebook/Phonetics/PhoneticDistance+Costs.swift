extension PhoneticDistance {
    /// Every number of the phonetic distance, in one place.
    ///
    /// Costs are in [0, 1]: 0 for the same sound, about 0.2–0.35 for the
    /// sounds recognisers and listeners swap (`T`/`D`, `M`/`N`, `AH`/`IH`),
    /// 1 for a vowel heard as a consonant. A substitution's cost comes from
    /// the articulatory features (`Phoneme+Features.swift`): a base for
    /// the kind of difference and a step for each place, height or
    /// backness apart; `pairs` then sets the well-known confusions
    /// directly. The numbers are a first guess from phonetics, to be tuned
    /// against real recogniser transcripts.
    enum Costs {
        // MARK: Consonant for consonant

        /// The same place and manner, voiced against voiceless: `T`/`D`, `S`/`Z`.
        static let voicing: Float = 0.25
        /// The same manner, by place: `P`/`T` is 0.45 + 3 × 0.08.
        static let sameManner: Float = 0.45
        static let placeStep: Float = 0.08
        /// Added when voicing differs as well as place or manner.
        static let voicingToo: Float = 0.12
        /// Different manners, before the place steps.
        static func manners(_ a: Phoneme.Manner, _ b: Phoneme.Manner) -> Float {
            switch Set([a, b]) {
            case [.stop, .affricate]: 0.45
            case [.affricate, .fricative]: 0.35
            case [.stop, .fricative]: 0.55
            case [.stop, .nasal]: 0.6
            case [.lateral, .rhotic]: 0.4
            case [.rhotic, .glide]: 0.45
            case [.lateral, .glide]: 0.55
            case [.nasal, .lateral], [.nasal, .rhotic]: 0.65
            default: 0.8
            }
        }

        // MARK: Vowel for vowel

        /// Any two different vowels, before the steps.
        static let vowelBase: Float = 0.12
        static let heightStep: Float = 0.07
        static let backnessStep: Float = 0.1
        static let rounding: Float = 0.08
        /// One of the two is r-coloured (`ER`).
        static let rhoticity: Float = 0.15
        /// A diphthong against a monophthong, or two diphthongs gliding to different places.
        static let glide: Float = 0.15
        /// The most two vowels cost, however far apart.
        static let vowelCeiling: Float = 0.7
        /// The vowels English reduces to, and so the ones a recogniser
        /// swaps freely: any two of `AH IH EH ER UH` cost at most this.
        static let reducedVowels: Float = 0.25
        /// A diphthong against the vowel it starts from: `AY`/`AA`, `EY`/`EH`, `OW`/`AO`.
        static let diphthongStart: Float = 0.25

        // MARK: Vowel for consonant

        static let vowelForConsonant: Float = 1.0

        // MARK: Named pairs, which override the above

        static let pairs: [(Phoneme, Phoneme, Float)] = [
            // Dental fricatives, heard as their neighbours.
            (.dh, .z, 0.3), (.dh, .d, 0.3), (.th, .t, 0.35), (.th, .s, 0.35),
            (.th, .f, 0.3), (.dh, .v, 0.35), (.th, .d, 0.4),
            // Nasals.
            (.m, .n, 0.3), (.n, .ng, 0.3), (.m, .ng, 0.35),
            // Sibilants by place.
            (.s, .sh, 0.35), (.z, .zh, 0.35), (.ch, .sh, 0.35), (.jh, .zh, 0.35),
            // Liquids and glides.
            (.l, .r, 0.4), (.w, .r, 0.45), (.w, .v, 0.5),
            // Semivowels for their vowels.
            (.y, .iy, 0.25), (.y, .ih, 0.45), (.w, .uw, 0.25), (.w, .uh, 0.4), (.er, .r, 0.25),
            // A syllabic `L` or `N` heard as schwa and consonant is an
            // insertion; a vowel for them is far, as the default says.
        ]

        // MARK: Insertion and deletion

        /// The cost of hearing a phoneme that was not said, or missing one
        /// that was: cheap for the sounds that come and go in speech (schwa,
        /// `HH`, `T` and `D` in clusters, `R` after a consonant or a vowel,
        /// `N` of an unstressed `in`), 1 for strong ones.
        static func indel(_ p: Phoneme) -> Float {
            switch p {
            case .ah: 0.35
            case .ih: 0.45
            case .hh: 0.4
            case .er, .eh, .uh: 0.6
            case .y: 0.5
            case .r: 0.55
            case .t, .d, .n: 0.6
            case .dh, .w: 0.7
            case .l: 0.75
            case .aa, .ae, .ao, .iy, .uw: 0.75
            case .aw, .ay, .ey, .ow, .oy: 0.8
            default: 1.0
            }
        }

        /// Two adjacent phonemes heard in the other order: `AE S K`/`AE K S`.
        static let swap: Float = 0.6
    }

    /// `Costs` worked out for every phoneme and pair, once: one value, so
    /// that a distance reads one global. `learned` lays the costs learnt
    /// from recogniser transcripts (`LearnedCosts`) over the ones from
    /// phonetics; without it, the tables are the prior the learning starts
    /// from.
    package struct Tables: Sendable {
        /// Row `a`, column `b`: `substitution[a * 39 + b]`.
        package let substitution: [Float]
        package let indel: [Float]
        /// How much each phoneme counts in a sequence's weighted length, the
        /// scale of similarity: the prior's insertion costs, learned or not,
        /// so that cheaper edits make sounds more alike, not a scale smaller.
        package let weight: [Float]
        /// The least insertion or deletion cost, which bounds the band.
        let minimumIndel: Float
        /// The greatest weight, which bounds a sequence's weighted length.
        let maximumWeight: Float
        /// For each phoneme, the cheapest way to hear it out of nothing:
        /// inserting it, or inserting another and substituting, step by
        /// step. Two phonemes' potentials differ by no more than their
        /// substitution costs, and none is more than its insertion cost, so
        /// no edit changes a sequence's summed potential by more than the
        /// edit costs (`PhoneticDistance.isUnbalanced`).
        let potential: [Float]

        package init(learned: Bool = true) {
            var table = [Float](repeating: 0, count: Phoneme.count * Phoneme.count)
            for a in Phoneme.allCases {
                for b in Phoneme.allCases {
                    table[Int(a.rawValue) * Phoneme.count + Int(b.rawValue)] = featureCost(a, b)
                }
            }
            for (a, b, cost) in Costs.pairs {
                table[Int(a.rawValue) * Phoneme.count + Int(b.rawValue)] = cost
                table[Int(b.rawValue) * Phoneme.count + Int(a.rawValue)] = cost
            }
            weight = Phoneme.allCases.map(Costs.indel)
            var indel = weight
            if learned {
                for (a, b, cost) in LearnedCosts.substitutions {
                    table[Int(a.rawValue) * Phoneme.count + Int(b.rawValue)] = cost
                    table[Int(b.rawValue) * Phoneme.count + Int(a.rawValue)] = cost
                }
                for (p, cost) in LearnedCosts.indels { indel[Int(p.rawValue)] = cost }
            }
            substitution = table
            self.indel = indel
            minimumIndel = indel.min() ?? 1
            maximumWeight = weight.max() ?? 1
            // Shortest paths from nothing (Bellman–Ford over 39 phonemes,
            // once): either order of a pair is an edge of the cheaper cost.
            var potential = indel
            var changed = true
            while changed {
                changed = false
                for p in 0..<Phoneme.count {
                    for q in 0..<Phoneme.count {
                        let step = min(table[p * Phoneme.count + q], table[q * Phoneme.count + p])
                        if potential[q] + step < potential[p] {
                            potential[p] = potential[q] + step
                            changed = true
                        }
                    }
                }
            }
            self.potential = potential
        }
    }

    static let tables = Tables()
    /// `tables.minimumIndel` and `tables.maximumWeight`, read on their own:
    /// reading them through `tables` copies the tables' arrays' references.
    static let minimumIndel = tables.minimumIndel
    static let maximumWeight = tables.maximumWeight

    /// The substitution cost from the features alone.
    private static func featureCost(_ a: Phoneme, _ b: Phoneme) -> Float {
        if a == b { return 0 }
        switch (a.features, b.features) {
        case (.consonant(let x), .consonant(let y)):
            let steps = Float(abs(x.place.rawValue - y.place.rawValue))
            if x.manner == y.manner && x.place == y.place { return Costs.voicing }
            var cost = x.manner == y.manner ? Costs.sameManner : Costs.manners(x.manner, y.manner)
            cost += steps * Costs.placeStep
            if x.isVoiced != y.isVoiced { cost += Costs.voicingToo }
            return min(cost, 1)
        case (.vowel(let x), .vowel(let y)):
            if a.diphthongStart == b || b.diphthongStart == a { return Costs.diphthongStart }
            var cost = Costs.vowelBase
            cost += Float(abs(x.height.rawValue - y.height.rawValue)) * Costs.heightStep
            cost += Float(abs(x.backness.rawValue - y.backness.rawValue)) * Costs.backnessStep
            if x.isRounded != y.isRounded { cost += Costs.rounding }
            if x.isRhotic != y.isRhotic { cost += Costs.rhoticity }
            if x.glide != y.glide { cost += Costs.glide }
            cost = min(cost, Costs.vowelCeiling)
            if isReduced(a) && isReduced(b) { cost = min(cost, Costs.reducedVowels) }
            return cost
        default:
            return Costs.vowelForConsonant
        }
    }

    private static func isReduced(_ p: Phoneme) -> Bool {
        p == .ah || p == .ih || p == .eh || p == .er || p == .uh
    }
}
