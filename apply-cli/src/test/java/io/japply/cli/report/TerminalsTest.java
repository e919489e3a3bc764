package io.japply.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.cli.Environment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which descriptor links name a terminal: what /proc/self/fd/2 points at decides, not System.console(). */
class TerminalsTest {
    @TempDir
    Path dir;

    @Test
    void readsTheDeviceALinkNames() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("2"), Path.of("/dev/pts/4"));
        assertEquals(Optional.of("/dev/pts/4"), Terminals.device(link));
        assertEquals(Optional.empty(), Terminals.device(dir.resolve("no-such-descriptor")));
    }

    @Test
    void terminalsAreTheTtyDevicesOnly() {
        assertEquals(true, Terminals.isTerminalDevice("/dev/pts/0"));
        assertEquals(true, Terminals.isTerminalDevice("/dev/tty1"));
        assertEquals(true, Terminals.isTerminalDevice("/dev/console"));
        assertEquals(false, Terminals.isTerminalDevice("/home/me/out.txt"));
        assertEquals(false, Terminals.isTerminalDevice("pipe:[39584]"));
        assertEquals(false, Terminals.isTerminalDevice("/dev/null"));
    }

    @Test
    void stdoutAndStderrAreJudgedApart() {
        Environment errOnly = new Environment(java.util.Map.of(), false, true);
        assertEquals(false, errOnly.terminal());
        assertEquals(true, errOnly.errorTerminal());
        assertEquals(true, new Environment(java.util.Map.of(), true).errorTerminal(), "the old constructor: both");
    }
}
