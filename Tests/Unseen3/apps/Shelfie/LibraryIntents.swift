//
//  LibraryIntents.swift
//  Shelfie
//

import AppIntents

struct PlaceHoldIntent: AppIntent {
    static var title: LocalizedStringResource = "Place a Hold"
    static var description = IntentDescription("Reserves the first copy that comes free, for collection at your home branch unless you say another.")

    @Parameter(title: "Book", requestValueDialog: "Which book would you like?")
    var bookTitle: String

    @Parameter(title: "Library")
    var branch: BranchEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let hold = try await Catalogue.shared.placeHold(title: bookTitle, pickup: branch?.id)
        return .result(dialog: "You're number \(hold.queuePosition) for \(hold.title).")
    }
}

struct RenewLoansIntent: AppIntent {
    static var title: LocalizedStringResource = "Renew All Loans"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let renewed = try await Account.shared.renewAll()
        return .result(dialog: "Renewed \(renewed.count) items.")
    }
}

struct DueDatesIntent: AppIntent {
    static var title: LocalizedStringResource = "Due Dates"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let loans = try await Account.shared.loans()
        guard let next = loans.min(by: { $0.due < $1.due }) else {
            return .result(dialog: "You have nothing out.")
        }
        return .result(dialog: "\(next.title) is due \(next.due.formatted(.relative(presentation: .named))).")
    }
}

struct BranchHoursIntent: AppIntent {
    static var title: LocalizedStringResource = "Opening Hours"

    @Parameter(title: "Library", requestValueDialog: "Which library?")
    var branch: BranchEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let hours = try await Borough.shared.hours(of: branch.id, on: .now)
        return .result(dialog: "\(branch.name) is open until \(hours.closes.formatted(date: .omitted, time: .shortened)) today.")
    }
}

struct SearchCatalogueIntent: AppIntent {
    static var title: LocalizedStringResource = "Search the Catalogue"
    static var openAppWhenRun: Bool = true

    @Parameter(title: "Search", requestValueDialog: "What are you looking for?")
    var query: String

    @MainActor
    func perform() async throws -> some IntentResult {
        Router.shared.search(query)
        return .result()
    }
}
