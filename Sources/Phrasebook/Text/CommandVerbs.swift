/// The verbs a request to an app opens with — "order", "reorder", "log",
/// "blog", "start", "stop", "show", "read", "shred" — so that flexible
/// matching can tell a verb an app lacks, said beside the one it has, from
/// that verb misheard (`AlignmentRule.peerVerb`): "Stop my Plankify timer"
/// is no "Start my Plankify timer", however alike the two sound.
///
/// Written by hand for Phrasebook, not copied from a dictionary: the
/// imperatives of asking a phone, a speaker or an app to do something, in
/// their plain form (a recogniser writing a template's verb writes that
/// form; "plays" or "started" in a verb's place are the verb misheard).
/// Words more often a phrase's nouns than its verbs (`list`, `note`,
/// `time`), or a phrase's words of wanting (`like` of "I would like …"),
/// are left out: the rule reads a word only where the template
/// and the utterance both say one of these, different.
///
/// English only: for another language the set is empty and the rule reads
/// nothing.
enum CommandVerbs {
    /// The verbs of `language` (a code as String Catalogs name them; `nil`
    /// is English).
    static func words(_ language: String?) -> Set<String> {
        Catalog.isEnglish(language) ? english : []
    }

    /// The particles of `language` that finish a verb into another action
    /// ("turn on", "turn off", "turn up", "turn down", "turn out"): said
    /// right after a verb, one of them is part of the verb. "in" and
    /// "over" are not among them: recognisers write them for "on" and
    /// "off" (the evaluation's transcripts have "turn over" for "turn off"
    /// sixteen times).
    static func particles(_ language: String?) -> Set<String> {
        Catalog.isEnglish(language) ? englishParticles : []
    }

    static let englishParticles: Set<String> = ["on", "off", "up", "down", "out"]

    static let english: Set<String> = Set(
        """
        accept activate add adjust alert answer apply archive arm ask assign attach
        bake ban begin block blog book bookmark boost borrow brew brighten bring browse buy
        calculate call cancel capture cast change charge chat check choose clean clear click close collect compare
        complain compose confirm connect continue convert cook cool copy count create cut
        decant decline decrease defrost delete deliver deposit dial dictate dim disable disarm disconnect dismiss
        display donate download draft drag draw drive drop dump
        edit eject email enable enter erase execute exit explain export extend
        fetch fill filter find finish fix flag follow forward freeze
        get give go grab
        hang heat help hide hire hold
        ignore import increase invite
        join jump
        keep kill
        launch leave listen load locate lock log look lower
        make mark measure meditate merge message move mute
        navigate notify nudge
        open order organise organize
        pack pair paste pause pay pick pin ping plan play plug post postpone
        preview print publish pull purchase push put
        queue quit
        raise rate read rebook reboot receive record redirect redo refresh refund register reject reload remember
        remind remove rename renew rent reorder repeat replace replay reply report request reschedule reserve reset
        restart restore resume retry return review rewind run
        save scan schedule scroll search see select sell send set settle share show shred shuffle shut sign skip
        snooze sort speak split start stop stream submit subscribe suggest summarise summarize swap switch sync
        take talk tell text tidy toggle track trade transfer translate trim tune turn tweet
        undo unfollow unlock unmute unpin unplug unsubscribe untrack update upload use
        view visit
        wake warm wash watch weigh withdraw write
        zoom
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
