import Foundation

/// The parts of an app's `Info.plist` that matter for its phrases.
///
/// `package` so the fuzz checks (`Sources/FuzzChecks`) can reach it.
package struct InfoPlist {
    package var displayName: String?
    package var alternativeNames: [String] = []
    /// `INAlternativeAppNamePronunciationHint` by alternative name.
    package var pronunciationHints: [String: String] = [:]

    /// Reads `CFBundleDisplayName` (else `CFBundleName`) and
    /// `INAlternativeAppNames` (dictionaries with `INAlternativeAppName` and
    /// optionally `INAlternativeAppNamePronunciationHint`, or strings).
    package static func read(_ data: Data, path: String) -> (InfoPlist, [Diagnostic]) {
        let at = SourceLocation(file: path, line: 1, column: 1)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return (InfoPlist(), [.error("cannot read property list: \(describe(error))", at: at)])
        }
        guard let root = object as? [String: Any] else {
            return (InfoPlist(), [.error("expected a dictionary at the top of the property list", at: at)])
        }
        var plist = InfoPlist()
        var diagnostics: [Diagnostic] = []
        for key in ["CFBundleDisplayName", "CFBundleName"] where plist.displayName == nil {
            if let name = root[key] as? String, !Normalizer.tokens(name).isEmpty, !name.hasPrefix("$(") {
                plist.displayName = name
            }
        }
        if let alternatives = root["INAlternativeAppNames"] {
            if let list = alternatives as? [Any] {
                for (i, entry) in list.enumerated() {
                    if let dict = entry as? [String: Any], let name = dict["INAlternativeAppName"] as? String {
                        plist.alternativeNames.append(name)
                        if let hint = dict["INAlternativeAppNamePronunciationHint"] as? String, !Normalizer.tokens(hint).isEmpty {
                            plist.pronunciationHints[name] = hint
                        }
                    } else if let name = entry as? String {
                        plist.alternativeNames.append(name)
                    } else {
                        diagnostics.append(.error("INAlternativeAppNames item \(i + 1): expected a dictionary with INAlternativeAppName", at: at))
                    }
                }
            } else {
                diagnostics.append(.error("INAlternativeAppNames: expected an array", at: at))
            }
        }
        return (plist, diagnostics)
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo["NSDebugDescription"] as? String { return detail }
        return ns.localizedDescription
    }
}
