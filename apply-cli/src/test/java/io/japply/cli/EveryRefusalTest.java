package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of failure a ClusterGateway throws (each status the server answers, no answer, an answer
 * that is not JSON, a conflict on a write), thrown at every call each command makes, one at a time:
 * none reaches the user as "internal error", a stack trace or exit status 3; each is told, in words
 * that say the failure and name what failed ({@link RefusalWords}), or (retried, or a call whose
 * answer is had again) leaves the run byte for byte as it was without it; --summary=json always
 * prints its document, whose exit code is the run's. Every call and kind is checked, each on its own.
 */
class EveryRefusalTest {
    @TempDir
    Path dir;

    private static final String IN = "in.yaml";
    /** Only the object that exists: the last-applied commands refuse one that does not, as kubectl does. */
    private static final String ONE = "one.yaml";

    /** Each command, over an ApplySet "app" in namespace team with a member "old" to prune and "a" to change. */
    static Stream<Arguments> commands() {
        return Stream.of(
                command(false, "apply", "-f", IN, "-n", "team"),
                command(false, "apply", "-f", IN, "-n", "team", "--summary=json"),
                command(false, "apply", "-f", IN, "-n", "team", "--prune", "--applyset=app", "--summary=json"),
                command(false, "apply", "-f", IN, "-n", "team", "--prune", "--applyset=app", "--dry-run=server"),
                command(false, "apply", "-f", IN, "-n", "team", "--server-side", "--summary=json"),
                command(true, "apply", "-f", IN, "-n", "team", "--force", "--summary=json"),
                command(false, "apply", "-f", IN, "-n", "team", "--dry-run=server", "-o", "yaml"),
                command(false, "diff", "-f", IN, "-n", "team"),
                command(false, "diff", "-f", IN, "-n", "team", "--prune", "--applyset=app"),
                command(false, "apply", "view-last-applied", "-f", ONE, "-n", "team"),
                command(false, "apply", "set-last-applied", "-f", ONE, "-n", "team"));
    }

    private static Arguments command(boolean patchesInvalid, String... args) {
        return Arguments.of(String.join(" ", args), patchesInvalid);
    }

    private static final int DIFF_ERROR = 2;

    record Run(int code, String out, String err, List<FailingGateway.Call> calls, FailingGateway.Call failed) {
    }

    /** A fresh cluster holding the prepared objects, then the command run with {@code in.yaml} (a changed, b new). */
    private Run run(String command, boolean patchesInvalid, FailingGateway.Target target, FailingGateway.Kind kind)
            throws IOException {
        FakeCluster cluster = new FakeCluster();
        prepared().forEach((ref, object) -> cluster.objects.put(ref, object.deepCopy()));
        FailingGateway failing = new FailingGateway(cluster, target, kind, patchesInvalid);
        String[] args = command.replace(IN, dir.resolve(IN).toString()).replace(ONE, dir.resolve(ONE).toString()).split(" ");
        Run run = japply(failing, args);
        return new Run(run.code, run.out, run.err, List.copyOf(failing.calls), failing.failed);
    }

    private java.util.Map<io.japply.apply.cluster.ObjectRef, com.fasterxml.jackson.databind.node.ObjectNode> prepared;

    /** The set applied once (a, old), and the inputs of the commands written; made once per command. */
    private java.util.Map<io.japply.apply.cluster.ObjectRef, com.fasterxml.jackson.databind.node.ObjectNode> prepared()
            throws IOException {
        if (prepared == null) {
            FakeCluster cluster = new FakeCluster();
            Path first = Files.writeString(dir.resolve("first.yaml"), configMap("a", "1") + "---\n" + configMap("old", "1"));
            assertEquals(0, japply(cluster, "-f", first.toString(), "-n", "team", "--prune", "--applyset=app").code);
            Files.writeString(dir.resolve(IN), configMap("a", "2") + "---\n" + configMap("b", "1"));
            Files.writeString(dir.resolve(ONE), configMap("a", "2"));
            prepared = cluster.objects;
        }
        return prepared;
    }

    private static Run japply(io.japply.apply.cluster.ClusterGateway cluster, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        FakeTime time = new FakeTime();
        int code = new Japply(flags -> cluster, time).clock(time).run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), List.of(), null);
    }

    private static String configMap(String name, String value) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: '" + value + "'}\n";
    }

    /** Each call the command makes without failures, named by its operation and its place among those. */
    private static Map<FailingGateway.Target, FailingGateway.Call> targets(List<FailingGateway.Call> calls) {
        Map<FailingGateway.Target, FailingGateway.Call> targets = new LinkedHashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        for (FailingGateway.Call call : calls) {
            targets.put(new FailingGateway.Target(call.operation(), seen.merge(call.operation(), 1, Integer::sum)), call);
        }
        return targets;
    }

    /**
     * What varies from run to run where nothing differs: the time taken, a log line's time and process,
     * the fake cluster's resourceVersions (the order of writes made side by side).
     */
    private static String masked(String printed) {
        return printed.replaceAll("\"durationMs\": \\d+", "\"durationMs\": N")
                .replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: \"N\"")
                .replaceAll("(?m)^([IWE])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "$1MMDD hh:mm:ss.uuuuuu PID ");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void everyFailureOfTheServerIsToldOrLeavesTheRunAsItWas(String command, boolean patchesInvalid) throws IOException {
        Run clean = run(command, patchesInvalid, null, FailingGateway.Kind.CONFLICT);
        assertTrue(clean.code() == 0 || command.startsWith("diff"), () -> command + " without failures: " + clean);
        Map<FailingGateway.Target, FailingGateway.Call> targets = targets(clean.calls());
        assertFalse(targets.isEmpty());
        List<String> problems = new ArrayList<>();
        targets.forEach((target, call) -> {
            for (FailingGateway.Kind kind : FailingGateway.Kind.values()) {
                if (kind.saidOf(call)) {
                    String problem = problem(command, patchesInvalid, clean, target, kind);
                    if (problem != null) {
                        problems.add(kind + " at " + target + " (" + call.method() + " " + call.path() + "): " + problem);
                    }
                }
            }
        });
        assertEquals(List.of(), problems, command);
    }

    /** Why the run with that failure at that call is wrong; null when it is right. */
    private String problem(String command, boolean patchesInvalid, Run clean, FailingGateway.Target target,
                           FailingGateway.Kind kind) {
        Run run;
        try {
            run = run(command, patchesInvalid, target, kind);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        // apply: 0 or 1; diff: 0, 1 (differences) or 2 (kubectl diff's error status); never 3, a bug's
        int highest = command.startsWith("diff") ? DIFF_ERROR : ExitCodes.FAILURE;
        if (run.code() < 0 || run.code() > highest || run.err().contains("internal error")
                || run.err().contains("Exception") || run.err().contains("\tat ") || run.err().contains("io.japply.")) {
            return "a bug's words or exit status " + run.code() + ":\n" + run.err();
        }
        if (command.contains("--summary=json") && Cli.parse(run.out()).path("exitCode").asInt() != run.code()) {
            return "the summary's exit code is not the run's " + run.code() + ":\n" + run.out();
        }
        if (!run.err().contains(kind.mark())) {
            boolean same = masked(run.out()).equals(masked(clean.out())) && masked(run.err()).equals(masked(clean.err()))
                    && run.code() == clean.code();
            return same ? null : "not told, and the run is not as it was without it: exit " + run.code() + "\n--- stdout\n"
                    + run.out() + "--- stderr\n" + run.err() + "--- without it: exit " + clean.code() + "\n--- stdout\n"
                    + clean.out() + "--- stderr\n" + clean.err();
        }
        String words = RefusalWords.problem(run.err(), kind, run.failed(), command.contains(ONE) ? List.of("a")
                : List.of("a", "b"));
        return words == null ? null : words + ":\n" + run.err();
    }
}
