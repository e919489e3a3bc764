package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * kubectl's migration between client-side and server-side apply (client-go util/csaupgrade), side by side
 * with the reference kubectl (1.37.2): kubectl in one namespace, japply in another, the same steps; the
 * objects (managedFields included, times aside) must come out the same.
 */
@RealServer
@Timeout(180)
class ServerSideMigrationTest {
    @TempDir
    Path dir;

    private static final String V1 = """
            apiVersion: v1
            kind: ConfigMap
            metadata:
              name: settings
              labels: {team: a, tier: web}
            data: {a: "1", b: "2", c: "3"}
            ---
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web}
            spec:
              replicas: 2
              selector: {matchLabels: {app: web}}
              template:
                metadata: {labels: {app: web}}
                spec:
                  containers:
                  - name: web
                    image: nginx:1.27.0
                    env: [{name: A, value: "1"}, {name: B, value: "2"}]
            """;

    /** V1 less a label, a data key and an env var; one more data key. */
    private static final String V2 = V1.replace("labels: {team: a, tier: web}", "labels: {team: a}")
            .replace("data: {a: \"1\", b: \"2\", c: \"3\"}", "data: {a: \"1\", c: \"3\", d: \"4\"}")
            .replace("[{name: A, value: \"1\"}, {name: B, value: \"2\"}]", "[{name: A, value: \"1\"}]");

    private Path file(String name, String text) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, text);
        return file;
    }

    /** One step by both tools, kubectl in {@code kc}, japply in {@code ja}: the same exit code and warnings. */
    private void both(Cluster cluster, String kc, String ja, Path file, String... flags) {
        List<String> args = new java.util.ArrayList<>(List.of("apply", "-f", file.toString()));
        args.addAll(List.of(flags));
        List<String> k = new java.util.ArrayList<>(args);
        k.addAll(List.of("-n", kc));
        List<String> j = new java.util.ArrayList<>(args);
        j.addAll(List.of("-n", ja));
        Kubectl.Result kubectl = cluster.kubectl(k.toArray(String[]::new));
        JapplyRun japply = cluster.japply(j.toArray(String[]::new));
        assertEquals(kubectl.exitCode(), japply.code(), kubectl.err() + "\n---\n" + japply.err());
        assertEquals(kubectl.out().replace(kc, "NS"), japply.out().replace(ja, "NS"));
        assertEquals(warnings(kubectl.err().replace(kc, "NS")), warnings(japply.err().replace(ja, "NS")));
    }

    /** The object with its managedFields. */
    private static final class Live {
        static com.fasterxml.jackson.databind.JsonNode managed(Cluster cluster, String kind, String ns, String name) {
            Kubectl.Result got = cluster.kubectl("get", kind, name, "-n", ns, "-o", "json", "--show-managed-fields");
            try {
                return new com.fasterxml.jackson.databind.ObjectMapper().readTree(got.out());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    private static List<String> warnings(String err) {
        return err.lines().filter(l -> l.startsWith("Warning:")).toList();
    }

    private static void sameObjects(Cluster cluster, String kc, String ja) {
        assertEquals(LiveObjects.of(cluster, "configmaps,deployments", kc, true),
                LiveObjects.of(cluster, "configmaps,deployments", ja, true));
    }

    @Test
    void clientSideThenServerSideWithFieldsRemoved(Cluster cluster) throws IOException {
        String kc = cluster.namespace("kubectl");
        String ja = cluster.namespace("japply");
        both(cluster, kc, ja, file("v1", V1));
        both(cluster, kc, ja, file("v2", V2), "--server-side");
        sameObjects(cluster, kc, ja);
        var settings = Live.managed(cluster, "configmap", ja, "settings");
        assertFalse(settings.at("/data").has("b"), "a key dropped from the manifest is removed: " + settings);
        assertFalse(settings.at("/metadata/labels").has("tier"), settings.toString());
        var managers = settings.at("/metadata/managedFields").findValuesAsText("manager");
        assertFalse(managers.contains("kubectl-client-side-apply"), managers.toString());
        assertTrue(managers.contains("kubectl-last-applied"), managers.toString());
        both(cluster, kc, ja, file("v2", V2), "--server-side");
        sameObjects(cluster, kc, ja);
    }

    @Test
    void severalClientSideManagersAndAnObjectWithoutManagedFields(Cluster cluster) throws IOException {
        String kc = cluster.namespace("kubectl");
        String ja = cluster.namespace("japply");
        both(cluster, kc, ja, file("v1", V1));
        both(cluster, kc, ja, file("v1b", V1.replace("nginx:1.27.0", "nginx:1.27.1")), "--field-manager=deployer");
        for (String ns : List.of(kc, ja)) {
            // fields set before the server tracked managers: its first apply names them before-first-apply
            assertEquals(0, cluster.kubectl("patch", "configmap", "settings", "-n", ns, "--type=merge",
                    "-p", "{\"metadata\":{\"managedFields\":[{}]}}").exitCode());
        }
        both(cluster, kc, ja, file("v2", V2), "--server-side");
        sameObjects(cluster, kc, ja);
        // only the manager owning the last-applied annotation moves (kubectl's rule): the first apply's
        // kubectl-client-side-apply keeps the env var it set
        assertTrue(cluster.get("deployment", ja, "web").at("/spec/template/spec/containers/0/env").toString()
                .contains("\"B\""));
    }

    @Test
    void serverSideThenBackToClientSide(Cluster cluster) throws IOException {
        String kc = cluster.namespace("kubectl");
        String ja = cluster.namespace("japply");
        both(cluster, kc, ja, file("v1", V1));
        both(cluster, kc, ja, file("v1s", V1.replace("c: \"3\"", "c: \"33\"")), "--server-side");
        both(cluster, kc, ja, file("v2", V2));
        sameObjects(cluster, kc, ja);
        both(cluster, kc, ja, file("v1", V1), "--server-side");
        sameObjects(cluster, kc, ja);
        String fresh = cluster.namespace("kubectl-fresh");
        String freshJa = cluster.namespace("japply-fresh");
        both(cluster, fresh, freshJa, file("v1", V1), "--server-side");
        // the deployment controller stamps its revision annotation meanwhile; whichever write makes the
        // annotations map owns it ("." in managedFields), so both sides wait for the stamp first
        awaitRevision(cluster, fresh);
        awaitRevision(cluster, freshJa);
        both(cluster, fresh, freshJa, file("v2", V2));
        sameObjects(cluster, fresh, freshJa);
    }

    private static void awaitRevision(Cluster cluster, String ns) {
        for (long deadline = System.nanoTime() + 30_000_000_000L; System.nanoTime() < deadline; ) {
            if (cluster.get("deployment", ns, "web").at("/metadata/annotations/deployment.kubernetes.io~1revision").isTextual()) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("the deployment controller did not stamp deployment/web in " + ns + " within 30 s");
    }
}
