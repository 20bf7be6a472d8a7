/// One app's App Shortcuts, compiled from its phrase set folder.
public struct App: Sendable, Hashable {
    /// The spoken name: `CFBundleDisplayName`, else `CFBundleName`, else the folder name.
    public var name: String
    /// `INAlternativeAppNames`: other names people may say.
    public var alternativeNames: [String]
    /// `INAlternativeAppNamePronunciationHint`s: how a name is said when
    /// its spelling does not tell (`"Daily Byte Coffee"` → `"daily bite
    /// coffee"`), by the name they belong to. Matching hears a name said
    /// either way; phrases are written with the name.
    public var pronunciationHints: [String: String]
    /// The phrase set's folder (`phrases/Landmarks`).
    public var directory: String
    /// The `AppShortcutsProvider` type's name, if one was found.
    public var providerName: String? { providers.first?.name }
    /// Every `AppShortcutsProvider` found (Apple allows one).
    public var providers: [Provider]
    /// In source order.
    public var shortcuts: [Shortcut]
    /// App-wide phrases that must never trigger a shortcut.
    public var negativePhrases: [Template]
    /// Intents by type name.
    public var intents: [String: Intent]
    /// AppEnum and AppEntity types by type name, with their values.
    public var valueTypes: [String: ValueType]
    /// `shortcutTileColor`.
    public var tileColor: String?
    /// Translations of the phrases and the name, by language (`de`, `ja`):
    /// from `AppShortcuts.xcstrings`, `<lang>.lproj/AppShortcuts.strings`
    /// and `<lang>.lproj/InfoPlist.strings`.
    public var localizations: [String: Localization] = [:]
    /// The language the provider's phrases are written in: the String
    /// Catalog's `sourceLanguage`, else `en`.
    public var sourceLanguage = "en"

    public init(name: String, directory: String) {
        self.name = name
        self.alternativeNames = []
        self.pronunciationHints = [:]
        self.directory = directory
        self.providers = []
        self.shortcuts = []
        self.negativePhrases = []
        self.intents = [:]
        self.valueTypes = [:]
    }

    /// The app's name and its alternative names, the name first.
    public var spokenNames: [String] { [name] + alternativeNames }

    /// Whether a shortcut of `intent` fixes its parameter `parameter`
    /// where it constructs the intent — to the value whose id is `value`,
    /// where one is given.
    func binds(_ parameter: String, of intent: String, to value: String? = nil) -> Bool {
        shortcuts.contains { shortcut in
            shortcut.intentName == intent && shortcut.boundParameters.contains { $0.parameter == parameter && (value == nil || $0.value.value == value) }
        }
    }
}

/// Where an `AppShortcutsProvider` is declared.
public struct Provider: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
}

/// One `AppShortcut`: an intent, its phrase templates and how it is shown.
public struct Shortcut: Sendable, Hashable {
    /// The intent's type name.
    public var intentName: String
    public var shortTitle: String?
    public var systemImageName: String?
    /// In source order; the first is the primary phrase.
    public var templates: [Template]
    /// Parameters fixed where the shortcut constructs its intent, in source order.
    public var boundParameters: [BoundValue]
    public var location: SourceLocation

    public init(intentName: String, templates: [Template], location: SourceLocation) {
        self.intentName = intentName
        self.templates = templates
        self.boundParameters = []
        self.location = location
    }

    /// What people see: the short title, else the intent's name.
    public var displayTitle: String { shortTitle ?? intentName }
}

/// A parameter value fixed by the shortcut: `StartMeditationIntent(meditationType: .sleep)`.
public struct BoundValue: Sendable, Hashable {
    public var parameter: String
    public var value: ParameterValue
}

/// A parameter's value in a result: the entity `id`, the enum case name or
/// the captured text, and what people see.
public struct ParameterValue: Sendable, Hashable {
    public var value: String
    public var title: String?

    public init(value: String, title: String? = nil) {
        self.value = value
        self.title = title
    }
}

/// A phrase template: words, the app name token and parameter slots.
public struct Template: Sendable, Hashable {
    public enum Piece: Sendable, Hashable {
        /// Literal words as written (`"Open "`).
        case text(String)
        /// `${applicationName}`.
        case applicationName
        /// `${name}`: a parameter of the shortcut's intent.
        case parameter(String)
    }

    public var pieces: [Piece]
    public var location: SourceLocation

    public init(pieces: [Piece], location: SourceLocation) {
        self.pieces = pieces
        self.location = location
    }

    /// The template as Apple's String Catalogs write it: `Open ${project} in ${applicationName}`.
    ///
    /// Text that spells `${` itself is written `\${`, so that a phrase with
    /// the text `${applicationName}` does not read like one with the token.
    public var text: String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .text(let words): out += words.replacingOccurrences(of: "${", with: "\\${")
            case .applicationName: out += "${applicationName}"
            case .parameter(let name): out += "${\(name)}"
            }
        }
        return out
    }

    /// The parameters the template names, in order.
    public var parameterNames: [String] {
        pieces.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// How many times `${applicationName}` occurs.
    public var applicationNameCount: Int {
        pieces.count { $0 == .applicationName }
    }
}
