extension Linter {
    /// The names of the tokens a template spells out as text, in order:
    /// `"Open ${applicationName}"` in a Swift string is the text
    /// `${applicationName}`, not the token `\(.applicationName)`, and Siri
    /// would wait for someone to say "dollar application name".
    ///
    /// String Catalogs write tokens that way, so the text is easy to carry
    /// over into Swift by mistake.
    static func spelledTokens(in template: Template) -> [String] {
        var names: [String] = []
        for case .text(let text) in template.pieces {
            var rest = Substring(text)
            while let open = rest.range(of: "${") {
                rest = rest[open.upperBound...]
                guard let close = rest.firstIndex(of: "}") else { break }
                let name = rest[..<close]
                if let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    names.append(String(name))
                }
                rest = rest[rest.index(after: close)...]
            }
        }
        return names
    }

    /// How to write the token named `name` in Swift.
    static func swiftToken(named name: String) -> String {
        name == "applicationName" ? "\\(.applicationName)" : "\\(\\.$\(name))"
    }
}
