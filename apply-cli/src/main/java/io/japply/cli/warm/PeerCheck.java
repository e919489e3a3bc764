package io.japply.cli.warm;

import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

/**
 * The peer's user, from the kernel (SO_PEERCRED): a request runs with this process's rights and
 * carries its sender's environment, so only this process's own user is served. The socket's directory
 * already keeps others out (mode 0700); this holds should that directory be opened up.
 */
final class PeerCheck {
    private static final UserPrincipal OWN = own();

    private PeerCheck() {
    }

    static boolean sameUser(SocketChannel channel) {
        try {
            UnixDomainPrincipal peer = channel.getOption(ExtendedSocketOptions.SO_PEERCRED);
            return peer != null && peer.user().equals(OWN);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** Equality of the JDK's Unix principals is by id, so the owner of /proc/self is this process's uid. */
    private static UserPrincipal own() {
        try {
            return Files.getOwner(Path.of("/proc/self"));
        } catch (IOException e) {
            throw new IllegalStateException("no /proc/self: the warm process needs Linux", e);
        }
    }
}
