import Foundation
import Testing
@testable import Phrasebook

@Suite struct ScratchDump {
    @Test func probe() throws {
        guard let texts = ProcessInfo.processInfo.environment["SCRATCH_PROBE"] else { return }
        for text in texts.split(separator: "|").map(String.init) {
            let on = UnplacedValueTests.bar.match(text)
            let off = UnplacedValueTests.bar.match(text, options: MatchOptions(parameters: try MatchParameters().setting(["slotPlaceSimilarity=1.1"])))
            print("PROBE", text, on.status, on.question?.parameter ?? "-", UnplacedValueTests.parameters(on), "| off:", off.status, UnplacedValueTests.parameters(off))
        }
    }
    @Test func dump() throws {
        guard let dir = ProcessInfo.processInfo.environment["SCRATCH_CAT"] else { return }
        let catalog = try Catalog(loadingFrom: dir)
        let texts = (ProcessInfo.processInfo.environment["SCRATCH_TEXTS"] ?? "").split(separator: "|").map(String.init)
        let matcher = Matcher(catalog)
        for text in texts {
            guard case .flexible(let tokens, let scope) = matcher.exactStep(text) else { print("exact"); continue }
            let readings = matcher.flexibleReadings(tokens, scope: scope).sorted { $0.score > $1.score }
            print("== \(text) → \(matcher.match(text).status)")
            for r in readings.prefix(40) where ProcessInfo.processInfo.environment["SCRATCH_ALL"] != nil || r.unsaidParameter != nil {
                let e = catalog.index.entries[Int(r.entry)]
                let left = r.words.indices.filter { r.isLeftOver($0) }.map { r.words[$0] }
                print(String(format: "%.3f", r.score), e.text, r.parameters.map { "\($0.name)=\($0.value.value)" }, "left:", left, "unsaid:", r.unsaidParameter ?? "-", r.words.indices.filter { r.unsaidBeside & (1 << UInt64($0)) != 0 }.map { r.words[$0] })
            }
        }
    }
}
