import Foundation
import PhraseServer

exit(DaemonCommand.run(Array(CommandLine.arguments.dropFirst())))
