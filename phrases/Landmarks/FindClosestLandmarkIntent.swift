/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
An intent that finds the landmark closest to the person's current location.
*/

import AppIntents
import CoreLocation

struct FindClosestLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Closest Landmark"
    static let description = IntentDescription("Finds the landmark nearest to where you are.")

    @Dependency
    private var modelData: ModelData

    @Dependency
    private var locationManager: LocationManager

    func perform() async throws -> some IntentResult & ReturnsValue<LandmarkEntity> & ProvidesDialog {
        let location = try await locationManager.currentLocation()

        guard let landmark = await modelData.landmark(closestTo: location) else {
            throw LandmarkError.noLandmarksNearby
        }

        let entity = LandmarkEntity(landmark: landmark)
        return .result(value: entity, dialog: "The closest landmark is \(landmark.name).")
    }
}
