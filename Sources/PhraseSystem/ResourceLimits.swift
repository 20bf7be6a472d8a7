#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPhraseSystem

/// Resource limits a ``ChildProcess`` sets on itself before it executes its
/// program (`setrlimit`). `nil` leaves a limit as inherited; a value above the
/// inherited hard limit is lowered to it.
package struct ResourceLimits: Hashable, Sendable {
    /// CPU time in seconds (`RLIMIT_CPU`): `SIGXCPU` when used up, `SIGKILL` a
    /// second later.
    package var cpuSeconds: Int?
    /// Virtual memory in bytes (`RLIMIT_AS`). Programs that reserve much
    /// address space up front (Java, Go) fail under a tight one; prefer
    /// ``dataBytes``.
    package var addressSpaceBytes: Int?
    /// Heap and other private memory in bytes (`RLIMIT_DATA`; on Linux 4.7
    /// and later it also counts private anonymous mappings).
    package var dataBytes: Int?
    /// Open file descriptors (`RLIMIT_NOFILE`).
    package var openFiles: Int?
    /// Processes of the same user (`RLIMIT_NPROC`), counting ones not started
    /// by this child; not enforced for root.
    package var processes: Int?

    /// Creates limits; every one defaults to "as inherited".
    package init(
        cpuSeconds: Int? = nil, addressSpaceBytes: Int? = nil, dataBytes: Int? = nil,
        openFiles: Int? = nil, processes: Int? = nil
    ) {
        self.cpuSeconds = cpuSeconds
        self.addressSpaceBytes = addressSpaceBytes
        self.dataBytes = dataBytes
        self.openFiles = openFiles
        self.processes = processes
    }

    /// No limits beyond the inherited ones.
    package static let none = ResourceLimits()

    /// What dispatch handlers get by default: 10 s of CPU, 512 MiB of data,
    /// 256 open files.
    package static let standard = ResourceLimits(cpuSeconds: 10, dataBytes: 512 << 20, openFiles: 256)

    /// The limits in the form the C shim takes (-1: leave alone).
    var cValue: cphrase_spawn_limits {
        func value(_ limit: Int?) -> Int64 { limit.map { Int64(max($0, 0)) } ?? -1 }
        return cphrase_spawn_limits(
            cpu_seconds: value(cpuSeconds),
            address_space_bytes: value(addressSpaceBytes),
            data_bytes: value(dataBytes),
            open_files: value(openFiles),
            processes: value(processes))
    }
}
