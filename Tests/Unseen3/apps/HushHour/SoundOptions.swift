//  SoundOptions.swift
//  HushHour

import AppIntents

enum SleepSound: String {
    case rain, brown, white, pink, ocean, fan, storm, fire, train, heartbeat
}

extension SleepSound: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Sound")

    static let caseDisplayRepresentations: [SleepSound: DisplayRepresentation] = [
        .rain: DisplayRepresentation(title: "Rain", synonyms: ["Rainfall", "Gentle Rain"]),
        .brown: DisplayRepresentation(title: "Brown Noise", synonyms: ["Deep Noise"]),
        .white: DisplayRepresentation(title: "White Noise", synonyms: ["Static"]),
        .pink: DisplayRepresentation(title: "Pink Noise"),
        .ocean: DisplayRepresentation(title: "Ocean Waves", synonyms: ["Waves", "the Sea"]),
        .fan: DisplayRepresentation(title: "Box Fan", synonyms: ["Fan"]),
        .storm: DisplayRepresentation(title: "Thunderstorm", synonyms: ["Thunder", "Storm"]),
        .fire: DisplayRepresentation(title: "Crackling Fire", synonyms: ["Campfire", "Fireplace"]),
        .train: DisplayRepresentation(title: "Night Train", synonyms: ["Sleeper Train"]),
        .heartbeat: DisplayRepresentation(title: "Heartbeat", synonyms: ["Womb Sounds"]),
    ]
}

enum SleepTimer: String {
    case fifteen, thirty, hour, twoHours, allNight
}

extension SleepTimer: AppEnum {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Timer")

    static let caseDisplayRepresentations: [SleepTimer: DisplayRepresentation] = [
        .fifteen: DisplayRepresentation(title: "15 Minutes", synonyms: ["a Quarter of an Hour"]),
        .thirty: DisplayRepresentation(title: "30 Minutes", synonyms: ["Half an Hour"]),
        .hour: DisplayRepresentation(title: "1 Hour", synonyms: ["an Hour", "60 Minutes"]),
        .twoHours: DisplayRepresentation(title: "2 Hours"),
        .allNight: DisplayRepresentation(title: "All Night", synonyms: ["Until Morning", "Until I Wake Up"]),
    ]

    var seconds: TimeInterval {
        switch self {
        case .fifteen: 15 * 60
        case .thirty: 30 * 60
        case .hour: 60 * 60
        case .twoHours: 2 * 60 * 60
        case .allNight: 10 * 60 * 60
        }
    }
}
