package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server-side apply the server refuses (403) is told as kubectl tells it: the server's words alone,
 * no "error: " and no document before them (kubectl's apply.go returns the patch's error unwrapped and
 * cmdutil.CheckErr prints the StatusError); diff --server-side reads the object before its dry run, as
 * kubectl diff does, so a refused read is told first, in the server's words too.
 */
class ServerSideRefusedTest {
    private static final String REFUSED = "Error from server (Forbidden): configmaps \"a\" is forbidden: injected-forbidden\n";

    @TempDir
    Path dir;

    private record Run(int code, String out, String err, List<FailingGateway.Call> calls) {
    }

    private Run run(FailingGateway.Target target, String... args) throws IOException {
        Path in = Files.writeString(dir.resolve("in.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n");
        FailingGateway failing = new FailingGateway(new FakeCluster(), target, FailingGateway.Kind.FORBIDDEN, false);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        FakeTime time = new FakeTime();
        String[] all = java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of("-f",
                in.toString(), "-n", "team")).toArray(String[]::new);
        int code = new Japply(flags -> failing, time).clock(time).run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), all);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8),
                List.copyOf(failing.calls));
    }

    @Test
    void aRefusedServerSideApplyIsTheServersWordsAlone() throws IOException {
        for (String dryRun : List.of("--dry-run=none", "--dry-run=server")) {
            Run run = run(new FailingGateway.Target("patch", 1), "apply", "--server-side", dryRun);
            assertEquals(1, run.code(), run.err());
            assertEquals("", run.out());
            assertEquals(REFUSED + "error: 1 of 1 object failed\n", run.err(), dryRun);
        }
    }

    @Test
    void diffServerSideReadsFirstAndTellsARefusedReadInTheServersWords() throws IOException {
        Run clean = run(null, "diff", "--server-side");
        List<String> operations = clean.calls().stream().filter(c -> c.path().endsWith("/configmaps/a"))
                .map(FailingGateway.Call::operation).toList();
        assertEquals("get", operations.get(0), "kubectl diff reads the object before its dry run: " + operations);
        assertTrue(operations.contains("patch"), operations.toString());
        long getsBefore = clean.calls().stream().takeWhile(c -> !c.path().endsWith("/configmaps/a"))
                .filter(c -> c.operation().equals("get")).count();

        Run readRefused = run(new FailingGateway.Target("get", (int) getsBefore + 1), "diff", "--server-side");
        assertEquals(2, readRefused.code(), readRefused.err());
        assertEquals("", readRefused.out());
        assertEquals(REFUSED, readRefused.err());

        Run patchRefused = run(new FailingGateway.Target("patch", 1), "diff", "--server-side");
        assertEquals(2, patchRefused.code(), patchRefused.err());
        assertEquals(REFUSED, patchRefused.err());
    }
}
