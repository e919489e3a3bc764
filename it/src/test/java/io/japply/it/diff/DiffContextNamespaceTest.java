package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A manifest that names no namespace, under a kubeconfig whose context names one ("shop"): apply puts it
 * there, and so diff compares it there, against the cluster (as kubectl diff does) and against saved
 * objects (--live), never in "default".
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DiffContextNamespaceTest {
    private static final String CM = "/api/v1/namespaces/shop/configmaps/cm";

    @TempDir
    Path tmp;

    private Path manifest(String value) throws Exception {
        return Files.writeString(tmp.resolve("cm-" + value + ".yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\ndata: {k: " + value + "}\n");
    }

    /** The changed lines of a unified diff (no headers). */
    private static List<String> changes(String diff) {
        return diff.lines().filter(l -> (l.startsWith("+") || l.startsWith("-"))
                && !l.startsWith("+++") && !l.startsWith("---")).filter(l -> !l.contains("resourceVersion")).toList();
    }

    @Test
    void diffComparesInTheContextsNamespaceAsApplyWrites() throws Exception {
        Kubectl.require();
        ObjectStore store = new ObjectStore();
        try (FakeApiServer server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false))).storing()) {
            store.namespace("default");
            store.namespace("shop");
            Path kubeconfig = server.writeKubeconfig(tmp);
            Files.writeString(kubeconfig, Files.readString(kubeconfig).replace("namespace: default", "namespace: shop"));
            JapplyRun applied = JapplyRun.of(kubeconfig, "apply", "-f", manifest("v1").toString());
            assertEquals(0, applied.code(), applied.err());
            assertTrue(store.get(CM) != null, "apply used the context's namespace");
            String v2 = manifest("v2").toString();

            Kubectl.Result k = Kubectl.run(List.of("diff", "-f", v2, "--kubeconfig", kubeconfig.toString()));
            assertEquals(1, k.exitCode(), k.err());
            JapplyRun cluster = JapplyRun.of(kubeconfig, "diff", "-f", v2);
            assertEquals(1, cluster.code(), cluster.err());
            assertTrue(cluster.out().contains("LIVE/v1.ConfigMap.shop.cm"), cluster.out());
            assertEquals(changes(k.out()), changes(cluster.out()));

            Path saved = Files.writeString(tmp.resolve("saved.json"), store.get(CM).toString());
            JapplyRun live = JapplyRun.of(kubeconfig, "diff", "--live", saved.toString(), "-f", v2);
            assertEquals(1, live.code(), live.err());
            assertTrue(live.out().contains("LIVE/v1.ConfigMap.shop.cm"), live.out());
            assertFalse(live.out().contains(".default."), live.out());
            assertTrue(changes(live.out()).containsAll(List.of("-  k: v1", "+  k: v2")), live.out());
            assertFalse(live.out().contains("+kind: ConfigMap"), "not taken for a new object: " + live.out());
        }
    }
}
