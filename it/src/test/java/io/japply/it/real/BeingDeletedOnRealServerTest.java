package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An object being deleted (a finalizer holds it) and changed by an apply: kubectl says "Warning:
 * Detected changes to resource NAME which is currently being deleted." after each kind of apply
 * (client-side, both dry runs, server-side) and each diff (about the live object), and that warning, like
 * the missing-annotation one, is its own words: --warnings-as-errors does not count them. The reference
 * kubectl and japply, each in a namespace of its own, byte for byte (the namespace's name; in stdout the
 * values of {@link RunMasks#twoRuns}: diff's folders and header times, the server's uid, times and versions).
 */
@RealServer
class BeingDeletedOnRealServerTest {
    private static final String HOLD = "example.com/hold";

    @Test
    @Timeout(300)
    void everyApplyOfAnObjectBeingDeletedWarnsAsKubectlDoes(Cluster cluster, @TempDir Path tmp) throws IOException {
        Kubectl.require();
        String kubectlNs = cluster.namespace("kubectl");
        String japplyNs = cluster.namespace("japply");
        Path held = Files.writeString(tmp.resolve("held.yaml"), manifest("v1"));
        Path changed = Files.writeString(tmp.resolve("changed.yaml"), manifest("v2"));
        try {
            for (String ns : List.of(kubectlNs, japplyNs)) {
                // made by hand (no annotation), then deleted: the finalizer keeps it, with a deletion timestamp
                Kubectl.Result created = cluster.kubectl("create", "-n", ns, "-f", held.toString());
                assertEquals(0, created.exitCode(), created.err());
                Kubectl.Result deleted = cluster.kubectl("delete", "-n", ns, "configmap", "held", "--wait=false");
                assertEquals(0, deleted.exitCode(), deleted.err());
            }
            List<String> failures = new ArrayList<>();
            for (List<String> line : List.of(
                    List.of("diff", "-f", changed.toString()),
                    // the field is kubectl create's: without --force-conflicts a conflict (ApplyErrorsOnRealServerTest)
                    List.of("diff", "-f", changed.toString(), "--server-side", "--force-conflicts"),
                    List.of("apply", "-f", changed.toString(), "--dry-run=client"),
                    List.of("apply", "-f", changed.toString(), "--dry-run=server"),
                    List.of("apply", "-f", changed.toString(), "--warnings-as-errors"),
                    List.of("apply", "-f", changed.toString()),
                    List.of("apply", "-f", changed.toString(), "--server-side", "--warnings-as-errors"))) {
                compare(cluster, line, kubectlNs, japplyNs, failures);
            }
            assertEquals(List.of(), failures, String.join("\n", failures));
            assertTrue(cluster.get("configmaps", japplyNs, "held").at("/metadata/deletionTimestamp").isTextual());
        } finally {
            for (String ns : List.of(kubectlNs, japplyNs)) {
                cluster.kubectl("patch", "-n", ns, "configmap", "held", "--type=merge", "-p", "{\"metadata\":{\"finalizers\":null}}");
            }
        }
    }

    private static void compare(Cluster cluster, List<String> line, String kubectlNs, String japplyNs, List<String> failures) {
        List<String> kubectlArgs = new ArrayList<>(line);
        kubectlArgs.addAll(List.of("-n", kubectlNs));
        List<String> japplyArgs = new ArrayList<>(line);
        japplyArgs.addAll(List.of("-n", japplyNs));
        Kubectl.Result kubectl = cluster.kubectl(kubectlArgs.toArray(String[]::new));
        JapplyRun japply = cluster.japply(japplyArgs.toArray(String[]::new));
        String said = "kubectl " + String.join(" ", line) + ": ";
        if (kubectl.exitCode() != japply.code()) {
            failures.add(said + "exit " + kubectl.exitCode() + " (kubectl) vs " + japply.code() + " (japply): " + japply.err());
        }
        if (!RunMasks.twoRuns(kubectl.out(), kubectlNs).equals(RunMasks.twoRuns(japply.out(), japplyNs))) {
            failures.add(said + "stdout\n--- kubectl\n" + kubectl.out() + "--- japply\n" + japply.out());
        }
        if (!kubectl.err().replace(kubectlNs, "NS").equals(japply.err().replace(japplyNs, "NS"))) {
            failures.add(said + "stderr\n--- kubectl\n" + kubectl.err() + "--- japply\n" + japply.err());
        }
    }

    private static String manifest(String value) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: held\n  finalizers: [" + HOLD + "]\ndata:\n  k: " + value + "\n";
    }
}
