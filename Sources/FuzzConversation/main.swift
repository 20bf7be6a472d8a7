// libFuzzer harness: `make fuzz` builds and runs it; the checks are in
// Sources/FuzzChecks (FuzzTarget.conversation), and Docs/fuzzing.md says how to
// run it alone and how to commit a crasher.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    FuzzTarget.conversation.fuzz(data, size)
}
