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

    /** The lines without klog's prefix ("I1207 18:02:04.199898   16721 "), which must be there, with kubectl's source. */
    private static String entries(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            java.util.regex.Matcher klog = KLOG.matcher(line);
            out.append(klog.find() ? line.substring(klog.end()) : line).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    private static final java.util.regex.Pattern KLOG =
            java.util.regex.Pattern.compile("^I\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ");

    @Test
    void levelSixPrintsOneLinePerRequestAsKubectl() throws Exception {
        assertEquals("round_trippers.go:632] \"Response\" verb=\"GET\" url=\"" + CONFIG_MAPS
                + "\" status=\"404 Not Found\" milliseconds=3\n", entries(trace(6, get(CONFIG_MAPS), 404, "{}", 3)));
    }

    @Test
    void levelSevenAddsTheRequestHeadersWithTheTokenMasked() throws Exception {
        String text = entries(trace(7, get(CONFIG_MAPS), 200, "{\"data\":{\"k\":\"v\"}}", 12));
        assertEquals("round_trippers.go:527] \"Request\" verb=\"GET\" url=\"" + CONFIG_MAPS + "\" headers=<\n"
                + "\tAccept: application/json\n"
                + "\tAuthorization: Bearer <masked>\n"
                + " >\n"
                + "round_trippers.go:632] \"Response\" status=\"200 OK\" milliseconds=12\n", text);
    }

    @Test
    void levelEightAddsBodiesButNeverASecretsNorTheToken() throws Exception {
        String configMap = entries(trace(8, new Request("PATCH", URI.create(CONFIG_MAPS), "{\"data\":{\"k\":\"w\"}}",
                Map.of("authorization", List.of("Bearer " + TOKEN))), 200, "{\"data\":{\"k\":\"w\"}}\n", 5));
        assertEquals("helper.go:105] \"Request Body\" body=\"{\\\"data\\\":{\\\"k\\\":\\\"w\\\"}}\"\n"
                + "round_trippers.go:527] \"Request\" verb=\"PATCH\" url=\"" + CONFIG_MAPS + "\" headers=<\n"
                + "\tAuthorization: Bearer <masked>\n"
                + " >\n"
                + "round_trippers.go:632] \"Response\" status=\"200 OK\" headers=<\n"
                + "\tContent-Type: application/json\n"
                + " > milliseconds=5\n"
                + "helper.go:105] \"Response Body\" body=<\n"
                + "\t{\"data\":{\"k\":\"w\"}}\n"
                + " >\n", configMap);

        log.getBuffer().setLength(0);
        String secret = trace(9, new Request("PATCH", URI.create(SECRETS), SECRET_DATA,
                Map.of("Authorization", List.of("Bearer " + TOKEN))), 422, SECRET_DATA, 5);
        assertFalse(secret.contains("aHVudGVyMg"), secret);
        assertFalse(secret.contains(TOKEN), secret);
        assertTrue(secret.contains("\"Request Body\" body=\"(not shown: a Secret's data)\"\n"), secret);
        assertTrue(secret.contains("\"Response Body\" body=\"(not shown: a Secret's data)\"\n"), secret);
        assertTrue(secret.contains("\"Response\" verb=\"PATCH\" url=\"" + SECRETS + "\" status=\"422 Unprocessable Entity\""), secret);
    }

    @Test
    void levelNineShowsTheRequestAsACurlCommand() throws Exception {
        String text = entries(trace(9, get(CONFIG_MAPS), 200, "{}", 2));
        assertTrue(text.contains("round_trippers.go:527] \"Request\" curlCommand=<\n\tcurl -v -XGET  -H "), text);
        assertTrue(text.contains(" -H \"Authorization: Bearer <masked>\""), text);
        assertTrue(text.contains(" '" + CONFIG_MAPS + "'\n >\n"), text);
        assertFalse(text.contains(TOKEN), text);
    }

    @Test
    void longBodiesAreCutAsClientGoCutsThem() throws Exception {
        String big = "x".repeat(20_000);
        assertTrue(trace(8, get(CONFIG_MAPS), 200, big, 1).endsWith("x [truncated 18976 chars]\"\n"));
        log.getBuffer().setLength(0);
        assertTrue(trace(9, get(CONFIG_MAPS), 200, big, 1).endsWith("x [truncated 9760 chars]\"\n"));
        log.getBuffer().setLength(0);
        assertTrue(trace(10, get(CONFIG_MAPS), 200, big, 1).endsWith("xxx\"\n"));
    }

    @Test
    void aRefusedConnectionHasNoStatus() {
        Tracing tracing = new Tracing(new PrintWriter(log), 6, clock::get);
        Request request = get(CONFIG_MAPS);
        tracing.consumer((buffers, body) -> { }, request);
        tracing.afterConnectionFailure(request, new java.net.ConnectException("Connection refused"));
        assertEquals("round_trippers.go:632] \"Response\" verb=\"GET\" url=\"" + CONFIG_MAPS
                + "\" status=\"\" milliseconds=0\n", entries(log.toString()));
    }

    @Test
    void headerNamesAreGosCanonicalForm() {
        assertEquals("Content-Type", KlogEntry.canonical("content-type"));
        assertEquals("X-Japply-Hop", KlogEntry.canonical("x-JAPPLY-hop"));
        assertEquals("bad name", KlogEntry.canonical("bad name"));
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
