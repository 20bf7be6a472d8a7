import Foundation
import Phrasebook

// In-process matching measurements at several entity counts (release build).
// Usage: phrase-bench [--sizes 1000,10000,100000] [--utterances N]

func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func format(_ ns: Double) -> String {
    ns < 1000 ? String(format: "%.0f ns", ns) : ns < 1_000_000 ? String(format: "%.1f µs", ns / 1000) : String(format: "%.1f ms", ns / 1e6)
}

var sizes = [1_000, 10_000, 100_000]
var utteranceCount = 2_000
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = arguments.next()?.split(separator: ",").compactMap { Int($0) } ?? sizes
    case "--utterances": utteranceCount = arguments.next().flatMap(Int.init) ?? utteranceCount
    default: FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8)); exit(2)
    }
}

print("| values | compile | exact p50 / p99 | flexible p50 / p99 | no-match p50 / p99 | flexible correct |")
print("|---:|---:|---:|---:|---:|---:|")
for size in sizes {
    var workload = Workload()
    let app = workload.app(values: size)
    let start = nanoseconds()
    let catalog = Catalog(apps: [app])
    let compile = Double(nanoseconds() - start)
    let values = app.valueTypes["PlaceEntity"]!.values
    var exact: [String] = [], flexible: [(String, String)] = [], noMatch: [String] = []
    for _ in 0..<utteranceCount {
        let value = workload.random.pick(values)
        exact.append("open \(value.title) in atlas")
        // A filler, a dropped minor word and a misheard (doubled) letter in the value.
        var words = value.title.split(separator: " ").map(String.init)
        let i = Int(workload.random.next() % UInt64(words.count))
        if words[i].count > 4 { words[i].insert(words[i][words[i].index(words[i].startIndex, offsetBy: 2)], at: words[i].index(words[i].startIndex, offsetBy: 2)) }
        flexible.append(("hey please open \(words.joined(separator: " ")) atlas", value.id))
        noMatch.append("what is the weather like in \(workload.word()) tomorrow")
    }
    func measure(_ texts: [String]) -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(texts.count)
        for text in texts {
            let t0 = nanoseconds()
            _ = catalog.match(text)
            times.append(Double(nanoseconds() - t0))
        }
        return times.sorted()
    }
    _ = measure(Array(exact.prefix(100)))  // warm up
    let e = measure(exact), n = measure(noMatch)
    var correct = 0
    var f: [Double] = []
    for (text, id) in flexible {
        let t0 = nanoseconds()
        let result = catalog.match(text)
        f.append(Double(nanoseconds() - t0))
        if result.status == .matched, result.parameter("place")?.value == id { correct += 1 }
    }
    f.sort()
    print("| \(size) | \(format(compile)) | \(format(percentile(e, 0.5))) / \(format(percentile(e, 0.99))) | \(format(percentile(f, 0.5))) / \(format(percentile(f, 0.99))) | \(format(percentile(n, 0.5))) / \(format(percentile(n, 0.99))) | \(String(format: "%.1f%%", 100 * Double(correct) / Double(flexible.count))) |")
}
