#define _GNU_SOURCE
#include "CPhraseSystem.h"
#include <errno.h>
#include <sys/socket.h>
#include <unistd.h>

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
