package io.japply.cli.warm;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code japply daemon status|stop}: the user's warm processes (one per jar, runtime and JVM options:
 * each serves every directory and environment, see {@link ServedWarm}), each asked over its socket.
 * Always run cold (bin/japply).
 */
public final class DaemonCommand {
    private static final String USAGE = "usage: japply daemon status|stop\n";

    private DaemonCommand() {
    }

    public static boolean asks(String... args) {
        return args.length > 0 && args[0].equals("daemon");
    }

    public static int run(Map<String, String> environment, PrintWriter out, PrintWriter err, String... args) {
        if (args.length != 2 || !List.of("status", "stop").contains(args[1])) {
            err.print(USAGE);
            err.flush();
            return 1;
        }
        Optional<Path> dir = SocketDirectory.of(environment);
        List<Path> sockets = dir.map(DaemonCommand::sockets).orElse(List.of());
        int answered = 0;
        for (Path socket : sockets) {
            Optional<String> reply = ask(socket, args[1]);
            if (reply.isPresent()) {
                answered++;
                out.print(socket.getFileName() + ": " + reply.get());
            }
        }
        if (answered == 0) {
            out.print("no warm japply process is running" + dir.map(d -> " (" + d + ")").orElse("") + "\n");
        }
        out.flush();
        return 0;
    }

    private static List<Path> sockets(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".sock")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** The process's text reply; empty when nothing listens there (a killed process's socket file). */
    static Optional<String> ask(Path socket, String kind) {
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(socket));
            Frames.write(channel, Frames.REQUEST, WarmRequest.control(kind).encode());
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            for (Frames.Frame frame = Frames.read(channel); frame.type() != Frames.EXIT; frame = Frames.read(channel)) {
                if (frame.type() == Frames.STDOUT) {
                    text.writeBytes(frame.body());
                }
            }
            return Optional.of(text.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
