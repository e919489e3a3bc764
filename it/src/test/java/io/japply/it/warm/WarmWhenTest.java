package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When bin/japply takes the warm path: at a terminal (here a pseudo-terminal of script(1)), not under
 * CI=true, not with JAPPLY_DAEMON=off, not without a terminal (JAPPLY_DAEMON=on: the other tests). The client
 * creates the user's socket directory before anything else, so a cold-only run leaves none.
 */
class WarmWhenTest {
    @TempDir
    Path dir;

    private Launcher launcher;
    private WarmProcesses warm;
    private Path sockets;

    @BeforeEach
    void start() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs script(1) for a terminal");
        launcher = new Launcher(dir);
        warm = new WarmProcesses(launcher);
        sockets = dir.resolve("run/japply");
    }

    @AfterEach
    void stop() {
        warm.stop();
    }

    @Test
    void atATerminalTheWarmPathIsTaken() {
        assertEquals(0, atTerminal(Map.of()));
        assertEquals(0, warm.await(s -> true).requests(), "the first run was cold, and started the warm process");
    }

    @Test
    void atATerminalUnderCiOrWithTheSwitchOffItIsNot() {
        assertEquals(0, atTerminal(Map.of("CI", "true")));
        assertEquals(0, atTerminal(Map.of("JAPPLY_DAEMON", "off")));
        assertFalse(Files.exists(sockets), "no client ran");
    }

    @Test
    void withoutATerminalItIsNot() {
        assertEquals(0, Launcher.finish(launcher.start(null, "version"), null).code());
        assertFalse(Files.exists(sockets), "no client ran");
    }

    /** bin/japply version on a pseudo-terminal (stdin and stdout), JAPPLY_DAEMON unset unless {@code extra} sets it. */
    private int atTerminal(Map<String, String> extra) {
        ProcessBuilder builder = new ProcessBuilder("/usr/bin/script", "-qec", "bin/japply version", "/dev/null")
                .directory(Launcher.ROOT.toFile());
        builder.environment().clear();
        builder.environment().putAll(launcher.environment());
        builder.environment().putAll(extra);
        try {
            Process process = builder.start();
            return Launcher.finish(process, null).code();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
