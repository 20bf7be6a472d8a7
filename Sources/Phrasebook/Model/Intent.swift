/// An `AppIntent`: its title and parameters.
public struct Intent: Sendable, Hashable {
    public var name: String
    public var title: String?
    /// In declaration order.
    public var parameters: [Parameter]
    public var openAppWhenRun: Bool?
    public var location: SourceLocation?

    public init(name: String, title: String? = nil, parameters: [Parameter] = [], location: SourceLocation? = nil) {
        self.name = name
        self.title = title
        self.parameters = parameters
        self.location = location
    }

    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// Whether the parameter `name` is free text (`String`): words the
    /// speaker chose, not a value of a list.
    public func takesText(_ name: String) -> Bool {
        parameter(named: name)?.kind == .text
    }

    /// The first parameter, in declaration order, that the intent requires
    /// and `invocation` has no value for: what a `needs-value` result asks
    /// for, after a match and after each answer alike. Any kind counts (a
    /// `URL` is answered with the text said).
    package func firstMissingRequiredParameter(of invocation: MatchResult.Invocation) -> Parameter? {
        parameters.first { !$0.isOptional && invocation.parameter($0.name) == nil }
    }
}

/// An `@Parameter` of an intent.
public struct Parameter: Sendable, Hashable {
    /// What a parameter's type makes of it in a phrase.
    public enum Kind: Sendable, Hashable {
        /// An `AppEntity`: the values are its suggested entities.
        case entity
        /// An `AppEnum`: the values are its cases.
        case enumeration
        /// `String`: a free-text slot that captures one or more words.
        case text
        /// Anything else (`Int`, `Date`, a type the files do not declare).
        case other
    }

    public var name: String
    public var title: String?
    public var typeName: String
    public var kind: Kind
    public var isOptional: Bool
    public var requestValueDialog: String?
    public var location: SourceLocation?

    public init(
        name: String, title: String? = nil, typeName: String, kind: Kind, isOptional: Bool,
        requestValueDialog: String? = nil, location: SourceLocation? = nil
    ) {
        self.name = name
        self.title = title
        self.typeName = typeName
        self.kind = kind
        self.isOptional = isOptional
        self.requestValueDialog = requestValueDialog
        self.location = location
    }

    /// What to ask when the value is missing: the `requestValueDialog`, else
    /// a question made from the title, as Siri does.
    public var prompt: String {
        if let requestValueDialog { return requestValueDialog }
        let noun = (title ?? name).lowercased()
        switch kind {
        case .entity, .enumeration: return "Which \(noun)?"
        case .text, .other: return "What's the \(noun)?"
        }
    }
}

/// An `AppEnum` or `AppEntity` type and the values a phrase may name.
public struct ValueType: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case entity, enumeration
    }

    public var name: String
    public var kind: Kind
    /// `typeDisplayRepresentation`.
    public var displayName: String?
    /// Enum cases, or the entity file's suggested entities, in order.
    public var values: [Value]
    public var location: SourceLocation?

    public init(name: String, kind: Kind, displayName: String? = nil, values: [Value] = [], location: SourceLocation? = nil) {
        self.name = name
        self.kind = kind
        self.displayName = displayName
        self.values = values
        self.location = location
    }
}

/// One value of a parameter type: an enum case or a suggested entity.
public struct Value: Sendable, Hashable {
    /// The entity's `id` or the enum case's name.
    public var id: String
    /// What is shown and said.
    public var title: String
    /// Other ways to say it.
    public var synonyms: [String]
    /// The value in the app's other languages, by language (`de`): an enum
    /// case's title and synonyms as `Localizable.xcstrings` translates
    /// them. Entities have none.
    public var translations: [String: Translation] = [:]

    /// One language's words for a value.
    public struct Translation: Sendable, Hashable {
        /// The title's translation, if it has one.
        public var title: String?
        /// Every translation of the title and the synonyms, the title's
        /// first, each once and none that says a form of the source language.
        public var forms: [String]

        public init(title: String?, forms: [String]) {
            self.title = title
            self.forms = forms
        }
    }

    public init(id: String, title: String, synonyms: [String] = []) {
        self.id = id
        self.title = title
        self.synonyms = synonyms
    }

    /// Every way to say the value, in any language: the title, the
    /// synonyms, then each language's translations (languages sorted).
    /// Matching files them all, whatever the request's locale: values are
    /// shared by the app's languages, and people say a case's English name
    /// in a German request.
    public var spokenForms: [String] {
        translations.isEmpty ? [title] + synonyms : [title] + synonyms + translations.keys.sorted().flatMap { translations[$0]!.forms }
    }

    /// The ways to say the value in `language`: the title, the synonyms,
    /// and their translations into `language` (`nil`: the source language,
    /// no translations).
    public func spokenForms(in language: String?) -> [String] {
        [title] + synonyms + (language.flatMap { translations[$0]?.forms } ?? [])
    }
}
