extension LetterToSound {
    /// The third pass: which vowel carries the word's stress, and the
    /// reduced (schwa) quality of the unstressed ones.
    ///
    /// English stress follows rules of thumb that spelling alone supports
    /// only in part; these are the ones that pay off against the dictionary:
    /// - a rule may name the stressed vowel (`-tion`, `-ity` and `-ic` stress
    ///   the vowel before them; `-ee`, `-oon` stress themselves), and the
    ///   last such vowel wins;
    /// - otherwise the first vowel that is not weak takes it, except that a
    ///   short vowel in an open first syllable gives it up to a long vowel
    ///   right after it (`about`, `today`, `alone`, `return`);
    /// - before the stress, every other syllable keeps a secondary stress
    ///   and its full vowel (`conversation`); the other reducible vowels
    ///   become their reduced form (`AE/AH` → `AH`), and a vowel reduced to
    ///   `ER` swallows the `R` written after it.
    enum Stress {
        static func apply(to segments: UnsafeMutableBufferPointer<Segment>) -> [Phoneme] {
            let primary = primaryStress(in: segments)
            // Nuclei before the primary, counted back from it: the second,
            // fourth… keep their full quality (secondary stress).
            var nucleiBefore = 0
            if let primary {
                for i in 0..<primary where segments[i].isVowel { nucleiBefore += 1 }
            }
            return [Phoneme](unsafeUninitializedCapacity: segments.count) { out, written in
                written = 0
                var nucleus = 0
                var i = 0
                while i < segments.count {
                    let segment = segments[i]
                    i += 1
                    var phoneme = segment.phoneme
                    if segment.isVowel {
                        let distance = nucleiBefore - nucleus   // > 0 before the primary
                        nucleus += 1
                        if segment.kind == .reducible, i - 1 != primary, distance <= 0 || distance % 2 == 1,
                           !isHeavy(i - 1, in: segments) {
                            phoneme = segment.reduced
                            if phoneme == .er, i < segments.count, segments[i].phoneme == .r { i += 1 }
                        }
                    } else if written > 0, out[written - 1] == phoneme {
                        continue   // a doubled consonant across rules: `misspell`
                    }
                    out[written] = phoneme
                    written += 1
                }
            }
        }

        /// The index of the segment with the primary stress, if any vowel can take it.
        static func primaryStress(in segments: UnsafeMutableBufferPointer<Segment>) -> Int? {
            var first: Int?
            var second: Int?
            var firstNucleus: Int?
            var forced: Int?
            var nuclei = 0
            var lastStressable: Int?
            var beforeLastStressable: Int?
            for i in segments.indices where segments[i].isVowel {
                nuclei += 1
                if firstNucleus == nil { firstNucleus = i }
                switch segments[i].kind {
                case .stressed: forced = i
                case .strong, .reducible:
                    if first == nil { first = i } else if second == nil { second = i }
                    beforeLastStressable = lastStressable
                    lastStressable = i
                default: break
                }
            }
            if let forced { return forced }
            guard let first else { return nil }
            if nuclei >= 3, let last = segments.last, last.isVowel, !(last.kind == .weak && last.phoneme == .iy) {
                // Words ending in a vowel (`banana`, `tomato`, most names
                // from Italian and Spanish) stress the syllable before it.
                let candidate = lastStressable == segments.count - 1 ? beforeLastStressable : lastStressable
                if let candidate {
                    // …with the vowel values of those languages in an open
                    // syllable: `kyoto`, `bikini`, `alioto`.
                    if segments[candidate].kind == .reducible, isOpen(candidate, in: segments) {
                        switch segments[candidate].phoneme {
                        case .ih: segments[candidate].phoneme = .iy
                        case .aa: segments[candidate].phoneme = .ow
                        case .ah: segments[candidate].phoneme = .uw
                        case .ae: segments[candidate].phoneme = .aa
                        default: break
                        }
                    }
                    return candidate
                }
            }
            if let second, first == firstNucleus, segments[first].kind == .reducible,
               segments[second].kind == .strong, segments[second].phoneme.vowel?.isTense == true,
               isOpen(first, in: segments)
            {
                return second
            }
            return first
        }

        /// Whether the syllable of the vowel at `i` is closed by two or more
        /// consonants (a plural or past ending does not count: `opens`).
        static func isHeavy(_ i: Int, in segments: UnsafeMutableBufferPointer<Segment>) -> Bool {
            consonants(after: i, in: segments).count >= 2
        }

        /// Whether exactly one consonant follows the vowel at `i`, then another vowel.
        private static func isOpen(_ i: Int, in segments: UnsafeMutableBufferPointer<Segment>) -> Bool {
            let after = consonants(after: i, in: segments)
            return after.count == 1 && after.inflections == 0 && after.isBeforeVowel
        }

        /// The consonants between the vowel at `i` and the next vowel or the
        /// end, not counting inflections, which are counted apart.
        private static func consonants(
            after i: Int, in segments: UnsafeMutableBufferPointer<Segment>
        ) -> (count: Int, inflections: Int, isBeforeVowel: Bool) {
            var count = 0, inflections = 0
            var j = i + 1
            while j < segments.count && !segments[j].isVowel {
                if segments[j].kind == .inflection { inflections += 1 } else { count += 1 }
                j += 1
            }
            return (count, inflections, j < segments.count)
        }
    }
}
