package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.Action;
import io.japply.apply.ApplyReport;
import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
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

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private KubernetesClient client;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("shop");
        store.namespace("default");
        client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(Files.readString(server.writeKubeconfig(tmp))))
                .build();
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
    void thePageShowsTheCodeThatRuns() throws Exception {
        String page = Files.readString(Path.of("../docs/library.md"));
        String source = Files.readString(Path.of("src/test/java/io/japply/it/library/Examples.java"));
        Matcher tags = Pattern.compile("// tag::(\\w+)\\[\\]\\n(.*?)\\n\\s*// end::\\1\\[\\]", Pattern.DOTALL).matcher(source);
        int found = 0;
        while (tags.find()) {
            found++;
            String code = tags.group(2).stripIndent();
            assertTrue(page.contains(code), "docs/library.md shows the " + tags.group(1) + " example as it is in Examples.java:\n" + code);
        }
        assertEquals(4, found); // the imports (the packages) and the three examples
    }
}
