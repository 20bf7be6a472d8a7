extension Matcher {
    /// `readings` with the rivals of the best one that a comparison by sound
    /// rules out lowered below it by the ambiguity margin.
    ///
    /// Two readings of different meaning within `ambiguityMargin` are
    /// ambiguous: each template word heard counts for as much in one as in
    /// the other, and the words that tell them apart are a small part of
    /// each ("turn of the fan with tyde": "turn off the fan" and "turn on
    /// the fan" share all but one word). Here the utterance is compared
    /// with each phrase whole (`soundParts`: template words and values as
    /// the forms heard, the app's name left out), and the phrases with each
    /// other. Where the best reading's phrase is the nearest, and nearer
    /// than each rival's by at least `soundContrastNeeded` of the distance
    /// between the two ("of" is much nearer "off" than "on"), the rivals
    /// are lowered. Nothing changes where the sound favours a reading the
    /// alignment did not put first (the two measures disagree: ambiguous
    /// is the honest answer), where a rival is another app's (the app
    /// boundary judges that), where the best reading or a rival has no
    /// whole sound (free text, a value unsaid, the name out of its place),
    /// or where any rival is not told apart.
    ///
    /// `origins[i]` is the index in `found` that `readings[i]` came from;
    /// `heard` the sounds of the utterance's first `wordCount` words.
    func tellingApartBySound(
        _ readings: [Reading], origins: [Int], found: [Alignment], heard: UtteranceSounds, wordCount: Int
    ) -> [Reading] {
        let positives = readings.indices.filter { !index.entries[Int(readings[$0].entry)].isNegative }
        guard let best = positives.max(by: { readings[$0].score < readings[$1].score }) else { return readings }
        let near = positives.filter { readings[best].score - readings[$0].score <= parameters.ambiguityMargin }
        guard near.count > 1 else { return readings }
        let meaning = candidate(readings[best])
        let rivals = near.filter { !isCompatible(candidate(readings[$0]), meaning) }
        guard !rivals.isEmpty,
            rivals.allSatisfy({ index.entries[Int(readings[$0].entry)].app == index.entries[Int(readings[best].entry)].app })
        else { return readings }

        // Each phrase's sounds, and how far the utterance is from it.
        var phrases: [Int: [Phoneme]] = [:]
        var distance: [Int: Float] = [:]
        for k in Set(([best] + rivals).map { origins[$0] }) {
            guard let parts = soundParts(found[k], heard: heard, wordCount: wordCount) else { return readings }
            phrases[k] = Array(parts.phrase.joined())
            distance[k] = zip(parts.heard, parts.phrase).reduce(0) { sum, part in
                sum + (PhoneticDistance.distance(part.0, part.1) ?? .infinity)
            }
        }
        let said = origins[best]
        // A phrase read two ways (a value said with rivals) tells nothing apart.
        guard !rivals.contains(where: { origins[$0] == said }) else { return readings }
        for k in Set(rivals.map { origins[$0] }) {
            let apart = PhoneticDistance.distance(phrases[said]!, phrases[k]!) ?? 0
            guard apart > 0, (distance[k]! - distance[said]!) / apart >= Float(parameters.soundContrastNeeded) else { return readings }
        }
        var told = readings
        for i in rivals {
            told[i].score = min(told[i].score, readings[best].score - parameters.ambiguityMargin - parameters.soundContrastGap)
        }
        return told
    }
}
