// libFuzzer harness for phrased's request decoding: every line a client can
// send goes through LineFramer and RequestDecoder, and neither may trap.
//
//   swift build -c release --product FuzzRequestDecoder --sanitize=fuzzer
//   SWIFT_BACKTRACE=enable=no .build/release/FuzzRequestDecoder -max_total_time=60 -max_len=4096
//
// Turn a minimised crasher into a case of Tests/PhraseServerTests/RequestDecoderTests.
import PhraseServer

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    _ = RequestDecoder.decode(bytes)
    var framer = LineFramer(maximumLength: 64)
    framer.append(bytes)
    while framer.nextLine() != nil {}
    _ = framer.finish()
    return 0
}
