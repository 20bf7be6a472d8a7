/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
An intent that opens one of the person's landmark collections.
*/

import AppIntents

struct OpenCollectionIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Collection"
    static let description = IntentDescription("Shows the landmarks in one of your collections.")

    static let openAppWhenRun: Bool = true

    @Parameter(title: "Collection", requestValueDialog: "Which collection?")
    var collection: LandmarkCollectionEntity

    @Dependency
    private var navigationModel: NavigationModel

    @MainActor
    func perform() async throws -> some IntentResult {
        navigationModel.selectedSection = .collections
        navigationModel.collectionPath = [collection.id]
        return .result()
    }
}
