#define _GNU_SOURCE
#include "CPhraseSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int cphrase_peer_credentials(int fd, pid_t *pid, uid_t *uid, gid_t *gid) {
#if defined(__linux__)
    struct ucred cred;
    socklen_t len = sizeof(cred);
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0) return -1;
    *pid = cred.pid;
    *uid = cred.uid;
    *gid = cred.gid;
    return 0;
#else
    *pid = -1;
    return getpeereid(fd, uid, gid);
#endif
}

int cphrase_accept(int fd, int non_blocking) {
#if defined(__linux__)
    return accept4(fd, NULL, NULL, SOCK_CLOEXEC | (non_blocking ? SOCK_NONBLOCK : 0));
#else
    int connection = accept(fd, NULL, NULL);
    if (connection < 0) return -1;
    int flags = fcntl(connection, F_GETFL);
    int on = 1;
    if (fcntl(connection, F_SETFD, FD_CLOEXEC) != 0
        || flags < 0
        || fcntl(connection, F_SETFL, non_blocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK) != 0
        || setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof(on)) != 0) {
        int saved = errno;
        close(connection);
        errno = saved;
        return -1;
    }
    return connection;
#endif
}

// MARK: - This process

long long cphrase_raise_open_file_limit(long long wanted) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return -2;
    if (limit.rlim_cur == RLIM_INFINITY) return -1;
    if (wanted > 0 && (rlim_t)wanted > limit.rlim_cur) {
        rlim_t target = (rlim_t)wanted;
        if (limit.rlim_max != RLIM_INFINITY && target > limit.rlim_max) target = limit.rlim_max;
        if (target > limit.rlim_cur) {
            limit.rlim_cur = target;
            if (setrlimit(RLIMIT_NOFILE, &limit) != 0) return -2;
        }
    }
    return (long long)limit.rlim_cur;
}

int cphrase_release_free_memory(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}

// MARK: - Signals

#ifndef NSIG
#define NSIG 65
#endif

// The write end of each signal's pipe, plus one (0: none), so that the zero
// initialisation of a static array means "no pipe". Atomic because the
// handler may run on any thread.
static _Atomic int forward_fds_plus_one[NSIG];

static void cphrase_forward_handler(int signo) {
    int saved = errno;
    if (signo > 0 && signo < NSIG) {
        int fd = atomic_load(&forward_fds_plus_one[signo]) - 1;
        if (fd >= 0) {
            unsigned char byte = (unsigned char)signo;
            // Non-blocking: a full pipe already holds a wake-up, so losing
            // this byte loses nothing the reader would not see.
            ssize_t ignored = write(fd, &byte, 1);
            (void)ignored;
        }
    }
    errno = saved;
}

int cphrase_signal_forward(int signo, int write_fd) {
    if (signo <= 0 || signo >= NSIG || signo == SIGKILL || signo == SIGSTOP) {
        errno = EINVAL;
        return -1;
    }
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    if (write_fd >= 0) {
        atomic_store(&forward_fds_plus_one[signo], write_fd + 1);
        action.sa_handler = cphrase_forward_handler;
        action.sa_flags = SA_RESTART;
    } else {
        action.sa_handler = SIG_DFL;
    }
    if (sigaction(signo, &action, NULL) != 0) return -1;
    if (write_fd < 0) atomic_store(&forward_fds_plus_one[signo], 0);
    return 0;
}

// MARK: - Child processes

#if defined(__linux__)
#ifndef SYS_close_range
#define SYS_close_range 436
#endif
#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#endif

struct spawn_report {
    int stage;
    int error;
};

/// Closes every descriptor from `first` to `last` inclusive. Async-signal-safe.
static void close_descriptors(int first, int last, int max_fd) {
    if (first > last) return;
#if defined(__linux__)
    if (syscall(SYS_close_range, (unsigned int)first, (unsigned int)last, 0u) == 0) return;
#endif
    if (last > max_fd) last = max_fd;
    for (int fd = first; fd <= last; fd++) close(fd);
}

/// Reports the failing stage to the parent and exits. Async-signal-safe.
static void child_fail(int report_fd, int stage) {
    struct spawn_report report = { stage, errno };
    ssize_t ignored = write(report_fd, &report, sizeof(report));
    (void)ignored;
    _exit(127);
}

struct prepared_limit {
    int resource;
    struct rlimit value;
};

/// Turns the request's limits into rlimit values, clamped to the inherited
/// hard limits. Runs in the parent, before fork.
static int prepare_limits(const struct cphrase_spawn_limits *limits,
                          struct prepared_limit out[5]) {
    int count = 0;
    struct { int resource; long long value; int is_cpu; } wanted[5] = {
        { RLIMIT_CPU, limits->cpu_seconds, 1 },
        { RLIMIT_AS, limits->address_space_bytes, 0 },
        { RLIMIT_DATA, limits->data_bytes, 0 },
        { RLIMIT_NOFILE, limits->open_files, 0 },
        { RLIMIT_NPROC, limits->processes, 0 },
    };
    for (int i = 0; i < 5; i++) {
        if (wanted[i].value < 0) continue;
        struct rlimit current;
        if (getrlimit(wanted[i].resource, &current) != 0) return -1;
        rlim_t soft = (rlim_t)wanted[i].value;
        // For CPU time the soft limit sends SIGXCPU; the hard limit, a second
        // later, SIGKILL.
        rlim_t hard = wanted[i].is_cpu ? soft + 1 : soft;
        if (current.rlim_max != RLIM_INFINITY) {
            if (hard > current.rlim_max) hard = current.rlim_max;
            if (soft > current.rlim_max) soft = current.rlim_max;
        }
        out[count].resource = wanted[i].resource;
        out[count].value.rlim_cur = soft;
        out[count].value.rlim_max = hard;
        count++;
    }
    return count;
}

int cphrase_pipe_cloexec(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

pid_t cphrase_spawn(const struct cphrase_spawn_request *request, int *stage) {
    *stage = CPHRASE_SPAWN_STAGE_NONE;

    struct prepared_limit limits[5];
    int limit_count = prepare_limits(&request->limits, limits);
    if (limit_count < 0) {
        *stage = CPHRASE_SPAWN_STAGE_RLIMIT;
        return -1;
    }
    struct rlimit open_files;
    int max_fd = 65535;
    if (getrlimit(RLIMIT_NOFILE, &open_files) == 0 && open_files.rlim_cur != RLIM_INFINITY
        && open_files.rlim_cur < (rlim_t)max_fd) {
        max_fd = (int)open_files.rlim_cur;
    }

    // The child reports a failure before execve on this pipe; execve closes
    // it (close-on-exec), so end-of-file means success.
    int report[2];
    if (cphrase_pipe_cloexec(report) != 0) {
        *stage = CPHRASE_SPAWN_STAGE_PIPE;
        return -1;
    }

    // Block every signal across fork so that no handler of ours runs in the
    // child before the child has reset the dispositions.
    sigset_t all, saved_mask;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &saved_mask);

    pid_t pid = fork();
    if (pid == 0) {
        // Child: async-signal-safe calls only from here to execve.
        int report_fd = fcntl(report[1], F_DUPFD_CLOEXEC, 3);
        if (report_fd < 0) report_fd = report[1];

        struct sigaction default_action;
        default_action.sa_handler = SIG_DFL;
        default_action.sa_flags = 0;
        sigemptyset(&default_action.sa_mask);
        for (int signo = 1; signo < NSIG; signo++) {
            if (signo == SIGKILL || signo == SIGSTOP) continue;
            (void)sigaction(signo, &default_action, NULL);  // EINVAL for reserved ones
        }
        sigset_t empty;
        sigemptyset(&empty);
        sigprocmask(SIG_SETMASK, &empty, NULL);

        if (setsid() < 0) child_fail(report_fd, CPHRASE_SPAWN_STAGE_SETSID);

        // Move the three descriptors above 2 first, so that none of them is
        // overwritten by another's dup2.
        int in = fcntl(request->stdin_fd, F_DUPFD, 3);
        int out = fcntl(request->stdout_fd, F_DUPFD, 3);
        int err = fcntl(request->stderr_fd, F_DUPFD, 3);
        if (in < 0 || out < 0 || err < 0) child_fail(report_fd, CPHRASE_SPAWN_STAGE_DUP2);
        if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) {
            child_fail(report_fd, CPHRASE_SPAWN_STAGE_DUP2);
        }

        if (request->working_directory != NULL && chdir(request->working_directory) != 0) {
            child_fail(report_fd, CPHRASE_SPAWN_STAGE_CHDIR);
        }
        for (int i = 0; i < limit_count; i++) {
            if (setrlimit(limits[i].resource, &limits[i].value) != 0) {
                child_fail(report_fd, CPHRASE_SPAWN_STAGE_RLIMIT);
            }
        }

        close_descriptors(3, report_fd - 1, max_fd);
        close_descriptors(report_fd + 1, 0x7fffffff, max_fd);

        execve(request->path, request->argv, request->envp);
        child_fail(report_fd, CPHRASE_SPAWN_STAGE_EXECVE);
    }

    int fork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &saved_mask, NULL);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        *stage = CPHRASE_SPAWN_STAGE_FORK;
        errno = fork_errno;
        return -1;
    }

    struct spawn_report child_report;
    ssize_t n;
    do {
        n = read(report[0], &child_report, sizeof(child_report));
    } while (n < 0 && errno == EINTR);
    close(report[0]);
    if (n == (ssize_t)sizeof(child_report)) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        *stage = child_report.stage;
        errno = child_report.error;
        return -1;
    }
    return pid;
}

int cphrase_pidfd_open(pid_t pid) {
#if defined(__linux__)
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    errno = ENOSYS;
    return -1;
#endif
}

int cphrase_child_has_exited(pid_t pid) {
    siginfo_t info;
    info.si_pid = 0;
    int result;
    do {
        result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
    } while (result < 0 && errno == EINTR);
    if (result < 0) return -1;
    return info.si_pid == pid ? 1 : 0;
}

int cphrase_reap(pid_t pid, int *exit_code, int *signal) {
    int status = 0;
    pid_t result;
    do {
        result = waitpid(pid, &status, 0);
    } while (result < 0 && errno == EINTR);
    if (result < 0) return -1;
    *exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    *signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return 0;
}
