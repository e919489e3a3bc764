package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.server.Fault;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** --request-timeout bounds a whole request: the body as well as the headers, and every try together. */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TimeoutsTest {
    private static final String DEPLOYMENTS = "/apis/apps/v1/namespaces/default/deployments/";
    /** Far past the timeouts used here (3 s: a loaded machine's cold first request must fit): only a hang reaches it. */
    private static final Duration HANG = Duration.ofSeconds(60);
    private static final Duration NO_HANG = Duration.ofSeconds(30);

    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("apps/v1", "deployments", "Deployment", true)).withNamespaces("default");
    private Path manifests;

    @BeforeEach
    void start() throws Exception {
        manifests = Files.createDirectories(tmp.resolve("m"));
        for (String name : List.of("a", "b", "c")) {
            Files.writeString(manifests.resolve(name + ".yaml"), "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n"
                    + "  name: " + name + "\nspec:\n  template:\n    spec:\n      containers:\n      - {name: app, image: 'app:1'}\n");
        }
    }

    private long requests(String method, String name) {
        return cluster.server().exchanges().stream().filter(e -> e.method().equals(method) && e.path().endsWith("/" + name)).count();
    }

    /** The fault these tests rest on: the status and headers come at once, the body only after the stall. */
    @Test
    void theStallFaultSendsTheHeadersAtOnceAndHoldsTheBodyBack() throws Exception {
        cluster.store().put(DEPLOYMENTS + "s", (com.fasterxml.jackson.databind.node.ObjectNode) io.japply.threeway.json.Json.parse(
                "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"name\":\"s\"}}"));
        cluster.store().inject(Fault.stall("GET", DEPLOYMENTS + "s", HANG, Fault.ALWAYS));
        java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
        long start = System.nanoTime();
        java.net.http.HttpResponse<java.io.InputStream> response = client.send(java.net.http.HttpRequest.newBuilder(
                java.net.URI.create(cluster.server().url() + DEPLOYMENTS + "s")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofInputStream());
        Duration headers = Duration.ofNanos(System.nanoTime() - start);
        assertEquals(200, response.statusCode());
        assertTrue(headers.compareTo(Duration.ofSeconds(10)) < 0, "headers after " + headers);
        try (java.io.InputStream body = response.body()) {
            java.util.concurrent.CompletableFuture<byte[]> all = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    return body.readAllBytes();
                } catch (java.io.IOException e) {
                    return new byte[0];
                }
            });
            Thread.sleep(1000);
            assertFalse(all.isDone(), "the body is still held back a second after the headers");
        }
    }

    @Test
    void aBodyThatStallsAfterTheHeadersFailsThatObjectWithinTheTimeout() {
        cluster.store().inject(Fault.stall("GET", DEPLOYMENTS + "b", HANG, Fault.ALWAYS));
        JapplyRun run = assertTimeoutPreemptively(NO_HANG,
                () -> JapplyRun.of(cluster.kubeconfig(), "-f", manifests.toString(), "--request-timeout=3s"));
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("deployment.apps/a created") && run.out().contains("deployment.apps/c created"),
                run.out());
        assertTrue(run.err().contains("b.yaml\": no answer from the server within 3s: GET "
                + "http://127.0.0.1:"), run.err());
        assertTrue(run.err().contains(DEPLOYMENTS + "b"), "names what it waited for: " + run.err());
        assertFalse(run.err().contains("Exception"), run.err());
    }

    /** A server that never answers gets one deadline for the request and its retries, not one per try. */
    @Test
    void aSilentServerIsNotTriedAgainOnceTheDeadlineHasPassed() {
        cluster.store().inject(Fault.slow("GET", DEPLOYMENTS + "b", Duration.ofSeconds(10), Fault.ALWAYS));
        JapplyRun run = assertTimeoutPreemptively(NO_HANG,
                () -> JapplyRun.of(cluster.kubeconfig(), "-f", manifests.toString(), "--request-timeout=3s"));
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().contains("b.yaml\": no answer from the server within 3s"), run.err());
        assertEquals(1, requests("GET", "b"), "the one try used the whole deadline");
    }

    @Test
    void aBodyThatStallsEndsADiffWithinTheTimeout() {
        cluster.store().inject(Fault.stall("GET", "/namespaces/default/deployments/a", HANG, Fault.ALWAYS));
        JapplyRun run = assertTimeoutPreemptively(NO_HANG, () -> JapplyRun.of(cluster.kubeconfig(), "diff", "-f",
                manifests.resolve("a.yaml").toString(), "--request-timeout=3s"));
        assertTrue(run.code() != 0 && run.code() != 3, run.code() + ": " + run.err());
        assertTrue(run.err().contains("no answer from the server within 3s"), run.err());
    }

    /**
     * A server that never answers: discovery and OpenAPI, read ahead and then asked for by each object,
     * are sent once each (they were sent twice, doubling the wait), and the message gives the timeout
     * really waited.
     */
    @Test
    void aServerThatNeverAnswersGetsEachDiscoveryReadOnce() throws Exception {
        List<String> requestLines = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<java.net.Socket> held = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (java.net.ServerSocket silent = new java.net.ServerSocket(0, 50, java.net.InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                while (!silent.isClosed()) {
                    try {
                        java.net.Socket socket = silent.accept();
                        held.add(socket);
                        requestLines.add(new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream(),
                                java.nio.charset.StandardCharsets.US_ASCII)).readLine());
                    } catch (java.io.IOException e) {
                        return;
                    }
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            Path config = FakeApiServer.writeKubeconfig(Files.createDirectories(tmp.resolve("silent")),
                    "http://127.0.0.1:" + silent.getLocalPort());
            JapplyRun run = assertTimeoutPreemptively(NO_HANG,
                    () -> JapplyRun.of(config, "-f", manifests.toString(), "--request-timeout=2s"));
            assertEquals(1, run.code(), run.err());
            assertTrue(run.err().contains("a.yaml\": no answer from the server within 2s: GET "
                    + "http://127.0.0.1:" + silent.getLocalPort() + "/apis/apps/v1\n"), run.err());
            assertEquals(1, requestLines.stream().filter(l -> l != null && l.startsWith("GET /apis/apps/v1 ")).count(),
                    requestLines.toString());
        } finally {
            for (java.net.Socket socket : held) {
                socket.close();
            }
        }
    }
}
