//
//  PrescriptionIntents.swift
//  Refilla
//

import AppIntents

struct OrderRepeatIntent: AppIntent {
    static var title: LocalizedStringResource = "Order Repeat Prescription"
    static var description = IntentDescription("Asks your GP surgery for a repeat and sends it to your pharmacy.")

    @Parameter(title: "Medicine", requestValueDialog: "Which medicine?")
    var medicine: MedicineEntity

    @Parameter(title: "Supply")
    var supply: Supply?

    @Parameter(title: "Pharmacy")
    var pharmacy: PharmacyEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // The usual supply, to the nominated pharmacy, unless told otherwise.
        let order = try await Repeats.shared.order(medicine.id, days: supply?.days, to: pharmacy?.id)
        return .result(dialog: "\(order.spoken)")
    }
}

struct PrescriptionStatusIntent: AppIntent {
    static var title: LocalizedStringResource = "Prescription Status"

    @Parameter(title: "Medicine")
    var medicine: MedicineEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let status = try await Repeats.shared.status(of: medicine?.id)
        return .result(dialog: "\(status.spoken)")
    }
}

struct LogDoseIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Dose"

    @Parameter(title: "Medicine", requestValueDialog: "Which medicine did you take?")
    var medicine: MedicineEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let left = try await Doses.shared.log(medicine.id)
        return .result(dialog: "Logged. \(left.spoken)")
    }
}

struct FindPharmacyIntent: AppIntent {
    static var title: LocalizedStringResource = "Find an Open Pharmacy"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        try await Pharmacies.shared.showOpenNow()
        return .result()
    }
}

struct AskPharmacistIntent: AppIntent {
    static var title: LocalizedStringResource = "Ask the Pharmacist"

    @Parameter(title: "Pharmacy", requestValueDialog: "Which pharmacy?")
    var pharmacy: PharmacyEntity

    @Parameter(title: "Question", requestValueDialog: "What would you like to ask?")
    var question: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await Pharmacies.shared.message(pharmacy.id, question)
        return .result(dialog: "Sent. They usually answer within the hour.")
    }
}
