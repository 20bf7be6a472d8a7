import Foundation
import Phrasebook
import PhraseSystem

// `make bench`: every figure of Docs/performance.md, each beside a baseline
// measured in the same run. See Bench.usage.

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "measure-folder" {
        // Child mode: one phrases folder, figures as JSON on standard output.
        var plan = InProcess.Plan()
        var folder: String?
        var words = arguments.dropFirst().makeIterator()
        while let word = words.next() {
            switch word {
            case "--load-only": plan.measureMatching = false
            case "--update": plan.updateEntities = true
            case "--corpus": plan.fromCorpus = true
            case "--utterances": plan.utterances = words.next().flatMap(Int.init) ?? plan.utterances
            case "--naive-budget": plan.naiveBudgetSeconds = words.next().flatMap(Double.init) ?? plan.naiveBudgetSeconds
            case "--param":
                do { plan.parameters = try plan.parameters.setting(words.next() ?? "") } catch { throw BenchError("--param: \(error)") }
            default: folder = word
            }
        }
        guard let folder else { throw BenchError("measure-folder needs a folder") }
        let figures = try InProcess.measureFolder(folder, plan: plan)
        FileHandle.standardOutput.write(try Bench.encoder.encode(figures))
        exit(0)
    }
    if arguments.first == "socket" {
        // One socket measurement of a running server (for profiling):
        // phrase-bench socket PATH [--seconds S] [--line TEXT]...
        var path: String?
        var seconds = 2.0
        var texts: [String] = []
        var words = arguments.dropFirst().makeIterator()
        while let word = words.next() {
            switch word {
            case "--seconds": seconds = words.next().flatMap(Double.init) ?? seconds
            case "--line": words.next().map { texts.append($0) }
            default: path = word
            }
        }
        guard let path else { throw BenchError("socket needs a socket path") }
        let lines = (texts.isEmpty ? Bench.sampleMix : texts).map { Array(($0 + "\n").utf8) }
        let f = try SocketBench.measure(path, lines: lines, seconds: seconds)
        print("pipelined, one connection: \(Format.rate(f.pipelinedOne))")
        print("pipelined, 64 connections: \(Format.rate(f.pipelinedMany))")
        print("one request at a time: \(Format.pair(f.single))")
        print("64 clients one at a time: \(Format.pair(f.concurrent)), \(Format.rate(f.concurrentRate))")
        exit(0)
    }
    var bench = try Bench(arguments)
    exit(try bench.run())
} catch {
    FileHandle.standardError.write(Data("phrase-bench: \(error)\n".utf8))
    exit(1)
}
