/// What the extractor reads out of one Swift file: the App Shortcuts
/// declarations, at the level of the source (names, not yet resolved types).
///
/// Declarations of one app may be spread over several files; the compiler in
/// `Phrasebook` merges them (an `enum` in one file and its
/// `extension X: AppEnum` in another, for instance).
public struct SwiftFileDeclarations: Sendable, Equatable {
    public var providers: [ProviderDeclaration] = []
    public var intents: [IntentDeclaration] = []
    public var enums: [EnumDeclaration] = []
    public var entities: [EntityDeclaration] = []
    /// Problems where it matters: phrases that cannot be read, `for` loops
    /// over data the file does not hold, and so on. The rest is skipped silently.
    public var diagnostics: [Diagnostic] = []

    public init() {}
}

/// One piece of a phrase template.
public enum PhraseSegment: Hashable, Sendable {
    /// Literal text as written, escapes already resolved (`"Open "`).
    case text(String)
    /// `\(.applicationName)` or `\(AppShortcutPhraseToken.applicationName)`.
    case applicationName
    /// `\(\.$project)` or `\(\OpenProjectIntent.$project)`: the parameter's name.
    case parameter(String)
}

/// A phrase template: `"Open \(\.$project) in \(.applicationName)"`.
public struct PhraseDeclaration: Hashable, Sendable {
    public var segments: [PhraseSegment]
    /// Where the string literal starts (its opening quote).
    public var location: SourceLocation

    public init(segments: [PhraseSegment], location: SourceLocation) {
        self.segments = segments
        self.location = location
    }
}

/// A parameter bound where the shortcut constructs its intent:
/// `StartMeditationIntent(meditationType: .sleep, duration: 20)`.
public struct BoundParameter: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        /// `.sleep` → `"sleep"`, `MeditationType.sleep` → `"sleep"`.
        case enumCase(String)
        /// `"text"`.
        case string(String)
        /// `20`, `2.5`, `true` — the literal's source text.
        case literal(String)
    }

    public var name: String
    public var value: Value
    public var location: SourceLocation

    public init(name: String, value: Value, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A text that is either a literal or a localization key
/// (`shortTitle: "Quick Chat"` or `shortTitle: LocalizedStringResource("quick.chat")`).
/// Either way the compiler shows the string.
public struct DisplayText: Hashable, Sendable {
    public var text: String
    public var isLocalizationKey: Bool

    public init(text: String, isLocalizationKey: Bool = false) {
        self.text = text
        self.isLocalizationKey = isLocalizationKey
    }
}

/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)`.
public struct ShortcutDeclaration: Hashable, Sendable {
    /// The intent's type name: `OpenProjectIntent`.
    public var intentName: String
    public var boundParameters: [BoundParameter]
    /// In source order; the first is the primary phrase.
    public var phrases: [PhraseDeclaration]
    public var shortTitle: DisplayText?
    public var systemImageName: DisplayText?
    /// Where `AppShortcut` is written.
    public var location: SourceLocation

    public init(
        intentName: String, boundParameters: [BoundParameter] = [], phrases: [PhraseDeclaration],
        shortTitle: DisplayText? = nil, systemImageName: DisplayText? = nil, location: SourceLocation
    ) {
        self.intentName = intentName
        self.boundParameters = boundParameters
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.location = location
    }
}

/// A type conforming to `AppShortcutsProvider`.
public struct ProviderDeclaration: Hashable, Sendable {
    public var name: String
    /// Every `AppShortcut` in `appShortcuts`, in source order, every branch of
    /// `if`/`#if` included.
    public var shortcuts: [ShortcutDeclaration]
    /// `negativePhrases`: app-wide phrases that must never trigger.
    public var negativePhrases: [PhraseDeclaration]
    /// `shortcutTileColor = .tangerine` → `"tangerine"`.
    public var tileColor: String?
    public var location: SourceLocation

    public init(
        name: String, shortcuts: [ShortcutDeclaration] = [], negativePhrases: [PhraseDeclaration] = [],
        tileColor: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.shortcuts = shortcuts
        self.negativePhrases = negativePhrases
        self.tileColor = tileColor
        self.location = location
    }
}

/// An `@Parameter` property of an intent.
public struct ParameterDeclaration: Hashable, Sendable {
    public var name: String
    /// `@Parameter(title: "Project")`.
    public var title: String?
    /// The type as written without optionality: `ProjectEntity`, `String`, `[String]`.
    public var typeName: String
    /// Declared `T?` (or `Optional<T>`), or with a default value.
    public var isOptional: Bool
    /// `@Parameter(…, requestValueDialog: "What's your idea?")`; also
    /// `IntentDialog("…")`.
    public var requestValueDialog: String?
    public var location: SourceLocation

    public init(
        name: String, title: String? = nil, typeName: String, isOptional: Bool,
        requestValueDialog: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.title = title
        self.typeName = typeName
        self.isOptional = isOptional
        self.requestValueDialog = requestValueDialog
        self.location = location
    }
}

/// A struct conforming to `AppIntent`, `OpenIntent` or another `…Intent` protocol.
public struct IntentDeclaration: Hashable, Sendable {
    public var name: String
    /// `static var title: LocalizedStringResource = "Open Project"`.
    public var title: String?
    /// In declaration order.
    public var parameters: [ParameterDeclaration]
    public var openAppWhenRun: Bool?
    public var conformances: [String]
    public var location: SourceLocation

    public init(
        name: String, title: String? = nil, parameters: [ParameterDeclaration] = [], openAppWhenRun: Bool? = nil,
        conformances: [String] = [], location: SourceLocation
    ) {
        self.name = name
        self.title = title
        self.parameters = parameters
        self.openAppWhenRun = openAppWhenRun
        self.conformances = conformances
        self.location = location
    }
}

/// How one enum case is shown and said:
/// `.sleep: DisplayRepresentation(title: "Sleep", synonyms: ["Bedtime"])`.
public struct CaseDisplayRepresentation: Hashable, Sendable {
    public var caseName: String
    public var title: String
    public var synonyms: [String]
    public var location: SourceLocation

    public init(caseName: String, title: String, synonyms: [String] = [], location: SourceLocation) {
        self.caseName = caseName
        self.title = title
        self.synonyms = synonyms
        self.location = location
    }
}

/// An `enum` declaration or an `extension` of one: its cases and, when it is
/// (or is extended to be) an `AppEnum`, the display representations.
public struct EnumDeclaration: Hashable, Sendable {
    public var name: String
    /// `true` for `extension X: AppEnum { … }` (or any `extension X`).
    public var isExtension: Bool
    /// The conformance list as written: `["String", "AppEnum"]`.
    public var conformances: [String]
    /// Case names in source order (`case latte, cappuccino`).
    public var cases: [String]
    /// `caseDisplayRepresentations`, in source order.
    public var displayRepresentations: [CaseDisplayRepresentation]
    /// `typeDisplayRepresentation`, if given.
    public var typeDisplayName: String?
    public var location: SourceLocation

    public init(
        name: String, isExtension: Bool = false, conformances: [String] = [], cases: [String] = [],
        displayRepresentations: [CaseDisplayRepresentation] = [], typeDisplayName: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.isExtension = isExtension
        self.conformances = conformances
        self.cases = cases
        self.displayRepresentations = displayRepresentations
        self.typeDisplayName = typeDisplayName
        self.location = location
    }

    public var isAppEnum: Bool { conformances.contains("AppEnum") }
}

/// A type conforming to `AppEntity` (or `IndexedEntity`, `FileEntity`, …).
public struct EntityDeclaration: Hashable, Sendable {
    public var name: String
    /// `TypeDisplayRepresentation(name: "Project")` or `"Project"`.
    public var typeDisplayName: String?
    public var location: SourceLocation

    public init(name: String, typeDisplayName: String? = nil, location: SourceLocation) {
        self.name = name
        self.typeDisplayName = typeDisplayName
        self.location = location
    }
}
