/// Where `phrased` listens and `phrase send` connects when not told.
package enum SocketPath {
    /// `$XDG_RUNTIME_DIR/phrased.sock`, else `/tmp/phrased-$UID.sock`.
    package static func defaultPath(environment: [String: String], userID: UInt32) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            return (runtime.hasSuffix("/") ? runtime : runtime + "/") + "phrased.sock"
        }
        return "/tmp/phrased-\(userID).sock"
    }
}
