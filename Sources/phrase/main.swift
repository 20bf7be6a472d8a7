import Foundation
import PhraseCLI

exit(PhraseTool.run(Array(CommandLine.arguments.dropFirst())))
