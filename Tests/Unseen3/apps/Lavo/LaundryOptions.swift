//
//  LaundryOptions.swift
//  Lavo
//

import AppIntents

enum LaundryService: String, AppEnum {
    case washFold, dryCleaning, ironing, shirts, bedding, shoes

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Service"
    static var caseDisplayRepresentations: [LaundryService: DisplayRepresentation] = [
        .washFold: DisplayRepresentation(title: "Wash & Fold", synonyms: ["Laundry", "Washing"]),
        .dryCleaning: DisplayRepresentation(title: "Dry Cleaning", synonyms: ["Suits"]),
        .ironing: DisplayRepresentation(title: "Ironing", synonyms: ["Pressing"]),
        .shirts: DisplayRepresentation(title: "Shirts", synonyms: ["Shirt Service"]),
        .bedding: DisplayRepresentation(title: "Bedding", synonyms: ["Duvets", "Bed Linen"]),
        .shoes: DisplayRepresentation(title: "Shoe Repair", synonyms: ["Shoes"]),
    ]
}

enum PickupDay: String, AppEnum {
    case today, tomorrow, monday, tuesday, wednesday, thursday, friday, saturday, sunday

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Day"
    static var caseDisplayRepresentations: [PickupDay: DisplayRepresentation] = [
        .today: "Today",
        .tomorrow: "Tomorrow",
        .monday: "Monday",
        .tuesday: "Tuesday",
        .wednesday: "Wednesday",
        .thursday: "Thursday",
        .friday: "Friday",
        .saturday: "Saturday",
        .sunday: "Sunday",
    ]
}

enum TimeSlot: String, AppEnum {
    case morning, afternoon, evening

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Time Slot"
    static var caseDisplayRepresentations: [TimeSlot: DisplayRepresentation] = [
        .morning: DisplayRepresentation(title: "Morning", synonyms: ["Before Work"]),
        .afternoon: DisplayRepresentation(title: "Afternoon", synonyms: ["Lunchtime"]),
        .evening: DisplayRepresentation(title: "Evening", synonyms: ["After Work", "6 to 9 PM"]),
    ]
}
