import PhraseTestSupport
import Phrasebook
import Testing

@testable import Wyoming

@Suite struct WyomingReplyTests {
    static let matched = MatchResult(
        .matched(
            .init(
                app: "Landmarks", intent: "OpenLandmarkIntent", shortcut: "Open Landmark",
                parameters: [.init(name: "target", value: ParameterValue(value: "niagara-falls", title: "Niagara Falls"))],
                phrase: "Open ${target} in ${applicationName}")),
        confidence: 1)
    static let context = JSON.object([("conversation_id", .string("c1"))])

    static func candidate(_ id: String, _ title: String, app: String = "Landmarks") -> MatchResult.Candidate {
        .init(
            app: app, intent: "OpenLandmarkIntent", shortcut: "Open Landmark", confidence: 0.9,
            parameters: [.init(name: "target", value: ParameterValue(value: id, title: title))], phrase: "p")
    }

    @Test func aHandledTranscriptSpeaksTheDialogElseTheShortcut() {
        let reply = WyomingReply(.handle, context: Self.context)
        let event = reply.event(for: Self.matched, dispatch: .object([("exitCode", .number(0)), ("dialog", .string("Opening Niagara Falls."))]))
        #expect(event.type == "handled")
        #expect(event["text"] == .string("Opening Niagara Falls."))
        #expect(event["context"] == Self.context)
        #expect(event["phrasebook"]?["dispatch"]?["exitCode"] == .number(0))
        #expect(event["phrasebook"]?["intent"] == .string("OpenLandmarkIntent"))
        #expect(reply.event(for: Self.matched)["text"] == .string("Open Landmark"))
    }

    @Test func aFailingHandlerIsNotHandledAndSaysWhy() {
        let event = WyomingReply(.handle).event(
            for: Self.matched, dispatch: .object([("error", .string("handler X timed out after 5 seconds and was killed"))]))
        #expect(event.type == "not-handled")
        #expect(event["text"] == .string("Open Landmark failed: handler X timed out after 5 seconds and was killed."))
        #expect(event["context"] == nil)
    }

    @Test func whyNothingWasDoneIsSaidInWords() {
        let reply = WyomingReply(.handle)
        #expect(reply.event(for: .noMatch)["text"] == .string("No shortcut matches that."))
        let rejected = MatchResult(.rejected(app: "Calm", negativePhrase: "Stop meditation"), confidence: 0.99)
        #expect(reply.event(for: rejected)["text"] == .string("Calm does not do that: it matches the negative phrase “Stop meditation”."))
        let ambiguous = MatchResult(
            .ambiguous(app: "Landmarks"), confidence: 0.8,
            alternatives: [Self.candidate("a", "Pier 39"), Self.candidate("b", "Niagara Falls"), Self.candidate("a", "Pier 39")])
        #expect(reply.event(for: ambiguous).type == "not-handled")
        #expect(
            reply.event(for: ambiguous)["text"] == .string("Did you mean Open Landmark with Pier 39, or Open Landmark with Niagara Falls?"))
        let acrossApps = MatchResult(.ambiguous(app: nil), alternatives: [Self.candidate("a", "A"), Self.candidate("b", "B", app: "Maps")])
        #expect(reply.event(for: acrossApps)["text"] == .string("Did you mean Open Landmark with A in Landmarks, or Open Landmark with B in Maps?"))
        let expired = MatchResult.error(code: "question-expired", message: "the question is no longer valid after a reload")
        #expect(reply.event(for: expired)["text"] == .string("the question is no longer valid after a reload"))
    }

    @Test func choicesThatWouldSoundAlikeAreToldApartBySynonymElseByID() {
        func folder(_ id: String, _ title: String) -> MatchResult.Candidate {
            .init(
                app: "Notes", intent: "CaptureIntent", shortcut: "Capture", confidence: 0.9,
                parameters: [.init(name: "folder", value: ParameterValue(value: id, title: title))], phrase: "p")
        }
        let homes = MatchResult(.ambiguous(app: "Notes"), alternatives: [folder("f-home", "Home"), folder("f-home2", "Home")])
        #expect(
            WyomingReply(.handle).event(for: homes, catalog: NotesApp.catalog)["text"]
                == .string("Did you mean Capture with Home (f-home), or Capture with Home (f-home2)?"))
        var office = NotesApp.catalog.apps[0]
        office.valueTypes["FolderEntity"]?.values[2].synonyms = ["the other home"]
        let catalog = Catalog(apps: [office])
        #expect(
            WyomingReply(.handle).event(for: homes, catalog: catalog)["text"]
                == .string("Did you mean Capture with Home (f-home), or Capture with the other home?"))
    }

    @Test func aQuestionIsHandledWithItsPrompt() {
        let question = MatchResult(
            .needsValue(
                .init(app: "CodingBridge", intent: "CaptureIdeaIntent", shortcut: "Capture Idea", parameters: [], phrase: "p"),
                .init(parameter: "idea", prompt: "What's your idea?")))
        #expect(WyomingReply(.handle).event(for: question).type == "handled")
        #expect(WyomingReply(.handle).event(for: question)["text"] == .string("What's your idea?"))
        #expect(WyomingReply(.recognize).event(for: question).type == "not-recognized")
        #expect(WyomingReply(.recognize).event(for: question)["text"] == .string("What's your idea?"))
    }

    /// An action read back for want of confidence (`confirmBelow`) is a
    /// question: the reply speaks it, and the next transcript says yes.
    @Test func anActionReadBackIsAsked() {
        var asking = Self.matched
        asking.confirmation = "Open Niagara Falls in Landmarks?"
        #expect(WyomingReply(.handle).event(for: asking).type == "handled")
        #expect(WyomingReply(.handle).event(for: asking)["text"] == .string("Open Niagara Falls in Landmarks?"))
        #expect(WyomingReply(.handle).event(for: Self.matched)["text"] == .string("Open Landmark"))
    }

    @Test func recognizeAnswersTheIntentWithEntitiesOfNameAndValueOnly() {
        let event = WyomingReply(.recognize, context: Self.context).event(for: Self.matched)
        #expect(event.type == "intent")
        #expect(event["name"] == .string("OpenLandmarkIntent"))
        #expect(event["entities"] == .array([.object([("name", .string("target")), ("value", .string("niagara-falls"))])]))
        #expect(event["text"] == .string("Open Landmark"))
        #expect(WyomingReply(.recognize).event(for: .noMatch).type == "not-recognized")
    }

    /// Free text is sent as the transcript wrote it (its title), a listed
    /// value by its id; without the catalog, every entity by its value.
    @Test func recognizeSendsFreeTextAsWritten() {
        let invocation = MatchResult.Invocation(
            app: "Notes", intent: "CaptureIntent", shortcut: "Capture",
            parameters: [
                .init(name: "text", value: ParameterValue(value: "the wi fi code", title: "the Wi-Fi code")),
                .init(name: "folder", value: ParameterValue(value: "f-work", title: "Work")),
            ], phrase: "Note ${text} in ${folder}")
        let note = MatchResult(.matched(invocation), confidence: 0.7)
        let entities = { (catalog: Catalog?) in WyomingReply(.recognize).event(for: note, catalog: catalog)["entities"] }
        #expect(
            entities(NotesApp.catalog)
                == .array([
                    .object([("name", .string("text")), ("value", .string("the Wi-Fi code"))]),
                    .object([("name", .string("folder")), ("value", .string("f-work"))]),
                ]))
        #expect(
            entities(nil)
                == .array([
                    .object([("name", .string("text")), ("value", .string("the wi fi code"))]),
                    .object([("name", .string("folder")), ("value", .string("f-work"))]),
                ]))
    }

    @Test func infoDescribesAHandleProgramWithAModelPerAppAndAnIntentProgramOnlyOnRequest() throws {
        let event = WyomingInfo.event(for: NotesApp.catalog)
        #expect(event.type == "info")
        // Home Assistant takes an agent with an intent program for home control.
        #expect(event["intent"] == .array([]))
        let both = WyomingInfo.event(for: NotesApp.catalog, programs: [.handle, .intent])
        for (info, key) in [(event, "handle"), (both, "handle"), (both, "intent")] {
            let program = try #require(info[key]?.arrayValue?.first)
            #expect(program["name"] == .string("Phrasebook") && program["installed"] == .bool(true))
            #expect(program["attribution"]?["name"] == .string("Phrasebook"))
            let model = try #require(program["models"]?.arrayValue?.first)
            #expect(model["name"] == .string("Notes") && model["languages"] == .array([.string("en")]))
        }
        #expect(event["handle"]?.arrayValue?.first?["supports_home_control"] == .bool(false))
        #expect(WyomingInfo.event(for: NotesApp.catalog, programs: [.intent])["handle"] == .array([]))
        #expect(event["asr"] == .array([]) && event["tts"] == .array([]))
    }

    @Test func programsAreReadAsACommaSeparatedList() {
        #expect(WyomingProgram.list(parsing: "handle") == [.handle])
        #expect(WyomingProgram.list(parsing: "intent,handle") == [.handle, .intent])
        #expect(WyomingProgram.list(parsing: "handle, intent, handle") == [.handle, .intent])
        #expect(WyomingProgram.list(parsing: "") == nil)
        #expect(WyomingProgram.list(parsing: "handle,") == nil)
        #expect(WyomingProgram.list(parsing: "asr") == nil)
    }

    @Test func aQuestionEndsInAQuestionMark() {
        #expect(WyomingReply.asQuestion("What's your idea?") == "What's your idea?")
        #expect(WyomingReply.asQuestion("Which project:") == "Which project?")
        #expect(WyomingReply.asQuestion("Name the landmark. ") == "Name the landmark?")
        #expect(WyomingReply.asQuestion("Welches Projekt") == "Welches Projekt?")
        #expect(WyomingReply.asQuestion("どのプロジェクト？") == "どのプロジェクト？")
        #expect(WyomingReply.asQuestion("") == "")
        let asked = WyomingReply(.handle).event(for: NotesApp.question(for: "idea", intent: "IdeaIntent", prompt: "Tell me the idea."))
        #expect(asked.type == "handled" && asked["text"] == .string("Tell me the idea?"))
    }

    @Test func aModelsLanguageIsItsAppsSourceLanguage() throws {
        var app = try #require(NotesApp.catalog.apps.first)
        app.sourceLanguage = "es"
        let event = WyomingInfo.event(for: Catalog(apps: [app]))
        let model = try #require(event["handle"]?.arrayValue?.first?["models"]?.arrayValue?.first)
        #expect(model["languages"] == .array([.string("es")]))
    }
}
