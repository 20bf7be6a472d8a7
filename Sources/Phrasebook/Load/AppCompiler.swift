/// Assembles one app from its files' declarations: merges types spread over
/// files, resolves parameter types, reads values, and reports what it cannot use.
///
/// The compiler accepts what Apple's build would reject (phrases without the
/// app name, several parameters, `String` parameters): `Linter` reports those.
struct AppCompiler {
    private var source: PhraseSetLoader.Source
    private var diagnostics: [Diagnostic] = []

    init(source: PhraseSetLoader.Source) {
        self.source = source
        self.diagnostics = source.diagnostics
    }

    static func compile(_ source: PhraseSetLoader.Source) -> (App, [Diagnostic]) {
        var compiler = AppCompiler(source: source)
        let app = compiler.compile()
        return (app, compiler.diagnostics)
    }

    private mutating func compile() -> App {
        var app = App(name: source.folderName, directory: source.directory)

        var declarations = SwiftFileDeclarations()
        for (path, text) in source.swiftFiles {
            let file = Extractor.declarations(in: text, file: path)
            declarations.providers += file.providers
            declarations.intents += file.intents
            declarations.enums += file.enums
            declarations.entities += file.entities
            diagnostics += file.diagnostics
        }

        if let (path, data) = source.infoPlist {
            let (plist, problems) = InfoPlist.read(data, path: path)
            diagnostics += problems
            if let name = plist.displayName { app.name = name }
            app.alternativeNames = plist.alternativeNames
            app.pronunciationHints = plist.pronunciationHints
        }

        app.valueTypes = valueTypes(enums: declarations.enums, entities: declarations.entities)
        app.intents = intents(declarations.intents, valueTypes: app.valueTypes)

        if declarations.providers.isEmpty, !source.swiftFiles.isEmpty {
            diagnostics.append(.warning(
                "no AppShortcutsProvider found in \(source.folderName)'s Swift files",
                at: SourceLocation(file: source.swiftFiles[0].path, line: 1, column: 1)))
        }
        let translated = Self.localizations(from: source.localizationFiles)
        app.localizations = translated.localizations
        app.sourceLanguage = translated.sourceLanguage ?? app.sourceLanguage
        diagnostics += translated.diagnostics
        app.valueTypes = Self.translatingCases(of: app.valueTypes, with: app.localizations, sourceLanguage: app.sourceLanguage)

        for provider in declarations.providers {
            app.providers.append(Provider(name: provider.name, location: provider.location))
            app.tileColor = app.tileColor ?? provider.tileColor
            for declaration in provider.shortcuts {
                app.shortcuts.append(shortcut(declaration, app: app))
            }
            for phrase in provider.negativePhrases {
                if let template = template(phrase, intent: nil, isNegative: true) {
                    app.negativePhrases.append(template)
                }
            }
        }
        return app
    }

    // MARK: - Types

    private mutating func valueTypes(enums: [EnumDeclaration], entities: [EntityDeclaration]) -> [String: ValueType] {
        var types: [String: ValueType] = [:]

        // An enum's declaration and its extensions may stand in different files.
        var merged: [String: EnumDeclaration] = [:]
        var order: [String] = []
        for declaration in enums {
            if var existing = merged[declaration.name] {
                existing.conformances += declaration.conformances
                existing.cases += declaration.cases
                existing.displayRepresentations += declaration.displayRepresentations
                existing.typeDisplayName = existing.typeDisplayName ?? declaration.typeDisplayName
                if !declaration.isExtension { existing.location = declaration.location }
                merged[declaration.name] = existing
            } else {
                merged[declaration.name] = declaration
                order.append(declaration.name)
            }
        }
        for name in order {
            guard let declaration = merged[name], declaration.isAppEnum else { continue }
            var values: [Value] = []
            var seen = Set<String>()
            for representation in declaration.displayRepresentations where seen.insert(representation.caseName).inserted {
                if !declaration.cases.isEmpty, !declaration.cases.contains(representation.caseName) {
                    diagnostics.append(.warning(
                        "'\(representation.caseName)' is not a case of \(name)", at: representation.location))
                }
                values.append(Value(id: representation.caseName, title: representation.title, synonyms: representation.synonyms))
            }
            // A case without a display representation is said as its name.
            for caseName in declaration.cases where seen.insert(caseName).inserted {
                values.append(Value(id: caseName, title: caseName))
            }
            types[name] = ValueType(
                name: name, kind: .enumeration, displayName: declaration.typeDisplayName, values: values,
                location: declaration.location)
        }

        for entity in entities {
            types[entity.name] = ValueType(
                name: entity.name, kind: .entity, displayName: entity.typeDisplayName, location: entity.location)
        }
        for (typeName, path, data) in source.entityFiles {
            do {
                let values = try EntityFile.values(parsing: data)
                if types[typeName] == nil {
                    types[typeName] = ValueType(name: typeName, kind: .entity)
                } else if types[typeName]?.kind == .enumeration {
                    diagnostics.append(.warning(
                        "\(typeName) is an AppEnum; its values come from its cases, not from this file",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                    continue
                }
                types[typeName]?.values = values
            } catch {
                diagnostics.append(.error(error.message, at: SourceLocation(file: path, line: error.line, column: error.column)))
                if types[typeName] == nil { types[typeName] = ValueType(name: typeName, kind: .entity) }
            }
        }
        return types
    }

    private mutating func intents(_ declarations: [IntentDeclaration], valueTypes: [String: ValueType]) -> [String: Intent] {
        var intents: [String: Intent] = [:]
        for declaration in declarations {
            if intents[declaration.name] != nil {
                diagnostics.append(.warning("\(declaration.name) is declared more than once; the first is used", at: declaration.location))
                continue
            }
            var intent = Intent(name: declaration.name, title: declaration.title, location: declaration.location)
            intent.openAppWhenRun = declaration.openAppWhenRun
            for parameter in declaration.parameters {
                let kind: Parameter.Kind
                switch (parameter.typeName, valueTypes[parameter.typeName]?.kind) {
                case ("String", _): kind = .text
                case (_, .entity): kind = .entity
                case (_, .enumeration): kind = .enumeration
                default: kind = .other
                }
                intent.parameters.append(Parameter(
                    name: parameter.name, title: parameter.title, typeName: parameter.typeName, kind: kind,
                    isOptional: parameter.isOptional, requestValueDialog: parameter.requestValueDialog,
                    location: parameter.location))
            }
            intents[declaration.name] = intent
        }
        return intents
    }

    // MARK: - Shortcuts

    private mutating func shortcut(_ declaration: ShortcutDeclaration, app: App) -> Shortcut {
        let intent = app.intents[declaration.intentName]
        if intent == nil {
            diagnostics.append(.warning(
                "intent \(declaration.intentName) is not declared in \(source.folderName)'s Swift files; its parameters are unknown",
                at: declaration.location))
        }
        var templates: [Template] = []
        for phrase in declaration.phrases {
            if let template = template(phrase, intent: intent, intentName: declaration.intentName, isNegative: false) {
                templates.append(template)
            }
        }
        var shortcut = Shortcut(intentName: declaration.intentName, templates: templates, location: declaration.location)
        shortcut.shortTitle = declaration.shortTitle?.text
        shortcut.systemImageName = declaration.systemImageName?.text
        for bound in declaration.boundParameters {
            let parameter = intent?.parameter(named: bound.name)
            if intent != nil, parameter == nil {
                diagnostics.append(.error("\(declaration.intentName) has no parameter '\(bound.name)'", at: bound.location))
                continue
            }
            let value: ParameterValue
            switch bound.value {
            case .enumCase(let name):
                let title = parameter.flatMap { app.valueTypes[$0.typeName] }?.values.first { $0.id == name }?.title
                if let parameter, parameter.kind == .enumeration, title == nil {
                    diagnostics.append(.error("'\(name)' is not a case of \(parameter.typeName)", at: bound.location))
                }
                value = ParameterValue(value: name, title: title)
            case .string(let text):
                value = ParameterValue(value: text, title: text)
            case .literal(let text):
                value = ParameterValue(value: text)
            }
            shortcut.boundParameters.append(BoundValue(parameter: bound.name, value: value))
        }
        return shortcut
    }

    private mutating func template(
        _ phrase: PhraseDeclaration, intent: Intent?, intentName: String? = nil, isNegative: Bool
    ) -> Template? {
        var pieces: [Template.Piece] = []
        for segment in phrase.segments {
            switch segment {
            case .text(let text):
                if case .text(let previous)? = pieces.last {
                    pieces[pieces.count - 1] = .text(previous + text)
                } else if !text.isEmpty {
                    pieces.append(.text(text))
                }
            case .applicationName:
                pieces.append(.applicationName)
            case .parameter(let name):
                if isNegative {
                    diagnostics.append(.error("negative phrases cannot have parameters; '${\(name)}' is not allowed here", at: phrase.location))
                    return nil
                }
                if let intent, intent.parameter(named: name) == nil {
                    diagnostics.append(.error("'${\(name)}' is not a parameter of \(intent.name)", at: phrase.location))
                    return nil
                }
                if let parameter = intent?.parameter(named: name), parameter.kind == .other {
                    diagnostics.append(.warning(
                        "'${\(name)}' has type \(parameter.typeName), which has no values to say; this phrase matches nothing",
                        at: phrase.location))
                }
                pieces.append(.parameter(name))
            }
        }
        let template = Template(pieces: pieces, location: phrase.location)
        let hasWords = pieces.contains { piece in
            if case .text(let text) = piece { return !Normalizer.tokens(text).isEmpty }
            return true
        }
        if !hasWords {
            diagnostics.append(.error("phrase has nothing to say", at: phrase.location))
            return nil
        }
        return template
    }
}
