#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import PhraseSystem

@Suite struct AtomicFileTests {
    @Test func createsAndReplacesLeavingNoTemporaryFiles() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/entities.json"
            try AtomicFile.write(Array("old".utf8), to: path, mode: 0o640)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            try AtomicFile.write(Array("new contents".utf8), to: path, mode: 0o640)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "new contents")
            #expect(try #require(fileStatus(path)).st_mode & 0o777 == 0o640)
            #expect(try directoryEntries(directory) == ["entities.json"])
        }
    }

    @Test func failureLeavesTheTargetAndNoTemporaryFile() throws {
        try withTemporaryDirectory { directory in
            // rename cannot replace a non-empty directory.
            let path = directory + "/target"
            #expect(mkdir(path, 0o700) == 0)
            try AtomicFile.write(Array("inside".utf8), to: path + "/file")
            let error = try #require(throws: SystemError.self) { try AtomicFile.write(Array("x".utf8), to: path) }
            #expect(error.operation == "rename")
            #expect(error.description.contains("cannot save \(path)"))
            #expect(try directoryEntries(directory) == ["target"])
            #expect(try directoryEntries(path) == ["file"])
        }
    }

    @Test func missingDirectoryThrows() throws {
        try withTemporaryDirectory { directory in
            let error = try #require(throws: SystemError.self) {
                try AtomicFile.write(Array("x".utf8), to: directory + "/missing/file")
            }
            #expect(error.errno == ENOENT)
        }
    }

    @Test func createsMissingDirectoriesWhenAsked() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/state/App/entities/Type.json"
            try AtomicFile.write(Array("x".utf8), to: path, mode: 0o600, creatingDirectoriesWith: 0o700)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "x")
            #expect(try #require(fileStatus(directory + "/state/App")).st_mode & 0o777 == 0o700)
            // Existing folders are fine; a file in the way is an error that names it.
            try AtomicFile.write(Array("y".utf8), to: directory + "/state/App/other.json", creatingDirectoriesWith: 0o700)
            let error = try #require(throws: SystemError.self) {
                try AtomicFile.write(Array("z".utf8), to: path + "/below", creatingDirectoriesWith: 0o700)
            }
            #expect(error.errno == ENOTDIR || error.errno == EEXIST)
            #expect(error.description.contains("cannot save \(path)/below"))
        }
    }

    // Root ignores directory permissions, so chmod cannot make a directory
    // read-only for it: the check is skipped when the tests run as root.
    @Test(.enabled(if: geteuid() != 0, "root is not stopped by a read-only directory"))
    func readOnlyDirectoryFailsCleanly() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/file"
            try AtomicFile.write(Array("old".utf8), to: path)
            #expect(chmod(directory, 0o500) == 0)
            defer { _ = chmod(directory, 0o700) }
            let error = try #require(throws: SystemError.self) { try AtomicFile.write(Array("new".utf8), to: path) }
            #expect(error.errno == EACCES)
            #expect(error.description.contains("no permission to save \(path)"))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            #expect(try directoryEntries(directory) == ["file"])
        }
    }

    @Test func directoryName() {
        #expect(AtomicFile.directoryName(of: "/a/b/c") == "/a/b")
        #expect(AtomicFile.directoryName(of: "/c") == "/")
        #expect(AtomicFile.directoryName(of: "c") == ".")
    }
}
