package io.japply.cli.warm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where a user's warm processes listen, as client/japply-client.c finds it: $XDG_RUNTIME_DIR/japply,
 * else /tmp/japply-UID; created with mode 0700 and used only while it is a directory (not a link) of
 * this user's that no one else may enter, so that no other user can reach, replace or watch a socket.
 */
public final class SocketDirectory {
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rwx------");

    private SocketDirectory() {
    }

    /** The directory for this user, created if missing; empty when it is not safely this user's. */
    public static Optional<Path> of(Map<String, String> environment) {
        String runtime = environment.get("XDG_RUNTIME_DIR");
        Path dir = runtime != null && !runtime.isEmpty() && Files.isDirectory(Path.of(runtime))
                ? Path.of(runtime, "japply") : Path.of("/tmp", "japply-" + ownUid());
        try {
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        } catch (java.nio.file.FileAlreadyExistsException e) {
            // checked below
        } catch (IOException e) {
            return Optional.empty();
        }
        return isPrivate(dir) ? Optional.of(dir) : Optional.empty();
    }

    /** A real directory, owned by this process's user, mode 0700. */
    public static boolean isPrivate(Path dir) {
        try {
            return Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                    && ((Integer) Files.getAttribute(dir, "unix:uid", LinkOption.NOFOLLOW_LINKS)) == ownUid()
                    && Files.getPosixFilePermissions(dir, LinkOption.NOFOLLOW_LINKS).equals(OWNER_ONLY);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** This process's (effective) user id: the owner of its /proc entry. */
    public static int ownUid() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException e) {
            throw new IllegalStateException("no /proc/self: the warm process needs Linux", e);
        }
    }
}
