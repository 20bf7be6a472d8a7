//  HushHourShortcuts.swift
//  HushHour — sleep sounds, white noise and a gentle timer.
//
//  Sounds and timer lengths are fixed lists (AppEnums), so Siri knows them
//  all at install time.

import AppIntents

@available(iOS 17.0, *)
struct HushHourShortcuts: AppShortcutsProvider {
    @AppShortcutsBuilder
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlaySoundIntent(),
            phrases: [
                "Play \(\.$sound) on \(.applicationName)",
                "Play \(\.$sound) for \(\.$timer) with \(.applicationName)",
                "Put \(\.$sound) on in \(.applicationName)",
                "Play a sleep sound with \(.applicationName)",   // Siri asks "Which sound?"
            ],
            shortTitle: "Play Sound",
            systemImageName: "waveform"
        )
        AppShortcut(
            intent: SetTimerIntent(),
            phrases: [
                "Set a \(.applicationName) timer for \(\.$timer)",
                "Fade out after \(\.$timer) in \(.applicationName)",
                "Set the sleep timer in \(.applicationName)",
            ],
            shortTitle: "Sleep Timer",
            systemImageName: "timer"
        )
        AppShortcut(
            intent: StopSoundIntent(),
            phrases: [
                "Stop \(.applicationName)",
                "Turn off the sound in \(.applicationName)",
            ],
            shortTitle: "Stop",
            systemImageName: "stop.circle"
        )
        // Shown as a suggestion in the morning: no app name.
        AppShortcut(
            intent: SleepReportIntent(),
            phrases: [
                "How did I sleep last night",
                "Show my \(.applicationName) sleep report",
            ],
            shortTitle: "Sleep Report",
            systemImageName: "bed.double"
        )
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Delete my \(.applicationName) recordings"
            "Record my snoring"
        }
    }
}
