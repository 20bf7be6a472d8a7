//
//  Intents.swift
//  CodingBridge
//
//  The App Intents behind CodingBridge's App Shortcuts (Issue #21, #55).
//

import AppIntents
import Foundation

// MARK: - QuickChatIntent

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

// MARK: - OpenProjectIntent

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

// MARK: - ResumeSessionIntent

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

// MARK: - RunCommandIntent

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

// MARK: - GitStatusIntent

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

// MARK: - SearchSessionsIntent

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

// MARK: - CaptureIdeaIntent

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
