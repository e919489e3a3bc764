package io.japply.it.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.ApplyReport;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line and the Java library send the same requests for the same input: the CLI is a shell over the library. */
class CliLibraryParityTest {
    @TempDir
    Path tmp;

    private static final String V1 = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {mode: a}\n---\n"
            + "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n"
            + "  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: web, image: 'web:1'}]\n---\n"
            + "apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec: {size: 1}\n";

    @Test
    void sameRequestsForCreateUnchangedAndChanged() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("manifests"));
        try (FakeApiServer cliServer = server(); FakeApiServer libraryServer = server()) {
            Path kubeconfig = cliServer.writeKubeconfig(Files.createDirectories(tmp.resolve("cli")));
            Path libraryConfig = libraryServer.writeKubeconfig(Files.createDirectories(tmp.resolve("library")));
            try (KubernetesClient client = new KubernetesClientBuilder()
                    .withConfig(Config.fromKubeconfig(Files.readString(libraryConfig))).build()) {
                Japply japply = Japply.with(client).concurrency(1);
                boolean first = true;
                for (String text : List.of(V1, V1, V1.replace("mode: a", "mode: b").replace("web:1", "web:2").replace("size: 1", "size: 2"))) {
                    Files.writeString(dir.resolve("all.yaml"), text);
                    cliServer.resetRequests();
                    libraryServer.resetRequests();
                    JapplyRun cli = JapplyRun.of(kubeconfig, "apply", "-f", dir.toString(), "--concurrency", "1");
                    ApplyReport library = japply.apply(Manifests.read(List.of(dir.toString()), false));
                    assertEquals(0, cli.code(), cli.err());
                    assertTrue(library.succeeded(), library.toString());
                    assertEquals(writes(cliServer), writes(libraryServer));
                    // a Japply kept by a program reads discovery and OpenAPI once; each CLI process reads them anew
                    assertEquals(reads(cliServer, first), reads(libraryServer, first));
                    first = false;
                }
            }
        }
    }

    private static FakeApiServer server() {
        ObjectStore store = new ObjectStore();
        FakeApiServer server = new FakeApiServer(store).start().serving(FakeApiServer.BUILT_IN_AND_WIDGET).storing();
        store.namespace("default");
        return server;
    }

    /** Every write in order: method, URL, media type and body. */
    private static List<String> writes(FakeApiServer server) {
        return server.requests().stream().filter(r -> !r.getMethod().getName().equals("GET"))
                .map(r -> r.getMethod().getName() + " " + r.getUrl() + " " + r.getHeader("Content-Type") + "\n"
                        + r.getBodyAsString()).sorted().toList();
    }

    /** The reads, as a set (discovery and OpenAPI are read ahead, in parallel); with {@code all} false only the objects'. */
    private static List<String> reads(FakeApiServer server, boolean all) {
        return server.requests().stream().filter(r -> r.getMethod().getName().equals("GET")).map(LoggedRequest::getUrl)
                .filter(url -> all || url.contains("/namespaces/")).distinct().sorted().toList();
    }
}
