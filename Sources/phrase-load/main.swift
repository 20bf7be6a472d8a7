#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import Foundation

setvbuf(stdout, nil, _IOLBF, 0)  // progress lines appear as they are printed, also in a pipe

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "soak" {
    exit(Soak.run(Array(arguments.dropFirst())))
}
exit(LoadTest.run(arguments))
