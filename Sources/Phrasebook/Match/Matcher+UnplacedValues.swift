extension Matcher {
    /// A value the speaker said that the reading did not place: a run of
    /// words it leaves over that sounds like a value of a parameter the
    /// intent has and the reading lacks ("8 pounds" for "8 ounce", in a
    /// reading of "Make me a ${roast} iced ${drink}" that has no size), or
    /// words beside a slot the reading left unsaid ("small marker" for
    /// "small mocha"). Acting without it would drop what was said.
    struct UnplacedValue {
        var parameter: Parameter
        /// The parameter's values the words sound like, most alike first,
        /// with how alike (none for words beside an unsaid slot that sound
        /// like no value: a value said unlike any listed one).
        var candidates: [(value: Value, similarity: Double)]
    }

    /// Stage 8b: the first value `reading` leaves unplaced, for a parameter
    /// of `intent` that `invocation` lacks, or `nil` where every run of
    /// words it leaves over is plainly nothing such a parameter could hold.
    ///
    /// A run sounds like a value where some part of it is at least
    /// `unplacedValueSimilarity` alike to one of the value's forms, by
    /// sound — at least `slotPlaceSimilarity` where the run was said where
    /// the same phrase with the parameter's slot added has it
    /// (`isInSlotPlace`) — or says a word of the list's forms as it is
    /// written (not a minor word: "eight" of "eight ounce"). Words the
    /// reading heard within the command for a template word they are
    /// hardly alike to (`unlikeWordSimilarity`) join the runs beside them
    /// for the slot's place alone. Fillers and a word said twice at a
    /// run's ends are no part of it; of several
    /// parameters, the one the run sounds most like is asked for. Only
    /// short lists are heard this way (an enum's cases, a few suggested
    /// entities: `ValueList.sounds`); a long entity list is read from the
    /// words as written (`App.valueSaid`).
    ///
    /// - Complexity: O(*r* · *f* · *w*) alignments of sounds for *r* runs
    ///   left over, *f* forms of the lacking parameters' lists, *w* words.
    func unplacedValue(
        in reading: Reading, invocation: MatchResult.Invocation, intent: Intent, app: App, appNumber: Int32, pool: [Reading] = []
    ) -> UnplacedValue? {
        // The words nothing explains: those left over, and those heard in
        // a template word's place and hardly alike to it within the
        // command (`unlikeWordSimilarity`: "naché" for "at" of "Book a
        // ${service} at …", in "book a haircut with naché in snipsy"; not
        // "hide" for "I'd" at its start, where a recogniser's noise goes).
        let unlike = reading.unlike & innerWords(of: reading)
        let unexplained = reading.leftOver | unlike
        // Every word placed and no slot left unsaid: nothing to place.
        guard unexplained != 0 || reading.unsaidParameter != nil else { return nil }
        let lacking = intent.parameters.filter { invocation.parameter($0.name) == nil }
        guard !lacking.isEmpty else { return nil }
        // A slot left unsaid beside words nothing explains: those words may
        // be its value, said unlike any listed one.
        if parameters.asksForUnheardValues > 0, let name = reading.unsaidParameter,
            let parameter = lacking.first(where: { $0.name == name })
        {
            return UnplacedValue(parameter: parameter, candidates: [])
        }
        guard unexplained != 0, parameters.unplacedValueSimilarity <= 1 else { return nil }
        let fillers = fillers(of: reading)
        let sounds = UtteranceSounds(reading.words, index: index)
        // The runs left over first; then those with words heard unlike the
        // template's, which are a value only where the parameter's slot
        // is (`isInSlotPlace`): elsewhere they said the template's word.
        let runsLeftOver = runs(of: reading.leftOver, in: reading).map { (run: $0, isHeardUnlike: false) }
        let runsHeardUnlike = unlike == 0 ? [] : runs(of: unexplained, in: reading)
            .filter { run in run.contains { $0 < 64 && unlike & 1 << UInt64($0) != 0 } }.map { (run: $0, isHeardUnlike: true) }
        for (run, isHeardUnlike) in runsLeftOver + runsHeardUnlike {
            // Fillers at the run's ends say nothing, nor a word said twice
            // ("a single single shot").
            let words = reading.words
            var lower = run.lowerBound, upper = run.upperBound
            while lower < upper, fillers.contains(words[lower]) || lower > 0 && words[lower] == words[lower - 1] { lower += 1 }
            while upper > lower, fillers.contains(words[upper - 1]) || upper < words.count && words[upper - 1] == words[upper] { upper -= 1 }
            guard lower < upper else { continue }
            // Between words the phrase placed, not before or after them all
            // (where "please" and "asap" go): said within the command.
            let loose = isHeardUnlike ? unexplained : reading.leftOver
            let isPlaced = { (k: Int) in k >= 64 || loose & 1 << UInt64(k) == 0 }
            let isInside = (0..<lower).contains(where: isPlaced) && (upper..<words.count).contains(where: isPlaced)
            // Of the parameters the run may be a value of, the one whose
            // list it says a word of, else the one it sounds most like.
            var found: (value: UnplacedValue, rank: (Int, Double))?
            for parameter in lacking where parameter.kind == .entity || parameter.kind == .enumeration {
                guard let number = index.list(ofApp: appNumber, typeName: parameter.typeName), let forms = index.lists[Int(number)].sounds
                else { continue }
                let list = index.lists[Int(number)]
                // A word of the list's as written ("eight" of "eight ounce"),
                // not a minor one: part of a value said.
                let saysListWord = (lower..<upper).contains { k in
                    !PhraseIndex.minorWords.contains(reading.words[k]) && index.vocabulary.id(of: reading.words[k]).map(list.contains(word:)) == true
                }
                var best: [Int32: Double] = [:]
                for form in forms {
                    let value = list.value(of: form)
                    for start in lower..<upper {
                        for end in (start + 1)...min(upper, start + form.wordCount + 1) {
                            let alike = sounds.similarity(of: form, to: start..<end)
                            if alike > best[value] ?? 0 { best[value] = alike }
                        }
                    }
                }
                let alike = best.values.max() ?? 0
                let isValueSaid = saysListWord || alike >= parameters.unplacedValueSimilarity
                    || alike >= parameters.innerValueSimilarity && isInside
                guard !isHeardUnlike && isValueSaid
                    || alike >= parameters.slotPlaceSimilarity && isInSlotPlace(
                        lower..<upper, of: parameter, reading: reading, pool: pool, isInside: isInside, isHeardAround: isHeardUnlike)
                else { continue }
                let candidates = best.sorted { $0.value > $1.value || $0.value == $1.value && $0.key < $1.key }
                    .map { (value: list.values[Int($0.key)], similarity: $0.value) }
                let rank = (saysListWord ? 1 : 0, candidates.first?.similarity ?? 0)
                if found.map({ $0.rank < rank }) ?? true { found = (UnplacedValue(parameter: parameter, candidates: candidates), rank) }
            }
            if let found { return found.value }
        }
        return nil
    }

    /// Stage 8b for a value the reading did place: the parameter whose value
    /// is doubtful because words `reading` leaves over beside it, heard
    /// together with the value's words, sound like another value of that
    /// parameter ("tray light" for "chai latte", read as a latte with
    /// "tray" left over), or `nil`. Acting on the value placed would change
    /// what was said; it is asked for instead.
    ///
    /// The value's words are the run of placed words most alike to it; a
    /// span joins them with words left over next to them, or past a minor
    /// word of the template's ("smash a light"), but not a filler, a
    /// word said twice ("thin crust crust") nor a word of another value
    /// placed ("large" of "a large latte"); a form is heard in a span at
    /// most one word longer than it. The value is doubtful where another
    /// value is at least `joinedValueSimilarity` alike to such a span, by
    /// sound, and more alike than the value placed by `rivalMargin` (above
    /// 1: never). Only short lists are heard this way (`ValueList.sounds`).
    ///
    /// - Complexity: O(*f* · *w*²) alignments of sounds for *f* forms of
    ///   the placed parameters' lists and *w* words.
    func doubtfulValue(in reading: Reading, invocation: MatchResult.Invocation, intent: Intent, appNumber: Int32) -> Parameter? {
        guard reading.leftOver != 0, parameters.joinedValueSimilarity <= 1 else { return nil }
        let count = min(reading.words.count, 64)
        let isLeftOver = reading.isLeftOver
        let sounds = UtteranceSounds(reading.words, index: index)
        let fillers = fillers(of: reading)
        // The lists of the values placed: a word left over that one of them
        // says as written ("large" of "order a large latte", filled beside
        // the phrase) is that value's, no part of another.
        let placedLists = intent.parameters.compactMap { parameter in
            invocation.parameter(parameter.name) == nil ? nil : index.list(ofApp: appNumber, typeName: parameter.typeName)
        }
        for parameter in intent.parameters where parameter.kind == .entity || parameter.kind == .enumeration {
            guard let placed = invocation.parameter(parameter.name),
                let number = index.list(ofApp: appNumber, typeName: parameter.typeName), let forms = index.lists[Int(number)].sounds
            else { continue }
            let list = index.lists[Int(number)]
            guard let placedNumber = list.values.firstIndex(where: { $0.id == placed.value }).map(Int32.init) else { continue }
            // The value's words: the run of placed words most alike to it.
            guard let own = soundedRuns(of: placedNumber, in: list, reading: reading, sounds: sounds).first else { continue }
            // Spans joining them with words left over next to them (past
            // a minor word of the template's: "smash a light").
            let saysOtherValue = { (k: Int) in
                index.vocabulary.id(of: reading.words[k]).map { id in
                    placedLists.contains { $0 != number && index.lists[Int($0)].contains(word: id) }
                } ?? false
            }
            let joins = { (k: Int, beside: Int) in
                (isLeftOver(k) ? !fillers.contains(reading.words[k]) && !saysOtherValue(k) : PhraseIndex.minorWords.contains(reading.words[k]))
                    && reading.words[k] != reading.words[beside]
            }
            var joined: [Range<Int>] = []
            var lower = own.lowerBound
            while lower > 0, joins(lower - 1, lower) {
                lower -= 1
                if isLeftOver(lower) { joined.append(lower..<own.upperBound) }
            }
            var upper = own.upperBound
            while upper < count, joins(upper, upper - 1) {
                upper += 1
                if isLeftOver(upper - 1) { joined.append(own.lowerBound..<upper) }
            }
            for span in joined {
                var placedAlike = 0.0, otherAlike = 0.0
                for form in forms where span.count <= form.wordCount + 1 {
                    let a = sounds.similarity(of: form, to: span)
                    if list.value(of: form) == placedNumber { placedAlike = max(placedAlike, a) } else { otherAlike = max(otherAlike, a) }
                }
                if otherAlike >= parameters.joinedValueSimilarity, otherAlike > placedAlike + parameters.rivalMargin { return parameter }
            }
        }
        return nil
    }

    /// The runs of words `reading` placed that sound most alike to value
    /// `value` of `list`, the first found first (ties kept), each at most
    /// one word longer than a form of it: where a value placed was heard
    /// (`doubtfulValue`, `runTogetherValues`). None for a long list.
    func soundedRuns(of value: Int32, in list: ValueList, reading: Reading, sounds: UtteranceSounds) -> [Range<Int>] {
        guard let forms = list.sounds else { return [] }
        let count = min(reading.words.count, 64)
        var runs: [Range<Int>] = []
        var most = 0.0
        for form in forms where list.value(of: form) == value {
            for start in 0..<count where !reading.isLeftOver(start) {
                var end = start + 1
                while end <= min(count, start + form.wordCount + 1), !reading.isLeftOver(end - 1) {
                    let a = sounds.similarity(of: form, to: start..<end)
                    if a > most {
                        (most, runs) = (a, [start..<end])
                    } else if a == most, a > 0, !runs.contains(start..<end) {
                        runs.append(start..<end)
                    }
                    end += 1
                }
            }
        }
        return runs
    }

    /// Whether words `run` of `reading` were said where the same phrase
    /// with `parameter`'s slot added would have its value: a reading in
    /// `pool` of that phrase, of the same words, leaves the slot unsaid with
    /// the run right beside it ("a nice matcha latte" read by "Get me a
    /// ${drink}" and by "Get me a ${temperature} ${drink}"), its words that
    /// are not minor right beside the slot; or, for a run `isInside` the
    /// command, a reading of another phrase of the same intent that has the
    /// slot there (`slotPlaceInSiblings`: "play rainfall for another with
    /// hushhour", read by "Play ${sound} on …", where "Play ${sound} for
    /// ${timer} with …" has the timer; not at the command's ends, where
    /// "cheers" and "do me a favour and" go). Minor words alone ("your flat
    /// white") are no value said. A run with words the reading heard for a
    /// template word they are hardly alike to (`isHeardAround`) is in the
    /// slot's place only where the other reading heard the template's words
    /// on both sides of the slot ("with naché in" of "Book a ${service}
    /// with ${stylist} in …"; not "friends" beside "… and ${sugar} from …",
    /// both unheard, where "friends often" is "from Zoppa").
    private func isInSlotPlace(
        _ run: Range<Int>, of parameter: Parameter, reading: Reading, pool: [Reading], isInside: Bool, isHeardAround: Bool = false
    ) -> Bool {
        guard parameters.slotPlaceSimilarity < parameters.unplacedValueSimilarity, run.upperBound <= 64,
            run.contains(where: { !PhraseIndex.minorWords.contains(reading.words[$0]) })
        else { return false }
        let bits = run.reduce(UInt64(0)) { PhraseIndex.minorWords.contains(reading.words[$1]) ? $0 : $0 | 1 << UInt64($1) }
        let symbols = index.entries[Int(reading.entry)].symbols
        return pool.contains { other in
            other.unsaidParameter == parameter.name && other.unsaidBeside & bits == bits && other.hypothesis == reading.hypothesis
                && (!isHeardAround || other.isUnsaidBetweenHeardWords)
                && other.words == reading.words
                && (Self.isSlotAdded(to: symbols, giving: index.entries[Int(other.entry)].symbols)
                    || parameters.slotPlaceInSiblings > 0 && isInside && !index.entries[Int(other.entry)].isNegative
                        && index.intentNumbers[Int(other.entry)] == index.intentNumbers[Int(reading.entry)])
        }
    }

    /// Whether `longer` is `symbols` with one slot added.
    private static func isSlotAdded(to symbols: [TokenTrie.Symbol], giving longer: [TokenTrie.Symbol]) -> Bool {
        isSlot(at: zip(symbols, longer).prefix { $0 == $1 }.count, addedTo: symbols, giving: longer)
    }

    /// Whether `longer` is `symbols` with a slot added as its symbol `k`.
    static func isSlot(at k: Int, addedTo symbols: [TokenTrie.Symbol], giving longer: [TokenTrie.Symbol]) -> Bool {
        guard longer.count == symbols.count + 1, k <= symbols.count, case .slot = longer[k] else { return false }
        return longer[..<k].elementsEqual(symbols[..<k]) && longer[(k + 1)...].elementsEqual(symbols[k...])
    }

    /// The fillers that say nothing beside a value: English's for a reading
    /// of an English phrase, none for another language's.
    private func fillers(of reading: Reading) -> Set<String> {
        Catalog.isEnglish(index.locales[Int(index.entries[Int(reading.entry)].locale)]) ? FlexibleSearch.fillers : []
    }

    /// The words of `reading` between the first and the last it placed
    /// well (neither left over nor heard unlike a template word), as bits.
    private func innerWords(of reading: Reading) -> UInt64 {
        let count = min(reading.words.count, 64)
        let loose = reading.leftOver | reading.unlike
        guard let first = (0..<count).first(where: { loose & 1 << UInt64($0) == 0 }),
            let last = (0..<count).last(where: { loose & 1 << UInt64($0) == 0 }), last > first + 1
        else { return 0 }
        return (1 << UInt64(last) - 1) & ~(1 << UInt64(first + 1) - 1)
    }

    /// The runs of words of `reading` that `bits` marks (bit *k*: word *k*),
    /// as ranges of its words.
    private func runs(of bits: UInt64, in reading: Reading) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for k in reading.words.indices.prefix(64) where bits & 1 << UInt64(k) != 0 {
            if let last = runs.last, last.upperBound == k { runs[runs.count - 1] = last.lowerBound..<(k + 1) } else { runs.append(k..<(k + 1)) }
        }
        return runs
    }

    /// Where `unplaced` is one value said clearly enough to act on: at least
    /// `placedValueSimilarity` alike, and no other value within `rivalMargin`.
    func placedValue(of unplaced: UnplacedValue) -> Value? {
        guard let best = unplaced.candidates.first, best.similarity >= parameters.placedValueSimilarity else { return nil }
        let rival = unplaced.candidates.dropFirst().first?.similarity ?? 0
        return rival < best.similarity - parameters.rivalMargin ? best.value : nil
    }
}
