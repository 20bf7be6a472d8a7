//
//  BinIntents.swift
//  BinDay
//

import AppIntents

struct NextCollectionIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Collection"

    @Parameter(title: "Bin")
    var bin: Bin?

    @Parameter(title: "Address")
    var address: AddressEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // No bin: whatever goes out next. No address: home.
        let next = try await Collections.shared.next(bin, at: address?.id)
        return .result(dialog: "\(next.spoken)")
    }
}

struct WhichBinIntent: AppIntent {
    static var title: LocalizedStringResource = "Which Bin?"

    @Parameter(title: "Item", requestValueDialog: "What are you throwing away?")
    var item: WasteItemEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let answer = try await WasteGuide.shared.bin(for: item.id)
        return .result(dialog: "\(answer.spoken)")
    }
}

struct ReportMissedIntent: AppIntent {
    static var title: LocalizedStringResource = "Report a Missed Collection"

    @Parameter(title: "Bin", requestValueDialog: "Which bin was missed?")
    var bin: Bin

    @Parameter(title: "Address")
    var address: AddressEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let report = try await Council.shared.reportMissed(bin, at: address?.id)
        return .result(dialog: "\(report.spoken)")
    }
}

struct BulkyCollectionIntent: AppIntent {
    static var title: LocalizedStringResource = "Book a Bulky Collection"

    @Parameter(title: "Item", requestValueDialog: "What needs collecting?")
    var item: BulkyItem

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let booking = try await Council.shared.bookBulky(item)
        return .result(dialog: "\(booking.spoken)")
    }
}

struct BinReminderIntent: AppIntent {
    static var title: LocalizedStringResource = "Bin Reminder"

    @Parameter(title: "Bin")
    var bin: Bin?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Reminders.shared.nightBefore(bin)  // nil: every bin
        return .result(dialog: "I'll remind you the night before.")
    }
}
