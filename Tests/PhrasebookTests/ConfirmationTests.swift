import Testing

@testable import Phrasebook

/// `MatchOptions.confirmBelow`: a conversation reads an unsure action back
/// and runs it only on a yes.
@Suite struct ConfirmationTests {
    static let notes = CalibrationTests.catalog

    static func options(_ confirmBelow: Double) -> MatchOptions {
        var options = MatchOptions()
        options.confirmBelow = confirmBelow
        return options
    }

    static func say(_ text: String, in conversation: inout Conversation, confirmBelow: Double = 0.9) -> Conversation.Turn {
        let options = Self.options(confirmBelow)
        return conversation.respond(to: text, mayAnswer: true, options: options, in: Self.notes) { Self.notes.match(text, options: options) }
    }

    @Test func anUnsureActionIsReadBackAndRunsOnYes() throws {
        var conversation = Conversation()
        let asked = Self.say("note buy oat milk in jotter", in: &conversation)
        let result = try #require(asked.result)
        #expect(result.status == .matched && result.confirmation == "Note “buy oat milk” in Jotter?", "\(result.confirmation ?? "")")
        #expect(!asked.shouldDispatch)
        let yes = Self.say("yeah", in: &conversation)
        #expect(yes.isAnswer && yes.shouldDispatch && yes.result?.confirmation == nil)
        #expect(yes.result?.parameter("text")?.value == "buy oat milk")
        #expect(conversation.question == nil)
    }

    @Test func freeTextIsReadBackAsTheTranscriptWroteIt() throws {
        var conversation = Conversation()
        let asked = Self.say("Note the Wi-Fi code for Flat 2B in Jotter.", in: &conversation)
        let result = try #require(asked.result)
        #expect(result.confirmation == "Note “the Wi-Fi code for Flat 2B” in Jotter?", "\(result.confirmation ?? "")")
    }

    @Test func anActionAnAnswerCompletesIsReadBackAsTheAskingRequestWanted() throws {
        var conversation = Conversation()
        #expect(Self.say("take a note in jotter", in: &conversation).result?.status == .needsValue)
        // The answer is a plain line, with no options of its own.
        let answered = Self.say("Buy oat milk", in: &conversation, confirmBelow: 0)
        let result = try #require(answered.result)
        #expect(answered.isAnswer && !answered.shouldDispatch)
        #expect(result.status == .matched && result.confirmation == "Take a note in Jotter: “Buy oat milk”?", "\(result.confirmation ?? "")")
        let yes = Self.say("yes", in: &conversation, confirmBelow: 0)
        #expect(yes.isAnswer && yes.shouldDispatch && yes.result?.confirmation == nil)
        #expect(yes.result?.parameter("text") == ParameterValue(value: "buy oat milk", title: "Buy oat milk"))
        #expect(conversation.question == nil)
        // Asked without `confirmBelow`, the answer runs at once.
        var other = Conversation()
        _ = Self.say("take a note in jotter", in: &other, confirmBelow: 0)
        let runs = Self.say("buy oat milk", in: &other, confirmBelow: 0)
        #expect(runs.isAnswer && runs.shouldDispatch && runs.result?.confirmation == nil && other.question == nil)
    }

    @Test func noOrACancelEndsItAndAnotherLineIsARequestOfItsOwn() {
        for answer in ["no", "nope", "cancel", "never mind", "no, that's wrong"] {
            var conversation = Conversation()
            _ = Self.say("note buy oat milk in jotter", in: &conversation)
            let turn = Self.say(answer, in: &conversation)
            #expect(turn.status == "cancelled" && !turn.shouldDispatch, "\(answer)")
        }
        var conversation = Conversation()
        _ = Self.say("note buy oat milk in jotter", in: &conversation)
        let other = Self.say("open work in jotter", in: &conversation)
        #expect(!other.isAnswer && other.shouldDispatch && other.result?.intent == "OpenFolderIntent")
        #expect(conversation.question == nil)
        #expect(Self.say("yes", in: &conversation).result?.status == .noMatch, "nothing is left to confirm")
    }

    /// Jotter with a note filed in a folder: a list value and free text in one phrase.
    static let filing: Catalog = {
        var app = notes.apps[0]
        app.intents["FileNoteIntent"] = Intent(name: "FileNoteIntent", parameters: [
            Parameter(name: "text", typeName: "String", kind: .text, isOptional: false),
            Parameter(name: "folder", typeName: "Folder", kind: .entity, isOptional: false),
        ])
        app.shortcuts.append(Fixtures.shortcut("FileNoteIntent", ["File ${text} under ${folder} in ${applicationName}"]))
        return Catalog(apps: [app])
    }()

    @Test func aNoAndWhatWasMeantPutsAValueRightAndReadsItBackAgain() throws {
        // Free text: the words after the no are the note.
        var conversation = Conversation()
        _ = Self.say("note buy oat milk in jotter", in: &conversation)
        let corrected = Self.say("No, buy goat milk.", in: &conversation)
        let result = try #require(corrected.result)
        #expect(corrected.isAnswer && !corrected.shouldDispatch)
        #expect(result.confirmation == "Note “buy goat milk.” in Jotter?", "\(result.confirmation ?? "")")
        let yes = Self.say("yes", in: &conversation)
        #expect(yes.shouldDispatch && yes.result?.parameter("text") == ParameterValue(value: "buy goat milk", title: "buy goat milk."))

        // A list value the rest names, all of it, is put right; the note stays.
        let options = Self.options(0.9)
        func say(_ text: String) -> Conversation.Turn {
            conversation.respond(to: text, mayAnswer: true, options: options, in: Self.filing) { Self.filing.match(text, options: options) }
        }
        conversation = Conversation()
        #expect(say("file buy oat milk under work in jotter").result?.confirmation == "File “buy oat milk” under Work in Jotter?")
        let home = say("nope home")
        #expect(home.result?.confirmation == "File “buy oat milk” under Home in Jotter?", "\(home.result?.confirmation ?? "")")
        #expect(home.result?.parameter("folder")?.value == "f-home" && home.result?.parameter("text")?.value == "buy oat milk")
        // Words that name no folder are the note, read back again.
        let text = say("no buy goat milk")
        #expect(text.result?.confirmation == "File “buy goat milk” under Home in Jotter?", "\(text.result?.confirmation ?? "")")
        // Politeness after the value is no note.
        #expect(say("no, work please").result?.confirmation == "File “buy goat milk” under Work in Jotter?")
        #expect(say("yes").shouldDispatch)
    }

    @Test func aNoBeforeACommandOrNothingToPutRightIsNoCorrection() throws {
        // An exact phrase after the no is that command.
        var conversation = Conversation()
        _ = Self.say("note buy oat milk in jotter", in: &conversation)
        let other = Self.say("no, open work in jotter", in: &conversation)
        #expect(!other.isAnswer && other.result?.confirmation == nil)
        #expect(other.result == Self.notes.match("no, open work in jotter", options: Self.options(0.9)))
        #expect(conversation.question == nil)
        // A line that opens otherwise is no correction.
        #expect(Conversation.afterNo("know what I mean", language: nil) == nil)
        #expect(Conversation.afterNo("No, buy goat milk", language: nil) == "buy goat milk")
        #expect(Conversation.afterNo("nein, Hafermilch", language: "de") == "Hafermilch")
        #expect(Conversation.afterNo("no no", language: nil) == nil)
        #expect(Conversation.afterNo("No, I said login bug.", language: nil) == "login bug.")
        #expect(Conversation.afterNo("no it's Siobhan", language: nil) == "Siobhan")
        #expect(Conversation.afterNo("no, I said", language: nil) == "I said", "nothing after the lead-in: it is what was meant")
    }

    @Test func aSureActionOrNoConfirmBelowRunsAtOnce() {
        var conversation = Conversation()
        let sure = Self.say("open work in jotter", in: &conversation)
        #expect(sure.shouldDispatch && sure.result?.confirmation == nil)
        let off = Self.say("note buy oat milk in jotter", in: &conversation, confirmBelow: 0)
        #expect(off.shouldDispatch && off.result?.confirmation == nil)
        let quiet = conversation.respond(to: "note buy oat milk in jotter", mayAnswer: true, shouldDispatch: false, options: Self.options(0.9), in: Self.notes) {
            Self.notes.match("note buy oat milk in jotter")
        }
        #expect(quiet.result?.confirmation == nil, "a request that runs nothing is not read back")
    }

    /// An action read back from one of the app's translated phrases is
    /// answered in that language ("ja"), not only in the app's own.
    @Test func aTranslatedPhraseReadBackIsAnsweredInItsLanguage() throws {
        let samples = LocalizableStringsTests.samples
        var options = MatchOptions(locale: "de")
        options.confirmBelow = 0.9
        let say = { (text: String, conversation: inout Conversation) in
            conversation.respond(to: text, mayAnswer: true, options: options, in: samples) { samples.match(text, options: options) }
        }
        for (answer, status) in [("ja bitte", "matched"), ("nein", "cancelled"), ("yes", "matched")] {
            var conversation = Conversation()
            let asked = say("starte meditation mit calm bitte", &conversation)
            let result = try #require(asked.result)
            #expect(result.invocation?.language == "de" && result.confirmation != nil, "\(result)")
            let turn = say(answer, &conversation)
            #expect(turn.isAnswer && turn.status == status, "\(answer): \(turn.status)")
            #expect(turn.shouldDispatch == (status == "matched"), "\(answer)")
        }
    }

    @Test func yesAndNoInTheAppsLanguageAndInEnglish() {
        #expect(Conversation.isYes("Yes, please.", language: "en"))
        #expect(Conversation.isYes("ja", language: "de") && Conversation.isYes("oui merci", language: "fr"))
        #expect(!Conversation.isYes("yes and open my notes", language: "en"))
        #expect(Conversation.isNo("nein", language: "de") && Conversation.isNo("forget it", language: "en"))
        #expect(!Conversation.isNo("note buy oat milk", language: "en"))
    }
}
