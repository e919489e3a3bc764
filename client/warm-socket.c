/* Where the warm process listens, and how one is started. See docs/warm-process.md. */
#define _GNU_SOURCE
#include "warm.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

extern char **environ;

/* FNV-1a, 64 bits, over a string and its terminating NUL (so "ab","c" and "a","bc" differ). */
static uint64_t fnv(uint64_t hash, const char *text) {
    const unsigned char *bytes = (const unsigned char *) text;
    do {
        hash = (hash ^ *bytes) * 1099511628211ULL;
    } while (*bytes++);
    return hash;
}

/* What the warm process keeps of the environment that started it: its idle time, and the locale and
 * time zone the JVM reads at start (file names' encoding). Every request brings its own environment. */
static const char *const KEPT[] = {"JAPPLY_DAEMON_IDLE=", "LANG=", "LC_ALL=", "LC_CTYPE=", "TZ=", NULL};

static int kept(const char *entry) {
    for (int i = 0; KEPT[i]; i++) {
        if (strncmp(entry, KEPT[i], strlen(KEPT[i])) == 0) {
            return 1;
        }
    }
    return 0;
}

/* $XDG_RUNTIME_DIR/japply, else /tmp/japply-UID: a directory (not a link) of ours, mode 0700. */
static int private_directory(char *out, size_t size) {
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    struct stat st;
    int n = runtime && *runtime && stat(runtime, &st) == 0 && S_ISDIR(st.st_mode)
            ? snprintf(out, size, "%s/japply", runtime)
            : snprintf(out, size, "/tmp/japply-%u", (unsigned) geteuid());
    if (n < 0 || (size_t) n >= size) {
        return 0;
    }
    mkdir(out, 0700);
    return lstat(out, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() && (st.st_mode & 0777) == 0700;
}

int socket_path(const char *jar, const char *java, const char *opts, char out[SOCKET_PATH_MAX]) {
    char dir[SOCKET_PATH_MAX], stamp[64];
    struct stat st;
    if (!private_directory(dir, sizeof dir) || stat(jar, &st) != 0) {
        return 0;
    }
    /* a rebuilt jar has another size or time, so another socket: its old process idles out */
    snprintf(stamp, sizeof stamp, "%lld.%ld.%lld", (long long) st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
             (long long) st.st_size);
    uint64_t hash = 14695981039346656037ULL;
    /* not the directory nor the environment: one process serves them all, each request in its own */
    hash = fnv(fnv(fnv(fnv(hash, jar), stamp), java), opts);
    int n = snprintf(out, SOCKET_PATH_MAX, "%s/%016llx.sock", dir, (unsigned long long) hash);
    return n > 0 && n < SOCKET_PATH_MAX;
}

int connect_warm(const char *path) {
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    strncpy(address.sun_path, path, sizeof address.sun_path - 1);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        return -1;
    }
    struct ucred peer;
    socklen_t length = sizeof peer;
    if (connect(fd, (struct sockaddr *) &address, sizeof address) != 0) {
        close(fd);
        return -1;
    }
    /* the environment goes to it: only a process of our own user may have it */
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &length) != 0 || peer.uid != geteuid()) {
        close(fd);
        errno = EACCES;
        return -1;
    }
    return fd;
}

/* java, the options split at spaces, -cp JAR, the server's class, the socket */
static void exec_server(const char *path, const char *jar, const char *java, const char *opts) {
    char *words = strdup(opts);
    char *argv[128];
    int n = 0;
    argv[n++] = (char *) java;
    for (char *word = strtok(words, " "); word && n < 120; word = strtok(NULL, " ")) {
        argv[n++] = word;
    }
    argv[n++] = "-cp";
    argv[n++] = (char *) jar;
    argv[n++] = "io.japply.cli.warm.WarmServer";
    argv[n++] = (char *) path;
    argv[n] = NULL;
    /* nothing of the first client's surroundings for a later request to find: "/" and a bare environment */
    char *env[8];
    int e = 0;
    for (char **entry = environ; *entry && e < 7; entry++) {
        if (kept(*entry)) {
            env[e++] = *entry;
        }
    }
    env[e] = NULL;
    if (chdir("/") != 0) {
        _exit(127);
    }
    execve(java, argv, env);
    _exit(127);
}

/* In the detached child: stdin, stdout and stderr away from the user's terminal and pipes (which
 * then end with the cold run), to /dev/null, or with log set, stdout and stderr to SOCKET.log (0600). */
static void detach_output(const char *path, int log) {
    char name[SOCKET_PATH_MAX + 8];
    snprintf(name, sizeof name, "%s.log", path);
    int in = open("/dev/null", O_RDONLY);
    int out = log ? open(name, O_WRONLY | O_CREAT | O_TRUNC, 0600) : open("/dev/null", O_WRONLY);
    if (in < 0 || out < 0) {
        _exit(1);
    }
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    close(in);
    close(out);
}

void start_server_after_exit(const char *path, const char *jar, const char *java, const char *opts) {
    int ended[2];
    if (pipe(ended) != 0) {
        return;
    }
    pid_t child = fork();
    if (child != 0) {
        close(ended[0]); /* ended[1] stays open through exec: EOF tells the child the cold run is over */
        if (child < 0) {
            close(ended[1]);
        }
        return;
    }
    close(ended[1]);
    setsid();
    detach_output(path, 0);
    char byte;
    errno = 0;
    while (read(ended[0], &byte, 1) > 0 || errno == EINTR) {
        errno = 0;
    }
    close(ended[0]);
    /* one starter per socket; the lock stays held by the server it becomes (no close-on-exec) */
    char lock[SOCKET_PATH_MAX + 8];
    snprintf(lock, sizeof lock, "%s.lock", path);
    int held = open(lock, O_RDWR | O_CREAT, 0600);
    int running = connect_warm(path);
    if (held < 0 || flock(held, LOCK_EX | LOCK_NB) != 0 || running >= 0) {
        _exit(0);
    }
    detach_output(path, 1);
    exec_server(path, jar, java, opts);
}
