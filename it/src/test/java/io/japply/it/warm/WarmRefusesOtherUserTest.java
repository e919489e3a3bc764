package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A request from another user is closed unanswered (SO_PEERCRED), even when the socket's directory has
 * been opened to others. Run as root: the other user is nobody, through setpriv; the same probe run as
 * the warm process's own user is answered, so the refusal is the user's and not the probe's.
 */
class WarmRefusesOtherUserTest {
    private static final String PROBE = """
            import java.io.IOException;
            import java.net.StandardProtocolFamily;
            import java.net.UnixDomainSocketAddress;
            import java.nio.ByteBuffer;
            import java.nio.channels.SocketChannel;
            public class Probe {
                public static void main(String[] args) throws Exception {
                    SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX);
                    try {
                        channel.connect(UnixDomainSocketAddress.of(args[0]));
                    } catch (IOException e) {
                        System.out.print("no connection: " + e.getMessage());
                        return;
                    }
                    ByteBuffer body = ByteBuffer.allocate(31).putInt(6).put("status".getBytes()).putInt(1)
                            .put((byte) '/').putInt(0).putInt(0).putInt(0).putInt(0).flip();
                    ByteBuffer head = ByteBuffer.allocate(5).put((byte) 'H').putInt(31).flip();
                    try {
                        channel.write(new ByteBuffer[] {head, body});
                        ByteBuffer reply = ByteBuffer.allocate(1);
                        System.out.print(channel.read(reply) < 0 ? "closed" : "answered " + (char) reply.get(0));
                    } catch (IOException e) {
                        System.out.print("closed");
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void anotherUsersRequestIsClosedUnanswered() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")) && Files.isExecutable(Path.of("/usr/bin/setpriv")),
                "needs root and setpriv to connect as another user");
        Path sockets = Files.createDirectory(dir.resolve("sockets"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Path socket = sockets.resolve("test.sock");
        Process server = new ProcessBuilder(java(), "-cp", Launcher.ROOT.resolve("apply-cli/target/japply.jar").toString(),
                "io.japply.cli.warm.WarmServer", socket.toString()).redirectErrorStream(true).start();
        try {
            awaitFile(socket, server);
            Path probe = probeFile();
            for (Path open : List.of(dir, sockets)) {
                Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwx--x--x"));
            }
            Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rwxrwxrwx"));
            assertEquals("answered A", probe(probe, socket, List.of()));
            assertEquals("closed", probe(probe, socket,
                    List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups")));
        } finally {
            server.destroyForcibly();
        }
    }

    private Path probeFile() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("probe"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path probe = Files.writeString(folder.resolve("Probe.java"), PROBE);
        Files.setPosixFilePermissions(probe, PosixFilePermissions.fromString("rw-r--r--"));
        return probe;
    }

    private static String probe(Path probe, Path socket, List<String> asUser) throws Exception {
        List<String> command = new ArrayList<>(asUser);
        command.addAll(List.of(java(), probe.toString(), socket.toString()));
        Process process = new ProcessBuilder(command).directory(new java.io.File("/")).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(60, TimeUnit.SECONDS);
        return out.strip();
    }

    private static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static void awaitFile(Path socket, Process server) throws Exception {
        for (int i = 0; i < 300 && !Files.exists(socket); i++) {
            if (!server.isAlive()) {
                throw new AssertionError(new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            }
            Thread.sleep(100);
        }
    }
}
