//
//  LaundryIntents.swift
//  Lavo
//

import AppIntents

struct BookCollectionIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Collection"
    static var description = IntentDescription("A driver collects from your door.")

    @Parameter(title: "Service", requestValueDialog: "What are we collecting?")
    var service: Service

    @Parameter(title: "When")
    var slot: CollectionSlot?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // The next free two-hour slot at the default address.
        let booking = try await Collections.shared.book(service, at: slot)
        return .result(dialog: "\(booking.spoken)")
    }
}

struct OpenLockerIntent: AppIntent {
    static var title: LocalizedStringResource = "Open a Locker"

    @Parameter(title: "Locker", requestValueDialog: "Which locker?")
    var locker: LockerEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let door = try await Lockers.shared.open(locker.id)
        return .result(dialog: "Door \(door.number) is open.")
    }
}

struct TrackOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Track My Order"

    @Parameter(title: "Service")
    var service: Service?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let order = try await Orders.shared.latest(of: service)  // nil: the latest order
        return .result(dialog: "\(order.spoken)")
    }
}

struct DriverNoteIntent: AppIntent {
    static var title: LocalizedStringResource = "Note for the Driver"

    @Parameter(title: "Note", requestValueDialog: "What should the driver know?")
    var note: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Orders.shared.noteForDriver(note)
        return .result(dialog: "Done. Your driver will see it.")
    }
}
