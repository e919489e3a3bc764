package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dry run over HTTP changes nothing on the server: --force's delete-and-create after a refused
 * patch goes out with dryRun, and the fake server, which honours dryRun on every write (DELETE
 * included, in its query or its DeleteOptions body), keeps the object as it was.
 */
class DryRunEndToEndTest {
    private static final String WEB = "/apis/apps/v1/namespaces/default/deployments/web";

    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true)).withNamespaces("default");
    private Path manifest;

    @BeforeEach
    void start() throws Exception {
        manifest = tmp.resolve("web.yaml");
        write("app:1");
        JapplyRun created = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", manifest.toString());
        assertEquals(0, created.code(), created.err());
        write("app:2");
        cluster.server().resetRequests();
    }

    private void write(String image) throws Exception {
        Files.writeString(manifest, "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n"
                + "    spec:\n      containers:\n      - {name: app, image: '" + image + "'}\n");
    }

    private List<LoggedRequest> writes() {
        return cluster.server().requests().stream().filter(r -> !r.getMethod().getName().equals("GET")).toList();
    }

    private static boolean dryRun(LoggedRequest request) throws Exception {
        if (request.getUrl().contains("dryRun=All")) {
            return true;
        }
        JsonNode body = request.getBodyAsString().isEmpty() ? Json.object() : Json.parse(request.getBodyAsString());
        return body.path("dryRun").toString().equals("[\"All\"]");
    }

    @Test
    void forceWithServerDryRunLeavesTheObjectWhereItWas() throws Exception {
        JsonNode before = cluster.store().get(WEB);
        cluster.store().failNextWrite(422, "Invalid", "spec.selector: field is immutable");
        JapplyRun run = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", manifest.toString(), "--force", "--dry-run=server");
        assertEquals(0, run.code(), run.err());
        assertEquals("deployment.apps/web configured (server dry run)\n", run.out());
        assertTrue(run.err().contains("it would be deleted and created again"), run.err());
        assertEquals(before, cluster.store().get(WEB), "the object is untouched");
        assertEquals(List.of("PATCH", "DELETE", "POST"), writes().stream().map(r -> r.getMethod().getName()).toList());
        for (LoggedRequest write : writes()) {
            assertTrue(dryRun(write), write.getMethod() + " " + write.getUrl() + " " + write.getBodyAsString());
        }
    }

    @Test
    void theFakeServerHonoursDryRunOnADeleteAsTheApiServerDoes() throws Exception {
        JsonNode before = cluster.store().get(WEB);
        HttpDelete delete = new HttpDelete(cluster.server().url(), WEB);
        assertEquals(200, delete.send("?dryRun=All", ""));
        assertEquals(200, delete.send("", "{\"kind\":\"DeleteOptions\",\"apiVersion\":\"v1\",\"dryRun\":[\"All\"]}"));
        assertEquals(before, cluster.store().get(WEB));
        assertEquals(200, delete.send("", "{\"kind\":\"DeleteOptions\",\"apiVersion\":\"v1\"}"));
        assertNull(cluster.store().get(WEB));
    }

    /** A DELETE sent by the test itself, with a query and a DeleteOptions body. */
    private record HttpDelete(String base, String path) {
        int send(String query, String body) throws Exception {
            java.net.http.HttpRequest request = java.net.http.HttpRequest.newBuilder(
                            java.net.URI.create(base + path + query))
                    .timeout(java.time.Duration.ofSeconds(10)).version(java.net.http.HttpClient.Version.HTTP_1_1)
                    .method("DELETE", java.net.http.HttpRequest.BodyPublishers.ofString(body))
                    .header("Content-Type", "application/json").build();
            return java.net.http.HttpClient.newHttpClient().send(request,
                    java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode();
        }
    }
}
