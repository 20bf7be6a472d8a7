import Testing

@testable import Phrasebook

@Suite struct LineFramerTests {
    func lines(_ framer: inout LineFramer) -> [LineFramer.Line] {
        var out: [LineFramer.Line] = []
        while let line = framer.nextLine() { out.append(line) }
        return out
    }

    func line(_ text: String) -> LineFramer.Line { .line(Array(text.utf8)) }

    @Test func splitsLinesAcrossChunks() {
        var framer = LineFramer(maximumLength: 100)
        framer.append(Array("one\ntw".utf8))
        #expect(lines(&framer) == [line("one")])
        framer.append(Array("o\n\nthree\nfo".utf8))
        #expect(lines(&framer) == [line("two"), line(""), line("three")])
        #expect(framer.hasPartialLine)
        #expect(framer.finish() == line("fo"))
        #expect(framer.finish() == nil)
    }

    @Test func byteAtATime() {
        var framer = LineFramer(maximumLength: 100)
        var seen: [LineFramer.Line] = []
        for byte in "alpha\nbeta\n".utf8 {
            framer.append([byte])
            seen += lines(&framer)
        }
        #expect(seen == [line("alpha"), line("beta")])
    }

    @Test func overLongLinesAreReportedOnceAndSkipped() {
        var framer = LineFramer(maximumLength: 8)
        framer.append(Array("123456789\nok\n".utf8))
        #expect(lines(&framer) == [.tooLong, line("ok")])
        // Arriving in pieces, far over the limit: one report, memory bounded.
        for _ in 0..<100 { framer.append(Array("xxxxxxx".utf8)) }
        #expect(lines(&framer) == [.tooLong])
        framer.append(Array("xx\nnext\n".utf8))
        #expect(lines(&framer) == [line("next")])
        framer.append(Array("exactly8\n".utf8))
        #expect(lines(&framer) == [line("exactly8")])
    }

    @Test func compactsWithoutLosingItsPlace() {
        var framer = LineFramer(maximumLength: 1 << 20)
        var count = 0
        let chunk = Array(String(repeating: "some words here\n", count: 1000).utf8) + Array("partial".utf8)
        framer.append(chunk)
        while case .line? = framer.nextLine() { count += 1 }
        for _ in 0..<20 {
            framer.append(Array(" more\n".utf8) + chunk)
            while case .line? = framer.nextLine() { count += 1 }
        }
        #expect(count == 21 * 1000 + 20)  // each " more" ends a "partial" line
        #expect(framer.finish() == line("partial"))
    }
}
