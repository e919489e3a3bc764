package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.Action;
import io.japply.apply.ApplyReport;
import io.japply.apply.model.RollbackResult;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.status.WaitOutcome;
import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/library.md's examples run against the fake API server, and the page shows exactly their code. */
class ExamplesTest {
    private static final String WEB = "/apis/apps/v1/namespaces/shop/deployments/web";
    /** Runs that examples/library's program runs too, word for word (KubectlRuns). */
    private static final List<String> CONSUMER_RUNS = List.of("connect", "prune", "atomic", "wait", "diff");
    /** kubectl's prune kinds (a prune by label lists each) and the widget. */
    private static final List<FakeApiServer.Served> SERVED = List.of(
            served("v1", "configmaps", "ConfigMap"), served("v1", "endpoints", "Endpoints"),
            served("v1", "persistentvolumeclaims", "PersistentVolumeClaim"), served("v1", "pods", "Pod"),
            served("v1", "replicationcontrollers", "ReplicationController"), served("v1", "secrets", "Secret"),
            served("v1", "services", "Service"), served("batch/v1", "jobs", "Job"), served("batch/v1", "cronjobs", "CronJob"),
            served("networking.k8s.io/v1", "ingresses", "Ingress"), served("apps/v1", "daemonsets", "DaemonSet"),
            served("apps/v1", "deployments", "Deployment"), served("apps/v1", "replicasets", "ReplicaSet"),
            served("apps/v1", "statefulsets", "StatefulSet"),
            new FakeApiServer.Served("v1", "namespaces", "Namespace", false),
            new FakeApiServer.Served("v1", "persistentvolumes", "PersistentVolume", false),
            served("stable.example.com/v1", "widgets", "Widget"));

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private KubernetesClient client;
    private Path kubeconfig;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(SERVED).storing();
        store.namespace("shop");
        store.namespace("default");
        kubeconfig = server.writeKubeconfig(tmp);
        client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(Files.readString(kubeconfig))).build();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void reconcileKeepsTheAutoscalersReplicas() {
        assertEquals(Action.CREATED, Examples.reconcile(client, "web:1"));
        assertEquals(Action.UNCHANGED, Examples.reconcile(client, "web:1"));
        ObjectNode scaled = store.get(WEB);
        scaled.withObject("/spec").put("replicas", 5); // the HorizontalPodAutoscaler
        store.put(WEB, scaled);
        assertEquals(Action.CONFIGURED, Examples.reconcile(client, "web:2"));
        assertEquals(5, store.get(WEB).at("/spec/replicas").asInt());
        assertEquals("web:2", store.get(WEB).at("/spec/template/spec/containers/0/image").asText());
    }

    @Test
    void folderAndPreview() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("deploy"));
        Files.writeString(folder.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n"
                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: ''}\n");
        List<String> log = new ArrayList<>();
        ApplyReport report = Examples.applyFolder(client, folder.toString(), log::add);
        assertEquals(Action.CREATED, report.results().get(0).action());
        assertEquals(1, log.size(), log.toString());
        assertTrue(log.get(0).startsWith(folder.resolve("a.yaml") + ", document 2: "), log.get(0));
        Files.writeString(folder.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: w}\n");
        String diff = Examples.previewFolder(client, folder.toString());
        assertTrue(diff.contains("-  k: v\n+  k: w\n"), diff);
        assertEquals("v", store.get("/api/v1/namespaces/default/configmaps/a").at("/data/k").asText());
    }

    @Test
    void pruneByLabelDeletesWhatLeftTheFolderAndNothingElse() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("web"));
        Path others = Files.createDirectories(tmp.resolve("db"));
        Files.writeString(others.resolve("db.yaml"), configMap("db", "app: db", "k: v"));
        Files.writeString(folder.resolve("a.yaml"), configMap("a", "app: web", "k: v"));
        Files.writeString(folder.resolve("b.yaml"), configMap("b", "app: web", "k: v"));
        try (ClusterGateway cluster = Examples.connect(kubeconfig.toString(), "shop")) {
            assertTrue(Examples.applyAndPrune(cluster, others.toString(), "app=db").succeeded());
            ApplyReport first = Examples.applyAndPrune(cluster, folder.toString(), "app=web");
            assertEquals(List.of(Action.CREATED, Action.CREATED), first.results().stream().map(r -> r.action()).toList());
            assertEquals(List.of(), first.pruned());
            Files.delete(folder.resolve("b.yaml"));
            assertEquals(List.of("b"), io.japply.apply.Japply.using(cluster).pruneByLabel("app=web")
                    .preview(io.japply.apply.Manifests.read(List.of(folder.toString()), false)).pruned().stream()
                    .map(c -> c.id().name()).toList(), "the preview shows what the prune will delete");
            ApplyReport second = Examples.applyAndPrune(cluster, folder.toString(), "app=web");
            assertEquals(List.of("b"), second.pruned().stream().map(p -> p.id().name()).toList(), second.toString());
        }
        assertEquals(null, store.get("/api/v1/namespaces/shop/configmaps/b"));
        assertEquals("v", store.get("/api/v1/namespaces/shop/configmaps/db").at("/data/k").asText());
    }

    @Test
    void atomicPutsBackWhatTheFailedCallChanged() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("release"));
        Files.writeString(folder.resolve("a.yaml"), configMap("a", "app: web", "k: v"));
        try (ClusterGateway cluster = Examples.connect(kubeconfig.toString(), "shop")) {
            assertTrue(Examples.applyAtomically(cluster, folder.toString()).rollback().isEmpty());
            Files.writeString(folder.resolve("a.yaml"), configMap("a", "app: web", "k: w"));
            Files.writeString(folder.resolve("b.yaml"), configMap("b", "app: web", "k: v"));
            Files.writeString(folder.resolve("c.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ''}\n");
            ApplyReport report = Examples.applyAtomically(cluster, folder.toString());
            assertEquals(java.util.Set.of("a RESTORED", "b DELETED"), report.rollback().orElseThrow().objects().stream()
                    .map(r -> r.id().name() + " " + r.step()).collect(java.util.stream.Collectors.toSet()));
            assertTrue(report.rollback().orElseThrow().objects().stream().allMatch(RollbackResult::rolledBack));
        }
        assertEquals("v", store.get("/api/v1/namespaces/shop/configmaps/a").at("/data/k").asText());
        assertEquals(null, store.get("/api/v1/namespaces/shop/configmaps/b"));
    }

    @Test
    void waitReportsReadyAndTimedOut() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("ready"));
        Files.writeString(folder.resolve("a.yaml"), configMap("a", "app: web", "k: v"));
        List<String> log = new ArrayList<>();
        try (ClusterGateway cluster = Examples.connect(kubeconfig.toString(), "shop")) {
            ApplyReport ready = Examples.applyAndWait(cluster, folder.toString(), Duration.ofSeconds(30), log::add);
            assertEquals(WaitOutcome.End.ALL_CURRENT, ready.readiness().orElseThrow().end(), ready.toString());
            assertEquals(List.of("ConfigMap shop/a is ready"), log);
            Files.writeString(folder.resolve("web.yaml"), """
                    apiVersion: apps/v1
                    kind: Deployment
                    metadata: {name: web}
                    spec:
                      replicas: 1
                      selector: {matchLabels: {app: web}}
                      template: {metadata: {labels: {app: web}}, spec: {containers: [{name: web, image: web:1}]}}
                    """);
            ApplyReport timedOut = Examples.applyAndWait(cluster, folder.toString(), Duration.ofSeconds(2), log::add);
            WaitOutcome outcome = timedOut.readiness().orElseThrow();
            assertEquals(WaitOutcome.End.TIMED_OUT, outcome.end(), timedOut.toString());
            assertEquals(List.of("web"), outcome.notReady().stream().map(o -> o.ref().name()).toList());
        }
    }

    @Test
    void diffsExitCodeSaysWhetherAnythingWouldChange() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("diff"));
        Files.writeString(folder.resolve("a.yaml"), configMap("a", "app: web", "k: v"));
        StringBuilder out = new StringBuilder();
        try (ClusterGateway cluster = Examples.connect(kubeconfig.toString(), "shop")) {
            assertEquals(1, Examples.diff(cluster, folder.toString(), out::append), out.toString());
            Examples.applyAtomically(cluster, folder.toString());
            out.setLength(0);
            assertEquals(0, Examples.diff(cluster, folder.toString(), out::append), out.toString());
            assertEquals("", out.toString());
            Files.writeString(folder.resolve("a.yaml"), configMap("a", "app: web", "k: w"));
            assertEquals(1, Examples.diff(cluster, folder.toString(), out::append));
            assertTrue(out.toString().contains("-  k: v\n+  k: w\n"), out.toString());
        }
        assertEquals("v", store.get("/api/v1/namespaces/shop/configmaps/a").at("/data/k").asText());
    }

    @Test
    void thePageShowsTheCodeThatRuns() throws Exception {
        String page = Files.readString(Path.of("../docs/library.md"));
        String source = Files.readString(Path.of("src/test/java/io/japply/it/library/Examples.java"));
        String consumer = Files.readString(Path.of("../examples/library/src/main/java/example/KubectlRuns.java"));
        Matcher tags = Pattern.compile("// tag::(\\w+)\\[\\]\\n(.*?)\\n\\s*// end::\\1\\[\\]", Pattern.DOTALL).matcher(source);
        int found = 0;
        while (tags.find()) {
            found++;
            String code = tags.group(2).stripIndent();
            assertTrue(page.contains(code), "docs/library.md shows the " + tags.group(1) + " example as it is in Examples.java:\n" + code);
            if (CONSUMER_RUNS.contains(tags.group(1))) {
                assertTrue(consumer.contains(tags.group(0)), "examples/library's KubectlRuns has the " + tags.group(1)
                        + " example as it is in Examples.java:\n" + tags.group(0));
            }
        }
        assertEquals(9, found); // the imports (the packages) and the eight examples
    }

    private static String configMap(String name, String labels, String data) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + ", labels: {" + labels + "}}\ndata: {" + data + "}\n";
    }

    private static FakeApiServer.Served served(String groupVersion, String plural, String kind) {
        return new FakeApiServer.Served(groupVersion, plural, kind, true);
    }
}
