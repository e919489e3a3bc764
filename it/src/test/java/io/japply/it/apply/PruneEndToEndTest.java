package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * apply --prune --applyset over HTTP: the set's members are labelled, the parent Secret records the
 * kinds, what left the input is deleted, and nothing outside the set is ever touched; and beside
 * kubectl's own ApplySet prune (KUBECTL_APPLYSET=true) the same parent, labels and pruned objects.
 */
class PruneEndToEndTest {
    private static final String CM = "/api/v1/namespaces/shop/configmaps/";
    private static final String ID_LABEL = "applyset.kubernetes.io/id";
    private static final String PART_OF = "applyset.kubernetes.io/part-of";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;

    @BeforeEach
    void start() throws Exception {
        server = serverWith(store);
        kubeconfig = server.writeKubeconfig(Files.createDirectories(tmp.resolve("japply")));
    }

    private static FakeApiServer serverWith(ObjectStore store) throws Exception {
        FakeApiServer server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "secrets", "Secret", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing();
        for (String ns : List.of("default", "shop", "other")) {
            store.namespace(ns);
        }
        return server;
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A directory with these manifests: ConfigMaps by name, "web" a Deployment. */
    private String input(String... names) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("in-" + String.join("-", names)));
        for (String name : names) {
            Files.writeString(dir.resolve(name + ".yaml"), name.equals("web")
                    ? "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n"
                    + "      containers: [{name: app, image: 'app:1'}]\n"
                    : "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: v}\n");
        }
        return dir.toString();
    }

    private JapplyRun japply(String dir, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("apply", "-f", dir, "-n", "shop", "--prune",
                "--applyset=web-set"));
        args.addAll(List.of(more));
        return JapplyRun.of(kubeconfig, args.toArray(String[]::new));
    }

    private void putConfigMap(String namespace, String name, Map<String, String> labels) throws Exception {
        ObjectNode cm = (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\""
                + name + "\"}}");
        labels.forEach(cm.withObject("/metadata").withObject("/labels")::put);
        store.put("/api/v1/namespaces/" + namespace + "/configmaps/" + name, cm);
    }

    private long deletes() {
        return server.requests().stream().filter(r -> r.getMethod().getName().equals("DELETE")).count();
    }

    @Test
    void whatLeavesTheInputIsPrunedAndNothingOutsideTheSetIsTouched() throws Exception {
        JapplyRun first = japply(input("a", "b", "web"));
        assertEquals(0, first.code(), first.err());
        JsonNode parent = store.get("/api/v1/namespaces/shop/secrets/web-set");
        assertNotNull(parent, "the parent Secret");
        String id = parent.at("/metadata/labels").path(ID_LABEL).asText();
        assertTrue(id.startsWith("applyset-"), parent.toString());
        assertEquals("ConfigMap,Deployment.apps",
                parent.at("/metadata/annotations").path("applyset.kubernetes.io/contains-group-kinds").asText());
        for (String path : List.of(CM + "a", CM + "b", "/apis/apps/v1/namespaces/shop/deployments/web")) {
            assertEquals(id, store.get(path).at("/metadata/labels").path(PART_OF).asText(), path);
        }
        putConfigMap("shop", "outsider", Map.of());
        putConfigMap("shop", "other-set", Map.of(PART_OF, "applyset-another"));
        putConfigMap("other", "elsewhere", Map.of(PART_OF, id)); // a namespace the parent does not list

        server.resetRequests();
        JapplyRun dryRun = japply(input("a", "web"), "--dry-run=client");
        assertEquals(0, dryRun.code(), dryRun.err());
        assertTrue(dryRun.out().contains("configmap/b pruned (dry run)"), dryRun.out());
        assertNotNull(store.get(CM + "b"));
        assertEquals(0, deletes());

        JapplyRun prune = japply(input("a", "web"));
        assertEquals(0, prune.code(), prune.err());
        assertTrue(prune.out().lines().anyMatch("configmap/b pruned"::equals), prune.out());
        assertNull(store.get(CM + "b"));
        assertEquals(1, deletes(), "only b");
        for (String kept : List.of(CM + "a", CM + "outsider", CM + "other-set", "/api/v1/namespaces/other/configmaps/elsewhere")) {
            assertNotNull(store.get(kept), kept);
        }

        JapplyRun narrowed = japply(input("a"));
        assertEquals(0, narrowed.code(), narrowed.err());
        assertTrue(narrowed.out().contains("deployment.apps/web pruned"), narrowed.out());
        assertEquals("ConfigMap", store.get("/api/v1/namespaces/shop/secrets/web-set").at("/metadata/annotations")
                .path("applyset.kubernetes.io/contains-group-kinds").asText());
    }

    private List<JsonNode> deleteBodies() {
        return server.requests().stream().filter(r -> r.getMethod().getName().equals("DELETE"))
                .map(r -> {
                    try {
                        return Json.parse(r.getBodyAsString());
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).toList();
    }

    @Test
    void deletesGoInTheBackgroundAsKubectlsDoAndAServerDryRunDeletesNothing() throws Exception {
        assertEquals(0, japply(input("a", "b", "c")).code());
        server.resetRequests();
        JapplyRun dryRun = japply(input("a", "c"), "--dry-run=server");
        assertEquals(0, dryRun.code(), dryRun.err());
        assertTrue(dryRun.out().lines().anyMatch("configmap/b pruned (server dry run)"::equals), dryRun.out());
        assertNotNull(store.get(CM + "b"), "a server dry run deletes nothing");
        assertEquals("[\"All\"]", deleteBodies().get(0).path("dryRun").toString());

        server.resetRequests();
        assertEquals(0, japply(input("a", "c")).code());
        assertNull(store.get(CM + "b"));
        assertEquals("Background", deleteBodies().get(0).path("propagationPolicy").asText(), "kubectl's default");
        assertTrue(deleteBodies().get(0).path("dryRun").isMissingNode());

        server.resetRequests();
        assertEquals(0, japply(input("a"), "--cascade=orphan").code());
        assertNull(store.get(CM + "c"));
        assertEquals("Orphan", deleteBodies().get(0).path("propagationPolicy").asText());
    }

    @Test
    void anEmptyInputIsRefusedAndPrunesNothing() throws Exception {
        assertEquals(0, japply(input("a", "b")).code());
        server.resetRequests();
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        JapplyRun run = japply(empty.toString());
        assertEquals(1, run.code());
        assertEquals("error: error reading [" + empty + "]: recognized file extensions are [.json .yaml .yml]\n", run.err());
        assertNotNull(store.get(CM + "a"));
        assertNotNull(store.get(CM + "b"));
        assertEquals(List.of(), server.requests(), "nothing sent, not even the parent read");
    }

    /** What japply's server was sent besides reads: writes and deletes. */
    private List<String> writes(FakeApiServer on) {
        return on.requests().stream().filter(r -> !r.getMethod().getName().equals("GET"))
                .map(r -> r.getMethod().getName() + " " + r.getUrl()).toList();
    }

    /**
     * Narrowed inputs beside kubectl, after a set {a, b} was applied by each: a selector with the prune
     * is refused (exit 1, kubectl's words, nothing written); a bad document fails, and nothing is pruned.
     */
    @Test
    @org.junit.jupiter.api.Timeout(value = 5, unit = java.util.concurrent.TimeUnit.MINUTES)
    void aSelectorIsRefusedAndABadDocumentPrunesNothingAsWithKubectl() throws Exception {
        Kubectl.require();
        ObjectStore kubectlStore = new ObjectStore();
        try (FakeApiServer kubectlServer = serverWith(kubectlStore)) {
            Path kubectlConfig = kubectlServer.writeKubeconfig(Files.createDirectories(tmp.resolve("kubectl")));
            Path labelled = Files.createDirectories(tmp.resolve("labelled"));
            Files.writeString(labelled.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, labels: {app: x}}\n");
            Files.writeString(labelled.resolve("b.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n");
            Path bad = Files.createDirectories(tmp.resolve("bad"));
            Files.writeString(bad.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, labels: {app: x}}\n");
            Files.writeString(bad.resolve("b.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [b}\n");
            Path kustomization = Files.createDirectories(tmp.resolve("kustomization"));
            Files.writeString(kustomization.resolve("all.yaml"), Files.readString(labelled.resolve("a.yaml")) + "---\n"
                    + Files.readString(labelled.resolve("b.yaml")));
            Files.writeString(kustomization.resolve("kustomization.yaml"), "resources:\n- all.yaml\n");
            List<List<String>> cases = List.of(List.of("-f", labelled.toString()),
                    List.of("-f", labelled.toString(), "-l", "app=x"),
                    List.of("-f", labelled.toString(), "-l", "app=x", "--dry-run=client"),
                    List.of("-f", labelled.toString(), "--selector=nomatch=x"),
                    List.of("-k", kustomization.toString(), "-l", "app=x"), List.of("-f", bad.toString()));
            for (List<String> c : cases) {
                List<String> args = new java.util.ArrayList<>(List.of("apply", c.get(0), c.get(1), "-n", "shop", "--prune",
                        "--applyset=web-set"));
                args.addAll(c.subList(2, c.size()));
                kubectlServer.resetRequests();
                server.resetRequests();
                List<String> kubectlArgs = new java.util.ArrayList<>(args);
                kubectlArgs.addAll(List.of("--kubeconfig", kubectlConfig.toString(), "--validate=false"));
                Kubectl.Result k = Kubectl.run(Kubectl.binary(), kubectlArgs, Map.of("KUBECTL_APPLYSET", "true"));
                JapplyRun j = JapplyRun.of(kubeconfig, args.toArray(String[]::new));
                String name = String.join(" ", c);
                if (c.size() == 2 && c.get(1).equals(labelled.toString())) {
                    assertEquals(0, k.exitCode(), k.err());
                    assertEquals(0, j.code(), j.err());
                    continue; // the set {a, b}
                }
                assertEquals(1, k.exitCode(), name + ": " + k.err());
                assertEquals(1, j.code(), name + ": " + j.err());
                assertEquals(k.out(), j.out(), name);
                if (c.size() > 2) {
                    assertEquals("error: --selector is incompatible with --applyset\n", k.err(), name);
                    assertEquals(k.err(), j.err(), name);
                    assertEquals(List.of(), writes(server), name + ": nothing written");
                } else {
                    assertTrue(j.err().contains("document 1 for: \"" + bad.resolve("b.yaml") + "\": malformed YAML"), j.err());
                    assertTrue(j.err().contains("error: not pruning: 1 object failed to apply"), j.err());
                }
                assertEquals(0, deletes(), name);
                assertNotNull(store.get(CM + "b"), name);
                assertNotNull(kubectlStore.get(CM + "b"), name);
            }
            // -k is the whole render, as -f is the whole file: what left it is pruned, by both
            Files.writeString(kustomization.resolve("all.yaml"), Files.readString(labelled.resolve("a.yaml")));
            Kubectl.Result k = Kubectl.run(Kubectl.binary(), List.of("apply", "-k", kustomization.toString(), "-n", "shop",
                    "--prune", "--applyset=web-set", "--kubeconfig", kubectlConfig.toString(), "--validate=false"),
                    Map.of("KUBECTL_APPLYSET", "true"));
            JapplyRun j = JapplyRun.of(kubeconfig, "apply", "-k", kustomization.toString(), "-n", "shop", "--prune",
                    "--applyset=web-set");
            assertEquals(0, k.exitCode(), k.err());
            assertEquals(new JapplyRun(0, k.out(), ""), j);
            assertTrue(j.out().lines().anyMatch("configmap/b pruned"::equals), j.out());
            assertEquals(kubectlStore.all().keySet(), store.all().keySet());
        }
    }

    /** kubectl (KUBECTL_APPLYSET=true) and japply on two servers, the same inputs: the same set, the same prune. */
    @Test
    void sideBySideWithKubectlsApplySet() throws Exception {
        Kubectl.require();
        ObjectStore kubectlStore = new ObjectStore();
        try (FakeApiServer kubectlServer = serverWith(kubectlStore)) {
            Path kubectlConfig = kubectlServer.writeKubeconfig(Files.createDirectories(tmp.resolve("kubectl")));
            String second = input("a", "web");
            for (String dir : List.of(input("a", "b", "web"), second)) {
                Kubectl.Result k = Kubectl.run(Kubectl.binary(), List.of("apply", "-f", dir, "-n", "shop", "--prune",
                        "--applyset=web-set", "--kubeconfig", kubectlConfig.toString(), "--validate=false"),
                        Map.of("KUBECTL_APPLYSET", "true"));
                assertEquals(0, k.exitCode(), k.out() + k.err());
                JapplyRun j = japply(dir);
                assertEquals(0, j.code(), j.err());
                assertEquals(k.out(), j.out(), "the same lines as kubectl for " + dir);
                if (dir.equals(second)) {
                    assertTrue(k.out().lines().anyMatch("configmap/b pruned"::equals), k.out());
                }
            }
            JsonNode kubectlParent = kubectlStore.get("/api/v1/namespaces/shop/secrets/web-set");
            JsonNode japplyParent = store.get("/api/v1/namespaces/shop/secrets/web-set");
            assertEquals(kubectlParent.at("/metadata/labels"), japplyParent.at("/metadata/labels"));
            ObjectNode kubectlAnnotations = kubectlParent.at("/metadata/annotations").deepCopy();
            ObjectNode japplyAnnotations = japplyParent.at("/metadata/annotations").deepCopy();
            assertTrue(kubectlAnnotations.remove("applyset.kubernetes.io/tooling").asText().startsWith("kubectl/v1."));
            assertTrue(japplyAnnotations.remove("applyset.kubernetes.io/tooling").asText().startsWith("japply/v"));
            assertEquals(kubectlAnnotations, japplyAnnotations);
            for (String path : List.of(CM + "a", "/apis/apps/v1/namespaces/shop/deployments/web")) {
                assertEquals(kubectlStore.get(path).at("/metadata/labels"), store.get(path).at("/metadata/labels"), path);
            }
            assertEquals(kubectlStore.all().keySet(), store.all().keySet(), "the same objects are left");
        }
    }
}
