/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The top-level sections of the app, as an App Enum so Siri can navigate to them.
*/

import AppIntents

/// A section of the app's sidebar.
enum NavigationOption: String, AppEnum {
    case landmarks
    case map
    case collections
    case favorites

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"

    static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
        .landmarks: DisplayRepresentation(
            title: "Landmarks",
            image: .init(systemName: "building.columns"),
            synonyms: ["All Landmarks", "Landmark List"]
        ),
        .map: DisplayRepresentation(
            title: "Map",
            image: .init(systemName: "map"),
            synonyms: ["Map View"]
        ),
        .collections: DisplayRepresentation(
            title: "Collections",
            image: .init(systemName: "book.closed"),
            synonyms: ["My Collections"]
        ),
        .favorites: DisplayRepresentation(
            title: "Favorites",
            image: .init(systemName: "heart"),
            synonyms: ["Favourites", "Saved Landmarks"]
        )
    ]
}
