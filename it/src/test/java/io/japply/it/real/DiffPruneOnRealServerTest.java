package io.japply.it.real;

import static io.japply.it.real.RealFixtures.configMaps;
import static io.japply.it.real.RealFixtures.diffMasked;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.ReferenceKubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff --prune on the real server: the members shown as removed are the ones apply --prune names in
 * a server dry run, nothing is deleted or written (the parent's resourceVersion unchanged), and
 * kubectl 1.32's diff --prune with the set's part-of label shows the same removal; without -l or
 * --applyset, and with two refused objects, beside the reference kubectl.
 */
@RealServer
class DiffPruneOnRealServerTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(180)
    void whatApplyWouldPruneIsShownRemovedAndNothingIsWritten(Cluster cluster) throws IOException {
        Kubectl.require();
        String ns = cluster.namespace("diffprune");
        Path all = configMaps(tmp, "all", "a", "b", "c");
        Path kept = configMaps(tmp, "kept", "a");
        JapplyRun applied = cluster.japply("apply", "-f", all.toString(), "-n", ns, "--prune", "--applyset=set");
        assertEquals(0, applied.code(), applied.err());
        String parentVersion = cluster.get("secret", ns, "set").at("/metadata/resourceVersion").asText();

        JapplyRun diff = cluster.japply("diff", "-f", kept.toString(), "-n", ns, "--prune", "--applyset=set",
                "--counts");
        assertEquals(1, diff.code(), diff.err());
        assertTrue(diff.err().endsWith("0 objects changed, 0 to create, 1 unchanged, 2 to delete\n"), diff.err());
        JapplyRun dryRun = cluster.japply("apply", "-f", kept.toString(), "-n", ns, "--prune", "--applyset=set",
                "--dry-run=server");
        assertEquals(0, dryRun.code(), dryRun.err());
        Set<String> pruned = dryRun.out().lines().filter(l -> l.endsWith(" pruned (server dry run)"))
                .map(l -> l.substring(0, l.indexOf(' '))).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of("configmap/b", "configmap/c"), pruned);
        for (String name : List.of("b", "c")) {
            assertTrue(diff.out().contains("diff -u -N LIVE/v1.ConfigMap." + ns + "." + name), diff.out());
            assertNotNull(cluster.get("configmap", ns, name), "nothing deleted");
        }
        assertEquals(parentVersion, cluster.get("secret", ns, "set").at("/metadata/resourceVersion").asText(),
                "the parent is not written");

        String id = cluster.get("secret", ns, "set").at("/metadata/labels").path("applyset.kubernetes.io/id").asText();
        Path labelled = configMaps(tmp, "labelled", "a");
        Files.writeString(labelled.resolve("a.yaml"), Files.readString(labelled.resolve("a.yaml"))
                .replace("metadata:\n", "metadata:\n  labels: {applyset.kubernetes.io/part-of: " + id + "}\n"));
        Kubectl.Result kubectl = cluster.kubectl("diff", "-f", labelled.toString(), "-n", ns, "--prune",
                "-l", "applyset.kubernetes.io/part-of=" + id, "--prune-allowlist=core/v1/ConfigMap");
        assertEquals(1, kubectl.exitCode(), kubectl.err());
        for (String name : List.of("b", "c")) {
            // a pruned object whole, managedFields included (every other object of a diff without them)
            assertEquals(removal(kubectl.out(), ns, name), removal(diff.out(), ns, name), "configmap " + name);
        }
    }

    /**
     * diff --prune with neither -l nor --applyset after kubectl's own ApplySet apply: every member with
     * a last-applied annotation that the input leaves out is shown removed, whole (managedFields in),
     * as the reference kubectl shows it: stdout and stderr byte for byte, diff's folders and klog's
     * time and process masked.
     */
    @Test
    @Timeout(180)
    void withNeitherLabelNorApplySetAfterKubectlsApplySetTheRemovalsAreKubectls(Cluster cluster) throws IOException {
        String kubectl = ReferenceKubectl.require();
        String ns = cluster.namespace("diffprune-all");
        Kubectl.Result applied = reference(kubectl, cluster, "apply", "-f", configMaps(tmp, "all", "a", "b", "c").toString(),
                "-n", ns, "--prune", "--applyset=set");
        assertEquals(0, applied.exitCode(), applied.err());
        String kept = configMaps(tmp, "kept", "a").toString();

        Kubectl.Result theirs = reference(kubectl, cluster, "diff", "-f", kept, "-n", ns, "--prune");
        JapplyRun ours = cluster.japply("diff", "-f", kept, "-n", ns, "--prune");
        assertEquals(1, theirs.exitCode(), theirs.err());
        assertTrue(theirs.out().contains("@@ -1,32 +0,0 @@\n-apiVersion: v1\n"), theirs.out());
        assertEquals(diffMasked(theirs.out()), diffMasked(ours.out()));
        assertEquals(diffMasked(theirs.err()), diffMasked(ours.err()));
        assertEquals(theirs.exitCode(), ours.code());
    }

    /**
     * Two objects the server refuses (invalid): kubectl diff stops at the first and tells it; japply tells
     * both, each as kubectl tells it alone ("The ConfigMap "p" is invalid: ..."), and exits with kubectl's
     * status (2), nothing on stdout.
     */
    @Test
    @Timeout(180)
    void twoRefusedObjectsAreBothToldWithKubectlsExitCode(Cluster cluster) throws IOException {
        String kubectl = ReferenceKubectl.require();
        String ns = cluster.namespace("diff-refused");
        Path two = Files.writeString(tmp.resolve("two.yaml"), invalid("p") + "---\n" + invalid("q"));
        Kubectl.Result theirs = reference(kubectl, cluster, "diff", "-f", two.toString(), "-n", ns);
        JapplyRun ours = cluster.japply("diff", "-f", two.toString(), "-n", ns);
        String q = reference(kubectl, cluster, "diff", "-f", Files.writeString(tmp.resolve("q.yaml"), invalid("q")).toString(),
                "-n", ns).err();
        assertEquals(2, theirs.exitCode(), theirs.err());
        assertEquals(theirs.exitCode(), ours.code(), ours.err());
        assertEquals(theirs.out(), ours.out());
        assertTrue(theirs.err().startsWith("The ConfigMap \"p\" is invalid: "), theirs.err());
        assertEquals(theirs.err() + q, ours.err());
    }

    private static String invalid(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {\"bad key\": v}\n";
    }

    private static Kubectl.Result reference(String kubectl, Cluster cluster, String... args) {
        List<String> all = new java.util.ArrayList<>(List.of(args));
        all.add("--kubeconfig=" + cluster.kubeconfig());
        try {
            return Kubectl.run(kubectl, all, Map.of("KUBECTL_APPLYSET", "true"), 120);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The hunk that removes one object, from its @@ line on (the file headers name temporary folders). */
    private static String removal(String diff, String ns, String name) {
        int at = diff.indexOf("v1.ConfigMap." + ns + "." + name);
        int hunk = diff.indexOf("@@", at);
        int next = diff.indexOf("diff -u -N", hunk);
        return diff.substring(hunk, next < 0 ? diff.length() : next); // the @@ line names the lines: all of them
    }
}
