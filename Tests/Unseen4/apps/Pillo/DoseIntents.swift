//
//  DoseIntents.swift
//  Pillo
//

import AppIntents

struct LogDoseIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Dose"
    static var description = IntentDescription("Marks the medication as taken now and clears its reminder.")

    @Parameter(title: "Medication", requestValueDialog: "Which medication did you take?")
    var medication: MedicationEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let dose = try await DoseLog.shared.markTaken(medication.id, at: .now)
        return .result(dialog: "Logged \(medication.name) at \(dose.time.formatted(date: .omitted, time: .shortened)).")
    }
}

struct SnoozeReminderIntent: AppIntent {
    static var title: LocalizedStringResource = "Snooze Reminder"

    @Parameter(title: "Snooze For", requestValueDialog: "For how long?")
    var delay: SnoozeDelay

    @Parameter(title: "Medication")
    var medication: MedicationEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Reminders.shared.snooze(medication?.id, by: delay.interval)
        return .result(dialog: "I'll remind you again in \(delay.spoken).")
    }
}

struct OrderRefillIntent: AppIntent {
    static var title: LocalizedStringResource = "Order a Refill"
    static var description = IntentDescription("Sends a repeat prescription request to the pharmacy on file.")

    @Parameter(title: "Medication", requestValueDialog: "Which one is running out?")
    var medication: MedicationEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let request = try await Pharmacy.shared.requestRefill(medication.id)
        return .result(dialog: "Requested. \(request.pharmacyName) usually takes \(request.days) days.")
    }
}

struct PillsLeftIntent: AppIntent {
    static var title: LocalizedStringResource = "Pills Left"

    @Parameter(title: "Medication", requestValueDialog: "Which medication?")
    var medication: MedicationEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let supply = try await Supply.shared.remaining(of: medication.id)
        return .result(dialog: "\(supply.count) left, enough until \(supply.runsOut.formatted(date: .abbreviated, time: .omitted)).")
    }
}

struct NextDoseIntent: AppIntent {
    static var title: LocalizedStringResource = "Next Dose"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let next = try await Schedule.shared.next() else {
            return .result(dialog: "Nothing else today.")
        }
        return .result(dialog: "\(next.medicationName) at \(next.time.formatted(date: .omitted, time: .shortened)).")
    }
}
