/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
An intent that opens the detail view of a landmark.
*/

import AppIntents

struct OpenLandmarkIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Landmark"
    static let description = IntentDescription("Shows the details of a landmark.")

    @Parameter(title: "Landmark", requestValueDialog: "Which landmark would you like to open?")
    var target: LandmarkEntity

    @Dependency
    private var navigationModel: NavigationModel

    @MainActor
    func perform() async throws -> some IntentResult {
        navigationModel.selectedSection = .landmarks
        navigationModel.landmarkPath = [target.id]
        return .result()
    }
}
