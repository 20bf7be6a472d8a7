import Foundation
import PhraseArguments
import Phrasebook
import PhraseSystem

/// `phrase state [list|reset] [--app APP] [--entity TYPE] [--socket PATH] [--json]`:
/// the entity updates a running `phrased` keeps in its state folder
/// (`update-entities`): lists them (op `entity-updates`), or drops them so
/// the phrase folder's values serve again (op `reset-entities`, which
/// reloads).
///
/// The daemon is asked, not the files read: it knows its own state folder
/// (`--state-dir`, its environment's `XDG_STATE_HOME`) and reloads at once.
struct StateCommand {
    static let usage = "phrase state [list|reset] [--app APP] [--entity TYPE] [--socket PATH] [--json]"
    static let help = """
        usage: \(usage)

        The entity updates (op update-entities) a running phrased keeps in its state folder,
        over the phrase folder's entities/<Type>.json files, which they replace until reset.

          list    each update: app, type, how many values, the file and when it was written,
                  the phrase folder's file it replaces (the default)
          reset   drop the updates (every app's, one app's with --app, one type's with --entity),
                  and have phrased reload: the phrase folder's values serve again

        options:
          --app APP       one app only
          --entity TYPE   with --app, one entity type only (reset)
          --socket PATH   the daemon's socket (default: $XDG_RUNTIME_DIR/phrased.sock, else
                          /tmp/phrased-$UID.sock)
          --json          print the daemon's JSON response as it is

        exit status: 0 done, 1 the daemon cannot be reached or refused, 2 bad usage
        """

    static func run(_ words: [String], output: Output) throws(Arguments.Problem) -> Int32 {
        let arguments = try Arguments(words, flags: ["--json"], options: ["--app", "--entity", "--socket"], help: help)
        guard arguments.positionals.count <= 1 else {
            throw Arguments.Problem(description: "one action at most (list or reset), not \(arguments.positionals.joined(separator: " "))")
        }
        let action = arguments.positionals.first ?? "list"
        let app = arguments.value("--app")
        let entity = arguments.value("--entity")
        if entity != nil, app == nil { throw Arguments.Problem(description: "--entity goes with --app (the app whose type it is)") }
        var request: [(String, JSON)]
        switch action {
        case "list":
            if entity != nil { throw Arguments.Problem(description: "--entity goes with reset") }
            request = [("op", .string("entity-updates"))]
        case "reset": request = [("op", .string("reset-entities"))]
        default: throw Arguments.Problem(description: "unknown action '\(action)' (list or reset)")
        }
        if let app { request.append(("app", .string(app))) }
        if let entity { request.append(("entity", .string(entity))) }

        let path =
            arguments.value("--socket")
            ?? SocketPath.defaultPath(environment: ProcessInfo.processInfo.environment, userID: UInt32(CurrentProcess.userID))
        let line: String
        do {
            line = try exchange(JSON.object(request).serialized, socketPath: path)
        } catch {
            output.error("phrase: error: \(error.description)")
            return 1
        }
        guard let response = try? JSON(parsing: Array(line.utf8)), response["status"]?.stringValue == "ok" else {
            output.line(arguments.has("--json") ? line : SendCommand.describe(line))
            return 1
        }
        output.line(arguments.has("--json") ? line : action == "list" ? describeList(response) : describeReset(response))
        return 0
    }

    /// Why the daemon gave no answer.
    struct ExchangeError: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends one request line to the daemon at `socketPath`; its response line.
    static func exchange(_ line: String, socketPath: String) throws(ExchangeError) -> String {
        let socket: UnixSocket
        do {
            socket = try UnixSocket.connecting(to: socketPath)
        } catch {
            throw ExchangeError(
                description: "cannot connect to phrased: \(error)\n(is it running? start it with `make run` or `phrased --socket \(socketPath)`)")
        }
        defer { try? socket.close() }
        do {
            try socket.sendAll(Array((line + "\n").utf8))
            try socket.shutdownWriting()
        } catch {
            throw ExchangeError(description: "sending to phrased: \(error)")
        }
        var responses = SendCommand.ResponseReader(socket: socket)
        guard let response = responses.next() else { throw ExchangeError(description: "phrased closed the connection before answering") }
        return response
    }

    /// `entity-updates`' response for people.
    static func describeList(_ response: JSON) -> String {
        let state = response["state"]?.stringValue ?? "?"
        let updates = response["updates"]?.arrayValue ?? []
        guard !updates.isEmpty else {
            return "no entity updates: phrased serves the phrase folder's values (state folder: \(state))"
        }
        var lines = ["entity updates phrased serves over the phrase folder's values (state folder: \(state)):"]
        for update in updates {
            let count = update["count"]?.intValue.map { "\($0) value\($0 == 1 ? "" : "s")" } ?? "not loaded"
            var line = "  \(update["app"]?.stringValue ?? "?") \(update["entity"]?.stringValue ?? "?"): \(count)"
            line += ", written \(update["written"]?.stringValue ?? "?")"
            if let replaced = update["replaces"]?.stringValue {
                line += ", replaces \(replaced)"
                if update["phraseFileIsNewer"]?.boolValue == true { line += " (which changed after it)" }
            }
            lines.append(line)
        }
        lines.append("`phrase state reset` drops them (--app APP, --entity TYPE for some).")
        return lines.joined(separator: "\n")
    }

    /// `reset-entities`' response for people.
    static func describeReset(_ response: JSON) -> String {
        let removed = response["removed"]?.arrayValue ?? []
        guard !removed.isEmpty else { return "no entity updates to reset" }
        let names = removed.map { "\($0["app"]?.stringValue ?? "?") \($0["entity"]?.stringValue ?? "?")" }
        return "reset \(names.joined(separator: ", ")): phrased serves the phrase folder's values again"
    }
}
