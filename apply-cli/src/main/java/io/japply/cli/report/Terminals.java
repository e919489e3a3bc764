package io.japply.cli.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether an output is a terminal, on Java 17 and without starting a process. System.console() needs
 * both standard input and output to be terminals, so {@code japply -f dir > out.txt} would lose the
 * progress on stderr; on Linux the descriptor's link in /proc/self/fd names the device instead.
 * Elsewhere (no /proc) System.console() is the best a Java 17 program knows.
 */
public final class Terminals {
    public static final int STDOUT = 1;
    public static final int STDERR = 2;
    private static final Path DESCRIPTORS = Path.of("/proc/self/fd");

    private Terminals() {
    }

    public static boolean isTerminal(int descriptor) {
        return device(DESCRIPTORS.resolve(Integer.toString(descriptor))).map(Terminals::isTerminalDevice)
                .orElseGet(() -> System.console() != null);
    }

    /** What a descriptor's link points at; empty when there is no such link (not Linux). */
    static Optional<String> device(Path link) {
        try {
            return Optional.of(Files.readSymbolicLink(link).toString());
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** Pseudo-terminals (ssh, terminal windows) and the consoles; files, pipes and sockets are not. */
    static boolean isTerminalDevice(String device) {
        return device.startsWith("/dev/pts/") || device.startsWith("/dev/tty") || device.equals("/dev/console");
    }
}
