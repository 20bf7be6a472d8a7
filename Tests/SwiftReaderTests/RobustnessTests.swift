#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import SwiftReader

/// Truncated and mangled provider files: never a crash, never a hang, never a lost byte.
/// The time limits only end a hang: a debug build on two busy cores needs
/// more than a minute for each (speed is `make bench`'s, not a test's).
@Suite struct RobustnessTests {
    /// Every prefix (in Unicode scalars) of the Landmarks provider file:
    /// lexing reproduces the prefix and extraction finishes.
    @Test(.timeLimit(.minutes(10)))
    func everyPrefixOfAProviderFile() {
        let lines = Fixtures.landmarks.split(separator: "\n", omittingEmptySubsequences: false)
        let provider = lines.prefix { !$0.hasPrefix("struct NavigateIntent") }.joined(separator: "\n")
        let scalars = provider.unicodeScalars
        var shortcutCounts: Set<Int> = []
        var end = scalars.startIndex
        while true {
            let source = String(scalars[..<end])
            if Lexer.tokenize(source).tokens.map(\.text).joined() != source {
                Issue.record("lost bytes lexing \(source.debugDescription)")
            }
            let declarations = Extractor.declarations(in: source, file: "Landmarks.swift")
            shortcutCounts.insert(declarations.providers.first?.shortcuts.count ?? 0)
            guard end < scalars.endIndex else { break }
            end = scalars.index(after: end)
        }
        // Shortcuts appear one by one as the file grows.
        #expect(shortcutCounts == [0, 1, 2, 3])
    }

    /// Suffixes of the coffee app's file (every 48th start, to stay fast):
    /// reading starts mid-token, mid-string, mid-comment.
    @Test(.timeLimit(.minutes(10)))
    func suffixesOfAProviderFile() {
        let scalars = Fixtures.coffee.unicodeScalars
        var start = scalars.startIndex
        while start < scalars.endIndex {
            let source = String(scalars[start...])
            if Lexer.tokenize(source).tokens.map(\.text).joined() != source {
                Issue.record("lost bytes lexing \(source.debugDescription)")
            }
            _ = Extractor.declarations(in: source, file: "Coffee.swift")
            start = scalars.index(start, offsetBy: 48, limitedBy: scalars.endIndex) ?? scalars.endIndex
        }
    }

    @Test func unbalancedAndDeeplyNestedBrackets() {
        let sources = [
            String(repeating: "(", count: 20_000) + String(repeating: "]", count: 20_000),
            String(repeating: "struct A: AppShortcutsProvider { ", count: 2_000),
            String(repeating: "{ static var appShortcuts: [AppShortcut] { AppShortcut(intent: X(", count: 1_000),
            "struct P: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { AppShortcut(intent: ) ] } ) }",
            "enum E: AppEnum { case ; static var caseDisplayRepresentations = [: , .a: , : \"x\"] }",
            "@Parameter( var : ? struct extension : { case",
        ]
        for source in sources {
            let declarations = Extractor.declarations(in: source, file: "Hostile.swift")
            #expect(declarations.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        }
    }
}

extension RobustnessTests {
    /// Garbage that repeats one construct many times on one line: reading
    /// must stay linear. Four times the input may take at most ten times as
    /// long (a linear reader takes four to six, a quadratic one sixteen),
    /// each size timed at its best of five, in processor time.
    @Test(arguments: [
        "func ", "var a: ", "let a = ", "case a = ", "struct A: B, ", "actor A ", "extension A: ", "@Parameter(",
        "AppShortcut(intent: A(), phrases: [", "for x in ", ".init(", "enum E: AppEnum { case a ",
        "struct P: AppShortcutsProvider { static var appShortcuts: [AppShortcut] { for x in y ",
        "\"\\(", "#if ", "/* ", "`", "#", "\\#(",
    ])
    func repeatedConstructsStayLinear(piece: String) {
        // The thread's own processor time (not the wall clock, which counts
        // the time other threads and processes took), interleaved, so a busy
        // stretch of the machine slows both sizes alike.
        func processorTime(_ body: () -> Void) -> Duration {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            body()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            return .seconds(end.tv_sec - start.tv_sec) + .nanoseconds(end.tv_nsec - start.tv_nsec)
        }
        let sources = [String(repeating: piece, count: 750), String(repeating: piece, count: 3_000)]
        var fastest = [Duration.seconds(3600), .seconds(3600)]
        for _ in 0..<5 {
            for (size, source) in sources.enumerated() {
                fastest[size] = min(fastest[size], processorTime { _ = Extractor.declarations(in: source, file: "Garbage.swift") })
            }
        }
        let (small, large) = (fastest[0], fastest[1])
        // A millisecond of slack for timer granularity on inputs read in microseconds.
        #expect(large < small * 10 + .milliseconds(1), "\(piece.debugDescription): \(small) for 750, \(large) for 3,000")
    }
}
