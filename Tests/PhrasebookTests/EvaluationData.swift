import Foundation
@testable import Phrasebook

/// The development set's files under `Tests/Evaluation/`, read strictly: a
/// missing file, a missing column, a row with the wrong number of cells or
/// a transcript that joins no list line stops the evaluation with the file
/// and line, never an empty or quietly smaller category.
struct EvaluationData {
    /// Where a file's problem is: `Tests/Evaluation/phrases.tsv:12: …`.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// One data line of a TSV file: its cells by column name.
    struct Row {
        var file: String
        var line: Int
        var cells: [String: String]

        subscript(_ column: String) -> String { cells[column] ?? "" }
        var location: String { "\(file):\(line)" }
    }

    /// One row of `transcripts/*.tsv`: what the recogniser wrote for one
    /// list line, said by one voice in one condition.
    struct Transcript {
        var row: Row
        var voice: String { row["voice"] }
        var condition: String { row["condition"] }
        var text: String { row["transcript"] }
        /// The 1-best, then the rest of the n-best list (`hypotheses(_:)`).
        var hypotheses: [Hypothesis]
    }

    static let folder = "Tests/Evaluation"

    var split: [String: EvaluationSet.Split] = [:]
    var phrases: [Row] = []
    var negatives: [Row] = []
    var outOfDomain: [Row] = []
    var handwritten: [Row] = []
    var habits: [String: [[String]]] = [:]
    var otherApps: [String] = []
    /// Transcripts by list kind (`positive`, `negative`, `ood`) and the line's key.
    var transcripts: [String: [String: [Transcript]]] = [:]
    /// Whisper's (`transcripts/whisper-*.tsv`), the same way.
    var whisperTranscripts: [String: [String: [Transcript]]] = [:]

    /// Voices every spoken line is said by (clean audio), and how many rows a
    /// line marked `all` has (those, plus the tempo and noise conditions for
    /// three voices): `transcripts/README.md`.
    static let cleanRows = 8
    static let everyConditionRows = 20
    /// Whisper's rows of a spoken line: two voices clean, four noisy, one
    /// tempo or pitch variant (`transcripts/whisper.py`), for every
    /// `whisperEvery`-th spoken line of each list (`whisper.py run --every`),
    /// none for the others.
    static let whisperRows = 7
    static let whisperEvery = 2

    init() throws {
        for row in try Self.table("split.tsv", columns: ["app folder", "split"], headerless: true) {
            guard let part = EvaluationSet.Split(rawValue: row["split"]) else {
                throw Problem(description: "\(row.location): split must be tuning or checking, not '\(row["split"])'")
            }
            split[row["app folder"]] = part
        }
        phrases = try Self.table("phrases.tsv", columns: ["split", "tts", "app", "template", "phrase", "spoken", "status", "intent", "parameters", "spoken values"])
        negatives = try Self.table("negatives.tsv", columns: ["split", "tts", "app", "form", "text", "spoken", "negative"])
        outOfDomain = try Self.table("out-of-domain.tsv", columns: ["split", "tts", "near", "text", "spoken"])
        handwritten = try Self.table("handwritten.tsv", columns: ["split", "category", "utterance", "status", "app", "intent", "parameters"])
        for row in try Self.table("speech-habits.tsv", columns: ["kind", "text"], extraCells: true) {
            habits[row["kind"], default: []].append(row.cells["extra"].map { [row["text"], $0] } ?? [row["text"]])
        }
        otherApps = try Self.lines("other-apps.txt")
        for row in phrases + negatives + outOfDomain {
            guard EvaluationSet.Split(rawValue: row["split"]) != nil, ["-", "clean", "all"].contains(row["tts"]) else {
                throw Problem(description: "\(row.location): split must be tuning or checking and tts -, clean or all")
            }
        }
        try readTranscripts()
    }

    static func url(_ path: String) -> URL {
        EvaluationSet.root.appendingPathComponent(folder).appendingPathComponent(path)
    }

    static func text(_ path: String) throws -> String {
        let url = url(path)
        guard let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty else {
            throw Problem(description: "\(folder)/\(path): missing or empty; the evaluation needs it")
        }
        return text
    }

    /// Non-comment, non-blank lines of a plain list.
    static func lines(_ path: String) throws -> [String] {
        try text(path).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// A TSV with `#` comment lines, then a header line naming `columns`
    /// (or, `headerless`, data from the first line on), then data lines.
    static func table(_ path: String, columns: [String], headerless: Bool = false, extraCells: Bool = false) throws -> [Row] {
        var rows: [Row] = []
        var header: [String]? = headerless ? columns : nil
        for (number, raw) in try text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let names = header else {
                guard cells == columns else {
                    throw Problem(description: "\(folder)/\(path):\(number + 1): header \(cells), expected \(columns)")
                }
                header = cells
                continue
            }
            guard cells.count == names.count || (extraCells && cells.count == names.count + 1) else {
                throw Problem(description: "\(folder)/\(path):\(number + 1): \(cells.count) cells, the header has \(names.count)")
            }
            var byName = Dictionary(uniqueKeysWithValues: zip(names, cells))
            if cells.count > names.count { byName["extra"] = cells[names.count] }
            rows.append(Row(file: "\(folder)/\(path)", line: number + 1, cells: byName))
        }
        guard !rows.isEmpty else { throw Problem(description: "\(folder)/\(path): no data lines") }
        return rows
    }

    /// Reads `transcripts/{positive,negative,out-of-domain}.tsv` (pocketsphinx)
    /// and `transcripts/whisper-*.tsv` and checks that every spoken list line
    /// has all its rows and every row joins a list line.
    mutating func readTranscripts() throws {
        transcripts = try readTranscripts(prefix: "", extraColumns: []) { line, _ in
            line["tts"] == "all" ? Self.everyConditionRows : Self.cleanRows
        }
        whisperTranscripts = try readTranscripts(prefix: "whisper-", extraColumns: ["recogniser"]) { _, n in
            n % Self.whisperEvery == 0 ? Self.whisperRows : 0
        }
    }

    /// One recogniser's three files, `wanted(line, n)` rows for the `n`th
    /// spoken line of a list (from 0).
    func readTranscripts(prefix: String, extraColumns: [String], rows wanted: (Row, Int) -> Int) throws -> [String: [String: [Transcript]]] {
        let columns = ["spoken", "voice", "condition", "transcript", "nbest", "kind", "split", "phrase"] + extraColumns
        let lists: [(kind: String, file: String, rows: [Row], key: String)] = [
            ("positive", prefix + "positive.tsv", phrases, "phrase"),
            ("negative", prefix + "negative.tsv", negatives, "text"),
            ("ood", prefix + "out-of-domain.tsv", outOfDomain, "text"),
        ]
        var transcripts: [String: [String: [Transcript]]] = [:]
        for list in lists {
            var byKey: [String: [Transcript]] = [:]
            var listed: [String: Row] = [:]
            for line in list.rows {
                if let first = listed.updateValue(line, forKey: line[list.key] + "\t" + line["spoken"]) {
                    throw Problem(description: "\(line.location): the same line as \(first.location)")
                }
            }
            for row in try Self.table("transcripts/\(list.file)", columns: columns) {
                guard row["kind"] == list.kind, let line = listed[row["phrase"] + "\t" + row["spoken"]] else {
                    throw Problem(description: "\(row.location): '\(row["phrase"])' said as '\(row["spoken"])' is not a line of the \(list.kind) list; regenerate the transcripts (transcripts/README.md)")
                }
                guard row["split"] == line["split"] else {
                    throw Problem(description: "\(row.location): split \(row["split"]), but \(line.location) says \(line["split"])")
                }
                byKey[row["phrase"] + "\t" + row["spoken"], default: []].append(Transcript(row: row, hypotheses: Self.hypotheses(row)))
            }
            for (n, line) in list.rows.filter({ $0["tts"] != "-" }).enumerated() {
                let want = wanted(line, n)
                let have = byKey[line[list.key] + "\t" + line["spoken"]]?.count ?? 0
                guard have == want else {
                    throw Problem(description: "\(line.location): \(have) transcript rows in transcripts/\(list.file), expected \(want) (tts \(line["tts"])); regenerate the transcripts")
                }
            }
            transcripts[list.kind] = byKey
        }
        return transcripts
    }

    /// What a frontend hands the matcher: the recogniser's 1-best first, then
    /// its n-best list (`score:text|score:text|…`) without it, five in all.
    /// pocketsphinx's n-best comes from the lattice and does not always
    /// start with the 1-best its search chose.
    static func hypotheses(_ row: Row) -> [Hypothesis] {
        let best = row["transcript"]
        let rest = row["nbest"].split(separator: "|").compactMap { item -> Hypothesis? in
            guard let colon = item.firstIndex(of: ":") else { return nil }
            return Hypothesis(String(item[item.index(after: colon)...]), score: Double(item[..<colon]))
        }.filter { $0.text != best }
        return Array(((best.isEmpty ? [] : [Hypothesis(best)]) + rest).prefix(5))
    }
}
