package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The count goes to stderr, so whether stderr is a terminal decides, whatever stdout is. */
class ProgressOnStderrTest {
    @TempDir
    Path dir;

    private Cli.Result japply(Environment environment, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> new FakeCluster(), d -> { }).withEnvironment(environment)
                .run(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String manyConfigMaps() {
        StringBuilder yaml = new StringBuilder(); // 20: the fewest objects Progress counts
        for (int i = 0; i < 20; i++) {
            yaml.append("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm").append(i).append("\n---\n");
        }
        return Cli.write(dir, "many.yaml", yaml.toString());
    }

    @Test
    void showsWhenOnlyStderrIsATerminal() {
        Cli.Result redirected = japply(new Environment(Map.of(), false, true), "-f", manyConfigMaps());
        assertEquals(0, redirected.code(), redirected.err());
        assertTrue(redirected.err().contains("applied 20/20"), redirected.err());
        assertEquals(20, redirected.out().lines().count(), "stdout has the result lines only");
    }

    @Test
    void hidesWhenStderrIsNoTerminalEvenIfStdoutIs() {
        Cli.Result logged = japply(new Environment(Map.of(), true, false), "-f", manyConfigMaps());
        assertEquals(0, logged.code(), logged.err());
        assertEquals("", logged.err());
    }
}
