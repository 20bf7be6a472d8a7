/// Provider files taken from the seed documents (`/work/shared/seeds`), as an app developer wrote them.
enum Fixtures {
    /// seed 000: CodingBridge, seven shortcuts, intents and entities.
    static let codingBridge = #"""
import AppIntents

/// Provides predefined shortcuts for CodingBridge.
///
/// These shortcuts appear automatically in:
/// - Spotlight search
/// - Siri Suggestions
/// - Shortcuts app (App Shortcuts section)
struct CodingBridgeShortcuts: AppShortcutsProvider {
    /// The app's predefined shortcuts.
    static var appShortcuts: [AppShortcut] {
        // Quick chat in current project
        AppShortcut(
            intent: QuickChatIntent(),
            phrases: [
                "Ask \(.applicationName) about my code",
                "Chat with \(.applicationName)",
                "Start coding with \(.applicationName)",
            ],
            shortTitle: "Quick Chat",
            systemImageName: "message.fill"
        )

        // Open specific project
        AppShortcut(
            intent: OpenProjectIntent(),
            phrases: [
                "Open \(\.$project) in \(.applicationName)",
                "Work on \(\.$project)",
                "Show \(\.$project) project",
            ],
            shortTitle: "Open Project",
            systemImageName: "folder.fill"
        )

        // Resume last session
        AppShortcut(
            intent: ResumeSessionIntent(),
            phrases: [
                "Resume last \(.applicationName) chat",
                "Continue my \(.applicationName) session",
                "Pick up where I left off in \(.applicationName)",
            ],
            shortTitle: "Resume Session",
            systemImageName: "arrow.uturn.backward"
        )

        // Run saved command
        AppShortcut(
            intent: RunCommandIntent(),
            phrases: [
                "Run \(\.$command) in \(.applicationName)",
                "Execute \(\.$command) command",
            ],
            shortTitle: "Run Command",
            systemImageName: "terminal.fill"
        )

        // Project status check (cli-bridge)
        AppShortcut(
            intent: GitStatusIntent(),
            phrases: [
                "Check git status in \(.applicationName)",
                "Show git changes",
                "What's changed in my code",
            ],
            shortTitle: "Git Status",
            systemImageName: "arrow.triangle.branch"
        )

        // Search sessions
        AppShortcut(
            intent: SearchSessionsIntent(),
            phrases: [
                "Search \(.applicationName) for \(\.$query)",
                "Find \(\.$query) in my chats",
            ],
            shortTitle: "Search",
            systemImageName: "magnifyingglass"
        )

        // Capture idea
        AppShortcut(
            intent: CaptureIdeaIntent(),
            phrases: [
                "Save idea to \(.applicationName)",
                "Capture coding idea",
                "Note this for \(.applicationName)",
            ],
            shortTitle: "Capture Idea",
            systemImageName: "lightbulb.fill"
        )
    }
}

/// Start a quick chat session.
struct QuickChatIntent: AppIntent {
    static var title: LocalizedStringResource = "Quick Chat"
    static var description = IntentDescription("Start a chat with Claude about your code.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Message", requestValueDialog: "What do you want to ask?")
    var message: String?

    @MainActor
    func perform() async throws -> some IntentResult & OpensIntent {
        // Store message for app to pick up
        if let message {
            QuickChatStore.shared.pendingMessage = message
        }

        return .result(opensIntent: OpenProjectIntent())
    }
}

/// Open a specific project.
struct OpenProjectIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Project"
    static var description = IntentDescription("Open a CodingBridge project.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Project")
    var project: ProjectEntity?

    @MainActor
    func perform() async throws -> some IntentResult {
        if let project {
            NavigationState.shared.selectedProjectPath = project.path
        }

        return .result()
    }
}

/// Resume the most recent session.
struct ResumeSessionIntent: AppIntent {
    static var title: LocalizedStringResource = "Resume Session"
    static var description = IntentDescription("Continue your last chat session.")

    static var openAppWhenRun: Bool = true

    @MainActor
    func perform() async throws -> some IntentResult {
        // Find most recent session across all projects
        let recentSession = await SessionStore.shared.mostRecentSession()

        if let session = recentSession {
            NavigationState.shared.selectedProjectPath = session.projectPath
            NavigationState.shared.selectedSessionId = session.id
        }

        return .result()
    }
}

/// Run a saved command.
struct RunCommandIntent: AppIntent {
    static var title: LocalizedStringResource = "Run Command"
    static var description = IntentDescription("Execute a saved command in CodingBridge.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Command")
    var command: CommandEntity

    @Parameter(title: "Project")
    var project: ProjectEntity?

    @MainActor
    func perform() async throws -> some IntentResult {
        // Set up command execution
        QuickChatStore.shared.pendingMessage = command.content

        if let project {
            NavigationState.shared.selectedProjectPath = project.path
        }

        return .result()
    }
}

/// Check git status via cli-bridge for current or specified project.
struct GitStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Git Status"
    static var description = IntentDescription("Check project status via cli-bridge.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Project")
    var project: ProjectEntity?

    @MainActor
    func perform() async throws -> some IntentResult {
        // Request status via cli-bridge (no local git integration)
        await CLIBridgeManager.shared.requestProjectStatus(project?.path)

        if let project {
            NavigationState.shared.selectedProjectPath = project.path
        }

        return .result()
    }
}

/// Search across all sessions.
struct SearchSessionsIntent: AppIntent {
    static var title: LocalizedStringResource = "Search Sessions"
    static var description = IntentDescription("Search your CodingBridge chat history.")

    static var openAppWhenRun: Bool = true

    @Parameter(title: "Query", requestValueDialog: "What are you looking for?")
    var query: String

    @MainActor
    func perform() async throws -> some IntentResult {
        NavigationState.shared.showGlobalSearch = true
        NavigationState.shared.searchQuery = query

        return .result()
    }
}

/// Capture a quick idea.
struct CaptureIdeaIntent: AppIntent {
    static var title: LocalizedStringResource = "Capture Idea"
    static var description = IntentDescription("Save a coding idea for later.")

    @Parameter(title: "Idea", requestValueDialog: "What's your idea?")
    var idea: String

    @Parameter(title: "Project")
    var project: ProjectEntity?

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let projectPath = project?.path ?? NavigationState.shared.selectedProjectPath

        guard let path = projectPath else {
            throw AppError.projectNotFound(path: "No project selected")
        }

        let store = IdeasStore(projectPath: path)
        store.addIdea(Idea(text: idea))

        return .result(dialog: "Idea saved!")
    }
}

/// Entity representing a project for App Intents.
struct ProjectEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Project")

    static var defaultQuery = ProjectQuery()

    var id: String { path }
    let path: String
    let name: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(path)",
            image: .init(systemName: "folder.fill")
        )
    }
}

struct ProjectQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ProjectEntity] {
        let projects = await ProjectStore.shared.projects
        return projects
            .filter { identifiers.contains($0.path) }
            .map { ProjectEntity(path: $0.path, name: $0.name) }
    }

    func suggestedEntities() async throws -> [ProjectEntity] {
        let projects = await ProjectStore.shared.recentProjects(limit: 5)
        return projects.map { ProjectEntity(path: $0.path, name: $0.name) }
    }
}

/// Entity representing a saved command.
struct CommandEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Command")

    static var defaultQuery = CommandQuery()

    var id: String { name }
    let name: String
    let content: String
    let category: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: category.map { "\($0)" },
            image: .init(systemName: "terminal.fill")
        )
    }
}

struct CommandQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CommandEntity] {
        let commands = CommandStore.shared.commands
        return commands
            .filter { identifiers.contains($0.name) }
            .map { CommandEntity(name: $0.name, content: $0.content, category: $0.category) }
    }

    func suggestedEntities() async throws -> [CommandEntity] {
        let commands = CommandStore.shared.recentCommands(limit: 10)
        return commands.map { CommandEntity(name: $0.name, content: $0.content, category: $0.category) }
    }
}

extension SessionStore {
    /// Donate session interaction for Siri learning.
    func donateInteraction(project: Project, session: Session) {
        let intent = ResumeSessionIntent()
        intent.suggestedInvocationPhrase = "Continue \(project.name)"

        let interaction = INInteraction(intent: intent, response: nil)
        interaction.donate { error in
            if let error {
                Logger.intents.error("Donation failed: \(error.localizedDescription)")
            }
        }
    }
}

class AppShortcutsTests: XCTestCase {
    func testShortcutsProvider() {
        let shortcuts = CodingBridgeShortcuts.appShortcuts

        XCTAssertEqual(shortcuts.count, 7)
        XCTAssertTrue(shortcuts.contains { $0.shortTitle == "Quick Chat" })
    }

    func testProjectEntityQuery() async throws {
        let query = ProjectQuery()
        let suggestions = try await query.suggestedEntities()

        XCTAssertLessThanOrEqual(suggestions.count, 5)
    }

    func testOpenProjectIntent() async throws {
        let intent = OpenProjectIntent()
        intent.project = ProjectEntity(path: "/test", name: "Test")

        _ = try await intent.perform()

        XCTAssertEqual(NavigationState.shared.selectedProjectPath, "/test")
    }
}
"""#

    /// seed 002: Apple's Landmarks provider and an intent.
    static let landmarks = #"""
import AppIntents

struct MyAppShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: NavigateIntent(),
            phrases: [
                "Navigate in \(.applicationName)",
                "Navigate to \(\.$section) in \(.applicationName)"
            ],
            shortTitle: "Navigate",
            systemImageName: "arrowshape.forward"
        )

        AppShortcut(
            intent: FindClosestLandmarkIntent(),
            phrases: [
                "Find closest landmark in \(.applicationName)"
            ],
            shortTitle: "Closest Landmark",
            systemImageName: "location"
        )

        AppShortcut(
            intent: OpenLandmarkIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Open landmark in \(.applicationName)"
            ],
            shortTitle: "Open Landmark",
            systemImageName: "mappin"
        )
    }
}

struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$section)")
    }

    @Parameter(title: "Section")
    var section: NavigationOption

    func perform() async throws -> some IntentResult {
        // ...
    }
}
"""#

    /// seed 003: bound parameters, a `for` loop, a negative-phrase builder.
    static let meditation = #"""
// Intent with parameters
struct StartMeditationIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Meditation"

    @Parameter(title: "Type")
    var meditationType: MeditationType?

    @Parameter(title: "Duration")
    var duration: Int?
}

// Shortcuts with different parameter combinations
@AppShortcutsBuilder
static var appShortcuts: [AppShortcut] {
    // Generic version (will ask for parameters)
    AppShortcut(
        intent: StartMeditationIntent(),
        phrases: ["Start meditation in \(.applicationName)"],
        shortTitle: "Meditate",
        systemImageName: "figure.mind.and.body"
    )

    // Specific versions (skip parameter step)
    AppShortcut(
        intent: StartMeditationIntent(
            meditationType: .mindfulness,
            duration: 10
        ),
        phrases: [
            "Start quick mindfulness in \(.applicationName)",
            "10 minute mindfulness in \(.applicationName)"
        ],
        shortTitle: "Quick Mindfulness",
        systemImageName: "brain.head.profile"
    )

    AppShortcut(
        intent: StartMeditationIntent(
            meditationType: .sleep,
            duration: 20
        ),
        phrases: [
            "Start sleep meditation in \(.applicationName)"
        ],
        shortTitle: "Sleep Meditation",
        systemImageName: "moon.stars.fill"
    )
}

struct MeditationAppShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        // Shortcuts can reference dynamic data
        for session in MeditationData.favoriteSessions {
            AppShortcut(
                intent: StartSessionIntent(session: session),
                phrases: ["Start \(session.name) in \(.applicationName)"],
                shortTitle: session.name,
                systemImageName: session.iconName
            )
        }
    }

    static func updateAppShortcutParameters() {
        // Called automatically when needed
        // Override only if you need custom behavior
    }
}

// In your app, when data changes
extension MeditationData {
    func markAsFavorite(_ session: Session) {
        favoriteSessions.append(session)

        // Update App Shortcuts to reflect new data
        MeditationAppShortcuts.updateAppShortcutParameters()
    }
}

struct MeditationAppShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: ["Start meditation in \(.applicationName)"],
            shortTitle: "Meditate",
            systemImageName: "figure.mind.and.body"
        )
    }

    // Prevent false positives
    static var negativePhrases: [NegativeAppShortcutPhrase] {
        NegativeAppShortcutPhrases {
            "Stop meditation"
            "Cancel meditation"
            "End session"
        }
    }
}
"""#

    /// seed 003: the complete coffee app (intents, enums, provider, a SwiftUI view).
    static let coffee = #"""
import AppIntents

struct OrderCoffeeIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Coffee"
    static var description = IntentDescription("Orders coffee for pickup")

    @Parameter(title: "Coffee Type")
    var coffeeType: CoffeeType

    @Parameter(title: "Size")
    var size: CoffeeSize

    @Parameter(title: "Customizations")
    var customizations: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$size) \(\.$coffeeType)") {
            \.$customizations
        }
    }

    func perform() async throws -> some IntentResult {
        let order = try await CoffeeService.shared.order(
            type: coffeeType,
            size: size,
            customizations: customizations
        )

        return .result(
            value: order,
            dialog: "Your \(size) \(coffeeType) is ordered for pickup"
        )
    }
}

struct ReorderLastIntent: AppIntent {
    static var title: LocalizedStringResource = "Reorder Last Coffee"
    static var description = IntentDescription("Reorders your most recent coffee")
    static var openAppWhenRun: Bool = false

    func perform() async throws -> some IntentResult {
        guard let lastOrder = try await CoffeeService.shared.lastOrder() else {
            throw CoffeeError.noRecentOrders
        }

        try await CoffeeService.shared.reorder(lastOrder)

        return .result(
            dialog: "Reordering your \(lastOrder.coffeeName)"
        )
    }
}

enum CoffeeType: String, AppEnum {
    case latte, cappuccino, americano, espresso

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Coffee"
    static var caseDisplayRepresentations: [CoffeeType: DisplayRepresentation] = [
        .latte: "Latte",
        .cappuccino: "Cappuccino",
        .americano: "Americano",
        .espresso: "Espresso"
    ]
}

enum CoffeeSize: String, AppEnum {
    case small, medium, large

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static var caseDisplayRepresentations: [CoffeeSize: DisplayRepresentation] = [
        .small: "Small",
        .medium: "Medium",
        .large: "Large"
    ]
}

import AppIntents

struct CoffeeAppShortcuts: AppShortcutsProvider {

    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        // Generic order (will ask for parameters)
        AppShortcut(
            intent: OrderCoffeeIntent(),
            phrases: [
                "Order coffee in \(.applicationName)",
                "Get coffee from \(.applicationName)"
            ],
            shortTitle: "Order",
            systemImageName: "cup.and.saucer.fill"
        )

        // Common specific orders (skip parameter step)
        AppShortcut(
            intent: OrderCoffeeIntent(
                coffeeType: .latte,
                size: .medium
            ),
            phrases: [
                "Order my usual from \(.applicationName)",
                "Get my regular coffee from \(.applicationName)"
            ],
            shortTitle: "Usual Order",
            systemImageName: "star.fill"
        )

        // Reorder last
        AppShortcut(
            intent: ReorderLastIntent(),
            phrases: [
                "Reorder coffee from \(.applicationName)",
                "Order again from \(.applicationName)"
            ],
            shortTitle: "Reorder",
            systemImageName: "arrow.clockwise"
        )
    }

    // Branding
    static var shortcutTileColor: ShortcutTileColor = .tangerine

    // Prevent false positives (iOS 17+)
    static var negativePhrases: [NegativeAppShortcutPhrase] {
        NegativeAppShortcutPhrases {
            "Cancel coffee order"
            "Stop coffee"
        }
    }
}

import SwiftUI
import AppIntents

struct OrderConfirmationView: View {
    @State private var showReorderTip = true

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 60))
                .foregroundColor(.green)

            Text("Order Placed!")
                .font(.title)

            Text("Your coffee will be ready in 10 minutes")
                .foregroundColor(.secondary)

            // Promote reorder shortcut
            if showReorderTip {
                SiriTipView(intent: ReorderLastIntent(), isVisible: $showReorderTip)
                    .siriTipViewStyle(.dark)
                    .padding(.top)
            }

            // Link to see all shortcuts
            Section {
                ShortcutsLink()
            } header: {
                Text("See all available shortcuts")
                    .font(.caption)
            }
        }
        .padding()
    }
}
"""#
}
