package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.ApplyException;
import io.japply.apply.ApplyReport;
import io.japply.apply.model.DryRun;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * The prune's rules from Java, as on the command line: nothing outside what was passed is a reason to
 * delete. An empty input, or options that cannot work, is the documented {@link ApplyException}, thrown
 * before anything is sent; a document that is no object fails, and nothing is pruned.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LibraryPruneSafetyTest {
    private static final String CM = "/api/v1/namespaces/default/configmaps/";

    @TempDir
    Path tmp;

    private final ObjectStore store = new ObjectStore();
    private FakeApiServer server;
    private KubernetesClient client;
    private Japply japply;

    @BeforeEach
    void start() throws Exception {
        server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        Path kubeconfig = server.writeKubeconfig(tmp);
        client = new KubernetesClientBuilder().withConfig(Config.fromKubeconfig(Files.readString(kubeconfig))).build();
        japply = Japply.with(client).namespace("default").pruneApplySet("configmaps/set");
        assertTrue(japply.apply(List.of(configMap("a"), configMap("b"))).succeeded());
        server.resetRequests();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private static ConfigMap configMap(String name) {
        return new ConfigMapBuilder().withNewMetadata().withName(name).endMetadata().addToData("k", name).build();
    }

    private ApplyException refused(Executable call) {
        ApplyException e = assertThrows(ApplyException.class, call);
        assertEquals(ApplyException.Reason.INVALID_INPUT, e.reason());
        assertEquals(List.of(), server.requests().stream().map(r -> r.getMethod() + " " + r.getUrl()).toList(),
                "nothing sent, not even the parent read");
        assertNotNull(store.get(CM + "a"));
        assertNotNull(store.get(CM + "b"));
        return e;
    }

    @Test
    void anEmptyInputIsRefusedWithTheDocumentedExceptionAndPrunesNothing() {
        for (Japply mode : List.of(japply, japply.dryRun(DryRun.CLIENT), japply.dryRun(DryRun.SERVER))) {
            ApplyException e = refused(() -> mode.apply(List.of()));
            assertEquals("no objects passed to apply: nothing was sent, no member of the ApplySet configmaps/set"
                    + " was pruned", e.getMessage());
            assertEquals("configmaps/set", e.source());
            refused(() -> mode.apply(Manifests.parse("empty.yaml", "---\n# nothing\n")));
        }
        ApplyException plain = refused(() -> Japply.with(client).apply(List.of()));
        assertEquals("no objects passed to apply: nothing was sent", plain.getMessage());
    }

    @Test
    void optionsThatCannotWorkAreTheDocumentedExceptionToo() {
        ApplyException noNamespace = refused(() -> Japply.with(client).pruneApplySet("set").apply(List.of(configMap("a"))));
        assertTrue(noNamespace.getMessage().startsWith("pruneApplySet(\"set\") needs namespace(...)"), noNamespace.getMessage());
        refused(() -> japply.force(true).apply(List.of(configMap("a"))));
        refused(() -> Japply.with(client).namespace("default").pruneApplySet("deployments.apps/set").apply(List.of(configMap("a"))));
    }

    /** A prune by label (kubectl's --prune -l) is held to the command line's checks, before anything is sent. */
    @Test
    void aPruneByLabelIsCheckedAsTheCommandLineChecksIt() {
        for (String none : java.util.Arrays.asList("", " ", null)) {
            assertThrows(IllegalArgumentException.class, () -> Japply.with(client).pruneByLabel(none), "never all objects");
        }
        refused(() -> japply.pruneByLabel("app=web").apply(List.of(configMap("a")))); // and an ApplySet
        refused(() -> Japply.with(client).pruneByLabel("app=web").force(true).apply(List.of(configMap("a"))));
        ApplyException empty = refused(() -> Japply.with(client).pruneByLabel("app=web").apply(List.of()));
        assertEquals("no objects passed to apply: nothing was sent", empty.getMessage());
    }

    /** The parent cannot be read (no server there): the documented exception, with the reason as an enum. */
    @Test
    void aParentThatCannotBeReadIsTheDocumentedException() throws Exception {
        Path closed = FakeApiServer.writeKubeconfig(Files.createDirectories(tmp.resolve("closed")),
                "http://127.0.0.1:" + FakeApiServer.closedPort());
        Config config = Config.fromKubeconfig(Files.readString(closed));
        config.setRequestRetryBackoffLimit(0);
        config.setRequestTimeout(2000);
        try (KubernetesClient unreachable = new KubernetesClientBuilder().withConfig(config).build()) {
            ApplyException e = assertThrows(ApplyException.class, () -> Japply.with(unreachable).namespace("default")
                    .pruneApplySet("set").apply(List.of(configMap("a"))));
            assertEquals(ApplyException.Reason.UNREACHABLE, e.reason(), e.getMessage());
            assertEquals("set", e.source());
        }
    }

    @Test
    void aDocumentThatIsNoObjectFailsAndNothingIsPruned() {
        for (String bad : List.of("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [b}\n",
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {labels: {x: y}}\n")) {
            ApplyReport report = japply.apply(Manifests.parse("set.yaml",
                    "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: a}\n---\n" + bad));
            assertEquals(1, report.failed().size(), bad);
            assertTrue(report.pruneSkipped(), bad);
            assertEquals(List.of(), report.pruned(), bad);
            assertNotNull(store.get(CM + "b"), bad);
            assertEquals(0, server.requests().stream().filter(r -> r.getMethod().getName().equals("DELETE")).count());
        }
    }
}
