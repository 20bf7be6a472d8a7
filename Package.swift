// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Phrasebook",
    // Synchronization.Mutex; Linux has no platform minimum.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .executable(name: "phrase", targets: ["phrase"]),
        .executable(name: "phrased", targets: ["phrased"]),
    ],
    // The layers, arrows pointing inward only (README.md, "Working on
    // Phrasebook"; the team's style guide they come from is not part of
    // this repository):
    //
    //   phrase, phrased                (executables: parse arguments, wire, exit)
    //        │         │
    //   PhraseCLI   PhraseServer       (subcommands; the daemon: loop, connections, dispatch, reload;
    //        └────┬────┘   │            both read their command lines with PhraseArguments, a leaf)
    //        PhraseSystem  Wyoming     (the only Glibc/Darwin code) ─ CPhraseSystem;
    //             │        │            Wyoming's events and framing, pure values
    //        Phrasebook ─ SwiftReader  (the library product: reader, model, index, matcher,
    //                                   conversation, protocol values; no I/O but phrase files)
    //
    // CLI and Server use System and the core, never each other. Tools and
    // tests sit beside the picture, on the same modules.
    targets: [
        .target(name: "SwiftReader"),
        // Optimised in debug builds too: matching by sound aligns phonemes
        // millions of times over the evaluation set, which unoptimised
        // code makes a hundred times slower (make test would take minutes).
        .target(name: "Phrasebook", dependencies: ["SwiftReader"], swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),

        .target(name: "CPhraseSystem"),
        .target(name: "PhraseSystem", dependencies: ["CPhraseSystem"]),

        .target(name: "PhraseArguments"),
        .target(name: "PhraseCLI", dependencies: ["Phrasebook", "PhraseSystem", "PhraseArguments"]),
        .target(name: "Wyoming", dependencies: ["Phrasebook"]),
        .target(name: "PhraseServer", dependencies: ["Phrasebook", "PhraseSystem", "PhraseArguments", "Wyoming"]),

        .executableTarget(name: "phrase", dependencies: ["PhraseCLI"]),
        .executableTarget(name: "phrased", dependencies: ["PhraseServer"]),

        // Tools. `make bench`: release-built measurements; `phrase-load`:
        // throughput, latency and soak over the socket.
        .executableTarget(name: "phrase-bench", dependencies: ["Phrasebook", "PhraseSystem", "PhraseTestSupport"], exclude: ["hassil_bench.py"]),
        .executableTarget(name: "phrase-load", dependencies: ["PhraseSystem"]),
        .executableTarget(name: "phonetic-costs", dependencies: ["Phrasebook"]),
        // What tests and the bench share: a seeded generator, the naive
        // matcher, the built products, a process runner, a daemon launcher.
        .target(name: "PhraseTestSupport", dependencies: ["Phrasebook", "PhraseSystem"]),
        // `make fuzz`: libFuzzer harnesses (built with --sanitize=fuzzer) over
        // one library of checks, which FuzzReplayTests also runs.
        .target(name: "FuzzChecks", dependencies: ["SwiftReader", "Phrasebook", "Wyoming"]),
        .executableTarget(name: "FuzzLexer", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzExtractor", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzPhraseTest", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzEntityJSON", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzInfoPlist", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzRequestDecoder", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzWyoming", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzStringsTable", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzMatcher", dependencies: ["FuzzChecks"]),
        .executableTarget(name: "FuzzConversation", dependencies: ["FuzzChecks"]),

        .testTarget(name: "SwiftReaderTests", dependencies: ["SwiftReader", "PhraseTestSupport"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["Phrasebook", "PhraseTestSupport"], exclude: ["Golden", "Apps"]),
        .testTarget(name: "PhraseSystemTests", dependencies: ["PhraseSystem"]),
        .testTarget(name: "WyomingTests", dependencies: ["Wyoming", "PhraseTestSupport"]),
        .testTarget(name: "PhraseArgumentsTests", dependencies: ["PhraseArguments"]),
        .testTarget(name: "PhraseServerTests", dependencies: ["PhraseServer", "PhraseArguments", "PhraseTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["PhraseSystem", "PhraseTestSupport"], exclude: ["Golden", "Interop", "Voice"]),
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzChecks", "Phrasebook", "PhraseTestSupport"], exclude: ["Crashers", "Seeds", "fuzz.sh"]),
    ]
)

// Every Swift target gets the same settings (swift-nio's habit).
for target in package.targets where target.name != "CPhraseSystem" {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    target.swiftSettings = settings
}
