import Foundation
import Phrasebook

/// The `Info.plist` reader on any bytes (XML, binary or OpenStep property
/// lists, or garbage): no trap; every problem is an error at the file's
/// start with a message; a display name it keeps has words to say and is no
/// build variable; reading twice gives the same result.
enum InfoPlistCheck {
    static let path = "Fuzz/Info.plist"

    static func run(_ bytes: [UInt8], _ check: inout Invariants) {
        let data = Data(bytes)
        let (plist, diagnostics) = InfoPlist.read(data, path: path)
        for diagnostic in diagnostics {
            check.expect(
                diagnostic.location == SourceLocation(file: path, line: 1, column: 1),
                "diagnostic at \(diagnostic.location), not at the file's start")
            check.expect(diagnostic.severity == .error, "a \(diagnostic.severity) reading the plist")
            check.expect(diagnostic.message.count > "cannot read property list: ".count, "diagnostic without a reason: \(diagnostic.message)")
        }
        if let name = plist.displayName {
            check.expect(!Normalizer.tokens(name).isEmpty, "display name \(name.debugDescription) has no words")
            check.expect(!name.hasPrefix("$("), "display name \(name.debugDescription) is a build variable")
        }
        let (again, diagnosticsAgain) = InfoPlist.read(data, path: path)
        check.expect(
            again.displayName == plist.displayName && again.alternativeNames == plist.alternativeNames
                && diagnosticsAgain == diagnostics,
            "reading the plist twice differs")
    }
}
