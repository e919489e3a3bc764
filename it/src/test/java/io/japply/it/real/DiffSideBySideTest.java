package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * kubectl diff and japply diff on the same real objects (applied by kubectl, then changed by other
 * managers): the same exit code and the same LIVE and MERGED files handed to KUBECTL_EXTERNAL_DIFF,
 * by the server's dry run, with --server-side --force-conflicts, and by japply's own merge (--local)
 * against the object the server's dry run predicts. With --server-side alone the scaled replicas
 * conflict: both exit 2; kubectl then diffs nothing at all, japply the objects that did not fail
 * (docs/differences.md).
 */
@RealServer
class DiffSideBySideTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(300)
    void theSameFilesAsKubectlDiff(Cluster cluster) throws IOException {
        Kubectl.require();
        String ns = cluster.namespace("diff");
        Path scenario = Path.of("src/test/resources/real/scenarios/workloads").toAbsolutePath();
        Kubectl.Result created = cluster.kubectl("apply", "-f", scenario.resolve("1-create").toString(), "-n", ns);
        assertEquals(0, created.exitCode(), created.err());
        for (List<String> drift : ScenarioStep.of(scenario.resolve("3-drift-and-edit")).before()) {
            List<String> args = new ArrayList<>(drift);
            args.addAll(List.of("-n", ns));
            assertEquals(0, cluster.kubectl(args.toArray(String[]::new)).exitCode(), drift.toString());
        }
        for (String step : List.of("2-unchanged", "3-drift-and-edit", "4-directives")) {
            Path manifest = scenario.resolve(step);
            for (List<String> flags : List.of(List.<String>of(), List.of("--server-side", "--force-conflicts"))) {
                DiffCapture byKubectl = diff(cluster, "kubectl", manifest, ns, flags);
                DiffCapture byJapply = diff(cluster, "japply", manifest, ns, flags);
                if (byKubectl.exitCode() == 2) {
                    // an object refused by the server (the Service's port list, merged by server-side apply
                    // with the port the client-side manager still owns, holds a duplicate name): kubectl
                    // then diffs nothing, japply the others (docs/differences.md)
                    assertEquals(new DiffCapture(2, "", ""), byKubectl, step + " " + flags);
                    assertEquals(2, byJapply.exitCode(), step + " " + flags);
                    continue;
                }
                assertEquals(byKubectl, byJapply, step + " " + flags);
            }
            DiffCapture conflictByKubectl = diff(cluster, "kubectl", manifest, ns, List.of("--server-side"));
            DiffCapture conflictByJapply = diff(cluster, "japply", manifest, ns, List.of("--server-side"));
            assertEquals(2, conflictByKubectl.exitCode(), step + ": the scaled replicas conflict with the file's");
            assertEquals(new DiffCapture(2, "", ""), conflictByKubectl, "kubectl diffs nothing when one object fails");
            assertEquals(2, conflictByJapply.exitCode(), step + ": japply reports the conflict too");
            assertFalse(conflictByJapply.live().contains("kind: Deployment"), "the conflicting object is not diffed");
            DiffCapture local = diff(cluster, "japply", manifest, ns, List.of("--local"));
            DiffCapture server = diff(cluster, "kubectl", manifest, ns, List.of());
            assertEquals(server.exitCode(), local.exitCode(), step + ": --local");
            assertEquals(server.live(), local.live(), step + ": --local reads the same live objects");
            assertEquals(List.of(), onlyIn(local.merged(), server.merged()), step + ": --local predicts nothing the server would not store");
            assertEquals(List.of(), onlyIn(server.merged(), local.merged()).stream()
                    .filter(line -> !line.strip().equals("protocol: TCP")).toList(),
                    step + ": the server's dry run adds only defaults to new entries (a port's protocol), which --local"
                            + " does not predict (docs/diff.md)");
        }
    }

    private DiffCapture diff(Cluster cluster, String tool, Path manifest, String ns, List<String> flags) throws IOException {
        return DiffCapture.run(cluster, tmp, tool, manifest, ns, flags);
    }

    private static List<String> onlyIn(String a, String b) {
        return DiffCapture.onlyIn(a, b);
    }
}
