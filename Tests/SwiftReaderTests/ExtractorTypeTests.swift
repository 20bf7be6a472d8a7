import Testing

@testable import SwiftReader

@Suite struct ExtractorTypeTests {
    @Test func intentParametersFromTheCodingBridgeSeed() throws {
        let declarations = extract(Fixtures.codingBridge)
        let quickChat = try #require(declarations.intents.first)
        #expect(quickChat.name == "QuickChatIntent")
        #expect(quickChat.title == "Quick Chat")
        #expect(quickChat.openAppWhenRun == true)
        #expect(quickChat.conformances == ["AppIntent"])
        #expect(quickChat.parameters == [
            ParameterDeclaration(
                name: "message", title: "Message", typeName: "String", isOptional: true,
                requestValueDialog: "What do you want to ask?",
                location: SourceLocation(file: "Shortcuts.swift", line: 104, column: 9))
        ])
        let runCommand = try #require(declarations.intents.first { $0.name == "RunCommandIntent" })
        #expect(runCommand.parameters.map(\.name) == ["command", "project"])
        #expect(runCommand.parameters.map(\.typeName) == ["CommandEntity", "ProjectEntity"])
        #expect(runCommand.parameters.map(\.isOptional) == [false, true])
        let captureIdea = try #require(declarations.intents.first { $0.name == "CaptureIdeaIntent" })
        #expect(captureIdea.openAppWhenRun == nil)
        #expect(captureIdea.parameters.first?.requestValueDialog == "What's your idea?")
    }

    @Test func everyParameterShape() throws {
        let declarations = extract(
            """
            struct PlayIntent: AudioPlaybackIntent, OpenIntent {
                static let title: LocalizedStringResource = LocalizedStringResource("Play Music")
                static var openAppWhenRun: Bool { false }

                @Parameter(title: "Song", description: "What to play", requestValueDialog: IntentDialog("Which song?"))
                var target: SongEntity
                @Parameter(title: "Volume", default: 5)
                var volume: Int
                @Parameter(title: "Mood") var mood: Optional<Mood>
                @Parameter(title: LocalizedStringResource("Shuffle")) var shuffle: Bool!
                @Parameter(title: "Tags") var tags: [String]?
                @Parameter(title: "Speed") var speed = 1.5
                @Dependency var player: Player
                var notAParameter: String

                func perform() async throws -> some IntentResult {
                    @Parameter(title: "Nope") var inside: Int
                    return .result()
                }
            }
            """)
        #expect(declarations.diagnostics == [])
        let intent = try #require(declarations.intents.first)
        #expect(intent.conformances == ["AudioPlaybackIntent", "OpenIntent"])
        #expect(intent.title == "Play Music")
        #expect(intent.openAppWhenRun == false)
        let summary = intent.parameters.map {
            "\($0.name): \($0.typeName)\($0.isOptional ? "?" : "") \($0.title ?? "-") \($0.requestValueDialog ?? "-")"
        }
        #expect(summary == [
            "target: SongEntity Song Which song?", "volume: Int? Volume -", "mood: Mood? Mood -",
            "shuffle: Bool? Shuffle -", "tags: [String]? Tags -", "speed: Double? Speed -",
        ])
    }

    @Test func appEnumWithEveryDisplayRepresentationForm() throws {
        let declarations = extract(
            """
            enum MeditationType: String, AppEnum, CaseIterable {
                case sleep, mindfulness
                case breathing = "breath"
                case `default`
                case custom

                static var typeDisplayRepresentation: TypeDisplayRepresentation {
                    TypeDisplayRepresentation(name: "Meditation Type")
                }
                static var caseDisplayRepresentations: [MeditationType: DisplayRepresentation] = [
                    .sleep: DisplayRepresentation(title: "Sleep", subtitle: "Wind down", synonyms: ["Bedtime", "Night"]),
                    .mindfulness: "Mindfulness",
                    MeditationType.breathing: DisplayRepresentation(stringLiteral: "Breathing"),
                    .default: .init(title: LocalizedStringResource("Default"), image: .init(systemName: "star")),
                    .custom: DisplayRepresentation(title: "Custom", synonyms: []),
                ]
            }
            """)
        #expect(declarations.diagnostics == [])
        let meditation = try #require(declarations.enums.first)
        #expect(meditation.isAppEnum)
        #expect(!meditation.isExtension)
        #expect(meditation.cases == ["sleep", "mindfulness", "breathing", "default", "custom"])
        #expect(meditation.typeDisplayName == "Meditation Type")
        #expect(meditation.displayRepresentations.map { "\($0.caseName)=\($0.title)\($0.synonyms)" } == [
            "sleep=Sleep[\"Bedtime\", \"Night\"]", "mindfulness=Mindfulness[]", "breathing=Breathing[]",
            "default=Default[]", "custom=Custom[]",
        ])
        #expect(meditation.displayRepresentations[1].location == SourceLocation(file: "Shortcuts.swift", line: 12, column: 9))
    }

    @Test func enumAndItsAppEnumExtension() {
        let declarations = extract(
            """
            enum Size: String, Codable { case small, large; case medium(Int) }
            extension Size: @retroactive AppEnum {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
                static var caseDisplayRepresentations: [Size: DisplayRepresentation] { [.small: "Small", .large: "Large"] }
            }
            extension SessionStore { func donate() {} }
            """)
        #expect(declarations.enums.map(\.name) == ["Size", "Size"])
        #expect(declarations.enums.map(\.isExtension) == [false, true])
        #expect(declarations.enums[0].cases == ["small", "large", "medium"])
        #expect(declarations.enums[0].conformances == ["String", "Codable"])
        #expect(declarations.enums[1].conformances == ["AppEnum"])
        #expect(declarations.enums[1].typeDisplayName == "Size")
        #expect(declarations.enums[1].displayRepresentations.map(\.title) == ["Small", "Large"])
    }

    @Test func entitiesAndNestedTypes() {
        let declarations = extract(
            """
            enum Models {
                struct Landmark: IndexedEntity, Identifiable {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
                    var id: Int
                    enum Kind: String, AppEnum {
                        case park
                        static var caseDisplayRepresentations: [Kind: DisplayRepresentation] = [.park: "Park"]
                    }
                }
            }
            struct ProjectEntity: AppEntity {
                static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Project", numericFormat: "\\(placeholder: .int) projects")
            }
            struct Bare: AppEntity {}
            """)
        #expect(declarations.entities.map(\.name) == ["Landmark", "ProjectEntity", "Bare"])
        #expect(declarations.entities.map(\.typeDisplayName) == ["Landmark", "Project", nil])
        #expect(declarations.enums.map(\.name) == ["Kind"])
        #expect(declarations.enums.first?.displayRepresentations.map(\.title) == ["Park"])
    }
}
