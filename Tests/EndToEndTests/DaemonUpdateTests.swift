import Foundation
import Testing

/// Live changes without a restart: `update-entities`, `reload`, SIGHUP.
@Suite struct DaemonUpdateTests {
    static let zeppelin = requestLine([
        "op": "update-entities", "id": "u", "app": "CodingBridge", "entity": "ProjectEntity",
        "entities": [
            ["id": "/src/zeppelin", "title": "Zeppelin", "synonyms": ["the airship"]],
            ["id": "/src/website", "title": "website"],
        ],
    ])

    @Test func updateEntitiesSwapsTheIndexAndKeepsTheValuesInTheStateFolder() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let tracked = daemon.phrasesPath + "/CodingBridge/entities/ProjectEntity.json"
        let source = try Data(contentsOf: URL(fileURLWithPath: tracked))
        let client = try DaemonClient(path: daemon.socketPath)
        #expect(try client.request("open zeppelin in coding bridge")["status"] as? String != "matched")

        // Pipelined: the match after the update sees the new values.
        try client.send(Self.zeppelin + "\nopen zeppelin in coding bridge\nopen the airship in coding bridge")
        let responses = try client.readLines(3).map(DaemonClient.decode)
        #expect(responses[0]["status"] as? String == "ok")
        #expect(responses[0]["id"] as? String == "u")
        #expect(responses[0]["count"] as? Int == 2)
        let saved = daemon.statePath + "/CodingBridge/entities/ProjectEntity.json"
        #expect(responses[0]["file"] as? String == saved)
        for response in responses.dropFirst() {
            #expect(response["status"] as? String == "matched")
            let project = (response["parameters"] as? [String: Any])?["project"] as? [String: Any]
            #expect(project?["value"] as? String == "/src/zeppelin")
        }
        // The old values are gone.
        #expect(try client.request("open recipe app in coding bridge")["status"] as? String != "matched")

        // The update went to the state folder; the phrase folder is source and stays as it was.
        let file = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(file.contains("Zeppelin") && file.contains("the airship") && !file.contains("RecipeBox"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: tracked)) == source)
        #expect(try FileManager.default.contentsOfDirectory(atPath: daemon.phrasesPath + "/CodingBridge/entities").sorted()
            == ["CommandEntity.json", "ProjectEntity.json"])

        // A reload layers the state over the phrase folder again: the new values stay.
        #expect(try client.request(#"{"op":"reload"}"#)["status"] as? String == "ok")
        #expect(try client.request("open zeppelin in coding bridge")["status"] as? String == "matched")
        #expect(try client.request("open recipe app in coding bridge")["status"] as? String != "matched")
        daemon.send(signal: SIGHUP)
        #expect(daemon.waitForLog("reloaded \(daemon.phrasesPath) (SIGHUP)"))
        #expect(try client.request("open the airship in coding bridge")["status"] as? String == "matched")

        // Other clients see the new index too.
        let other = try DaemonClient(path: daemon.socketPath)
        #expect(try other.request("open zeppelin in coding bridge")["status"] as? String == "matched")

        // So does the next daemon on the same folders.
        #expect(try daemon.stop() == 0)
        let next = try Daemon(["--no-dispatch"], reusing: daemon.phrasesPath, state: .at(daemon.statePath))
        let again = try DaemonClient(path: next.socketPath)
        #expect(try again.request("open the airship in coding bridge")["status"] as? String == "matched")
        #expect(try again.request("open recipe app in coding bridge")["status"] as? String != "matched")
    }

    /// Without `--state-dir`, updates go under `$XDG_STATE_HOME/phrasebook`,
    /// in a folder of the phrase folder's own; another phrase folder does
    /// not see them.
    @Test func theDefaultStateFolderIsUnderXDGStateHomeAndOneAPhraseFolder() throws {
        let xdg = try Binaries.temporaryDirectory("phrasebook-xdg-state")
        defer { try? FileManager.default.removeItem(at: xdg) }
        let environment = ["XDG_STATE_HOME": xdg.path]
        let daemon = try Daemon(["--no-dispatch"], state: .daemonsDefault, environment: environment)
        let client = try DaemonClient(path: daemon.socketPath)
        let update = try client.request(Self.zeppelin)
        let file = try #require(update["file"] as? String)
        #expect(file.hasPrefix(xdg.path + "/phrasebook/phrases-") && file.hasSuffix("/CodingBridge/entities/ProjectEntity.json"), "\(file)")
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(daemon.waitForLog("entity updates are kept in \(xdg.path)/phrasebook/phrases-"))

        let other = try Daemon(["--no-dispatch"], state: .daemonsDefault, environment: environment)
        #expect(try DaemonClient(path: other.socketPath).request("open zeppelin in coding bridge")["status"] as? String != "matched")
        #expect(try DaemonClient(path: other.socketPath).request("open recipe app in coding bridge")["status"] as? String == "matched")
    }

    @Test func updateEntitiesRefusesBadRequests() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        func code(_ object: [String: Any]) throws -> String? {
            ((try client.request(requestLine(object)))["error"] as? [String: Any])?["code"] as? String
        }
        let entities: [[String: Any]] = [["id": "x", "title": "X ray"]]
        #expect(try code(["op": "update-entities", "app": "Nope", "entity": "ProjectEntity", "entities": entities]) == "unknown-app")
        #expect(try code(["op": "update-entities", "app": "CodingBridge", "entity": "../../etc", "entities": entities]) == "unknown-entity")
        #expect(try code(["op": "update-entities", "app": "CodingBridge", "entity": "ProjectEntity", "entities": [["title": "no id"]]]) == "invalid-entities")
        #expect(try code(["op": "update-entities", "app": "CodingBridge", "entity": "ProjectEntity", "entities": "none"]) == "invalid-request")
        // Nothing changed.
        #expect(try client.request("open recipe app in coding bridge")["status"] as? String == "matched")

        // An unknown app is told which apps there are, whatever asked.
        let known = "no app named 'Nope' (known: Calm, CodingBridge, Daily Byte, Diver, Landmarks)"
        for request in [
            requestLine(["op": "update-entities", "app": "Nope", "entity": "ProjectEntity", "entities": entities]),
            requestLine(["op": "shortcuts", "app": "Nope"]), requestLine(["op": "match", "text": "open it", "app": "Nope"]),
            requestLine(["op": "match", "text": "open niagara falls in landmarks", "app": "Nope"]),
        ] {
            let error = try #require(try client.request(request)["error"] as? [String: Any])
            #expect(error["code"] as? String == "unknown-app" && error["message"] as? String == known, "\(request): \(error)")
        }
    }

    @Test func reloadWithABrokenFileKeepsTheOldIndex() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        let broken = daemon.phrasesPath + "/Landmarks/Broken.swift"
        try """
            struct More: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: OpenLandmarkIntent(), phrases: [makePhrase()], shortTitle: "X", systemImageName: "x")
                }
            }
            """.write(toFile: broken, atomically: true, encoding: .utf8)

        let reload = try client.request(#"{"op":"reload","id":"r"}"#)
        #expect(reload["status"] as? String == "error")
        let error = try #require(reload["error"] as? [String: Any])
        #expect(error["code"] as? String == "reload-failed")
        let diagnostics = try #require(error["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["file"] as? String == broken && $0["line"] as? Int == 3 && $0["severity"] as? String == "error" })
        // The old index still serves.
        #expect(try client.request("open niagara falls in landmarks")["status"] as? String == "matched")

        // SIGHUP: the same, logged with file:line:col.
        daemon.send(signal: SIGHUP)
        #expect(daemon.waitForLog("reload refused (SIGHUP)"))
        #expect(daemon.log.contains("\(broken):3:"))
        #expect(try client.request("open niagara falls in landmarks")["status"] as? String == "matched")

        // Fixed: the reload goes through, and a new phrase is served.
        try """
            struct More: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: FindClosestLandmarkIntent(), phrases: ["Take me somewhere nice with \\(.applicationName)"], shortTitle: "X", systemImageName: "x")
                }
            }
            """.write(toFile: broken, atomically: true, encoding: .utf8)
        let fixed = try client.request(#"{"op":"reload"}"#)
        #expect(fixed["status"] as? String == "ok")
        #expect(try client.request("take me somewhere nice with landmarks")["status"] as? String == "matched")
        let stats = try client.request(#"{"op":"stats"}"#)
        let reloads = try #require(stats["reloads"] as? [String: Any])
        #expect(reloads["failed"] as? Int == 2)
        #expect(reloads["total"] as? Int == 3)
    }

    /// `phrase state` lists what the state folder holds and resets it: the
    /// phrase folder's values serve again at once. A phrase-folder file that
    /// changed after the update that hides it is said, in the list and in
    /// the log at reload.
    @Test func stateCanBeListedAndReset() throws {
        let daemon = try Daemon(["--no-dispatch"])
        let client = try DaemonClient(path: daemon.socketPath)
        func state(_ arguments: [String]) throws -> Binaries.Result {
            try Binaries.run("phrase", ["state"] + arguments + ["--socket", daemon.socketPath])
        }
        let empty = try state([])
        #expect(empty.status == 0 && empty.stdout == "no entity updates: phrased serves the phrase folder's values (state folder: \(daemon.statePath))\n")
        _ = try client.request(Self.zeppelin)
        _ = try client.request(requestLine([
            "op": "update-entities", "app": "Diver", "entity": "TagEntity", "entities": [["id": "recipes", "title": "recipes"]],
        ]))
        let listed = try state(["list"]).stdout
        #expect(listed.contains("  CodingBridge ProjectEntity: 2 values, written "), "\(listed)")
        #expect(listed.contains(", replaces \(daemon.phrasesPath)/CodingBridge/entities/ProjectEntity.json\n"), "\(listed)")
        #expect(listed.contains("  Diver TagEntity: 1 value, written "), "\(listed)")

        // The phrase folder's file changes after the update: said at reload, and in the list.
        let tracked = daemon.phrasesPath + "/CodingBridge/entities/ProjectEntity.json"
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: tracked)
        #expect(try client.request(#"{"op":"reload"}"#)["status"] as? String == "ok")
        #expect(daemon.waitForLog("replaces \(tracked), which changed after it"))
        #expect(daemon.log.contains("`phrase state reset --app CodingBridge --entity ProjectEntity` drops the update"))
        let json = try DaemonClient.decode(try state(["--json"]).stdout.trimmingCharacters(in: .newlines))
        let updates = try #require(json["updates"] as? [[String: Any]])
        #expect(updates.map { "\($0["app"] ?? "") \($0["entity"] ?? "") \($0["phraseFileIsNewer"] as? Bool ?? false)" } == [
            "CodingBridge ProjectEntity true", "Diver TagEntity false",
        ])
        #expect(json["state"] as? String == daemon.statePath)

        // One type, then the rest.
        let one = try state(["reset", "--app", "coding bridge", "--entity", "ProjectEntity"])
        #expect(one.status == 0 && one.stdout == "reset CodingBridge ProjectEntity: phrased serves the phrase folder's values again\n", "\(one.stderr)")
        #expect(try client.request("open recipe app in coding bridge")["status"] as? String == "matched")
        #expect(!FileManager.default.fileExists(atPath: daemon.statePath + "/CodingBridge/entities/ProjectEntity.json"))
        #expect(try state(["reset"]).stdout == "reset Diver TagEntity: phrased serves the phrase folder's values again\n")
        #expect(try state(["reset"]).stdout == "no entity updates to reset\n")
        #expect(try state([]).stdout.hasPrefix("no entity updates"))

        // Mistakes.
        let unknown = try state(["reset", "--app", "Nope"])
        #expect(unknown.status == 1 && unknown.stdout.hasPrefix("error unknown-app: "), "\(unknown.stdout)")
        #expect(try state(["drop"]).status == 2)
        #expect(try state(["reset", "--entity", "ProjectEntity"]).status == 2)
        let away = try Binaries.run("phrase", ["state", "--socket", daemon.folder + "/none.sock"])
        #expect(away.status == 1 && away.stderr.contains("cannot connect to phrased"))
    }
}
