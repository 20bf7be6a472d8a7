import Foundation

/// Tests that need what only root has — a second user, a mount namespace —
/// are skipped elsewhere, with a reason the test run prints (`.enabled(if:
/// RootOnly.runs(when: …), "…")`). Where `PHRASEBOOK_REQUIRE_ROOT_TESTS=1`
/// (`.ci/run` sets it: CI runs as root) they always run, and fail when what
/// they need is missing, so a skip can never pass for a pass there.
enum RootOnly {
    static let isRequired = ProcessInfo.processInfo.environment["PHRASEBOOK_REQUIRE_ROOT_TESTS"] == "1"

    /// Whether a test that needs something (`isAvailable`) runs.
    static func runs(when isAvailable: Bool) -> Bool { isAvailable || isRequired }

    /// The failure when a required root-only test cannot run.
    static func missing(_ what: String) -> String {
        "PHRASEBOOK_REQUIRE_ROOT_TESTS=1 but \(what) is not available (uid \(getuid()))"
    }
}
