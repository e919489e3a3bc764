/*
 * japply's warm client: sends the command line, the working directory, the environment and the
 * terminals' facts to the user's warm japply process over a Unix socket, relays stdin when the command
 * reads it, writes the process's stdout and stderr, and exits with its code. Ctrl-C cancels this request
 * only. With no warm process listening (or one that will not take the request) nothing has run yet, and
 * the cold launcher is exec'ed in its place; a warm process is then started once the cold run is over.
 *
 * Usage (bin/japply calls it): japply-client JAR JAVA SERVER_OPTS COLD_LAUNCHER [ARG...]
 * Wire format: io.japply.cli.warm.Frames and WarmRequest.
 */
#define _GNU_SOURCE
#include "warm.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

extern char **environ;

static volatile sig_atomic_t signalled;

struct buffer {
    char *data;
    size_t length, capacity;
};

static void put(struct buffer *b, const void *data, size_t length) {
    if (b->length + length > b->capacity) {
        b->capacity = (b->length + length) * 2 + 256;
        b->data = realloc(b->data, b->capacity);
        if (!b->data) {
            exit(70);
        }
    }
    memcpy(b->data + b->length, data, length);
    b->length += length;
}

static void put_int(struct buffer *b, uint32_t value) {
    unsigned char bytes[4] = {value >> 24, value >> 16, value >> 8, value};
    put(b, bytes, 4);
}

static void put_text(struct buffer *b, const char *text) {
    put_int(b, strlen(text));
    put(b, text, strlen(text));
}

static int write_all(int fd, const char *data, size_t length) {
    while (length > 0) {
        ssize_t n = fd > 2 ? send(fd, data, length, MSG_NOSIGNAL) : write(fd, data, length);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return -1;
        }
        data += n;
        length -= n;
    }
    return 0;
}

static int send_frame(int fd, char type, const char *body, size_t length) {
    char head[5] = {type, length >> 24, length >> 16, length >> 8, length};
    return write_all(fd, head, 5) || write_all(fd, body, length) ? -1 : 0;
}

static int read_all(int fd, char *data, size_t length) {
    while (length > 0) {
        ssize_t n = read(fd, data, length);
        if (n < 0 && errno == EINTR && !signalled) {
            continue;
        }
        if (n <= 0) {
            return -1;
        }
        data += n;
        length -= n;
    }
    return 0;
}

/* The request: kind, directory, terminals (bits: stdin, stdout, stderr), width, args, environment. */
static struct buffer request(int argc, char **argv) {
    struct buffer b = {0};
    char cwd[4096];
    struct winsize size = {0};
    if (!getcwd(cwd, sizeof cwd)) {
        cwd[0] = 0;
    }
    put_text(&b, "run");
    put_text(&b, cwd);
    put_int(&b, isatty(0) | isatty(1) << 1 | isatty(2) << 2);
    put_int(&b, ioctl(1, TIOCGWINSZ, &size) == 0 || ioctl(2, TIOCGWINSZ, &size) == 0 ? size.ws_col : 0);
    put_int(&b, argc);
    for (int i = 0; i < argc; i++) {
        put_text(&b, argv[i]);
    }
    int count = 0;
    while (environ[count]) {
        count++;
    }
    put_int(&b, count);
    for (int i = 0; i < count; i++) {
        put_text(&b, environ[i]);
    }
    return b;
}

static void run_cold(const char *cold, int argc, char **argv) {
    char **all = calloc(argc + 2, sizeof *all);
    all[0] = (char *) cold;
    memcpy(all + 1, argv, argc * sizeof *argv);
    setenv("JAPPLY_DAEMON", "off", 1);
    execv(cold, all);
    fprintf(stderr, "japply: cannot run %s: %s\n", cold, strerror(errno));
    exit(127);
}

static void on_signal(int number) {
    signalled = number;
}

/* Ctrl-C (or a hang-up, a TERM): this request is cancelled, and the client dies of the signal as a cold run would. */
static void die_of_signal(int fd) {
    int number = signalled;
    send_frame(fd, 'K', "", 0);
    signal(number, SIG_DFL);
    raise(number);
    _exit(128 + number);
}

static void catch_signals(void) {
    struct sigaction action = {.sa_handler = on_signal};
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    signal(SIGPIPE, SIG_IGN);
}

/* One frame from the warm process: output written, stdin asked for, or the exit code. */
static void answer(int fd, int *wants_input) {
    char head[5];
    if (read_all(fd, head, 5) != 0) {
        if (signalled) {
            die_of_signal(fd);
        }
        fprintf(stderr, "japply: the warm process ended before the command did (see japply daemon status)\n");
        exit(1);
    }
    uint32_t length = (uint32_t) (unsigned char) head[1] << 24 | (unsigned char) head[2] << 16
            | (unsigned char) head[3] << 8 | (unsigned char) head[4];
    char *body = malloc(length + 1);
    if (!body || read_all(fd, body, length) != 0) {
        fprintf(stderr, "japply: the warm process ended before the command did\n");
        exit(1);
    }
    if (head[0] == 'O' || head[0] == 'E') {
        write_all(head[0] == 'O' ? 1 : 2, body, length); /* a closed stdout is the command's affair, as cold */
    } else if (head[0] == 'R') {
        *wants_input = 1;
    } else if (head[0] == 'X' && length == 4) {
        exit((unsigned char) body[3]);
    }
    free(body);
}

/* Relays until the exit code comes: stdin only once the command reads it. */
static void relay(int fd) {
    int wants_input = 0, input_open = 1;
    char chunk[65536];
    catch_signals();
    for (;;) {
        struct pollfd polled[2] = {{.fd = fd, .events = POLLIN}, {.fd = 0, .events = POLLIN}};
        int count = wants_input && input_open ? 2 : 1;
        if (signalled) {
            die_of_signal(fd);
        }
        if (poll(polled, count, -1) < 0) {
            continue; /* EINTR: the signal is handled above */
        }
        if (count == 2 && polled[1].revents) {
            ssize_t n = read(0, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            input_open = n > 0;
            send_frame(fd, 'I', chunk, n > 0 ? (size_t) n : 0);
        }
        if (polled[0].revents) {
            answer(fd, &wants_input);
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: japply-client JAR JAVA SERVER_OPTS COLD_LAUNCHER [ARG...]\n");
        return 2;
    }
    const char *jar = argv[1], *java = argv[2], *opts = argv[3], *cold = argv[4];
    int args = argc - 5;
    char **arg = argv + 5;
    char path[SOCKET_PATH_MAX];
    if (!socket_path(jar, java, opts, path)) {
        run_cold(cold, args, arg);
    }
    int fd = connect_warm(path);
    if (fd < 0) {
        start_server_after_exit(path, jar, java, opts);
        run_cold(cold, args, arg);
    }
    struct buffer b = request(args, arg);
    char head[5];
    /* nothing has run until the process answers 'A': any other answer, or none, runs the command cold */
    if (send_frame(fd, 'H', b.data, b.length) != 0 || read_all(fd, head, 5) != 0 || head[0] != 'A'
            || head[1] || head[2] || head[3] || head[4]) {
        close(fd);
        run_cold(cold, args, arg);
    }
    relay(fd);
}
