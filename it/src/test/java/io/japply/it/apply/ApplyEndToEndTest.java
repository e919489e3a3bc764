package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.threeway.json.Json;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** japply -f through fabric8 against a stateful fake API server, and beside kubectl on the same server. */
class ApplyEndToEndTest {
    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "services", "Service", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
                new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true),
                new FakeApiServer.Served("stable.example.com/v1", "widgets", "Widget", true)).withNamespaces("default", "by-kubectl", "by-japply");


    private JapplyRun japply(String... args) {
        return JapplyRun.of(cluster.kubeconfig(), args);
    }

    private Path manifests(String version) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(version));
        for (String name : List.of("deployment.yaml", "service.yaml", "settings.yaml", "widget.yaml")) {
            String text = new String(getClass().getResourceAsStream("/apply/" + version + "/" + name).readAllBytes(),
                    StandardCharsets.UTF_8);
            Files.writeString(dir.resolve(name), text);
        }
        return dir;
    }

    /** The manifests of a version and enough ConfigMaps and Widgets for japply to read them with a LIST each. */
    private Path manifestsAndMany(String version) throws Exception {
        Path dir = manifests(version);
        Files.writeString(dir.resolve("many.yaml"), many(version));
        return dir;
    }

    /** Enough ConfigMaps and Widgets of one namespace for japply to read them with a LIST each. */
    private static String many(String version) {
        List<String> docs = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            docs.add("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm-" + i + "}\ndata: {version: " + version
                    + (version.equals("v1") ? ", old: x" : "") + "}\n");
            docs.add("apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: w-" + i + "}\nspec: {size: "
                    + version.substring(1) + ", tags: [" + version + "]}\n");
        }
        return String.join("---\n", docs);
    }

    private long requestsTo(String pathPrefix) {
        return cluster.server().requests().stream().filter(r -> r.getMethod().getName().equals("GET")
                && r.getUrl().split("\\?")[0].startsWith(pathPrefix)).count();
    }

    @Test
    void severalObjectsOfAKindAreReadWithOneList() throws Exception {
        String v1 = manifestsAndMany("v1").toString();
        assertEquals(0, japply("-f", v1).code());
        cluster.server().resetRequests();
        JapplyRun again = japply("-f", v1);
        assertEquals(14, again.out().lines().filter(l -> l.endsWith(" unchanged")).count(), again.out() + again.err());
        assertEquals(0, cluster.server().patches().size(), "list items lack apiVersion and kind; japply must not see that as a change");
        assertEquals(1, requestsTo("/api/v1/namespaces/default/configmaps"), "one LIST, no GET per ConfigMap");
        assertEquals(1, requestsTo("/apis/stable.example.com/v1/namespaces/default/widgets"));
        assertEquals(1, requestsTo("/apis/apps/v1/namespaces/default/deployments/web"), "a lone Deployment is read by itself");
    }

    @Test
    void createThenUnchangedWithoutAPatchThenConfigured() throws Exception {
        String v1 = manifests("v1").toString();
        JapplyRun first = japply("-f", v1);
        assertEquals(new JapplyRun(0, "deployment.apps/web created\nservice/web created\nconfigmap/settings created\n"
                + "widget.stable.example.com/w created\n", ""), first);
        JapplyRun again = japply("apply", "-f", v1);
        assertEquals("deployment.apps/web unchanged\nservice/web unchanged\nconfigmap/settings unchanged\n"
                + "widget.stable.example.com/w unchanged\n", again.out());
        assertEquals(0, cluster.server().patches().size(), "an unchanged apply sends no PATCH");
        JapplyRun edit = japply("apply", "-f", manifests("v2").toString());
        assertEquals(0, edit.code(), edit.err());
        assertTrue(edit.out().contains("deployment.apps/web configured"), edit.out());
        JsonNode web = cluster.store().get("/apis/apps/v1/namespaces/default/deployments/web");
        assertEquals("web:2", web.at("/spec/template/spec/containers/0/image").asText());
    }

    @Test
    void aChangeMadeBetweenGetAndPatchIsKept() throws Exception {
        japply("-f", manifests("v1").toString());
        cluster.store().changeBeforeNextPatch(live -> live.withObject("/metadata").withObject("/labels").put("owner", "team-x"));
        JapplyRun run = japply("-f", manifests("v2").resolve("deployment.yaml").toString());
        assertEquals(0, run.code(), run.err());
        JsonNode web = cluster.store().get("/apis/apps/v1/namespaces/default/deployments/web");
        assertEquals("team-x", web.at("/metadata/labels/owner").asText(), "not overwritten");
        assertEquals("web:2", web.at("/spec/template/spec/containers/0/image").asText());
        assertTrue(cluster.server().patches().stream().anyMatch(p -> p.getBodyAsString().contains("\"resourceVersion\"")));
    }

    @Test
    void serverDryRunSendsDryRunAllAndStoresNothing() throws Exception {
        JapplyRun run = japply("-f", manifests("v1").toString(), "--dry-run=server");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("deployment.apps/web created (server dry run)\n"), run.out());
        assertEquals(null, cluster.store().get("/apis/apps/v1/namespaces/default/deployments/web"));
    }

    /** A server error on one object: that object is reported, the others applied; a rerun converges. */
    @Test
    void aFailedWriteIsReportedAndARerunConverges() throws Exception {
        String v1 = manifests("v1").toString();
        cluster.store().failNextWrite(422);
        JapplyRun first = japply("-f", v1, "--concurrency", "1");
        assertEquals(1, first.code());
        assertTrue(first.err().contains("1 of 4 objects failed"), first.err());
        // the ConfigMap's stage comes first (KindOrder), so its write is the one that fails
        // a refused write (422) in kubectl's frame, the file named
        assertTrue(first.err().contains("Error from server (InternalError): error when creating \""), first.err());
        assertTrue(first.err().contains("settings.yaml\": injected failure"), first.err());
        assertFalse(first.err().contains("Exception"), "no stack trace");
        assertEquals(3, first.out().lines().count(), first.out());
        JapplyRun rerun = japply("-f", v1);
        assertEquals(0, rerun.code(), rerun.err());
        assertTrue(rerun.out().contains("configmap/settings created"), rerun.out());
        assertEquals(3, rerun.out().lines().filter(l -> l.endsWith("unchanged")).count(), rerun.out());
    }

    @Test
    void serverSideApplyConflictsNameTheOtherManagers() throws Exception {
        String v1 = manifests("v1").toString();
        JapplyRun created = japply("-f", v1, "--server-side");
        assertEquals(0, created.code(), created.err() + created.out());
        assertTrue(created.out().startsWith("deployment.apps/web serverside-applied\n"), created.out());
        cluster.store().failNextWrite(409, "Conflict", "Apply failed with 1 conflict: conflict with \"hpa-controller\": .spec.replicas");
        JapplyRun conflict = japply("-f", v1, "--server-side");
        assertEquals(1, conflict.code());
        assertTrue(conflict.err().contains("conflict with \"hpa-controller\": .spec.replicas"), conflict.err());
        assertTrue(conflict.err().contains("--force-conflicts"), conflict.err());
        JapplyRun forced = japply("-f", v1, "--server-side", "--force-conflicts");
        assertEquals(0, forced.code(), forced.err());
        assertTrue(cluster.server().patches().stream().anyMatch(p -> p.getUrl().contains("force=true")
                && p.getHeader("Content-Type").startsWith("application/apply-patch+yaml")));
    }

    /** The same sequence (create, drift, edit, drift, edit) by kubectl and by japply leaves the same objects. */
    @Test
    void sideBySideWithKubectl() throws Exception {
        sideBySide();
    }

    /**
     * The same with the release's OpenAPI v3 served: kubectl and japply both take their patch
     * metadata from the server (and both ask for it), and still agree.
     */
    @Test
    void sideBySideWithOpenApiV3FromTheServer() throws Exception {
        cluster.server().servingOpenApiV3();
        sideBySide();
        for (String kubectlOrJapply : List.of("kubectl", "fabric8")) {
            assertTrue(cluster.server().requests().stream().anyMatch(r -> r.getUrl().startsWith("/openapi/v3/apis/apps/v1")
                            && r.getHeader("User-Agent").contains(kubectlOrJapply)),
                    kubectlOrJapply + " read the apps/v1 document: " + cluster.server().requests().stream()
                            .filter(r -> r.getUrl().startsWith("/openapi")).map(r -> r.getUrl() + " " + r.getHeader("User-Agent"))
                            .toList());
        }
    }

    private void sideBySide() throws Exception {
        Kubectl.require();
        for (String version : List.of("v1", "v2", "v3")) {
            String dir = manifestsAndMany(version).toString();
            Kubectl.Result k = Kubectl.run(List.of("apply", "-f", dir, "-n", "by-kubectl", "--kubeconfig",
                    cluster.kubeconfig().toString(), "--validate=false"));
            assertEquals(0, k.exitCode(), k.err());
            JapplyRun j = japply("apply", "-f", dir, "-n", "by-japply");
            assertEquals(0, j.code(), j.err());
            assertEquals(k.out(), j.out(), "the same lines as kubectl after " + version);
            drift("by-kubectl");
            drift("by-japply");
        }
        assertEquals(comparable("by-kubectl"), comparable("by-japply"));
    }

    /** Other actors at work: an autoscaler, a sidecar injector, a labeller. */
    private void drift(String ns) {
        String path = "/apis/apps/v1/namespaces/" + ns + "/deployments/web";
        ObjectNode web = cluster.store().get(path);
        ((ObjectNode) web.get("spec")).put("replicas", web.at("/spec/replicas").asInt() + 2);
        web.withObject("/metadata").withObject("/labels").put("scanned", "yes");
        var containers = (com.fasterxml.jackson.databind.node.ArrayNode) web.at("/spec/template/spec/containers");
        if (!containers.toString().contains("mesh-proxy")) {
            containers.addObject().put("name", "mesh-proxy").put("image", "mesh:1");
        }
        cluster.store().put(path, web);
    }

    /** The stored objects of a namespace without what must differ: namespace, uid, resourceVersion. */
    private Map<String, JsonNode> comparable(String ns) throws Exception {
        Map<String, JsonNode> out = new TreeMap<>();
        for (Map.Entry<String, ObjectNode> e : cluster.store().all().entrySet()) {
            if (!e.getKey().contains("/namespaces/" + ns + "/")) {
                continue;
            }
            ObjectNode o = e.getValue().deepCopy();
            ObjectNode metadata = (ObjectNode) o.get("metadata");
            metadata.remove(List.of("namespace", "uid", "resourceVersion"));
            ObjectNode annotations = (ObjectNode) metadata.get("annotations");
            ObjectNode recorded = (ObjectNode) Json.parse(annotations.get(LastApplied.KEY).asText());
            ((ObjectNode) recorded.get("metadata")).remove("namespace");
            annotations.set(LastApplied.KEY, recorded);
            out.put(e.getKey().replace("/namespaces/" + ns + "/", "/namespaces/NS/"), o);
        }
        return out;
    }
}
