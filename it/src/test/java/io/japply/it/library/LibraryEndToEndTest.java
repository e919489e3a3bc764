package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyException;
import io.japply.apply.ApplyReport;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.Japply;
import io.japply.apply.model.PatchType;
import io.japply.it.FakeApiServer;
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

/** The public Java API used as a user would: their own fabric8 client against the stateful fake API server. */
class LibraryEndToEndTest {
    private static final String DEPLOYMENT = "/apis/apps/v1/namespaces/default/deployments/web";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private Path kubeconfig;
    private KubernetesClient client;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        for (String ns : List.of("default", "by-kubectl")) {
            store.namespace(ns);
        }
        kubeconfig = server.writeKubeconfig(tmp);
        client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(Files.readString(kubeconfig))).build();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private static Deployment web(String image, Integer replicas) {
        return new DeploymentBuilder().withNewMetadata().withName("web").endMetadata()
                .withNewSpec().withReplicas(replicas)
                .withNewSelector().addToMatchLabels("app", "web").endSelector()
                .withNewTemplate().withNewMetadata().addToLabels("app", "web").endMetadata()
                .withNewSpec().addNewContainer().withName("web").withImage(image).endContainer().endSpec()
                .endTemplate().endSpec().build();
    }

    @Test
    void createdThenUnchangedWithoutAPatchThenConfigured() {
        Japply japply = Japply.with(client);
        ApplyResult created = japply.apply(web("web:1", 2));
        assertEquals(Action.CREATED, created.action());
        assertEquals(1, server.creates().size());
        assertTrue(created.object().orElseThrow().at("/metadata/resourceVersion").isTextual(), "the server's object");

        ApplyResult unchanged = japply.apply(web("web:1", 2));
        assertEquals(Action.UNCHANGED, unchanged.action());
        assertEquals(0, server.patches().size(), "nothing sent for an unchanged object");
        assertTrue(unchanged.patch().isEmpty());
        assertTrue(unchanged.patchType().isEmpty());

        ApplyResult configured = japply.apply(web("web:2", 2));
        assertEquals(Action.CONFIGURED, configured.action());
        assertEquals(PatchType.STRATEGIC, configured.patchType().orElseThrow());
        assertEquals(1, server.patches().size());
        assertEquals("web:2", store.get(DEPLOYMENT).at("/spec/template/spec/containers/0/image").asText());
        assertEquals("web:2", configured.patch().at("/spec/template/spec/containers/0/image").asText());
    }

    /** The patch the library reports is the one kubectl sends for the same last apply, manifest and live object. */
    @Test
    void thePatchIsKubectls() throws Exception {
        Kubectl.require();
        Japply japply = Japply.with(client);
        japply.namespace("by-kubectl").apply(web("web:1", 2));
        server.resetRequests();
        Path manifest = tmp.resolve("web.yaml");
        Files.writeString(manifest, client.getKubernetesSerialization().asYaml(web("web:2", 3)));
        Kubectl.Result k = Kubectl.run(List.of("apply", "-f", manifest.toString(), "-n", "by-kubectl",
                "--kubeconfig", kubeconfig.toString(), "--validate=false", "--dry-run=server"));
        assertEquals(0, k.exitCode(), k.err());
        ObjectNode kubectlPatch = (ObjectNode) Json.parse(server.patches().get(0).getBodyAsString());
        ApplyResult ours = japply.namespace("by-kubectl").dryRun(DryRun.SERVER).apply(web("web:2", 3));
        assertEquals(kubectlPatch, ours.patch());
        // the offline entry, from the same manifest and live object, makes the same patch
        ObjectNode written = (ObjectNode) Json.parse(client.getKubernetesSerialization().asJson(web("web:2", 3)));
        io.japply.apply.KubectlPatch.Planned offline = io.japply.apply.KubectlPatch.builtIn().namespace("by-kubectl")
                .compute(written, store.get("/apis/apps/v1/namespaces/by-kubectl/deployments/web"));
        assertEquals(kubectlPatch, offline.patch());
        assertEquals(PatchType.STRATEGIC, offline.type());
    }

    /** An operator reconciling a Deployment an autoscaler scales: the replicas stay as the autoscaler set them. */
    @Test
    void replicasScaledByOthersStay() {
        Japply japply = Japply.with(client);
        japply.apply(web("web:1", null));
        ObjectNode live = store.get(DEPLOYMENT);
        live.withObject("/spec").put("replicas", 5);
        store.put(DEPLOYMENT, live);
        ApplyResult result = japply.apply(web("web:2", null));
        assertEquals(Action.CONFIGURED, result.action());
        assertEquals(5, store.get(DEPLOYMENT).at("/spec/replicas").asInt(), "the autoscaler's replicas are kept");
        assertEquals("web:2", store.get(DEPLOYMENT).at("/spec/template/spec/containers/0/image").asText());
    }

    @Test
    void aCustomResourceGetsAJsonMergePatch() {
        Japply japply = Japply.with(client);
        assertEquals(Action.CREATED, japply.apply(widget(1)).action());
        ApplyResult changed = japply.apply(widget(2));
        assertEquals(Action.CONFIGURED, changed.action());
        assertEquals(PatchType.MERGE, changed.patchType().orElseThrow());
        assertEquals(2, store.get("/apis/stable.example.com/v1/namespaces/default/widgets/w").at("/spec/size").asInt());
    }

    private static GenericKubernetesResource widget(int size) {
        return new GenericKubernetesResourceBuilder().withApiVersion("stable.example.com/v1").withKind("Widget")
                .withNewMetadata().withName("w").endMetadata().withAdditionalProperties(Map.of("spec", Map.of("size", size)))
                .build();
    }

    private static ConfigMap configMap(String name) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).endMetadata().addToData("k", name).build();
    }

    @Test
    void oneFailingObjectDoesNotStopTheOthers() {
        GenericKubernetesResource unknown = new GenericKubernetesResourceBuilder().withApiVersion("example.com/v9")
                .withKind("Gadget").withNewMetadata().withName("g").endMetadata().build();
        List<HasMetadata> objects = List.of(configMap("a"), unknown, configMap("b"));
        ApplyReport report = Japply.with(client).apply(objects);
        assertEquals(3, report.results().size());
        assertEquals(List.of(Action.CREATED, Action.FAILED, Action.CREATED),
                report.results().stream().map(ApplyResult::action).toList(), "input order");
        ApplyException error = report.failed().get(0).error().orElseThrow();
        assertEquals(ApplyException.Reason.NOT_FOUND, error.reason());
        assertTrue(error.getMessage().contains("Gadget g"), error.getMessage());
        assertFalse(report.succeeded());
        assertTrue(store.get("/api/v1/namespaces/default/configmaps/b") != null);
    }

    @Test
    void oneObjectThatFailsThrowsATypedError() {
        store.failNextWrite(422, "Invalid", "Deployment.apps \"web\" is invalid: spec.selector: field is immutable");
        ApplyException e = assertThrows(ApplyException.class, () -> Japply.with(client).apply(web("web:1", 1)));
        assertEquals(ApplyException.Reason.INVALID, e.reason());
        assertTrue(e.getMessage().contains("field is immutable"), e.getMessage());
    }

    @Test
    void dryRunsStoreNothing() {
        for (DryRun mode : List.of(DryRun.CLIENT, DryRun.SERVER)) {
            ApplyResult result = Japply.with(client).dryRun(mode).apply(configMap("dry"));
            assertEquals(Action.CREATED, result.action(), mode.name());
        }
        assertNull(store.get("/api/v1/namespaces/default/configmaps/dry"));
    }

    @Test
    void pruneDeletesWhatTheSetNoLongerHas() {
        Japply japply = Japply.with(client).namespace("default").pruneApplySet("configmaps/set");
        assertTrue(japply.apply(List.of(configMap("a"), configMap("b"))).succeeded());
        ApplyReport second = japply.apply(List.of(configMap("a")));
        assertTrue(second.succeeded(), second.toString());
        assertEquals(1, second.pruned().size());
        assertEquals("b", second.pruned().get(0).id().name());
        assertNull(store.get("/api/v1/namespaces/default/configmaps/b"));
        JsonNode kept = store.get("/api/v1/namespaces/default/configmaps/a");
        assertEquals("a", kept.at("/data/k").asText());
    }

    /** A preview with the ApplySet: what prune would delete comes last, with the prune action; nothing is written. */
    @Test
    void previewWithTheApplySetReportsWhatPruneWouldDelete() {
        Japply japply = Japply.with(client).namespace("default").pruneApplySet("configmaps/set");
        assertTrue(japply.apply(List.of(configMap("a"), configMap("b"))).succeeded());
        String parent = store.get("/api/v1/namespaces/default/configmaps/set").toString();
        server.resetRequests();
        io.japply.apply.Preview preview = japply.preview(List.of(configMap("a")));
        assertEquals(List.of("b"), preview.pruned().stream().map(c -> c.id().name()).toList());
        io.japply.apply.Preview.Change b = preview.pruned().get(0);
        assertEquals(io.japply.apply.DiffAction.PRUNE, b.action());
        assertTrue(b.diff().startsWith("diff -u -N LIVE/v1.ConfigMap.default.b MERGED/v1.ConfigMap.default.b\n"), b.diff());
        assertTrue(b.diff().contains(" +0,0 @@\n"), b.diff());
        assertTrue(b.predicted().isMissingNode());
        assertEquals(io.japply.apply.DiffAction.UNCHANGED, preview.objects().get(0).action());
        assertTrue(preview.changed());
        assertTrue(store.get("/api/v1/namespaces/default/configmaps/b") != null, "nothing deleted");
        assertEquals(parent, store.get("/api/v1/namespaces/default/configmaps/set").toString(), "the parent not written");
        assertTrue(server.requests().stream().noneMatch(r -> r.getMethod().getName().equals("DELETE")));
        assertTrue(server.patches().stream().allMatch(p -> p.getUrl().contains("dryRun=All")));
    }

    @Test
    void previewOfflineWithTheApplySetShowsSavedMembersPrunedAndMasked() {
        String id = new io.japply.apply.internal.prune.ApplySet("ConfigMap", "configmaps", "set", "shop").id();
        io.japply.apply.Manifests manifest = io.japply.apply.Manifests.parse("in.yaml",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n");
        io.japply.apply.Manifests live = io.japply.apply.Manifests.parse("live.yaml",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: shop, labels: {applyset.kubernetes.io/part-of: "
                + id + "}}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: db, namespace: shop, labels:"
                + " {applyset.kubernetes.io/part-of: " + id + "}}\ndata: {password: aHVudGVyMg==}\n---\n"
                + "apiVersion: v1\nkind: Secret\nmetadata: {name: other, namespace: shop}\ndata: {k: dg==}\n");
        io.japply.apply.Preview preview = Japply.previewOffline(manifest, live, "shop", "configmaps/set");
        assertEquals(List.of("db"), preview.pruned().stream().map(c -> c.id().name()).toList());
        assertFalse(preview.diff().contains("aHVudGVyMg"), preview.diff());
        assertTrue(preview.pruned().get(0).diff().contains("-  password: '***'\n"), preview.diff());
    }

    @Test
    void previewByTheServerAndByTheEngineChangesNothing() {
        Japply japply = Japply.with(client);
        japply.apply(web("web:1", 2));
        String before = store.get(DEPLOYMENT).toString();
        for (Japply mode : List.of(japply, japply.dryRun(DryRun.CLIENT))) {
            io.japply.apply.Preview preview = mode.preview(List.of(web("web:2", 2), configMap("new")));
            assertTrue(preview.changed());
            assertEquals(2, preview.objects().size());
            String diff = preview.objects().get(0).diff();
            assertTrue(diff.startsWith("diff -u -N LIVE/apps.v1.Deployment.default.web MERGED/apps.v1.Deployment.default.web\n"), diff);
            assertTrue(diff.contains("-      - image: web:1\n+      - image: web:2\n"), diff);
            assertTrue(preview.objects().get(1).live().isEmpty(), "a new object");
            assertEquals("web:2", preview.objects().get(0).predicted().at("/spec/template/spec/containers/0/image").asText());
        }
        assertEquals(before, store.get(DEPLOYMENT).toString(), "a preview writes nothing");
        assertNull(store.get("/api/v1/namespaces/default/configmaps/new"));
        assertTrue(server.patches().stream().allMatch(p -> p.getUrl().contains("dryRun=All")));
    }

    @Test
    void previewOfflineMasksSecrets() {
        io.japply.apply.Manifests manifest = io.japply.apply.Manifests.parse("secret.yaml",
                "apiVersion: v1\nkind: Secret\nmetadata: {name: db}\nstringData: {password: hunter3}\n");
        io.japply.apply.Manifests live = io.japply.apply.Manifests.parse("live.yaml",
                "apiVersion: v1\nkind: Secret\nmetadata: {name: db, namespace: shop}\ndata: {password: aHVudGVyMg==}\n");
        io.japply.apply.Preview preview = Japply.previewOffline(manifest, live, "shop");
        assertTrue(preview.changed());
        assertFalse(preview.diff().contains("hunter"), preview.diff());
        assertFalse(preview.diff().contains("aHVudGVyMg"), preview.diff());
        assertTrue(preview.diff().contains("***"), preview.diff());
    }
}
