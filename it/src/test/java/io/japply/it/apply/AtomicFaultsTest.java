package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.StoringServer;
import io.japply.it.server.Fault;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * --atomic when the rollback itself meets failures: the server drops the connection of the delete that
 * would remove the created object, and one configured object never had a last-applied configuration.
 * Every changed object is reported rolled back or not, the exit code says "could not roll back", and a
 * second --atomic run of the first release converges.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class AtomicFaultsTest {
    /** No controller here: the Deployment never reports progress, so a wait for it times out. */
    private static final String NEVER_READY = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n"
            + "spec: {selector: {matchLabels: {app: web}}, template: {metadata: {labels: {app: web}},"
            + " spec: {containers: [{name: web, image: 'web:1'}]}}}\n";
    private static final String ALLOW = "--prune-allowlist=core/v1/ConfigMap";
    private static final String CONFIGMAPS = "/api/v1/namespaces/default/configmaps/";

    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
            new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true)).withNamespaces("default");

    @Test
    void aRollbackThatCannotDeleteReportsEveryObjectAndTheNextRunConverges() throws Exception {
        Path first = release("one", config("a", "1"), config("b", "1"));
        JapplyRun applied = japply("apply", "-f", first.toString());
        assertEquals(0, applied.code(), applied.err());
        ObjectNode a1 = cluster.store().get(CONFIGMAPS + "a").deepCopy();
        // created by hand (kubectl create): no last-applied configuration to go back to
        cluster.store().put(CONFIGMAPS + "manual", (ObjectNode) Json.parse(
                "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"manual\",\"namespace\":\"default\"},"
                        + "\"data\":{\"v\":\"hand\"}}"));
        cluster.store().inject(Fault.drop("DELETE", CONFIGMAPS + "c", Fault.ALWAYS));
        String unknownKind = "apiVersion: v1\nkind: Widget\nmetadata: {name: w}\n";
        Path second = release("two", config("a", "2"), config("b", "2"), config("c", "2"), config("manual", "2"),
                unknownKind);

        JapplyRun run = japply("apply", "-f", second.toString(), "--atomic", "--summary=json", "--request-timeout=5s");

        assertEquals(6, run.code(), run.out() + run.err());
        JsonNode rollback = Json.parse(run.out()).path("rollback");
        assertTrue(rollback.path("cause").asText().contains("Widget"), run.out());
        assertEquals(false, rollback.path("complete").asBoolean());
        Map<String, String> steps = new HashMap<>();
        rollback.path("objects").forEach(o -> steps.put(o.path("name").asText(), o.path("step").asText()));
        assertEquals(Map.of("a", "restored", "b", "restored", "c", "failed", "manual", "notRolledBack"), steps);
        assertTrue(run.err().contains("error: configmap/c rollback failed: "), run.err());
        assertTrue(run.err().contains("error: configmap/manual not rolled back: it had no last-applied configuration"),
                run.err());
        assertTrue(run.err().contains("error: could not roll back 2 of 4 objects after: "), run.err());
        assertEquals("1", cluster.store().get(CONFIGMAPS + "a").at("/data/v").asText());
        assertEquals(a1.at("/metadata/annotations"), cluster.store().get(CONFIGMAPS + "a").at("/metadata/annotations"));
        assertEquals("1", cluster.store().get(CONFIGMAPS + "b").at("/data/v").asText());
        assertNotNull(cluster.store().get(CONFIGMAPS + "c"), "the delete never landed");

        cluster.store().clearFaults();
        JapplyRun again = japply("apply", "-f", first.toString(), "--atomic");
        assertEquals(0, again.code(), again.out() + again.err());
        assertEquals("configmap/a unchanged\nconfigmap/b unchanged\n", again.out());
    }

    /** A prune by label is put back too: the pruned object, as it was listed, is created again. */
    @Test
    void aLabelPrunedObjectIsCreatedAgainWhenTheWaitTimesOut() throws Exception {
        Path first = release("one", labelled(config("a", "1")), labelled(config("old", "1")));
        JapplyRun applied = japply("apply", "-f", first.toString(), "--prune", "-l", "app=x", ALLOW);
        assertEquals(0, applied.code(), applied.err());
        ObjectNode oldBefore = cluster.store().get(CONFIGMAPS + "old").deepCopy();
        Path second = release("two", labelled(config("a", "2")), NEVER_READY.replace("name: web}", "name: web, labels: {app: x}}"));

        JapplyRun run = japply("apply", "-f", second.toString(), "--prune", "-l", "app=x", ALLOW, "--wait-ready",
                "--wait-ready-timeout=2s", "--atomic");

        assertEquals(5, run.code(), run.out() + run.err());
        assertTrue(run.out().contains("configmap/old pruned\n"), run.out());
        assertTrue(run.out().contains("configmap/old created again (rolled back)\ndeployment.apps/web deleted"
                + " (rolled back)\nconfigmap/a rolled back\n"), "newest change first: " + run.out());
        ObjectNode oldAfter = cluster.store().get(CONFIGMAPS + "old");
        assertEquals(oldBefore.path("data"), oldAfter.path("data"));
        assertEquals(oldBefore.at("/metadata/labels"), oldAfter.at("/metadata/labels"));
        assertEquals(oldBefore.at("/metadata/annotations"), oldAfter.at("/metadata/annotations"));
        assertEquals(null, cluster.store().get("/apis/apps/v1/namespaces/default/deployments/web"));
        assertEquals("1", cluster.store().get(CONFIGMAPS + "a").at("/data/v").asText());
    }

    /**
     * Someone else changes the object between the apply and the rollback: the rollback's patch, carrying
     * the resourceVersion it read, is refused (409), the object read again and the three-way merge made
     * against it, so the other change survives.
     */
    @Test
    void aChangeMadeBeforeTheRollbacksPatchIsMergedNotOverwritten() throws Exception {
        Path first = release("one", config("a", "1"));
        assertEquals(0, japply("apply", "-f", first.toString()).code());
        Path second = release("two", config("a", "2"), NEVER_READY);
        java.util.concurrent.CompletableFuture<JapplyRun> running = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> japply("apply", "-f", second.toString(), "--wait-ready", "--wait-ready-timeout=3s", "--atomic"));
        while (!"2".equals(cluster.store().get(CONFIGMAPS + "a").at("/data/v").asText())) {
            Thread.sleep(10);
        }
        cluster.store().changeBeforeNextPatch(live -> live.withObject("/metadata").withObject("/labels").put("owner", "ops"));

        JapplyRun run = running.get(60, java.util.concurrent.TimeUnit.SECONDS);

        assertEquals(5, run.code(), run.out() + run.err());
        ObjectNode a = cluster.store().get(CONFIGMAPS + "a");
        assertEquals("1", a.at("/data/v").asText());
        assertEquals("ops", a.at("/metadata/labels/owner").asText(), "the other change survives: " + a);
        long patches = cluster.server().exchanges().stream()
                .filter(e -> e.method().equals("PATCH") && e.path().endsWith("/configmaps/a")).count();
        assertEquals(3, patches, "the apply's, the rollback's refused with 409, the rollback's after reading again");
    }

    private static String labelled(String config) {
        return config.replace("metadata: {name: ", "metadata: {labels: {app: x}, name: ");
    }

    private JapplyRun japply(String... args) {
        return JapplyRun.of(cluster.kubeconfig(), args);
    }

    private static String config(String name, String value) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {v: '" + value + "'}\n";
    }

    private Path release(String name, String... documents) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        Files.writeString(dir.resolve("release.yaml"), String.join("---\n", documents));
        return dir;
    }
}
