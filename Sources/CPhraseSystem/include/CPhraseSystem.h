#ifndef CPHRASESYSTEM_H
#define CPHRASESYSTEM_H
// The few operating-system calls PhraseSystem cannot make safely from Swift:
// structures Glibc's overlay does not expose, macros Swift does not import,
// and everything that runs between fork() and execve() or in a signal handler.
#include <sys/types.h>
#if defined(__linux__)
// Not in Glibc's Swift module map; Poller uses them through this module.
#include <sys/epoll.h>
#include <sys/eventfd.h>
#endif

/// Peer credentials of a connected Unix socket (SO_PEERCRED / getpeereid).
/// Returns 0 on success, -1 with errno set on failure. `*pid` is -1 where the
/// platform does not report it.
int cphrase_peer_credentials(int fd, pid_t *pid, uid_t *uid, gid_t *gid);

/// Creates a pipe whose ends are close-on-exec: atomically on Linux (pipe2),
/// with fcntl right after pipe elsewhere. Returns 0 or -1 with errno set.
int cphrase_pipe_cloexec(int fds[2]);

/// Accepts a connection on listening socket `fd` as a close-on-exec
/// descriptor, non-blocking if `non_blocking` is set: atomically with accept4
/// on Linux; elsewhere with fcntl right after accept, plus SO_NOSIGPIPE.
/// Returns the descriptor, or -1 with errno set (the caller retries EINTR).
int cphrase_accept(int fd, int non_blocking);

// MARK: - This process

/// Raises this process's soft limit on open descriptors (RLIMIT_NOFILE) to
/// `wanted`, or to the hard limit if that is lower; never lowers it. Returns
/// the soft limit now in force (-1 for unlimited), or -2 with errno set.
long long cphrase_raise_open_file_limit(long long wanted);

/// Hands free heap memory back to the system (glibc's malloc_trim; nothing
/// elsewhere). Returns 1 if memory was released, else 0.
int cphrase_release_free_memory(void);

// MARK: - Signals

/// Installs a handler for `signo` that writes the signal number as one byte
/// to `write_fd` (a non-blocking pipe), preserving errno: the self-pipe trick.
/// With `write_fd < 0`, forgets the pipe and restores the default disposition.
/// Returns 0, or -1 with errno set (EINVAL for a signal out of range).
int cphrase_signal_forward(int signo, int write_fd);

// MARK: - Child processes

/// A resource limit the child sets on itself before execve. Negative: leave
/// the inherited limit alone. A value above the inherited hard limit is
/// clamped to it.
struct cphrase_spawn_limits {
    long long cpu_seconds;
    long long address_space_bytes;
    long long data_bytes;
    long long open_files;
    long long processes;
};

/// Everything `cphrase_spawn` needs, prepared before fork so that the child
/// allocates nothing.
struct cphrase_spawn_request {
    const char *path;                 // absolute path of the executable
    char *const *argv;                // NULL-terminated
    char *const *envp;                // NULL-terminated; the whole environment
    const char *working_directory;    // NULL: inherit
    int stdin_fd;                     // become the child's 0, 1 and 2
    int stdout_fd;
    int stderr_fd;
    struct cphrase_spawn_limits limits;
};

/// Steps of the child's set-up, reported when one fails.
enum {
    CPHRASE_SPAWN_STAGE_NONE = 0,
    CPHRASE_SPAWN_STAGE_PIPE = 1,
    CPHRASE_SPAWN_STAGE_FORK = 2,
    CPHRASE_SPAWN_STAGE_SETSID = 3,
    CPHRASE_SPAWN_STAGE_DUP2 = 4,
    CPHRASE_SPAWN_STAGE_CHDIR = 5,
    CPHRASE_SPAWN_STAGE_RLIMIT = 6,
    CPHRASE_SPAWN_STAGE_EXECVE = 7,
};

/// Forks and executes `request->path` in a new session (and so a new process
/// group whose id is the child's pid), with signal dispositions reset to
/// default, an empty signal mask, the three given descriptors as standard
/// input, output and error, every other descriptor closed, and the resource
/// limits applied. Only async-signal-safe calls run between fork and execve.
///
/// Returns the child's pid once execve has succeeded. On failure returns -1
/// with errno set and `*stage` naming the failing step; a child that failed
/// before execve has already been reaped.
pid_t cphrase_spawn(const struct cphrase_spawn_request *request, int *stage);

/// Opens a pidfd for `pid` (Linux 5.3+): readable once the process has exited.
/// Returns -1 with errno ENOSYS where unsupported.
int cphrase_pidfd_open(pid_t pid);

/// Whether child `pid` has exited, without reaping it (waitid WNOWAIT), so
/// that its pid, and so its process group id, cannot be reused yet.
/// Returns 1 if it has exited, 0 if it is still running, -1 with errno set.
int cphrase_child_has_exited(pid_t pid);

/// Reaps child `pid`, blocking until it exits (retrying on EINTR). Sets
/// `*exit_code` (or -1) and `*signal` (or 0). Returns 0 or -1 with errno set.
int cphrase_reap(pid_t pid, int *exit_code, int *signal);

#endif
