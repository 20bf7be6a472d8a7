import Foundation

exit(LoadTest.run(Array(CommandLine.arguments.dropFirst())))
