package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff --prune on the real server: the members shown as removed are the ones apply --prune names in
 * a server dry run, nothing is deleted or written (the parent's resourceVersion unchanged), and
 * kubectl 1.32's diff --prune with the set's part-of label shows the same removal.
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
        Path all = configMaps("all", "a", "b", "c");
        Path kept = configMaps("kept", "a");
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
        Path labelled = configMaps("labelled", "a");
        Files.writeString(labelled.resolve("a.yaml"), Files.readString(labelled.resolve("a.yaml"))
                .replace("metadata:\n", "metadata:\n  labels: {applyset.kubernetes.io/part-of: " + id + "}\n"));
        Kubectl.Result kubectl = cluster.kubectl("diff", "-f", labelled.toString(), "-n", ns, "--prune",
                "-l", "applyset.kubernetes.io/part-of=" + id, "--prune-allowlist=core/v1/ConfigMap");
        assertEquals(1, kubectl.exitCode(), kubectl.err());
        for (String name : List.of("b", "c")) {
            // kubectl shows a pruned object with its managedFields (every other object of its diff without
            // them); japply leaves them out everywhere (docs/differences.md)
            assertEquals(withoutManagedFields(removal(kubectl.out(), ns, name)), withoutHeader(removal(diff.out(), ns, name)),
                    "configmap " + name);
        }
    }

    /** The hunk that removes one object, from its @@ line on (the file headers name temporary folders). */
    private static String removal(String diff, String ns, String name) {
        int at = diff.indexOf("v1.ConfigMap." + ns + "." + name);
        int hunk = diff.indexOf("@@", at);
        int next = diff.indexOf("diff -u -N", hunk);
        return diff.substring(hunk, next < 0 ? diff.length() : next);
    }

    private static String withoutManagedFields(String hunk) {
        StringBuilder kept = new StringBuilder();
        boolean inManagedFields = false;
        for (String line : withoutHeader(hunk).lines().toList()) {
            if (line.equals("-  managedFields:")) {
                inManagedFields = true;
            } else if (inManagedFields && !line.startsWith("-  -") && !line.startsWith("-    ")) {
                inManagedFields = false;
            }
            if (!inManagedFields) {
                kept.append(line).append('\n');
            }
        }
        return kept.toString();
    }

    private static String withoutHeader(String hunk) {
        return hunk.substring(hunk.indexOf('\n') + 1);
    }

    private Path configMaps(String dir, String... names) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(dir));
        for (String name : names) {
            Files.writeString(folder.resolve(name + ".yaml"),
                    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {key: " + name + "}\n");
        }
        return folder;
    }
}
