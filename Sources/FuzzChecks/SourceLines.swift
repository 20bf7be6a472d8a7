/// Line and column of every Unicode scalar offset of a text, computed
/// independently of the code under test: the oracle for its positions.
struct SourceLines {
    /// `line[i]`, `column[i]`: the 1-based position of scalar offset `i`
    /// (offset `count` is the end of the text).
    private(set) var line: [Int] = []
    private(set) var column: [Int] = []
    /// The number of positions on each line, end of line included (index 0 unused).
    private(set) var lineWidth: [Int] = [0]

    /// - Parameter isBreak: whether the scalar at an offset ends a line
    ///   (for `\r\n`, only the `\n` does).
    init(_ scalars: [Unicode.Scalar], isBreak: (Int) -> Bool) {
        var currentLine = 1
        var currentColumn = 1
        line.reserveCapacity(scalars.count + 1)
        column.reserveCapacity(scalars.count + 1)
        for offset in scalars.indices {
            line.append(currentLine)
            column.append(currentColumn)
            if isBreak(offset) {
                lineWidth.append(currentColumn)
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
        }
        line.append(currentLine)
        column.append(currentColumn)
        lineWidth.append(currentColumn)
    }

    /// Swift's line breaks: `\n`, `\r\n` and a lone `\r`.
    init(swift scalars: [Unicode.Scalar]) {
        self.init(scalars) { offset in
            scalars[offset] == "\n"
                || (scalars[offset] == "\r" && (offset + 1 == scalars.count || scalars[offset + 1] != "\n"))
        }
    }

    var lineCount: Int { lineWidth.count - 1 }

    /// Whether `line:column` names a position of the text (the end of a line included).
    func contains(line: Int, column: Int) -> Bool {
        line >= 1 && line <= lineCount && column >= 1 && column <= lineWidth[line]
    }
}
