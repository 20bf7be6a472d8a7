import Foundation
import Testing
@testable import Phrasebook

/// `INAlternativeAppNamePronunciationHint`: how an alternative name is said.
@Suite struct PronunciationHintTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>CFBundleDisplayName</key><string>Daily Byte</string>
          <key>INAlternativeAppNames</key>
          <array>
            <dict>
              <key>INAlternativeAppName</key><string>Daily Byte Coffee</string>
              <key>INAlternativeAppNamePronunciationHint</key><string>daily bite coffee</string>
            </dict>
            <dict><key>INAlternativeAppName</key><string>DB</string></dict>
          </array>
        </dict></plist>
        """

    @Test func hintsAreReadByName() {
        let (plist, problems) = InfoPlist.read(Data(Self.plist.utf8), path: "Info.plist")
        #expect(problems.isEmpty)
        #expect(plist.alternativeNames == ["Daily Byte Coffee", "DB"])
        #expect(plist.pronunciationHints == ["Daily Byte Coffee": "daily bite coffee"])
    }

    @Test func aNameIsHeardAsItsHintSaysIt() {
        var app = App(name: "Daily Byte", directory: "phrases/DailyByte")
        app.alternativeNames = ["Daily Byte Coffee", "DB"]
        app.pronunciationHints = ["Daily Byte Coffee": "dee lee bight coffee"]
        app.intents["ReorderIntent"] = Intent(name: "ReorderIntent", parameters: [])
        app.shortcuts = [Fixtures.shortcut("ReorderIntent", ["Reorder from ${applicationName}"])]
        let catalog = Catalog(apps: [app])
        let hinted = catalog.match("reorder from dee lee bight coffee")
        #expect(hinted.status == .matched)
        #expect(hinted.confidence == 1)
        // Phrases are still written with the name.
        #expect(catalog.expandedPhrases().map(\.text).contains("Reorder from Daily Byte Coffee"))
        #expect(!catalog.expandedPhrases().map(\.text).contains { $0.contains("bight") })
    }
}
