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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of failure a ClusterGateway throws (each status the server answers, no answer, an answer
 * that is not JSON, a conflict), thrown at every call each command makes, one at a time: none reaches
 * the user as "internal error", a stack trace or exit status 3; each is told (or, retried, leaves the
 * run as it was without it); --summary=json always prints its document, whose exit code is the run's.
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

    record Run(int code, String out, String err, List<String> calls) {
    }

    /** A fresh cluster holding the prepared objects, then the command run with {@code in.yaml} (a changed, b new). */
    private Run run(String command, boolean patchesInvalid, FailingGateway.Target target, FailingGateway.Kind kind)
            throws IOException {
        FakeCluster cluster = new FakeCluster();
        prepared().forEach((ref, object) -> cluster.objects.put(ref, object.deepCopy()));
        FailingGateway failing = new FailingGateway(cluster, target, kind, patchesInvalid);
        String[] args = command.replace(IN, dir.resolve(IN).toString()).replace(ONE, dir.resolve(ONE).toString()).split(" ");
        Run run = japply(failing, args);
        return new Run(run.code, run.out, run.err, List.copyOf(failing.calls));
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
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), List.of());
    }

    private static String configMap(String name, String value) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: '" + value + "'}\n";
    }

    /** Each call the command makes without failures, named by its operation and its place among those. */
    private static Set<FailingGateway.Target> targets(List<String> calls) {
        Set<FailingGateway.Target> targets = new LinkedHashSet<>();
        List<String> seen = new ArrayList<>();
        for (String call : calls) {
            seen.add(call);
            targets.add(new FailingGateway.Target(call, (int) seen.stream().filter(call::equals).count()));
        }
        return targets;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void noFailureOfTheServerReachesTheUserAsABugOfJapply(String command, boolean patchesInvalid) throws IOException {
        Run clean = run(command, patchesInvalid, null, FailingGateway.Kind.CONFLICT);
        assertTrue(clean.code() == 0 || command.startsWith("diff"), () -> command + " without failures: " + clean);
        Set<FailingGateway.Target> targets = targets(clean.calls());
        assertFalse(targets.isEmpty());
        int told = 0;
        for (FailingGateway.Target target : targets) {
            for (FailingGateway.Kind kind : FailingGateway.Kind.values()) {
                Run run = run(command, patchesInvalid, target, kind);
                String what = command + " with " + kind + " at " + target + ":\n" + run.err();
                // apply: 0 or 1; diff: 0, 1 (differences) or 2 (kubectl diff's error status); never 3, a bug's
                int highest = command.startsWith("diff") ? DIFF_ERROR : ExitCodes.FAILURE;
                assertTrue(run.code() >= 0 && run.code() <= highest, () -> "exit status " + run.code() + " of " + what);
                assertFalse(run.err().contains("internal error") || run.err().contains("Exception")
                        || run.err().contains("\tat ") || run.err().contains("io.japply."), () -> "a bug's words: " + what);
                assertFalse(run.err().contains("Caused by"), () -> "no trace: " + what);
                if (run.err().contains(kind.mark())) {
                    told++;
                } else {
                    assertEquals(clean.code(), run.code(), () -> "a failure not told changes nothing: " + what);
                }
                if (command.contains("--summary=json")) {
                    JsonNode summary = Cli.parse(run.out());
                    assertEquals(run.code(), summary.path("exitCode").asInt(), () -> "the summary's exit code: " + what
                            + "\n" + run.out());
                }
            }
        }
        assertTrue(told > targets.size(), command + ": the failures were told");
    }
}
