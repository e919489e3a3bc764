package io.japply.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;

/** Runs japply diff against the in-memory cluster with a given environment and terminal. */
abstract class DiffHarness {
    static final Path EXAMPLES = Path.of("..", "examples");

    @TempDir
    Path dir;

    final FakeCluster cluster = new FakeCluster();
    final Map<String, String> env = new HashMap<>();
    boolean terminal;

    record Run(int code, String out, String err) {
    }

    Run japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, d -> { })
                .withEnvironment(new Environment(Map.copyOf(env), terminal))
                .run(new PrintStream(out), new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    String write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text).toString();
    }

    static String example(String path) {
        return EXAMPLES.resolve(path).toString();
    }
}
