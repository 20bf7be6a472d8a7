//
//  PickupIntents.swift
//  Lavo
//

import AppIntents

struct SchedulePickupIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Pickup"
    static var description = IntentDescription("A driver collects your bag from the door; it comes back in 48 hours.")

    @Parameter(title: "Service", requestValueDialog: "What needs cleaning?")
    var service: LaundryService

    @Parameter(title: "Day")
    var day: PickupDay?

    @Parameter(title: "Time Slot")
    var slot: TimeSlot?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Bookings.shared.book(service, day: day, slot: slot)
        return .result(dialog: "Booked. A driver will come \(booking.window.formatted()).")
    }
}

struct RescheduleIntent: AppIntent {
    static var title: LocalizedStringResource = "Reschedule Pickup"

    @Parameter(title: "Day", requestValueDialog: "Which day suits you better?")
    var day: PickupDay

    @Parameter(title: "Time Slot")
    var slot: TimeSlot?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Bookings.shared.moveNext(to: day, slot: slot)
        return .result(dialog: "Moved to \(booking.window.formatted()).")
    }
}

struct OrderStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let order = try await Orders.shared.current() else {
            return .result(dialog: "You have nothing with us right now.")
        }
        return .result(dialog: "\(order.statusSummary)")
    }
}

struct RepeatOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Same Again"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Bookings.shared.repeatLast()
        return .result(dialog: "Same as last time, collected \(booking.window.formatted()).")
    }
}
