#ifndef CPHRASESYSTEM_H
#define CPHRASESYSTEM_H
// Small shims for what Glibc's Swift overlay does not expose.
#include <sys/types.h>

/// Peer credentials of a connected Unix socket (SO_PEERCRED / getpeereid).
/// Returns 0 on success, -1 with errno set on failure.
int cphrase_peer_credentials(int fd, pid_t *pid, uid_t *uid, gid_t *gid);

#endif
