package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;

/**
 * The reference kubectl and japply on the real API server, each in a namespace of its own, step by
 * step through the scenarios in {@code resources/real/scenarios/}: after every step the same exit
 * code, the same stdout and stderr byte for byte, and the same objects (managedFields included).
 * Only values are masked, where they stand ({@link RunMasks#twoRuns}: the namespace's name as NS,
 * klog's time and process id, the server's uids, versions and times; and an ApplySet's id); kubectl's
 * "pruned" lines of an ApplySet come in Go's map order, so a run of them is sorted, line for line.
 * A scenario's {@code setup.yaml} (cluster-scoped objects such as CRDs) is applied once by kubectl
 * first; {@code resources.txt} names what is compared (kubectl get's resource list). Where japply
 * says something else on purpose, the step's {@code japply-says.txt} (stdout) and
 * {@code japply-says-on-stderr.txt} map japply's masked line to kubectl's, with the reason (each is in
 * docs/differences.md); a mapping that matches nothing fails ({@link ScenarioStep}).
 */
@RealServer
class SideBySideTest {
    /** kubectl 1.32's ApplySet prune is behind this switch (japply's needs none). */
    private static final java.util.Map<String, String> APPLYSET_ON = java.util.Map.of("KUBECTL_APPLYSET", "true");
    private static final String DEFAULT_RESOURCES = "configmaps,secrets,services,deployments,jobs,serviceaccounts";

    @TestFactory
    @Timeout(900)
    Stream<DynamicTest> scenarios(Cluster cluster) throws IOException, URISyntaxException {
        Kubectl.require();
        Path root = Path.of(SideBySideTest.class.getResource("/real/scenarios").toURI());
        try (Stream<Path> dirs = Files.list(root)) {
            return dirs.sorted().toList().stream()
                    .map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> run(cluster, dir)));
        }
    }

    private static void run(Cluster cluster, Path scenario) throws IOException {
        setUp(cluster, scenario);
        String resources = Files.exists(scenario.resolve("resources.txt"))
                ? Files.readString(scenario.resolve("resources.txt")).strip() : DEFAULT_RESOURCES;
        String kubectlNs = cluster.namespace("kubectl");
        String japplyNs = cluster.namespace("japply");
        List<Path> steps;
        try (Stream<Path> dirs = Files.list(scenario)) {
            steps = dirs.filter(Files::isDirectory).sorted().toList();
        }
        for (Path dir : steps) {
            ScenarioStep step = ScenarioStep.of(dir);
            for (List<String> command : step.before()) {
                drift(cluster, command, kubectlNs);
                drift(cluster, command, japplyNs);
            }
            Kubectl.Result kubectl = cluster.kubectlIn(APPLYSET_ON, step.applyArgs(kubectlNs).toArray(String[]::new));
            JapplyRun japply = cluster.japply(step.applyArgs(japplyNs).toArray(String[]::new));
            String where = step.name() + ": ";
            assertEquals(kubectl.exitCode(), japply.code(), where + "exit code; kubectl said " + kubectl.err() + "; japply said " + japply.err());
            // all three told together: a step's stdout, stderr and objects often differ for one reason
            assertAll(where,
                    () -> assertEquals(prunedInAnyOrder(masked(kubectl.out(), kubectlNs)),
                            prunedInAnyOrder(step.asKubectlWouldSay(masked(japply.out(), japplyNs))), where + "stdout"),
                    () -> stderr(dir, where, masked(kubectl.err(), kubectlNs),
                            step.asKubectlWouldSayOnStderr(withoutLock(masked(japply.err(), japplyNs)))),
                    () -> assertEquals(LiveObjects.of(cluster, resources, kubectlNs), LiveObjects.of(cluster, resources, japplyNs),
                            where + "objects on the server"));
        }
    }

    static void setUp(Cluster cluster, Path scenario) {
        Path setup = scenario.resolve("setup.yaml");
        if (!Files.exists(setup)) {
            return;
        }
        Kubectl.Result applied = cluster.kubectl("apply", "-f", setup.toString());
        assertEquals(0, applied.exitCode(), applied.err());
        Kubectl.Result established = cluster.kubectl("wait", "--for=condition=established", "--timeout=60s", "-f", setup.toString());
        assertEquals(0, established.exitCode(), established.err());
    }

    static void drift(Cluster cluster, List<String> command, String namespace) {
        List<String> args = new ArrayList<>(command);
        args.add("-n");
        args.add(namespace);
        Kubectl.Result result = cluster.kubectl(args.toArray(String[]::new));
        assertEquals(0, result.exitCode(), "kubectl " + command + ": " + result.err());
    }

    /**
     * stderr byte for byte; a step with a {@code known-defect.txt} (a defect found and not yet fixed, in
     * docs/differences.md) compares its warnings alone, and fails once japply's stderr is kubectl's, so
     * that the file goes when the defect does.
     */
    private static void stderr(Path dir, String where, String kubectl, String japply) throws IOException {
        Path defect = dir.resolve("known-defect.txt");
        if (!Files.exists(defect)) {
            assertEquals(kubectl, japply, where + "stderr");
            return;
        }
        assertNotEquals(kubectl, japply, where + "stderr is kubectl's now: remove " + defect);
        assertEquals(warnings(kubectl), warnings(japply), where + "warnings (" + Files.readString(defect).strip() + ")");
    }

    private static List<String> warnings(String err) {
        return err.lines().filter(line -> line.startsWith("Warning:") || line.matches("^[IWE]\\d{4} .*")).toList();
    }

    /** A patch's resourceVersion inside the server's quote of it (a Go map's print: "... resourceVersion:682]"). */
    private static final java.util.regex.Pattern LOCK_IN_QUOTED_PATCH =
            java.util.regex.Pattern.compile("(is invalid: patch: Invalid value: \"map\\[.*?) resourceVersion:\\d+(?=\\])");

    /**
     * japply's patch carries the live resourceVersion (its lock against lost updates: docs/apply.md, a
     * deliberate difference), and a server that refuses the patch quotes it; here it is taken out of that
     * quote, the rest of the line compared byte for byte.
     */
    static String withoutLock(String err) {
        return LOCK_IN_QUOTED_PATCH.matcher(err).replaceAll("$1");
    }

    private static String masked(String text, String namespace) {
        return RunMasks.eachLine(RunMasks.twoRuns(text, namespace), RunMasks::applySetId);
    }

    /**
     * kubectl lists an ApplySet's members to prune kind by kind in the order of a Go map, so the order
     * of its "pruned" lines changes from run to run: each run of them is sorted where it stands, every
     * other line and byte kept.
     */
    static String prunedInAnyOrder(String out) {
        List<String> lines = new ArrayList<>(List.of(out.split("\n", -1)));
        for (int start = 0; start < lines.size(); start++) {
            int end = start;
            while (end < lines.size() && lines.get(end).contains(" pruned")) {
                end++;
            }
            if (end > start) {
                java.util.Collections.sort(lines.subList(start, end));
                start = end;
            }
        }
        return String.join("\n", lines);
    }
}
