import SwiftReader

/// `Extractor.declarations` on any text: it returns (no trap, no hang);
/// every location it gives (diagnostics and declarations alike) names the
/// file it was given and a position inside the text; diagnostics are sorted;
/// extracting twice gives the same result.
enum ExtractorCheck {
    static let file = "Fuzz.swift"

    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let source = text(bytes)
        let declarations = Extractor.declarations(in: source, file: file)
        let lines = SourceLines(swift: Array(source.unicodeScalars))
        checkLocations(in: declarations, lines, file: file, &check)
        let locations = declarations.diagnostics.map(\.location)
        check.expect(locations == locations.sorted(), "diagnostics are not sorted by position")
        check.expect(
            declarations.diagnostics.allSatisfy { !$0.message.isEmpty }, "a diagnostic has an empty message")
        check.expect(Extractor.declarations(in: source, file: file) == declarations, "extracting twice differs")
    }
}

/// Checks every `SourceLocation` reachable from `value` (found by reflection,
/// so new declaration fields are covered without changing the check).
func checkLocations(in value: Any, _ lines: SourceLines, file: String, _ check: inout Invariants) {
    if let location = value as? SourceLocation {
        check.expect(location.file == file, "location \(location) names another file")
        check.expect(
            lines.contains(line: location.line, column: location.column),
            "location \(location) is outside the text (\(lines.lineCount) lines)")
        return
    }
    if value is String || value is Int || value is Double || value is Bool { return }
    for child in Mirror(reflecting: value).children {
        checkLocations(in: child.value, lines, file: file, &check)
    }
}
