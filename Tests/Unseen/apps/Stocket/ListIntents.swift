//
//  ListIntents.swift
//  Stocket
//

import AppIntents

struct AddItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to List"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Item", requestValueDialog: "What should I add?")
    var item: GroceryItemEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await SharedList.current.add(item.id)
        return .result(dialog: "Added \(item.name).")
    }
}

struct CheckOffItemIntent: AppIntent {
    static var title: LocalizedStringResource = "Check Off Item"
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Item", requestValueDialog: "Which item did you get?")
    var item: GroceryItemEntity

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let left = try await SharedList.current.checkOff(item.id)
        return .result(dialog: left == 0 ? "That's everything!" : "\(left) left to get.")
    }
}

struct ReadListIntent: AppIntent {
    static var title: LocalizedStringResource = "Read List"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let items = try await SharedList.current.openItems().map(\.name)
        return .result(dialog: items.isEmpty ? "Your list is empty." : "You need \(items.formatted()).")
    }
}

struct ShareListIntent: AppIntent {
    static var title: LocalizedStringResource = "Share List"
    static var openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult {
        await SharedList.current.presentShareSheet()
        return .result()
    }
}
