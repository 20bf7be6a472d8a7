@_exported import SwiftReader
