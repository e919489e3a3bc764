package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.FieldValidation;
import io.japply.apply.Japply;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * --validate against a server that checks fields as the API server does, japply and kubectl side by
 * side on two such servers: a typo ({@code spec.replica}) fails both with the server's message under
 * strict, warns both under warn, passes both silently under ignore; the same query parameters on
 * every write; the server's Warning headers printed as kubectl prints them.
 */
class ValidationEndToEndTest {
    private static final String WEB = "/apis/apps/v1/namespaces/default/deployments/web";
    private static final String STRICT_CREATE = "Deployment in version \"v1\" cannot be handled as a Deployment:"
            + " strict decoding error: unknown field \"spec.replica\"";

    @TempDir
    Path tmp;

    private final ObjectStore japplyStore = new ObjectStore();
    private final ObjectStore kubectlStore = new ObjectStore();
    private FakeApiServer japplyServer;
    private FakeApiServer kubectlServer;
    private Path japplyConfig;
    private Path kubectlConfig;
    private Path manifest;

    @BeforeEach
    void start() throws Exception {
        japplyServer = server(japplyStore);
        kubectlServer = server(kubectlStore);
        japplyConfig = japplyServer.writeKubeconfig(Files.createDirectories(tmp.resolve("japply")));
        kubectlConfig = kubectlServer.writeKubeconfig(Files.createDirectories(tmp.resolve("kubectl")));
        manifest = tmp.resolve("web.yaml");
        web("  replica: 5\n");
    }

    private static FakeApiServer server(ObjectStore store) throws Exception {
        store.namespace("default");
        store.checkFields();
        return new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).servingOpenApiV3().storing();
    }

    @AfterEach
    void stop() {
        japplyServer.close();
        kubectlServer.close();
    }

    private void web(String extraSpec) throws Exception {
        Files.writeString(manifest, "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n" + extraSpec
                + "  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n"
                + "    spec:\n      containers:\n      - {name: app, image: 'app:1'}\n");
    }

    private record Both(JapplyRun japply, Kubectl.Result kubectl) {
    }

    private Both apply(String... flags) throws Exception {
        List<String> args = new ArrayList<>(List.of("apply", "-f", manifest.toString()));
        args.addAll(List.of(flags));
        JapplyRun j = JapplyRun.of(japplyConfig, args.toArray(String[]::new));
        args.addAll(List.of("--kubeconfig", kubectlConfig.toString()));
        return new Both(j, Kubectl.run(args));
    }

    @Test
    void strictRefusesTheTypoWithTheServersMessageForBoth() throws Exception {
        Kubectl.require();
        for (String flags : List.of("", "--validate=strict", "--validate=true")) {
            Both run = apply(flags.isEmpty() ? new String[0] : new String[] {flags});
            assertEquals(1, run.kubectl().exitCode(), run.kubectl().err());
            assertTrue(run.kubectl().err().contains(STRICT_CREATE), run.kubectl().err());
            assertEquals(1, run.japply().code(), run.japply().err());
            assertTrue(run.japply().err().contains(STRICT_CREATE), run.japply().err());
            assertFalse(run.japply().err().contains("Exception"), run.japply().err());
        }
        assertNull(japplyStore.get(WEB), "nothing created");
        assertNull(kubectlStore.get(WEB));
    }

    @Test
    void strictRefusesATypoInAPatchOfALiveObject() throws Exception {
        Kubectl.require();
        web("  replicas: 2\n");
        Both first = apply();
        assertEquals(0, first.kubectl().exitCode(), first.kubectl().err());
        assertEquals(0, first.japply().code(), first.japply().err());
        web("  replicas: 2\n  replica: 5\n");
        Both run = apply();
        String error = "strict decoding error: unknown field \"spec.replica\"";
        assertEquals(1, run.kubectl().exitCode());
        assertTrue(run.kubectl().err().contains(error), run.kubectl().err());
        assertEquals(1, run.japply().code());
        assertTrue(run.japply().err().contains(error), run.japply().err());
        String kubectlsWords = "The request is invalid: patch: Invalid value: \"map[metadata:map[annotations:";
        assertTrue(run.kubectl().err().startsWith(kubectlsWords), run.kubectl().err());
        // the run's only error: kubectl's words from the answer's details, as kubectl's
        assertTrue(run.japply().err().startsWith(kubectlsWords), run.japply().err());
        assertEquals(japplyStore.get(WEB).get("spec"), kubectlStore.get(WEB).get("spec"), "neither patch landed");
    }

    @Test
    void warnAppliesWithoutTheFieldAndPrintsTheServersWarningAsKubectlDoes() throws Exception {
        Kubectl.require();
        Both run = apply("--validate=warn");
        assertEquals(0, run.kubectl().exitCode(), run.kubectl().err());
        assertEquals("Warning: unknown field \"spec.replica\"\n", run.kubectl().err());
        assertEquals(0, run.japply().code(), run.japply().err());
        assertEquals(run.kubectl().err(), run.japply().err());
        assertEquals(run.kubectl().out(), run.japply().out());
        assertNotNull(japplyStore.get(WEB));
        assertFalse(japplyStore.get(WEB).path("spec").has("replica"), "the server dropped it");
    }

    @Test
    void ignoreAppliesSilently() throws Exception {
        Kubectl.require();
        for (String flag : List.of("--validate=ignore", "--validate=false")) {
            Both run = apply(flag);
            assertEquals("", run.kubectl().err());
            assertEquals("", run.japply().err());
            assertEquals(run.kubectl().out(), run.japply().out());
        }
    }

    @Test
    void everyWriteCarriesTheSameQueryAsKubectls() throws Exception {
        Kubectl.require();
        web("  replicas: 1\n");
        List<List<String>> runs = List.of(List.of(), List.of("--validate=warn"), List.of("--dry-run=server"),
                List.of("--validate=ignore"), List.of("--server-side"), List.of("--server-side", "--validate=warn",
                        "--dry-run=server"));
        for (int i = 0; i < runs.size(); i++) {
            web("  replicas: " + (i + 2) + "\n");
            japplyServer.resetRequests();
            kubectlServer.resetRequests();
            Both run = apply(runs.get(i).toArray(String[]::new));
            assertEquals(0, run.kubectl().exitCode(), run.kubectl().err());
            assertEquals(0, run.japply().code(), run.japply().err());
            assertEquals(writes(kubectlServer), writes(japplyServer), "the writes of " + runs.get(i));
        }
    }

    /** The library: strict by default (a typed error with the server's message), the server's warnings in the result. */
    @Test
    void theLibraryValidatesAndReturnsTheServersWarnings() throws Exception {
        var spec = Map.of("replica", 5, "selector", Map.of("matchLabels", Map.of("app", "web")),
                "template", Map.of("metadata", Map.of("labels", Map.of("app", "web")),
                        "spec", Map.of("containers", List.of(Map.of("name", "app", "image", "app:1")))));
        var web = new GenericKubernetesResourceBuilder().withApiVersion("apps/v1")
                .withKind("Deployment").withNewMetadata().withName("web").endMetadata()
                .withAdditionalProperties(Map.of("spec", spec)).build();
        try (var client = new KubernetesClientBuilder().withConfig(
                Config.fromKubeconfig(Files.readString(japplyConfig))).build()) {
            Japply japply = Japply.with(client);
            var refused = assertThrows(ApplyException.class,
                    () -> japply.apply(web));
            assertTrue(refused.getMessage().contains(STRICT_CREATE), refused.getMessage());
            assertNull(japplyStore.get(WEB));

            var result = japply.fieldValidation(FieldValidation.WARN).apply(web);
            assertEquals(List.of("unknown field \"spec.replica\""), result.warnings());
            assertFalse(japplyStore.get(WEB).path("spec").has("replica"));
        }
    }

    /**
     * kubectl diff has no --validate and sends no fieldValidation, so the server's default (Warn)
     * applies; japply diff validates as apply would (strict by default), and with --validate=warn
     * sends what the server would assume and prints the same warnings as kubectl diff.
     */
    @Test
    void diffWithWarnMatchesKubectlDiffWhichLeavesValidationToTheServer() throws Exception {
        Kubectl.require();
        web("  replicas: 1\n");
        apply();
        web("  replicas: 3\n  replica: 5\n");
        japplyServer.resetRequests();
        kubectlServer.resetRequests();
        JapplyRun j = JapplyRun.of(japplyConfig, "diff", "-f", manifest.toString(), "--validate=warn");
        Kubectl.Result k = Kubectl.run(List.of("diff", "-f", manifest.toString(), "--kubeconfig", kubectlConfig.toString()));
        assertEquals(1, k.exitCode(), k.err());
        assertEquals("Warning: unknown field \"spec.replica\"\n", k.err());
        assertEquals(1, j.code(), j.err());
        // the same stderr: japply's count line only with --counts (issue 35)
        assertEquals(k.err(), j.err());
        assertEquals(writes(kubectlServer).stream().map(w -> w.replace("]", ", fieldValidation=Warn]")).toList(),
                writes(japplyServer));

        JapplyRun strict = JapplyRun.of(japplyConfig, "diff", "-f", manifest.toString());
        assertEquals(2, strict.code(), "an error, as the apply would meet: " + strict.err());
        assertTrue(strict.err().contains("strict decoding error: unknown field \"spec.replica\""), strict.err());
    }

    /**
     * Each write's method, path and query parameters (sorted); not kubectl's second PATCH after a
     * server-side apply of an object applied client-side (fieldManager=kubectl-last-applied: its
     * migration of managed fields, which japply does not do; a matter apart from validation).
     */
    private static List<String> writes(FakeApiServer server) {
        return server.requests().stream().filter(r -> !r.getMethod().getName().equals("GET"))
                .filter(r -> !r.getUrl().contains("fieldManager=kubectl-last-applied"))
                .map(r -> {
                    String[] url = r.getUrl().split("\\?", 2);
                    List<String> query = url.length < 2 ? List.of() : List.of(url[1].split("&"));
                    return r.getMethod().getName() + " " + url[0] + " " + query.stream().sorted().toList();
                }).toList();
    }

    @Test
    void theServersWarningsOnReadsAndWritesArePrintedAsKubectlPrintsThem() throws Exception {
        Kubectl.require();
        web("  replicas: 1\n");
        for (ObjectStore store : List.of(japplyStore, kubectlStore)) {
            store.warnings().add("GET", "/deployments/web", "apps/v1 Deployment is \"deprecated\"; use apps/v2");
            store.warnings().add("POST", "/deployments", "created with care");
        }
        Both run = apply();
        assertEquals(0, run.kubectl().exitCode(), run.kubectl().err());
        assertTrue(run.kubectl().err().contains("Warning: apps/v1 Deployment is \"deprecated\"; use apps/v2\n"),
                run.kubectl().err());
        assertEquals(run.kubectl().err(), run.japply().err());
        assertEquals(run.kubectl().out(), run.japply().out());

        JapplyRun summary = JapplyRun.of(japplyConfig, "apply", "-f", manifest.toString(), "--summary=json");
        JsonNode record = io.japply.threeway.json.Json.parse(summary.out()).at("/objects/0");
        assertEquals("[\"apps/v1 Deployment is \\\"deprecated\\\"; use apps/v2\"]", record.get("warnings").toString());
    }
}
