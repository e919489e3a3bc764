package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.StandardHttpRequest;
import java.io.IOException;
import java.net.ConnectException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The retry rules of one request, with scripted tries and a 1 ms back-off: which failures are tried again, and how they read. */
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class BoundedExchangeTest {
    private static final RequestBudget NO_LIMIT = new RequestBudget(Duration.ZERO, "0", 4, Duration.ofMillis(1));
    private static final String URL = "https://cluster.example:6443/apis/apps/v1/namespaces/default/deployments/a";

    private final Deque<Supplier<CompletableFuture<HttpResponse<String>>>> script = new ArrayDeque<>();
    private final List<Duration> sent = new ArrayList<>();
    private BoundedHttpClientMemory memory = new BoundedHttpClientMemory();

    private static HttpRequest request(String method, String body) {
        return request(method, body, URL + "?fieldManager=japply");
    }

    private static HttpRequest request(String method, String body, String url) {
        HttpRequest.Builder builder = new StandardHttpRequest.Builder().uri(url);
        return (body == null ? builder : builder.method(method, "application/merge-patch+json", body)).build();
    }

    private void then(int code) {
        script.add(() -> CompletableFuture.completedFuture(new Answer(code)));
    }

    private void thenFail(Throwable failure) {
        script.add(() -> CompletableFuture.failedFuture(failure));
    }

    private HttpResponse<String> run(RequestBudget budget, HttpRequest request) throws Exception {
        return new BoundedExchange<String>(budget, memory, request, left -> {
            sent.add(left);
            return script.isEmpty() ? new CompletableFuture<>() : script.poll().get();
        }).start().get();
    }

    private Unreachable failure(RequestBudget budget, HttpRequest request) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> run(budget, request));
        return assertInstanceOf(Unreachable.class, e.getCause());
    }

    @Test
    void busyAnswersAreTriedAgainUpToFourTries() throws Exception {
        then(503);
        then(429);
        then(200);
        assertEquals(200, run(NO_LIMIT, request("GET", null)).code());
        assertEquals(3, sent.size());
        for (int i = 0; i < 4; i++) {
            then(503);
        }
        sent.clear();
        assertEquals(503, run(NO_LIMIT, request("GET", null)).code(), "the last answer, after four tries");
        assertEquals(4, sent.size());
    }

    @Test
    void aRefusedConnectionIsNotTriedAgainAndSaysSo() {
        thenFail(new IOException(new ConnectException()));
        assertEquals("cannot reach the server: GET " + URL + ": connection refused", failure(NO_LIMIT, request("GET", null))
                .getMessage());
        assertEquals(1, sent.size());
    }

    /** A server that answered before and now refuses is restarting: any request (nothing was sent) goes again. */
    @Test
    void aRefusedConnectionAfterAnAnswerIsTriedAgainUntilTheServerIsBack() throws Exception {
        memory.answered();
        for (int i = 0; i < 6; i++) {
            thenFail(new IOException(new ConnectException()));
        }
        then(201);
        assertEquals(201, run(NO_LIMIT, request("PATCH", "{\"spec\":{\"replicas\":2}}")).code(),
                "more tries than busy answers get, a PATCH without resourceVersion too");
        assertEquals(7, sent.size());
    }

    @Test
    void aRefusedConnectionIsTriedAgainOnlyUntilTheDeadlineAndSaysHowLong() {
        memory.answered();
        RequestBudget budget = new RequestBudget(Duration.ofMillis(300), "300ms", 4, Duration.ofMillis(20));
        for (int i = 0; i < 100; i++) {
            thenFail(new IOException(new ConnectException()));
        }
        String message = failure(budget, request("GET", null)).getMessage();
        assertTrue(message.matches("cannot reach the server: GET " + java.util.regex.Pattern.quote(URL)
                + ": connection refused \\((\\d+) tries in \\d+ms\\)"), message);
        assertTrue(sent.size() > 2 && sent.size() < 10, "20, 40, 80, 160 ms apart, within 300 ms: " + sent.size());
    }

    /** fabric8's connect timeout (10 s by default, TLS handshake included) may end a try before the deadline. */
    @Test
    void aConnectTimeoutSaysTheTimeReallyWaitedNotTheRequestTimeout() {
        RequestBudget thirty = new RequestBudget(Duration.ofSeconds(30), "30s", 4, Duration.ofMillis(1));
        script.add(() -> CompletableFuture.supplyAsync(() -> null,
                CompletableFuture.delayedExecutor(1100, java.util.concurrent.TimeUnit.MILLISECONDS))
                .thenCompose(x -> CompletableFuture.failedFuture(new java.net.http.HttpConnectTimeoutException("HTTP connect timed out"))));
        String message = failure(thirty, request("GET", null)).getMessage();
        assertTrue(message.matches("cannot reach the server: GET " + java.util.regex.Pattern.quote(URL)
                + ": the connection timed out after 1\\.\\ds"), message);
    }

    /**
     * Discovery and OpenAPI are read ahead and then asked for again by each object: one that got no
     * answer fails again at once, in the same words, rather than making each object wait the timeout.
     */
    @Test
    void aDiscoveryReadThatGotNoAnswerIsNotSentAgain() {
        RequestBudget tenMillis = new RequestBudget(Duration.ofMillis(10), "10ms", 4, Duration.ofMillis(1));
        HttpRequest discovery = request("GET", null, "https://cluster.example:6443/apis/apps/v1");
        String first = failure(tenMillis, discovery).getMessage();
        assertEquals(first, failure(tenMillis, discovery).getMessage());
        assertEquals(1, sent.size(), "the second read was answered from memory");
        failure(tenMillis, request("GET", null, "https://cluster.example:6443/openapi/v3"));
        failure(tenMillis, request("GET", null));
        failure(tenMillis, request("GET", null));
        assertEquals(4, sent.size(), "an object's read is sent each time");
    }

    @Test
    void aCutAnswerIsTriedAgainOnlyWhenTheRequestIsSafeToRepeat() throws Exception {
        IOException cut = new IOException("fixed content-length: 1168, bytes received: 168");
        thenFail(cut);
        then(200);
        assertEquals(200, run(NO_LIMIT, request("PATCH", "{\"metadata\":{\"resourceVersion\":\"7\"}}")).code());
        assertEquals(2, sent.size(), "locked by its resourceVersion: a repeat that lands twice meets 409");

        sent.clear();
        script.clear();
        thenFail(cut);
        then(200);
        Unreachable unlocked = failure(NO_LIMIT, request("PATCH", "{\"spec\":{\"replicas\":2}}"));
        assertEquals("no answer to PATCH " + URL + ": the answer was cut off (fixed content-length: 1168,"
                + " bytes received: 168); it may have been applied; re-run to converge", unlocked.getMessage(),
                "the PATCH reached the server: it may have landed, which is not a server out of reach");
        assertEquals(1, sent.size(), "a PATCH without resourceVersion could land twice");
    }

    @Test
    void anAnswerThatNeverEndsFailsAtTheDeadlineWithoutAnotherTry() {
        RequestBudget tenMillis = new RequestBudget(Duration.ofMillis(10), "10ms", 4, Duration.ofMillis(1));
        Unreachable late = failure(tenMillis, request("GET", null));
        assertEquals("no answer from the server within 10ms: GET " + URL, late.getMessage());
        assertEquals(1, sent.size());
    }

    @Test
    void noRetryStartsAfterTheDeadline() throws Exception {
        RequestBudget tight = new RequestBudget(Duration.ofMillis(200), "200ms", 4, Duration.ofHours(1));
        then(503);
        then(200);
        assertEquals(503, run(tight, request("GET", null)).code(), "the wait before a retry would pass the deadline");
        assertEquals(1, sent.size());
    }

    /** A canned answer. */
    record Answer(int code) implements HttpResponse<String> {
        @Override
        public String body() {
            return "{}";
        }

        @Override
        public HttpRequest request() {
            return null;
        }

        @Override
        public Optional<HttpResponse<?>> previousResponse() {
            return Optional.empty();
        }

        @Override
        public List<String> headers(String key) {
            return List.of();
        }

        @Override
        public Map<String, List<String>> headers() {
            return Map.of();
        }
    }
}
