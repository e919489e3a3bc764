package io.japply.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.client.http.AsyncBody;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.japply.cli.flags.ClusterFlags;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** -v=N: what each level prints for a request, and what no level prints. */
class TracingTest {
    private static final String CONFIG_MAPS = "https://k8s.example:6443/api/v1/namespaces/default/configmaps/settings";
    private static final String SECRETS = "https://k8s.example:6443/api/v1/namespaces/default/secrets/db";
    private static final String TOKEN = "eyJhbGciOiJSUzI1NiJ9.secret-token";
    private static final String SECRET_DATA = "{\"kind\":\"Secret\",\"data\":{\"password\":\"aHVudGVyMg==\"}}";

    private final StringWriter log = new StringWriter();
    private final AtomicLong clock = new AtomicLong();

    record Request(String method, URI uri, String bodyString, Map<String, List<String>> headers) implements HttpRequest {
        @Override
        public UUID id() {
            return UUID.nameUUIDFromBytes(uri.toString().getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public List<String> headers(String name) {
            return headers.getOrDefault(name, List.of());
        }
    }

    record Response(int code, HttpRequest request, Map<String, List<String>> headers) implements HttpResponse<AsyncBody> {
        @Override
        public AsyncBody body() {
            return null;
        }

        @Override
        public Optional<HttpResponse<?>> previousResponse() {
            return Optional.empty();
        }

        @Override
        public List<String> headers(String name) {
            return headers.getOrDefault(name, List.of());
        }
    }

    /** An answered request through the interceptor: sent at 0 ms, answered at {@code millis}, body streamed. */
    private String trace(int level, Request request, int code, String responseBody, long millis) throws Exception {
        Tracing tracing = new Tracing(new PrintWriter(log), level, clock::get);
        clock.set(0);
        AsyncBody.Consumer<List<ByteBuffer>> consumer = tracing.consumer((buffers, body) -> { }, request);
        clock.set(millis * 1_000_000);
        tracing.after(request, new Response(code, request, Map.of("Content-Type", List.of("application/json"))), consumer);
        CompletableFuture<Void> done = new CompletableFuture<>();
        consumer.consume(List.of(ByteBuffer.wrap(responseBody.getBytes(StandardCharsets.UTF_8))), new AsyncBody() {
            @Override
            public void consume() {
            }

            @Override
            public CompletableFuture<Void> done() {
                return done;
            }

            @Override
            public void cancel() {
            }
        });
        done.complete(null);
        return log.toString();
    }

    private static Request get(String url) {
        return new Request("GET", URI.create(url), null,
                Map.of("Authorization", List.of("Bearer " + TOKEN), "Accept", List.of("application/json")));
    }

    @Test
    void levelSixPrintsOneLinePerRequestAsKubectl() throws Exception {
        assertEquals("GET " + CONFIG_MAPS + " 404 Not Found in 3 milliseconds\n", trace(6, get(CONFIG_MAPS), 404, "{}", 3));
    }

    @Test
    void levelSevenAddsTheRequestHeadersWithTheTokenMasked() throws Exception {
        String text = trace(7, get(CONFIG_MAPS), 200, "{\"data\":{\"k\":\"v\"}}", 12);
        assertTrue(text.startsWith("GET " + CONFIG_MAPS + "\nRequest Headers:\n"), text);
        assertTrue(text.contains("    Authorization: Bearer <masked>\n"), text);
        assertTrue(text.contains("    Accept: application/json\n"), text);
        assertTrue(text.endsWith("Response Status: 200 OK in 12 milliseconds\n"), text);
        assertFalse(text.contains(TOKEN), text);
        assertFalse(text.contains("\"k\""), "no body below 8: " + text);
    }

    @Test
    void levelEightAddsBodiesButNeverASecretsNorTheToken() throws Exception {
        String configMap = trace(8, new Request("PATCH", URI.create(CONFIG_MAPS), "{\"data\":{\"k\":\"w\"}}",
                Map.of("Authorization", List.of("Bearer " + TOKEN))), 200, "{\"data\":{\"k\":\"w\"}}", 5);
        assertTrue(configMap.contains("Request Body: {\"data\":{\"k\":\"w\"}}\n"), configMap);
        assertTrue(configMap.contains("Response Headers:\n    Content-Type: application/json\n"), configMap);
        assertTrue(configMap.endsWith("Response Body: {\"data\":{\"k\":\"w\"}}\n"), configMap);

        log.getBuffer().setLength(0);
        String secret = trace(9, new Request("PATCH", URI.create(SECRETS), SECRET_DATA,
                Map.of("Authorization", List.of("Bearer " + TOKEN))), 422, SECRET_DATA, 5);
        assertFalse(secret.contains("aHVudGVyMg"), secret);
        assertFalse(secret.contains(TOKEN), secret);
        assertTrue(secret.contains("Request Body: (not shown: a Secret's data)\n"), secret);
        assertTrue(secret.contains("Response Body: (not shown: a Secret's data)\n"), secret);
        assertTrue(secret.contains("Response Status: 422 Unprocessable Entity in 5 milliseconds\n"), secret);
    }

    @Test
    void longBodiesAreCutBelowLevelNine() throws Exception {
        String big = "x".repeat(20_000);
        String text = trace(8, get(CONFIG_MAPS), 200, big, 1);
        assertTrue(text.endsWith("x [truncated 9760 chars]\n"), text.substring(text.length() - 60));
    }

    @Test
    void aRefusedConnectionHasNoStatus() {
        Tracing tracing = new Tracing(new PrintWriter(log), 6, clock::get);
        Request request = get(CONFIG_MAPS);
        tracing.consumer((buffers, body) -> { }, request);
        tracing.afterConnectionFailure(request, new java.net.ConnectException("Connection refused"));
        assertEquals("GET " + CONFIG_MAPS + "  in 0 milliseconds\n", log.toString());
    }

    @Test
    void theFlagIsReadAsKubectlSpellsIt() {
        for (String[] spelling : new String[][] {{"-v=6"}, {"--v=6"}, {"-v", "6"}, {"--v", "6"}, {"-v6"}}) {
            ClusterFlags flags = new ClusterFlags();
            new picocli.CommandLine(flags).parseArgs(spelling);
            assertEquals(6, flags.verbosity, String.join(" ", spelling));
        }
    }
}
