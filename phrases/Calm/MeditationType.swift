//
//  MeditationType.swift
//  Calm
//
//  The kinds of guided session in the library. The App Intents
//  representation lives in MeditationType+AppEnum.swift.
//

import Foundation

enum MeditationType: String, Codable, CaseIterable, Identifiable {
    case mindfulness
    case sleep
    case breathing
    case focus
    case bodyScan

    var id: String { rawValue }

    /// Length the session picker starts at, in minutes.
    var defaultDuration: Int {
        switch self {
        case .mindfulness, .focus: 10
        case .sleep: 20
        case .breathing: 5
        case .bodyScan: 15
        }
    }
}
