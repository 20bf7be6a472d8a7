/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The App Entity that represents one of the person's landmark collections.
*/

import AppIntents

struct LandmarkCollectionEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Collection")

    static let defaultQuery = LandmarkCollectionQuery()

    let id: String
    let name: String
    let landmarkCount: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)",
            subtitle: "\(landmarkCount) landmarks",
            image: .init(systemName: "rectangle.stack")
        )
    }

    init(collection: LandmarkCollection) {
        self.id = collection.slug
        self.name = collection.name
        self.landmarkCount = collection.landmarks.count
    }
}

struct LandmarkCollectionQuery: EntityQuery {
    @Dependency
    private var modelData: ModelData

    func entities(for identifiers: [LandmarkCollectionEntity.ID]) async throws -> [LandmarkCollectionEntity] {
        await modelData.userCollections
            .filter { identifiers.contains($0.slug) }
            .map(LandmarkCollectionEntity.init(collection:))
    }

    func suggestedEntities() async throws -> [LandmarkCollectionEntity] {
        await modelData.userCollections.map(LandmarkCollectionEntity.init(collection:))
    }
}
