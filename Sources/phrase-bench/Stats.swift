import Foundation

/// Nanoseconds on the monotonic clock.
func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Latency samples in nanoseconds, summarised.
struct Samples: Sendable {
    private(set) var sorted: [Double]

    init(_ values: [Double]) { sorted = values.sorted() }

    var count: Int { sorted.count }
    func percentile(_ p: Double) -> Double {
        sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    }
    var p50: Double { percentile(0.5) }
    var p99: Double { percentile(0.99) }
}

/// Times `body` on each of `inputs`, stopping early after `budget` seconds
/// (but never before `minimum` samples).
func measure<T>(_ inputs: [T], budget: Double = .infinity, minimum: Int = 5, _ body: (T) -> Void) -> Samples {
    var times: [Double] = []
    times.reserveCapacity(inputs.count)
    let deadline = Double(nanoseconds()) + budget * 1e9
    for input in inputs {
        let t0 = nanoseconds()
        body(input)
        let t1 = nanoseconds()
        times.append(Double(t1 - t0))
        if times.count >= minimum, Double(t1) > deadline { break }
    }
    return Samples(times)
}

enum Format {
    /// A duration given in nanoseconds.
    static func time(_ ns: Double) -> String {
        if ns.isNaN { return "–" }
        if ns < 1000 { return String(format: "%.0f ns", ns) }
        if ns < 1e6 { return String(format: ns < 1e4 ? "%.2f µs" : ns < 1e5 ? "%.1f µs" : "%.0f µs", ns / 1000) }
        if ns < 1e9 { return String(format: ns < 1e7 ? "%.2f ms" : ns < 1e8 ? "%.1f ms" : "%.0f ms", ns / 1e6) }
        return String(format: "%.2f s", ns / 1e9)
    }

    static func pair(_ s: Samples) -> String { "\(time(s.p50)) / \(time(s.p99))" }

    static func bytes(_ b: Double) -> String {
        if b.isNaN { return "–" }
        if b < 1024 { return String(format: "%.0f B", b) }
        if b < 1024 * 1024 { return String(format: "%.1f KiB", b / 1024) }
        if b < 1024 * 1024 * 1024 { return String(format: "%.1f MiB", b / 1024 / 1024) }
        return String(format: "%.2f GiB", b / 1024 / 1024 / 1024)
    }

    /// `a / b` as "12×" or "0.4×".
    static func ratio(_ a: Double, _ b: Double) -> String {
        guard a.isFinite, b.isFinite, b > 0 else { return "–" }
        let r = a / b
        return r >= 100 ? String(format: "%.0f×", r) : r >= 10 ? String(format: "%.1f×", r) : String(format: "%.2f×", r)
    }

    static func count(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    static func rate(_ perSecond: Double) -> String {
        perSecond.isFinite ? count(Int(perSecond.rounded())) + "/s" : "–"
    }

    static func percent(_ x: Double) -> String { x.isFinite ? String(format: "%.1f%%", 100 * x) : "–" }

    static func met(_ ok: Bool?) -> String {
        switch ok {
        case true?: "✅ met"
        case false?: "❌ missed"
        case nil: "– not measured"
        }
    }
}
