package io.japply.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** japply against an in-memory cluster with a clock that moves only when japply sleeps. */
final class FakeJob {
    record Run(int code, String out, String err) {
    }

    final FakeCluster cluster = new FakeCluster();
    final FakeTime time = new FakeTime();

    Run japply(String... args) {
        return japplyReading("", args);
    }

    /** japply with {@code stdin} on its standard input. */
    Run japplyReading(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply(flags -> cluster, time).clock(time).run(
                new java.io.ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), new PrintStream(out),
                new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
