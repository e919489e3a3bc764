/* The japply warm client's parts: the socket's name and start-up (warm-socket.c), the wire (japply-client.c). */
#ifndef JAPPLY_WARM_H
#define JAPPLY_WARM_H

#include <stddef.h>

#define SOCKET_PATH_MAX 108

/* The socket for this jar, java and JVM options (not the directory nor the environment: each
 * request brings its own), in the user's private directory (created 0700 if missing). 0 when no safe directory exists. */
int socket_path(const char *jar, const char *java, const char *opts, char out[SOCKET_PATH_MAX]);

/* A connection to a warm process of this user; -1 (errno set) when none listens or it is not ours. */
int connect_warm(const char *path);

/* Starts a detached warm process once this process (about to exec the cold run) and everything it
 * runs have ended, so that the cold run is not slowed. Does nothing when one is already starting. */
void start_server_after_exit(const char *path, const char *jar, const char *java, const char *opts);

#endif
