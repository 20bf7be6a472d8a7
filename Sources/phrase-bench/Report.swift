import Foundation

/// What the figures were measured on.
struct Machine {
    var cpu: String
    var cores: Int
    var memory: Double
    var kernel: String
    var swift: String
    var loadAtStart: String

    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let kernel = ((try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "unknown")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var swift = ProcessInfo.processInfo.environment["BENCH_SWIFT_VERSION"] ?? ""
        if swift.isEmpty, let (status, output) = try? runProcess("/usr/bin/env", ["swift", "--version"]), status == 0 {
            swift = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        }
        return Machine(
            cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount, memory: Double(ProcessInfo.processInfo.physicalMemory),
            kernel: kernel, swift: swift.isEmpty ? "unknown" : swift, loadAtStart: loadAverage())
    }

    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
            .split(separator: " ").prefix(3).joined(separator: " ")
    }
}

extension Bench {
    static func table(_ header: [String], _ alignRight: [Bool], _ rows: [[String]]) -> String {
        var lines = ["| " + header.joined(separator: " | ") + " |"]
        lines.append("|" + alignRight.map { $0 ? "---:" : "---" }.joined(separator: "|") + "|")
        lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n")
    }

    mutating func addCompileSection(_ figures: [(Layout, FolderFigures, loads: [Double], peaks: [Double])],
                                    baseline: FolderFigures, startups: [String: (Samples, Double)]) {
        let emptyStart = baseline.residentPeak
        var rows: [[String]] = [[
            "empty folder (baseline)", "0", "0", "0", Format.time(baseline.loadNanoseconds), Format.bytes(emptyStart), "–", "–", "–", "–",
        ]]
        for (layout, f, loads, peaks) in figures {
            let load = Samples(loads).p50, peak = Samples(peaks).p50
            let startup = startups[layout.folder]
            rows.append([
                layout.name, Format.count(layout.apps), Format.count(f.values), Format.count(f.expanded), Format.time(load),
                Format.bytes(peak), Format.bytes(peak - emptyStart), Format.bytes((peak - emptyStart) / Double(max(f.expanded, 1))),
                startup.map { Format.time($0.0.p50) + " (" + Format.ratio($0.0.p50, load) + ")" } ?? "–",
                startup.map { Format.bytes($0.1) } ?? "–",
            ])
        }
        sections.append("""
            ## Compile, memory and daemon start-up

            Each phrases folder is compiled by `Catalog(loadingFrom:)` (read the Swift and the entity JSON, expand, \
            index) in a fresh child process, three times; the table gives the median time and the median peak \
            resident memory (`VmHWM`). The baseline is the same child on an empty folder: \
            *over baseline* is what the phrases cost, and *bytes / phrase* divides it by the expanded phrases. \
            Daemon start-up is `phrased --no-dispatch` from `exec` until it answers a ping (median of 3; in \
            brackets: start-up / in-process compile), and its peak resident memory.

            """ + "\n" + Self.table(
                ["layout", "apps", "values", "expanded phrases", "compile (p50 of 3)", "peak RSS", "over baseline",
                 "bytes / phrase", "daemon start-up", "daemon peak RSS"],
                [false, true, true, true, true, true, true, true, true, true], rows))

        if let big = figures.first(where: { $0.0.apps == 1 && $0.1.values >= 100_000 }) {
            let load = Samples(big.loads).p50, memory = Samples(big.peaks).p50 - emptyStart
            targets.append(("compile 100,000 entity values ≤ 0.5 s", Format.time(load), load <= 0.5e9))
            targets.append(("compile 100,000 entity values ≤ 100 MB (peak RSS over an empty process)", Format.bytes(memory),
                            memory <= 100e6))
        }
    }

    mutating func addMatchSection(
        _ figures: [(Layout, FolderFigures, loads: [Double], peaks: [Double])], sample: FolderFigures, ordering: FolderFigures
    ) {
        var rows: [[String]] = []
        func add(_ name: String, _ f: FolderFigures) {
            let kinds: [(String, Figure?, Figure?)] = [("exact", f.exact, f.naiveExact), ("flexible", f.flexible, f.naiveFlexible),
                                                       ("no-match", f.noMatch, f.naiveNoMatch),
                                                       ("flexible, beside partial", f.fullBesidePartial, nil),
                                                       ("flexible, partial", f.partial, nil), ("prefixes", f.prefixFull, nil),
                                                       ("prefixes, partial", f.partialPrefix, nil)]
            for (kind, mine, naive) in kinds {
                guard let mine else { continue }
                rows.append([
                    name, Format.count(f.expanded), kind, Format.time(mine.p50), Format.time(mine.p99), Format.count(mine.count),
                    mine.correct.map(Format.percent) ?? "–",
                    naive.map { Format.time($0.p50) + " / " + Format.time($0.p99) + " (\($0.count))" } ?? "–",
                    naive.map { Format.ratio($0.p50, mine.p50) } ?? "–",
                ])
            }
        }
        add("sample apps (`phrases/`)", sample)
        add("Brewline (1,440 templates, six parameters)", ordering)
        for (layout, f, _, _) in figures { add(layout.name, f) }
        sections.append("""
            ## In-process matching

            `catalog.match(text)` with the default options, timed per utterance (release build, one thread, after a \
            warm-up). Utterances are drawn at random from the catalog's own expanded phrases: *exact* as expanded; \
            *flexible* transcript-style (a filler in front — "hey", "um", "can you" —, the first minor word \
            dropped, one letter doubled in a word of the value); *no-match* half unrelated requests, half a phrase \
            naming the app with a value it does not have. *Right* is the share with the expected status, intent and \
            value (no-match: status `no-match`). The naive baseline scans every expanded phrase of the same catalog \
            (exact: word-for-word compare after the same normalisation; flexible and no-match: best word-level edit \
            distance ratio, ≥ 0.65 matches), on as many of the same utterances as fit in its time budget (count in \
            brackets); *naive / Phrasebook* compares the medians. *Partial* (issue 37) is the same match with \
            `isPartial`, which adds the completion's walk: *flexible, partial* on the flexible utterances, \
            *prefixes, partial* on a word prefix of each (one to all of its words, at random), what a recogniser \
            sends while the command is being said; each is timed in turn with the full match of the same text \
            (*flexible, beside partial*; *prefixes*): the two one after the other, which goes first turning with \
            each text, so that a busy moment of the shared machine, and the cache the first leaves warm for the \
            second, fall on both sides alike. *Brewline* is issue 35's ordering app \
            (`Tests/PhrasebookTests/Apps/Brewline`): one intent, six parameters, 1,440 templates, orders of a dozen \
            to twenty words — where flexible matching costs most, every template aligned with every word.

            """ + "\n" + Self.table(
                ["workload", "expanded phrases", "utterances", "p50", "p99", "n", "right", "naive p50 / p99 (n)", "naive / Phrasebook"],
                [false, true, false, true, true, true, true, true, true], rows))

        let all = [sample] + figures.map(\.1)
        let worstExact = all.compactMap { $0.exact?.p99 }.max() ?? .nan
        targets.append(("exact match p99 ≤ 5 µs at every size", "worst p99 " + Format.time(worstExact), worstExact <= 5000))
        for f in figures.map(\.1) where f.values >= 100_000 {
            let flexible = f.flexible?.p99 ?? .nan, noMatch = f.noMatch?.p99 ?? .nan
            let apps = figures.first { $0.1.expanded == f.expanded && $0.1.values == f.values }?.0.name ?? ""
            targets.append(("flexible p99 ≤ 100 µs at 100,000 values (\(apps))", Format.time(flexible), flexible <= 100_000))
            targets.append(("no-match p99 ≤ 100 µs at 100,000 values (\(apps))", Format.time(noMatch), noMatch <= 100_000))
            // The full match timed in turn with the partial one (its own
            // row above is of another moment).
            let full = f.fullBesidePartial?.p99 ?? .nan, partial = f.partial?.p99 ?? .nan, prefix = f.partialPrefix?.p99 ?? .nan
            let medians = (f.partial?.p50 ?? .nan) / (f.fullBesidePartial?.p50 ?? .nan)
            let prefixMedians = (f.partialPrefix?.p50 ?? .nan) / (f.prefixFull?.p50 ?? .nan)
            targets.append((
                "partial request p99 ≤ the full match's p99 at 100,000 values (\(apps), flexible utterances, timed in turn; issue 37)",
                "partial \(Format.time(partial)) (\(Format.ratio(partial, full))), prefixes \(Format.time(prefix)) "
                    + "(\(Format.ratio(prefix, full))), full \(Format.time(full)); p50 partial / full "
                    + String(format: "%.2f×, prefixes partial / full %.2f×", medians, prefixMedians),
                max(partial, prefix) <= full))
        }
        for apps in [1, 10] {
            let mine = figures.filter { $0.0.apps == apps }
            guard let small = mine.first, let large = mine.last, large.1.expanded >= 1_000_000 else { continue }
            var worst = 0.0
            var parts: [String] = []
            for (kind, a, b) in [("exact", small.1.exact, large.1.exact), ("flexible", small.1.flexible, large.1.flexible),
                                 ("no-match", small.1.noMatch, large.1.noMatch)] {
                guard let a, let b else { continue }
                worst = max(worst, b.p50 / a.p50)
                parts.append("\(kind) \(Format.ratio(b.p50, a.p50))")
            }
            targets.append(("per-utterance time (p50) at 10⁶ phrases within 2× of 10³ (\(small.0.name))",
                            parts.joined(separator: ", "), worst <= 2))
        }
    }

    mutating func addUpdateSection(_ figures: [(Layout, FolderFigures, loads: [Double], peaks: [Double])], daemonUpdate: (Samples, Bool)?) {
        guard let big = figures.first(where: { $0.1.update != nil }) else { return }
        let update = big.1.update!
        let compile = Samples(big.loads).p50
        var rows = [[
            "in process: `catalog.replacingEntities(ofApp:type:with:)`", Format.time(update.p50), Format.time(compile),
            Format.ratio(update.p50, compile), big.1.updateServesNewValue == true ? "yes" : "**no**",
        ]]
        if let (samples, served) = daemonUpdate {
            rows.append([
                "daemon: `update-entities` sent → a match on a new value answered", Format.time(samples.p50), Format.time(compile),
                Format.ratio(samples.p50, compile), served ? "yes" : "**no**",
            ])
            targets.append(("`update-entities` of 100,000 values ≤ 0.5 s (daemon, until the new index serves)",
                            Format.time(samples.p50), samples.p50 <= 0.5e9))
        } else {
            targets.append(("`update-entities` of 100,000 values ≤ 0.5 s (in process only)", Format.time(update.p50), update.p50 <= 0.5e9))
        }
        sections.append("""
            ## Updating 100,000 entity values

            The one-app folder with \(Format.count(big.1.values)) values gets \(Format.count(big.1.values)) new ones (median of 3). \
            In process: the time to build the new catalog. Through the daemon: one `update-entities` request \
            (~\(Format.bytes(Double(big.1.values) * 40)) line: parse, rebuild, write the entity file atomically with \
            `fsync`, swap) and, pipelined behind it on the same connection, a match on one of the new values — \
            the time from the first byte sent to that match's response. Baseline: compiling the whole folder.

            """ + "\n" + Self.table(["what", "p50", "baseline: full compile", "ratio", "new value matched"], [false, true, true, true, false], rows))
    }

    mutating func addSocketSection(_ rows: [(String, SocketFigures, SocketFigures)]) {
        guard !rows.isEmpty else { return }
        var table: [[String]] = []
        for (name, d, e) in rows {
            table.append(["**\(name)**", "", "", ""])
            table.append(["pipelined, one connection", Format.rate(d.pipelinedOne), Format.rate(e.pipelinedOne), Format.percent(d.pipelinedOne / e.pipelinedOne)])
            table.append(["pipelined, 64 connections", Format.rate(d.pipelinedMany), Format.rate(e.pipelinedMany), Format.percent(d.pipelinedMany / e.pipelinedMany)])
            table.append(["one request at a time: p50 / p99", Format.pair(d.single), Format.pair(e.single), Format.ratio(d.single.p50, e.single.p50)])
            table.append(["64 clients, one request at a time each: p50 / p99", Format.pair(d.concurrent), Format.pair(e.concurrent), Format.ratio(d.concurrent.p50, e.concurrent.p50)])
            table.append(["64 clients, one request at a time each: rate", Format.rate(d.concurrentRate), Format.rate(e.concurrentRate), Format.percent(d.concurrentRate / e.concurrentRate)])
        }
        sections.append("""
            ## Over the socket

            `phrased --no-dispatch` on the sample apps, and beside it, as the physical reference, a bare \
            Unix-socket line server in the benchmark process that does no work: for each request line it \
            writes one response line of the daemon's mean response size for the same requests, reading and \
            writing 256 KiB at a time, one thread per connection. Both are measured with the same client, the \
            same lines, in the same run. Pipelined: the client sends every request without waiting while a second \
            thread reads the responses (rate = responses / wall time). One request at a time: round trips on one \
            connection (5,000), and 64 connections doing the same at once (200 each). The last column is \
            phrased / echo.

            """ + "\n" + Self.table(["figure", "phrased", "echo", "phrased / echo"], [false, true, true, true], table))
        let mix = rows[0].1, echo = rows[0].2
        targets.append(("≥ 100,000 utterances/s pipelined on one connection (sample-app mix)", Format.rate(mix.pipelinedOne), mix.pipelinedOne >= 100_000))
        targets.append(("≥ 50% of the bare-socket echo rate (sample-app mix, one connection)", Format.percent(mix.pipelinedOne / echo.pipelinedOne),
                        mix.pipelinedOne / echo.pipelinedOne >= 0.5))
        targets.append(("p99 ≤ 1 ms with 64 concurrent clients (sample-app mix)", Format.time(mix.concurrent.p99), mix.concurrent.p99 <= 1e6))
        // Issue 12: cheap requests are answered without crossing threads.
        if let (_, exact, bare) = rows.first(where: { $0.0.hasPrefix("exact phrases") }) {
            let ratio = exact.single.p50 / bare.single.p50
            targets.append(("a lone exact-match request (p50, one at a time) within 3× of the bare line server",
                            "\(Format.time(exact.single.p50)) vs \(Format.time(bare.single.p50)): \(Format.ratio(exact.single.p50, bare.single.p50))",
                            ratio <= 3))
            targets.append(("p99 ≤ 1 ms with 64 clients one request at a time (exact phrases)", Format.time(exact.concurrent.p99),
                            exact.concurrent.p99 <= 1e6))
        }
    }

    mutating func addHassilSection(_ outcome: HassilComparison.Outcome) {
        var rows: [[String]] = []
        var worst = Double.infinity
        for row in outcome.rows {
            for k in row.kinds {
                // The target compares the same work: hassil matches templates exactly.
                if k.hassil.count > 0 { worst = min(worst, k.hassil.p50 / k.exactOnly.p50) }
                let has = k.hassil.count > 0
                rows.append([
                    Format.count(row.names), k.kind,
                    has ? Format.pair(k.hassil) + " (\(k.hassil.count))" : "–",
                    Format.pair(k.exactOnly) + " (\(k.exactOnly.count))",
                    has ? Format.ratio(k.hassil.p50, k.exactOnly.p50) : "–",
                    Format.pair(k.phrasebook) + " (\(k.phrasebook.count))",
                    has ? Format.ratio(k.hassil.p50, k.phrasebook.p50) : "–",
                    has ? "\(k.hassilRight)/\(k.hassil.count)" : "–",
                    "\(k.exactOnlyRight)/\(k.exactOnly.count) · \(k.phrasebookRight)/\(k.phrasebook.count)",
                ])
            }
            rows.append([Format.count(row.names), "build", Format.time(row.hassilBuild), Format.time(row.phrasebookBuild),
                         Format.ratio(row.hassilBuild, row.phrasebookBuild), "", "", "", ""])
        }
        var intro = """
            ## Beside Home Assistant's hassil

            The same sentences — `turn on {name}`, `switch on {name}` (HassTurnOn), `turn off {name}`, \
            `switch off {name}` (HassTurnOff) — over the same generated lists of names, the same utterances: \
            *exact* says a listed name, *no-match* alternates unrelated requests and `turn on the <unlisted name>`. \
            hassil \(outcome.version ?? "?") (`pip install hassil` into `.build/hassil-venv`) is driven by \
            `Sources/phrase-bench/hassil_bench.py`: `hassil.recognize()` per utterance, timed with \
            `perf_counter_ns`, at most ~4 s per kind and size (n in brackets); Phrasebook is an app built in code \
            with the same templates (no app name in them), `catalog.match` twice: exact matching only \
            (`--exact`: the same work as hassil, which has no flexible mode; the target's ratio is this one) \
            and with the default options, flexible matching on (more work: it also looks for misheard and \
            missing words). *Build* is hassil's `Intents` + slot list + first recognize, and Phrasebook's \
            `Catalog(apps:)`. *Right*: the expected intent and name, or no match (exact only · flexible).

            """
        if let problem = outcome.problem { intro += "\n**\(problem)**\n" }
        sections.append(intro + "\n" + Self.table(
            ["names", "utterances", "hassil p50 / p99 (n)", "Phrasebook exact only p50 / p99 (n)", "hassil / exact only",
             "Phrasebook flexible p50 / p99 (n)", "hassil / flexible", "hassil right", "Phrasebook right"],
            [true, false, true, true, true, true, true, true, true], rows))
        if outcome.problem == nil, worst.isFinite {
            targets.append(("≥ 100× hassil's per-utterance speed on the same work (worst p50 ratio, exact only, over sizes and kinds)", Format.ratio(worst, 1), worst >= 100))
        } else {
            targets.append(("≥ 100× hassil's per-utterance speed", outcome.problem ?? "not measured", nil))
        }
    }

    func render(machine: Machine, started: Date, finished: String, seconds: Double, total: Double?) -> String {
        let date = ISO8601DateFormatter().string(from: started)
        let met = targets.filter { $0.met == true }.count
        let duration = String(format: "%.0f s of measuring", seconds)
            + (total.map { String(format: ", %.0f s in all with the release build and the hassil install", $0) } ?? "")
        return """
            # Performance

            Written by `\(command)` (`Sources/phrase-bench`) on \(date): \(duration). \
            Re-run it to replace this file. Every figure is measured in this one run beside its baseline; \
            times are medians (p50) and 99th percentiles (p99), because the machine is shared and noisy: \
            a p99 near 4 ms or 8 ms is usually one or two scheduler ticks lost to another process, not the code \
            (the naive baseline shows the same tails).

            | machine | |
            |---|---|
            | CPU | \(machine.cpu), \(machine.cores) cores |
            | memory | \(Format.bytes(machine.memory)) |
            | kernel | Linux \(machine.kernel) |
            | Swift | \(machine.swift), release build |
            | load average (1, 5, 15 min) | \(machine.loadAtStart) at the start, \(finished) at the end |
            | match parameters | \(parameters.changes.isEmpty ? "as shipped" : parameters.changes.joined(separator: " ")) |

            ## Targets: \(met) of \(targets.count) met

            """ + "\n" + Self.table(["target", "measured", "met"], [false, true, false],
                             targets.map { [$0.target, $0.measured, Format.met($0.met)] })
            + "\n\n" + sections.joined(separator: "\n\n") + "\n"
    }
}
