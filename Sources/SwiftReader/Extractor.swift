/// Reads App Shortcuts declarations out of Swift source.
///
/// Placeholder until the real extractor lands: reads nothing.
public enum Extractor {
    /// Extracts every App Shortcuts construct from `source`.
    ///
    /// - Parameters:
    ///   - source: the file's text.
    ///   - file: the path used in diagnostics.
    public static func declarations(in source: String, file: String) -> SwiftFileDeclarations {
        SwiftFileDeclarations()
    }
}
