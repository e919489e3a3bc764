package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * diff --prune --applyset over HTTP: the objects it shows removed are the ones apply --prune
 * --dry-run=server names pruned, and nothing is written; beside kubectl's diff --prune -l with
 * the selector of the set's part-of label, the same removal diffs and the same LIVE/MERGED files.
 */
@Timeout(300)
class DiffPruneEndToEndTest {
    private static final String PART_OF = "applyset.kubernetes.io/part-of";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;
    private String id;

    @BeforeEach
    void appliedSet() throws Exception {
        server = new FakeApiServer(store).start().serving(List.of(
                new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "secrets", "Secret", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true))).storing();
        for (String ns : List.of("default", "shop", "other")) {
            store.namespace(ns);
        }
        kubeconfig = server.writeKubeconfig(Files.createDirectories(tmp.resolve("config")));
        JapplyRun applied = japply("apply", "-f", input("all", "", "a", "b", "web", "s"));
        assertEquals(0, applied.code(), applied.err());
        id = store.get("/api/v1/namespaces/shop/secrets/web-set").at("/metadata/labels")
                .path("applyset.kubernetes.io/id").asText();
        store.put("/api/v1/namespaces/shop/configmaps/outsider", (com.fasterxml.jackson.databind.node.ObjectNode)
                Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"outsider\"}}"));
        server.resetRequests();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** A directory of manifests: ConfigMaps by name, "web" a Deployment, "s" a Secret; {@code labels} YAML flow entries. */
    private String input(String name, String labels, String... objects) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        String meta = labels.isEmpty() ? "" : ", labels: {" + labels + "}";
        for (String object : objects) {
            Files.writeString(dir.resolve(object + ".yaml"), switch (object) {
                case "web" -> "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web" + meta + "}\nspec:\n"
                        + "  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n"
                        + "    spec:\n      containers: [{name: app, image: 'app:1'}]\n";
                case "s" -> "apiVersion: v1\nkind: Secret\nmetadata: {name: s" + meta + "}\ndata: {password: aHVudGVyMg==}\n";
                default -> "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + object + meta + "}\ndata: {k: v}\n";
            });
        }
        return dir.toString();
    }

    private JapplyRun japply(String verb, String... more) {
        return japply(Map.of(), verb, more);
    }

    private JapplyRun japply(Map<String, String> env, String verb, String... more) {
        List<String> args = new ArrayList<>(List.of(verb, "-n", "shop", "--prune", "--applyset=web-set"));
        args.addAll(List.of(more));
        return JapplyRun.of(kubeconfig, env, args.toArray(String[]::new));
    }

    private Kubectl.Result kubectlDiff(String dir, Map<String, String> env) throws Exception {
        return Kubectl.run(Kubectl.binary(), List.of("diff", "-f", dir, "-n", "shop", "--prune", "-l", PART_OF + "=" + id,
                "--prune-allowlist=core/v1/ConfigMap", "--prune-allowlist=core/v1/Secret",
                "--prune-allowlist=apps/v1/Deployment", "--kubeconfig", kubeconfig.toString()), env);
    }

    /** Every write a dry run, no DELETE, the parent only read. */
    private void nothingWritten() {
        server.requests().forEach(r -> {
            String method = r.getMethod().getName();
            assertFalse(method.equals("DELETE"), "no DELETE: " + r.getUrl());
            if (!method.equals("GET")) {
                assertTrue(r.getUrl().contains("dryRun=All"), "a dry run: " + method + " " + r.getUrl());
                assertFalse(r.getUrl().contains("/secrets/web-set"), "the parent is not written: " + r.getUrl());
            }
        });
    }

    @Test
    void theObjectsShownRemovedAreTheOnesApplyPrunesInAServerDryRun() throws Exception {
        String kept = input("kept", "", "a");
        JapplyRun diff = japply("diff", "-f", kept, "-o", "json", "--counts");
        assertEquals(1, diff.code(), diff.err());
        nothingWritten();
        Set<String> shown = new TreeSet<>();
        for (JsonNode o : Json.parse(diff.out()).path("objects")) {
            if (o.path("action").asText().equals("prune")) {
                String apiVersion = o.path("apiVersion").asText();
                String group = apiVersion.contains("/") ? "." + apiVersion.substring(0, apiVersion.indexOf('/')) : "";
                shown.add(o.path("kind").asText().toLowerCase(java.util.Locale.ROOT) + group + "/" + o.path("name").asText());
            }
        }
        assertEquals("0 objects changed, 0 to create, 1 unchanged, 3 to delete\n", diff.err());

        JapplyRun dryRun = japply("apply", "-f", kept, "--dry-run=server");
        assertEquals(0, dryRun.code(), dryRun.err());
        Set<String> pruned = dryRun.out().lines().filter(l -> l.endsWith(" pruned (server dry run)"))
                .map(l -> l.substring(0, l.indexOf(' '))).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of("configmap/b", "deployment.apps/web", "secret/s"), pruned);
        assertEquals(pruned, shown, "diff shows removed what apply prunes");
        assertTrue(store.get("/api/v1/namespaces/shop/configmaps/b") != null, "nothing deleted");
    }

    /**
     * kubectl diff --prune -l part-of=ID (its input carrying the label, which japply adds itself) on
     * the same server: the same removal diff per object, Secret values shown (kubectl does not mask
     * pruned Secrets; japply does unless --show-secrets).
     */
    @Test
    void theSameRemovalDiffsAsKubectlDiffPrune() throws Exception {
        Kubectl.require();
        Kubectl.Result k = kubectlDiff(input("k", PART_OF + ": " + id, "a"), Map.of());
        assertEquals(1, k.exitCode(), k.err());
        JapplyRun j = japply("diff", "-f", input("j", "", "a"), "--show-secrets");
        assertEquals(1, j.code(), j.err());
        Map<String, String> byKubectl = blocks(k.out().replaceAll("/tmp/(LIVE|MERGED)-\\d+/", "$1/")
                .replaceAll("(?m)^(---|\\+\\+\\+) (\\S+)\\t.*$", "$1 $2"));
        Map<String, String> byJapply = blocks(j.out());
        assertEquals(Set.of("apps.v1.Deployment.shop.web", "v1.ConfigMap.shop.b", "v1.Secret.shop.s"), byKubectl.keySet());
        assertEquals(byKubectl, byJapply);

        JapplyRun masked = japply("diff", "-f", input("j", "", "a"));
        assertFalse(masked.out().contains("aHVudGVyMg=="), masked.out());
        assertTrue(blocks(masked.out()).get("v1.Secret.shop.s").contains("-  password: '***'\n"), masked.out());
    }

    /** The unified diff per object file, by its name; resourceVersions aside (every dry run bumps the store's). */
    private static Map<String, String> blocks(String out) {
        Map<String, String> blocks = new TreeMap<>();
        for (String block : out.split("(?m)^(?=diff -u -N )")) {
            if (!block.isEmpty()) {
                String name = block.substring("diff -u -N LIVE/".length(), block.indexOf(' ', "diff -u -N LIVE/".length()));
                blocks.put(name, block.replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: N"));
            }
        }
        return blocks;
    }

    /** KUBECTL_EXTERNAL_DIFF: as kubectl, each object to be pruned written into LIVE-* only, none into MERGED-*. */
    @Test
    void theSameFilesAsKubectlForTheExternalDiff() throws Exception {
        Kubectl.require();
        Map<String, String> byKubectl = recorded("kubectl", input("k", PART_OF + ": " + id, "a"));
        Map<String, String> byJapply = recorded("japply", input("j", "", "a"));
        assertEquals(byKubectl.keySet(), byJapply.keySet());
        assertTrue(byKubectl.containsKey("live/v1.ConfigMap.shop.b") && !byKubectl.containsKey("merged/v1.ConfigMap.shop.b"),
                byKubectl.keySet().toString());
        byKubectl.forEach((name, text) -> assertEquals(text, byJapply.get(name), name));
    }

    private Map<String, String> recorded(String tool, String dir) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve("by-" + tool));
        Path script = Files.writeString(tmp.resolve(tool + ".sh"), "#!/bin/sh\ncp -r \"$1\" " + copy.resolve("live")
                + "\ncp -r \"$2\" " + copy.resolve("merged") + "\nexit 1\n");
        script.toFile().setExecutable(true);
        Map<String, String> env = Map.of("KUBECTL_EXTERNAL_DIFF", script.toString());
        int code = tool.equals("kubectl") ? kubectlDiff(dir, env).exitCode()
                : japply(env, "diff", "-f", dir, "--show-secrets").code();
        assertEquals(1, code, tool);
        Map<String, String> files = new TreeMap<>();
        for (String side : List.of("live", "merged")) {
            try (Stream<Path> list = Files.list(copy.resolve(side))) {
                for (Path f : list.toList()) {
                    files.put(side + "/" + f.getFileName(), Files.readString(f)
                            .replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: N")
                            .replace(PART_OF + ": " + id, PART_OF + ": ID"));
                }
            }
        }
        return files;
    }
}
