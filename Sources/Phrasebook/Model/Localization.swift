/// One language of an app's App Shortcuts, as its String Catalogs or
/// `<lang>.lproj` tables translate them: the translated phrases
/// by the source phrase they translate, the localized display name, and
/// the app's other strings (`Localizable`) by their source text.
///
/// Read, linted, and indexed beside the source phrases: a request's
/// `locale` picks which are matched (`MatchScope`). The strings give enum
/// case titles and synonyms more forms to say, and short titles and
/// prompts their words in the language (`App+Localizable.swift`).
public struct Localization: Sendable, Hashable {
    /// A language code as the files name it (`de`, `pt-BR`, `zh-Hans`).
    public var language: String
    /// Per source phrase (`Open ${project} in ${applicationName}`), its
    /// translations: one, or several from a `stringSet`.
    public var phrases: [String: [Template]] = [:]
    /// `CFBundleDisplayName` (else `CFBundleName`) of `InfoPlist.strings`.
    public var displayName: String?
    /// Per source string of `Localizable.xcstrings` or
    /// `<lang>.lproj/Localizable.strings` (`Sleep`, `Which meditation?`),
    /// its translations: one, or several from a `stringSet`. Kept as
    /// written, blank ones aside; most of an app's strings are its screens',
    /// and only those App Shortcuts show or say are ever looked up.
    public var strings: [String: [String]] = [:]

    public init(language: String) {
        self.language = language
    }
}

extension Template {
    /// Reads a phrase as String Catalogs write it: `${applicationName}` and
    /// `${parameter}` tokens in text, `\${` for a literal `${`.
    ///
    /// - Returns: the template, or the problem that stops it — a `${`
    ///   without its `}` (`${applicationName`), or a token that is no name
    ///   (`${.applicationName}`), as real files contain.
    public static func parsing(catalogText text: String, at location: SourceLocation) -> Result<Template, TemplateTextError> {
        var pieces: [Piece] = []
        var words = ""
        var rest = Substring(text)
        while let open = rest.firstRange(of: "${") {
            let before = rest[..<open.lowerBound]
            if before.hasSuffix("\\") {
                words += before.dropLast() + "${"
                rest = rest[open.upperBound...]
                continue
            }
            words += before
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                return .failure(TemplateTextError(message: "'${' without its '}' in '\(text)'"))
            }
            let name = String(rest[open.upperBound..<close])
            guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
                name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" })
            else {
                return .failure(TemplateTextError(message: "'${\(name)}' is not a placeholder (write ${applicationName} or ${parameterName}) in '\(text)'"))
            }
            if !words.isEmpty { pieces.append(.text(words)) }
            words = ""
            pieces.append(name == "applicationName" ? .applicationName : .parameter(name))
            rest = rest[rest.index(after: close)...]
        }
        words += rest
        if !words.isEmpty { pieces.append(.text(words)) }
        return .success(Template(pieces: pieces, location: location))
    }
}

/// Why a catalog's phrase text is no template.
public struct TemplateTextError: Error, Sendable, Hashable {
    public var message: String
}
