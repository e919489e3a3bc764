package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * apply --atomic on the real server. The first release's Deployment has no replicas, so the Deployment
 * controller calls it available with no kubelet; the second release asks for a replica, which never
 * starts (there is no kubelet): --wait-ready times out and japply puts every object back.
 */
@RealServer
class AtomicOnRealServerTest {
    static final String DEPLOYMENT = """
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web, labels: {app: web}}
            spec:
              replicas: %d
              selector: {matchLabels: {app: web}}
              template:
                metadata: {labels: {app: web}}
                spec:
                  containers: [{name: web, image: "registry.invalid/web:%s"}]
            """;
    static final String CONFIG = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: %s\n";
    static final String SERVICE = """
            apiVersion: v1
            kind: Service
            metadata: {name: web, labels: {tier: %s}}
            spec:
              selector: {app: web}
              ports: [{name: http, port: %d, targetPort: 8080}]
            """;
    static final String EXTRA = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: added-by-release-2}\ndata: {x: '1'}\n";

    @TempDir
    Path tmp;

    @Test
    @Timeout(240)
    void aReleaseThatNeverBecomesReadyIsRolledBackAndAnotherManagersLabelSurvives(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("atomic");
        Map<String, JsonNode> first = applyFirstRelease(cluster, ns);

        Path second = release("two", String.format(DEPLOYMENT, 1, "2"), String.format(CONFIG, "{a: '2', b: '3'}"),
                String.format(SERVICE, "two", 81), EXTRA);
        CompletableFuture<JapplyRun> running = CompletableFuture.supplyAsync(() -> cluster.japply("apply", "-f",
                second.toString(), "-n", ns, "--wait-ready", "--wait-ready-timeout", "20s", "--atomic"));
        awaitData(cluster, ns, "2");
        // someone else labels the ConfigMap while japply waits: the rollback leaves that label alone
        Kubectl.Result labelled = cluster.kubectl("label", "configmap", "settings", "-n", ns, "owner=ops",
                "--field-manager=ops-team");
        assertEquals(0, labelled.exitCode(), labelled.err());
        JapplyRun run = running.get(200, TimeUnit.SECONDS);

        assertEquals(5, run.code(), run.out() + run.err());
        assertTrue(run.err().contains("rolled back 4 objects after: timed out"), run.err());
        assertTrue(run.out().contains("configmap/added-by-release-2 deleted (rolled back)"), run.out());
        assertTrue(run.out().contains("deployment.apps/web rolled back"), run.out());
        assertNull(cluster.get("configmap", ns, "added-by-release-2"), "the object the release created is gone");
        ObjectNode expectedConfig = (ObjectNode) first.get("configmap/settings").deepCopy();
        expectedConfig.withObject("/metadata").withObject("/labels").put("owner", "ops");
        assertEquals(expectedConfig, ReleaseObjects.comparable(cluster.get("configmap", ns, "settings")));
        assertEquals(first.get("service/web"), ReleaseObjects.comparable(cluster.get("service", ns, "web")));
        assertEquals(first.get("deployment/web"), ReleaseObjects.comparable(cluster.get("deployment", ns, "web")));
    }

    @Test
    @Timeout(180)
    void anInvalidObjectRollsTheOthersBackBeforeAnyWait(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("atomic-invalid");
        Map<String, JsonNode> first = applyFirstRelease(cluster, ns);
        String invalid = "apiVersion: v1\nkind: Service\nmetadata: {name: broken}\nspec: {ports: [{port: 99999}]}\n";
        Path second = release("invalid", String.format(DEPLOYMENT, 0, "2"), String.format(CONFIG, "{a: '2'}"),
                String.format(SERVICE, "two", 81), EXTRA, invalid);

        JapplyRun run = cluster.japply("apply", "-f", second.toString(), "-n", ns, "--wait-ready",
                "--wait-ready-timeout", "60s", "--atomic", "--summary=json");

        assertEquals(5, run.code(), run.out() + run.err());
        assertTrue(run.err().contains("not waiting for readiness"), run.err());
        JsonNode summary = io.japply.threeway.json.Json.parse(run.out());
        assertEquals(5, summary.path("exitCode").asInt());
        assertTrue(summary.at("/rollback/complete").asBoolean(), run.out());
        assertTrue(summary.at("/rollback/cause").asText().contains("99999"), run.out());
        assertEquals(4, summary.at("/rollback/objects").size(), run.out());
        assertNull(cluster.get("configmap", ns, "added-by-release-2"));
        assertNull(cluster.get("service", ns, "broken"));
        assertEquals(first, ReleaseObjects.live(cluster, ns, first.keySet().toArray(String[]::new)));
    }

    @Test
    @Timeout(240)
    void aPrunedMemberIsCreatedAgainAndTheApplySetParentIsAsItWas(Cluster cluster) throws Exception {
        Kubectl.require();
        String ns = cluster.namespace("atomic-prune");
        String old = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: old}\ndata: {kept: 'until release 2'}\n";
        Path first = release("one", String.format(DEPLOYMENT, 0, "1"), String.format(CONFIG, "{a: '1'}"), old);
        String[] prune = {"--prune", "--applyset=configmaps/release", "-n", ns};
        JapplyRun applied = cluster.japply(args(prune, "apply", "-f", first.toString(), "--wait-ready",
                "--wait-ready-timeout", "60s"));
        assertEquals(0, applied.code(), applied.out() + applied.err());
        JsonNode parentBefore = cluster.get("configmap", ns, "release").at("/metadata");
        JsonNode oldBefore = cluster.get("configmap", ns, "old");
        Path second = release("two", String.format(DEPLOYMENT, 1, "2"), String.format(CONFIG, "{a: '2'}"),
                String.format(SERVICE, "two", 81));

        JapplyRun run = cluster.japply(args(prune, "apply", "-f", second.toString(), "--wait-ready",
                "--wait-ready-timeout", "10s", "--atomic"));

        assertEquals(5, run.code(), run.out() + run.err());
        assertTrue(run.out().contains("configmap/old pruned\n"), run.out());
        assertTrue(run.out().contains("configmap/old created again (rolled back)\n"), run.out());
        assertTrue(run.out().contains("service/web deleted (rolled back)\n"), run.out());
        assertTrue(run.out().contains("configmap/release rolled back\n"), run.out());
        JsonNode oldAfter = cluster.get("configmap", ns, "old");
        assertEquals(oldBefore.path("data"), oldAfter.path("data"));
        assertEquals(oldBefore.at("/metadata/labels"), oldAfter.at("/metadata/labels"), "the ApplySet's label too");
        assertEquals(oldBefore.at("/metadata/annotations"), oldAfter.at("/metadata/annotations"));
        JsonNode parentAfter = cluster.get("configmap", ns, "release").at("/metadata");
        assertEquals(parentBefore.path("annotations"), parentAfter.path("annotations"));
        assertEquals(parentBefore.path("labels"), parentAfter.path("labels"));
        assertNull(cluster.get("service", ns, "web"));
        assertEquals("1", cluster.get("configmap", ns, "settings").at("/data/a").asText());
    }

    private static String[] args(String[] tail, String... head) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    @Test
    void aDryRunIsRefused(Cluster cluster) {
        JapplyRun run = cluster.japply("apply", "-f", "/nonexistent.yaml", "--dry-run=server", "--atomic");
        assertEquals(2, run.code(), run.err());
        assertEquals("error: --atomic cannot be used with --dry-run: a dry run changes nothing, so there is nothing"
                + " to roll back (see 'japply apply --help')\n", run.err());
    }

    /** The first release, applied and ready; its objects as the server then stores them. */
    private Map<String, JsonNode> applyFirstRelease(Cluster cluster, String ns) throws Exception {
        Path first = release("one", String.format(DEPLOYMENT, 0, "1"), String.format(CONFIG, "{a: '1'}"),
                String.format(SERVICE, "one", 80));
        JapplyRun applied = cluster.japply("apply", "-f", first.toString(), "-n", ns, "--wait-ready",
                "--wait-ready-timeout", "60s");
        assertEquals(0, applied.code(), applied.out() + applied.err());
        return ReleaseObjects.live(cluster, ns, "deployment/web", "configmap/settings", "service/web");
    }

    private Path release(String name, String... documents) throws Exception {
        return ReleaseObjects.write(tmp, name, documents);
    }

    private static void awaitData(Cluster cluster, String ns, String value) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            JsonNode config = cluster.get("configmap", ns, "settings");
            if (config != null && value.equals(config.at("/data/a").asText())) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the second release never reached the ConfigMap");
    }

}
