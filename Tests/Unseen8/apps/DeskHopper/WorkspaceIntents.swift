//
//  WorkspaceIntents.swift
//  DeskHopper
//

import AppIntents

struct BookDeskIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Desk"
    static var description = IntentDescription("Books a desk at any space on your plan.")

    @Parameter(title: "Space", requestValueDialog: "Which space?")
    var space: SpaceEntity

    @Parameter(title: "Desk")
    var desk: DeskKind?

    @Parameter(title: "Day")
    var day: WorkDay?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Bookings.shared.bookDesk(desk ?? .hotDesk, at: space.id, on: day ?? .today)
        return .result(dialog: "\(booking.spoken)")
    }
}

struct BookRoomIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Meeting Room"

    @Parameter(title: "Room", requestValueDialog: "Which room?")
    var room: RoomEntity

    @Parameter(title: "How Long")
    var length: MeetingLength?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // An hour from the next free quarter, unless told otherwise.
        let booking = try await Bookings.shared.bookRoom(room.id, minutes: length?.minutes ?? 60)
        return .result(dialog: "\(booking.spoken)")
    }
}

struct CheckInIntent: AppIntent {
    static var title: LocalizedStringResource = "Check In"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let desk = try await Bookings.shared.checkIn()
        return .result(dialog: "Checked in at \(desk.label). Wi-Fi's on the card.")
    }
}

struct FindColleagueIntent: AppIntent {
    static var title: LocalizedStringResource = "Find a Colleague"

    @Parameter(title: "Colleague")
    var colleague: ColleagueEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        if let colleague {
            let seat = try await Bookings.shared.whereIs(colleague.id)
            return .result(dialog: "\(seat.spoken)")
        }
        let team = try await Bookings.shared.teamInToday()
        return .result(dialog: "\(team.spoken)")
    }
}
