extension Diagnostic {
    /// The diagnostic as the daemon and `phrase … --json` write it:
    /// `{"file":…,"line":…,"column":…,"severity":…,"message":…}`.
    package var json: JSON {
        .object([
            ("file", .string(location.file)), ("line", .number(Double(location.line))),
            ("column", .number(Double(location.column))), ("severity", .string(severity.rawValue)),
            ("message", .string(message)),
        ])
    }
}
