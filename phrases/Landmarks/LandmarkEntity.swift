/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The App Entity that represents a landmark, and the query that finds them.
*/

import AppIntents
import CoreLocation

struct LandmarkEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Landmark",
        numericFormat: "\(placeholder: .int) landmarks"
    )

    static let defaultQuery = LandmarkEntityQuery()

    /// A URL-safe slug: `niagara-falls`.
    let id: String
    let name: String
    let continent: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(continent)",
            image: .init(named: id)
        )
    }

    init(landmark: Landmark) {
        self.id = landmark.slug
        self.name = landmark.name
        self.continent = landmark.continent
    }
}

struct LandmarkEntityQuery: EntityStringQuery {
    @Dependency
    private var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        await modelData.landmarks
            .filter { identifiers.contains($0.slug) }
            .map(LandmarkEntity.init(landmark:))
    }

    func entities(matching string: String) async throws -> [LandmarkEntity] {
        await modelData.landmarks
            .filter { $0.name.localizedCaseInsensitiveContains(string) }
            .map(LandmarkEntity.init(landmark:))
    }

    /// Favorites first, then the rest; these become the
    /// "Open … in Landmarks" phrases.
    func suggestedEntities() async throws -> [LandmarkEntity] {
        await modelData.suggestedLandmarks.map(LandmarkEntity.init(landmark:))
    }
}
