//
//  ParkingIntents.swift
//  Parkly
//

import AppIntents

struct StartParkingIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Parking"
    static var description = IntentDescription("Pays for parking in one of your saved zones.")

    @Parameter(title: "Zone", requestValueDialog: "Where are you parked?")
    var zone: ZoneEntity

    @Parameter(title: "Duration")
    var duration: StayLength?

    @Parameter(title: "Vehicle")
    var vehicle: VehicleEntity?

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let session = try await Sessions.shared.start(
            zone: zone.id,
            minutes: duration?.minutes ?? Defaults.stayMinutes,
            vehicle: vehicle?.id ?? Garage.shared.primaryID)
        return .result(dialog: "You're parked at \(zone.name) until \(session.ends.formatted(date: .omitted, time: .shortened)). That's \(session.price.formatted()).")
    }
}

struct ExtendParkingIntent: AppIntent {
    static var title: LocalizedStringResource = "Extend Parking"

    @Parameter(title: "Extra Time", requestValueDialog: "How much longer do you need?")
    var extra: StayLength

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let session = try await Sessions.shared.extend(by: extra.minutes)
        return .result(dialog: "Extended until \(session.ends.formatted(date: .omitted, time: .shortened)).")
    }
}

struct StopParkingIntent: AppIntent {
    static var title: LocalizedStringResource = "Stop Parking"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let refund = try await Sessions.shared.stopCurrent()
        return .result(dialog: "Stopped. You saved \(refund.formatted()).")
    }
}

struct TimeLeftIntent: AppIntent {
    static var title: LocalizedStringResource = "Time Left"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let session = try await Sessions.shared.current() else {
            return .result(dialog: "You're not parked anywhere right now.")
        }
        return .result(dialog: "\(session.remaining.formatted()) left at \(session.zoneName).")
    }
}

enum StayLength: String, AppEnum {
    case thirty, oneHour, twoHours, threeHours, allDay

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Duration"
    static var caseDisplayRepresentations: [StayLength: DisplayRepresentation] = [
        .thirty: DisplayRepresentation(title: "30 Minutes", synonyms: ["Half an Hour"]),
        .oneHour: DisplayRepresentation(title: "1 Hour", synonyms: ["an Hour"]),
        .twoHours: DisplayRepresentation(title: "2 Hours", synonyms: ["a Couple of Hours"]),
        .threeHours: DisplayRepresentation(title: "3 Hours"),
        .allDay: DisplayRepresentation(title: "All Day", synonyms: ["the Whole Day"]),
    ]

    var minutes: Int {
        switch self {
        case .thirty: 30
        case .oneHour: 60
        case .twoHours: 120
        case .threeHours: 180
        case .allDay: 600
        }
    }
}
