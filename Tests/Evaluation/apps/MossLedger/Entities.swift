//
//  Entities.swift
//  MossLedger
//

import AppIntents

struct BudgetEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Budget")
    static var defaultQuery = BudgetQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct BudgetQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [BudgetEntity] {
        await BudgetStore.shared.budgets(ids: identifiers).map(BudgetEntity.init)
    }

    func suggestedEntities() async throws -> [BudgetEntity] {
        await BudgetStore.shared.activeBudgets().map(BudgetEntity.init)
    }
}

struct AccountEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Account")
    static var defaultQuery = AccountQuery()

    let id: String
    let name: String
    let institution: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(institution)")
    }
}

struct AccountQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AccountEntity] {
        await AccountStore.shared.accounts(ids: identifiers).map(AccountEntity.init)
    }

    func suggestedEntities() async throws -> [AccountEntity] {
        await AccountStore.shared.linkedAccounts().map(AccountEntity.init)
    }
}

enum ReportPeriod: String, AppEnum {
    case thisWeek, thisMonth, lastMonth, thisYear

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Period"
    static var caseDisplayRepresentations: [ReportPeriod: DisplayRepresentation] = [
        .thisWeek: "This Week",
        .thisMonth: "This Month",
        .lastMonth: DisplayRepresentation(title: "Last Month", synonyms: ["Previous Month"]),
        .thisYear: DisplayRepresentation(title: "This Year", synonyms: ["Year to Date"]),
    ]
}
