import Foundation
import PhraseTestSupport
import Phrasebook

/// Phrasebook beside Home Assistant's hassil on the same templates, names
/// and utterances: `turn on {name}`-style sentences over a list of names.
enum HassilComparison {
    static let intents: [(name: String, sentences: [String])] = [
        ("HassTurnOn", ["turn on {name}", "switch on {name}"]),
        ("HassTurnOff", ["turn off {name}", "switch off {name}"]),
    ]

    struct Row {
        var names: Int
        var hassilBuild: Double
        var phrasebookBuild: Double
        /// Per kind: hassil's samples and right answers; Phrasebook's with
        /// exact matching only (hassil's own kind of work) and with its
        /// default flexible matching.
        var kinds: [(kind: String, hassil: Samples, hassilRight: Int, exactOnly: Samples, exactOnlyRight: Int,
                     phrasebook: Samples, phrasebookRight: Int)]
    }

    struct Outcome {
        var version: String?
        var rows: [Row]
        var problem: String?
    }

    /// The same work as Phrasebook: an app "Home" whose shortcuts have the
    /// same sentences (no app name in them) over an entity type of `names`.
    static func catalog(names: [String]) -> Catalog {
        let here = SourceLocation(file: "hassil-comparison", line: 1, column: 1)
        var app = App(name: "Home", directory: "generated/Home")
        app.valueTypes["DeviceEntity"] = ValueType(
            name: "DeviceEntity", kind: .entity, values: names.map { Value(id: $0, title: $0) })
        for (intent, sentences) in intents {
            app.intents[intent] = Intent(name: intent, parameters: [
                Parameter(name: "name", typeName: "DeviceEntity", kind: .entity, isOptional: false),
            ])
            let templates = sentences.map { sentence in
                let prefix = String(sentence.dropLast("{name}".count))
                return Template(pieces: [.text(prefix), .parameter("name")], location: here)
            }
            app.shortcuts.append(Shortcut(intentName: intent, templates: templates, location: here))
        }
        return Catalog(apps: [app])
    }

    static func run(
        python: String?, script: String, workDirectory: String, sizes: [Int], utterances: Int, budget: Double, parameters: MatchParameters
    ) -> Outcome {
        var workload = Workload(seed: 1234)
        var specSizes: [[String: Any]] = []
        var lists: [(names: [String], kinds: [(String, [Utterance])])] = []
        for size in sizes {
            let names = workload.titles(size).map { $0.lowercased() }
            let unknown = workload.titles(utterances, avoiding: Set(names)).map { $0.lowercased() }
            var exact: [Utterance] = [], noMatch: [Utterance] = []
            for n in 0..<utterances {
                let (intent, sentences) = workload.random.pick(intents)
                let name = workload.random.pick(names)
                exact.append(Utterance(text: workload.random.pick(sentences).replacingOccurrences(of: "{name}", with: name),
                                       intent: intent, parameters: ["name": name]))
                noMatch.append(Utterance(
                    text: n % 2 == 0 ? workload.random.pick(Workload.unrelated) : "turn on the \(unknown[n])", intent: nil))
            }
            let kinds = [("exact", exact), ("no-match", noMatch)]
            lists.append((names, kinds))
            specSizes.append([
                "names": names, "budget": budget,
                "kinds": Dictionary(uniqueKeysWithValues: kinds.map { kind, list in
                    (kind, list.map { u -> [String: Any] in
                        var item: [String: Any] = ["text": u.text]
                        if let intent = u.intent { item["intent"] = intent; item["name"] = u.parameters["name"] ?? "" }
                        return item
                    })
                }),
            ])
        }

        // hassil first (in its own process), then Phrasebook on the same lists.
        var outcome = Outcome(version: nil, rows: [])
        var hassil: [[String: Any]] = []
        if let python {
            do {
                let specPath = workDirectory + "/hassil-spec.json"
                let spec: [String: Any] = [
                    "intents": Dictionary(uniqueKeysWithValues: intents.map { ($0.name, $0.sentences) }), "sizes": specSizes,
                ]
                try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: specPath))
                let (status, output) = try runProcess(python, [script, specPath])
                guard status == 0, let json = try JSONSerialization.jsonObject(with: output) as? [String: Any],
                      let sizes = json["sizes"] as? [[String: Any]]
                else { throw BenchError("hassil_bench.py exited with status \(status)") }
                outcome.version = json["version"] as? String
                hassil = sizes
            } catch {
                outcome.problem = "hassil not measured: \(error)"
            }
        } else {
            outcome.problem = "hassil not measured: no Python with hassil (make bench installs it into .build/hassil-venv with pip; was PyPI reachable?)"
        }

        for (s, (names, kinds)) in lists.enumerated() {
            let t0 = nanoseconds()
            let catalog = catalog(names: names)
            let build = Double(nanoseconds() - t0)
            let h = s < hassil.count ? hassil[s] : [:]
            var row = Row(names: names.count, hassilBuild: (h["build_ns"] as? Double) ?? .nan, phrasebookBuild: build, kinds: [])
            for (kind, list) in kinds {
                func run(_ options: MatchOptions) -> (Samples, Int) {
                    _ = list.prefix(50).map { catalog.match($0.text, options: options) }  // warm-up
                    var results: [MatchResult] = []
                    let samples = measure(list) { results.append(catalog.match($0.text, options: options)) }
                    return (samples, zip(list, results).filter { InProcess.isExpected($1, $0) }.count)
                }
                var exactOnly = MatchOptions(parameters: parameters)
                exactOnly.isExactOnly = true
                let (exactSamples, exactRight) = run(exactOnly)
                let (samples, right) = run(MatchOptions(parameters: parameters))
                let hk = (h["kinds"] as? [String: Any])?[kind] as? [String: Any]
                let hs = Samples(((hk?["ns"] as? [Any]) ?? []).compactMap { ($0 as? NSNumber)?.doubleValue })
                row.kinds.append((kind, hs, (hk?["right"] as? Int) ?? 0, exactSamples, exactRight, samples, right))
            }
            outcome.rows.append(row)
        }
        return outcome
    }
}

/// Runs `executable` with `arguments` (for as long as it takes, up to an
/// hour); its standard error is passed on.
func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
    let output = try ProcessRunner.run(executable, arguments, timeout: .seconds(3600))
    FileHandle.standardError.write(Data(output.stderr.utf8))
    return (output.status, Data(output.stdout.utf8))
}
