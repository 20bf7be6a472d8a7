/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
An intent that opens the app to one of its top-level sections.
*/

import AppIntents

struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"
    static let description = IntentDescription("Opens Landmarks to the section you choose.")

    static let openAppWhenRun: Bool = true

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$section)")
    }

    @Parameter(title: "Section", requestValueDialog: "Where would you like to go?")
    var section: NavigationOption

    @Dependency
    private var navigationModel: NavigationModel

    @MainActor
    func perform() async throws -> some IntentResult {
        navigationModel.selectedSection = section
        return .result()
    }
}
