import PhraseArguments
import Testing

/// The command-line parser `phrase` and `phrased` share.
@Suite struct ArgumentsTests {
    static let help = "usage: tool"

    func parse(_ words: [String]) throws(Arguments.Problem) -> Arguments {
        try Arguments(words, flags: ["--json", "--exact"], options: ["--app", "--socket", "--workers", "--timeout", "--threshold"], help: Self.help)
    }

    @Test func flagsOptionsAndPositionalsInAnyOrder() throws {
        let arguments = try parse(["phrases", "--app", "Calm", "--json", "open it", "--app=Diver", "-", "--", "--exact"])
        #expect(arguments.positionals == ["phrases", "open it", "-", "--exact"])
        #expect(arguments.has("--json") && !arguments.has("--exact"))
        #expect(arguments.value("--app") == "Diver")
        #expect(arguments.values("--app") == ["Calm", "Diver"])
        #expect(arguments.value("--socket") == nil)
    }

    @Test func numbersAreCheckedAgainstTheirRange() throws {
        let arguments = try parse(["--workers", "4", "--timeout", "0.25", "--threshold=0.7"])
        #expect(try arguments.integer("--workers", in: 1...256) == 4)
        #expect(try arguments.seconds("--timeout") == .milliseconds(250))
        #expect(try arguments.double("--threshold", in: 0...1) == 0.7)
        #expect(try arguments.integer("--app", in: 1...2) == nil)
        let problem = try #require(throws: Arguments.Problem.self) { try parse(["--workers", "0"]).integer("--workers", in: 1...256) }
        #expect(problem.description == "--workers must be a whole number from 1 to 256, not '0'" && problem.kind == .usage)
        #expect(throws: Arguments.Problem.self) { try parse(["--timeout", "-1"]).seconds("--timeout") }
        #expect(throws: Arguments.Problem.self) { try parse(["--threshold", "x"]).double("--threshold", in: 0...1) }
    }

    @Test func helpWinsBeforeTheEndOfOptions() throws {
        for words in [["--help"], ["--app", "x", "-h"], ["--nonsense", "--help"]] {
            let problem = try #require(throws: Arguments.Problem.self, "\(words)") { try parse(words) }
            #expect(problem.kind == .help && problem.description == Self.help)
        }
        #expect(try parse(["--", "--help"]).positionals == ["--help"])
    }

    @Test func usageErrorsSayWhatIsWrong() throws {
        for (words, message) in [
            (["--nope"], "unknown option '--nope'"), (["--json=yes"], "--json takes no value"), (["--app"], "--app needs a value"),
        ] {
            let problem = try #require(throws: Arguments.Problem.self, "\(words)") { try parse(words) }
            #expect(problem.description == message && problem.kind == .usage)
        }
        let extra = try #require(throws: Arguments.Problem.self) { try parse(["extra"]).expectingNoPositionals() }
        #expect(extra.description == "unexpected argument 'extra'")
    }
}
