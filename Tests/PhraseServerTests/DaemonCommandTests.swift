import PhraseArguments
import Testing
import Wyoming

@testable import PhraseServer

@Suite struct DaemonCommandTests {
    @Test func defaults() throws {
        guard case .serve(let configuration) = try DaemonCommand.parse([]) else {
            Issue.record("expected serve")
            return
        }
        #expect(configuration == ServerConfiguration())
        #expect(configuration.socketMode == 0o600)
        #expect(configuration.idleTimeout == .seconds(300))
        #expect(configuration.keepsQuestionsForClient && configuration.wyomingLanguage == nil)
        #expect(configuration.wyomingPrograms == [.handle])
    }

    @Test func options() throws {
        let invocation = try DaemonCommand.parse([
            "--phrases", "p", "--socket=/tmp/x.sock", "--socket-mode", "0660", "--allow-uid", "1001", "--allow-uid=1002",
            "--max-line-length", "1024", "--max-connections", "3", "--idle-timeout", "0", "--max-pending", "2",
            "--workers", "4", "--handler-timeout", "0.25", "--pass-env", "XDG_DATA_HOME", "--no-dispatch", "--exact",
            "--threshold", "0.7", "--log-level", "debug", "--wyoming", "tcp://:10700", "--wyoming=unix:///tmp/w.sock",
            "--question-timeout", "30", "--state-dir", "s", "--question-scope", "connection", "--language", "de-DE",
            "--wyoming-programs", "intent,handle", "--param", "ambiguityMargin=0.1", "--param=rivalMargin=0.2",
        ])
        guard case .serve(let c) = invocation else {
            Issue.record("expected serve")
            return
        }
        #expect(c.phrasesDirectory == "p")
        #expect(c.stateDirectory == "s")
        #expect(c.socketPath == "/tmp/x.sock")
        #expect(c.socketMode == 0o660)
        #expect(c.allowedUserIDs == [1001, 1002])
        #expect(c.maximumLineLength == 1024)
        #expect(c.maximumConnections == 3)
        #expect(c.idleTimeout == nil)
        #expect(c.maximumPendingPerConnection == 2)
        #expect(c.workerCount == 4)
        #expect(c.handlerTimeLimit == .milliseconds(250))
        #expect(c.passedEnvironment == ["XDG_DATA_HOME"])
        #expect(!c.isDispatchEnabled && c.isExactOnly)
        #expect(c.threshold == 0.7)
        #expect(c.parameters.ambiguityMargin == 0.1 && c.parameters.rivalMargin == 0.2)
        #expect(c.logLevel == .debug)
        #expect(c.wyomingAddresses == [.tcp(host: "", port: 10700), .unix(path: "/tmp/w.sock")])
        #expect(c.questionLifetime == .seconds(30))
        #expect(!c.keepsQuestionsForClient && c.wyomingLanguage == "de-DE" && c.wyomingPrograms == [.handle, .intent])
        #expect(try DaemonCommand.parse(["--phrases", "x", "-h"]) == .help)
        #expect(try DaemonCommand.parse(["--version"]) == .version)
    }

    @Test func defaultStateDirectory() {
        let phrases = "/home/me/phrases"
        let hash = StateDirectory.hash(phrases)
        #expect(hash.count == 8 && hash == StateDirectory.hash("/home/me/phrases"))
        #expect(hash != StateDirectory.hash("/home/me/phrases2"))
        #expect(
            StateDirectory.defaultPath(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/me"], phrases: phrases)
                == "/x/state/phrasebook/phrases-\(hash)")
        #expect(StateDirectory.defaultPath(environment: ["HOME": "/home/me/"], phrases: phrases) == "/home/me/.local/state/phrasebook/phrases-\(hash)")
        // A relative XDG_STATE_HOME is to be ignored (the XDG specification).
        #expect(
            StateDirectory.defaultPath(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"], phrases: phrases)
                == "/h/.local/state/phrasebook/phrases-\(hash)")
        #expect(StateDirectory.defaultPath(environment: [:], phrases: phrases) == nil)
    }

    @Test func usageErrors() {
        for words in [
            ["--socket"], ["--socket-mode", "999"], ["--allow-uid", "me"], ["--max-connections", "0"], ["--threshold", "2"],
            ["--log-level", "loud"], ["--handler-timeout", "0"], ["--exact=yes"], ["--pass-env", "A=B"], ["extra"],
            ["--wyoming"], ["--wyoming", "http://x:1"], ["--wyoming", "tcp://host"], ["--wyoming", "tcp://h:70000"],
            ["--wyoming", "tcp://::1:10700"], ["--wyoming", "unix://"], ["--question-timeout", "0"], ["--version=1"],
            ["--question-scope", "satellite"], ["--language", ""], ["--language", "de DE"], ["--wyoming-programs", "asr"],
            ["--wyoming-programs", ""], ["--param", "nosuch=1"], ["--param", "threshold=x"], ["--param", "list"],
        ] {
            #expect(throws: Arguments.Problem.self, "\(words)") { try DaemonCommand.parse(words) }
        }
    }
}

@Suite struct WyomingAddressTests {
    @Test func theFormsTheWyomingToolsTake() throws {
        #expect(try WyomingAddress(parsing: "tcp://127.0.0.1:10700") == .tcp(host: "127.0.0.1", port: 10700))
        #expect(try WyomingAddress(parsing: "tcp://:10700") == .tcp(host: "", port: 10700))
        #expect(try WyomingAddress(parsing: "tcp://0.0.0.0:10700/") == .tcp(host: "0.0.0.0", port: 10700))
        #expect(try WyomingAddress(parsing: "tcp://[::1]:0") == .tcp(host: "::1", port: 0))
        #expect(try WyomingAddress(parsing: "tcp://homeserver.local:10700") == .tcp(host: "homeserver.local", port: 10700))
        #expect(try WyomingAddress(parsing: "unix:///run/user/1000/wyoming.sock") == .unix(path: "/run/user/1000/wyoming.sock"))
        #expect(WyomingAddress.tcp(host: "::1", port: 5).description == "tcp://[::1]:5")
        #expect(WyomingAddress.unix(path: "/w.sock").description == "unix:///w.sock")
        let error = #expect(throws: WyomingAddress.ParseError.self) { try WyomingAddress(parsing: "tcp://::1:10700") }
        #expect(error?.description.contains("brackets") == true)
    }
}

@Suite struct LoggerTests {
    @Test func escapesControlCharacters() {
        #expect(Logger.escaped("plain") == "\"plain\"")
        #expect(Logger.escaped("a\nb\t\"c\"\\") == #""a\nb\t\"c\"\\""#)
        #expect(Logger.escaped("\u{1B}[31mred\u{7}") == #""\u{1B}[31mred\u{7}""#)
        #expect(Logger.escaped("café ☕") == "\"café ☕\"")
        #expect(Logger.escaped(String(repeating: "x", count: 10), limit: 4) == "\"xxxx…\"")
        // Whole messages: control characters escaped, the rest as it was.
        #expect(Logger.singleLine("unknown op \"x\nforged\"") == #"unknown op "x\nforged""#)
        #expect(Logger.singleLine("a\u{1B}[2J\r\u{85}b \\ \"q\"") == #"a\u{1B}[2J\r\u{85}b \ "q""#)
        #expect(Logger.singleLine("plain ☕") == "plain ☕")
    }

    @Test func timestamps() {
        #expect(Logger.timestamp(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(Logger.timestamp(Date(timeIntervalSince1970: 1_709_251_199.5)) == "2024-02-29T23:59:59.500Z")
    }
}

@Suite struct DispatcherTests {
    @Test func environmentIsMinimalAndNamed() {
        let dispatcher = Dispatcher(
            environment: ["HOME": "/home/a", "LANG": "en_US.UTF-8", "SECRET": "x", "XDG_DATA_HOME": "/d", "PHRASE_APP": "forged"],
            passing: ["XDG_DATA_HOME", "PHRASE_APP", "MISSING"], timeLimit: .seconds(1), outputLimit: 100)
        var result = MatchResult(status: .matched, confidence: 1)
        result.app = "Notes"
        result.intent = "CaptureIntent"
        result.parameters = [
            .init(name: "text", value: ParameterValue(value: "a\0b $(x)", title: "A\0b $(x)")),
            .init(name: "folder-name", value: ParameterValue(value: "f")),
        ]
        #expect(
            dispatcher.environment(for: result) == [
                "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/home/a", "LANG": "en_US.UTF-8", "XDG_DATA_HOME": "/d",
                "PHRASE_APP": "Notes", "PHRASE_INTENT": "CaptureIntent", "PHRASE_PARAM_TEXT": "ab $(x)",
                "PHRASE_TITLE_TEXT": "Ab $(x)", "PHRASE_PARAM_FOLDER_NAME": "f",
            ])
        #expect(dispatcher.environment(for: result, locale: "de")["PHRASE_LOCALE"] == "de")
        #expect(dispatcher.environment(for: result)["PHRASE_LOCALE"] == nil)
    }

    @Test func firstLine() {
        #expect(Dispatcher.firstLine(Array("Idea saved!\r\nmore\n".utf8)) == "Idea saved!")
        #expect(Dispatcher.firstLine([]) == nil)
        #expect(Dispatcher.firstLine([0xFF, 0x41]) == "\u{FFFD}A")
    }
}

import Foundation
import Phrasebook
