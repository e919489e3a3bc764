package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.StandardHttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Requests to an https server wait for the first one to end (so that they share its connection); plain http ones never wait. */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class FirstConnectionTest {
    private static final RequestBudget TEN_SECONDS = new RequestBudget(Duration.ofSeconds(10), "10s", 1, Duration.ofMillis(1));
    private final BoundedHttpClientMemory memory = new BoundedHttpClientMemory();
    private final List<String> sent = new CopyOnWriteArrayList<>();

    private CompletableFuture<HttpResponse<String>> start(RequestBudget budget, String url,
                                                          CompletableFuture<HttpResponse<String>> answer) {
        return new BoundedExchange<String>(budget, memory, new StandardHttpRequest.Builder().uri(url).build(), left -> {
            sent.add(url);
            return answer;
        }).start();
    }

    @Test
    void httpsRequestsWaitForTheFirstToBeAnsweredThenGoTogether() throws Exception {
        CompletableFuture<HttpResponse<String>> first = new CompletableFuture<>();
        CompletableFuture<HttpResponse<String>> second = start(TEN_SECONDS, "https://h:6443/apis/apps/v1", first);
        CompletableFuture<HttpResponse<String>> third = start(TEN_SECONDS, "https://h:6443/openapi/v3",
                CompletableFuture.completedFuture(new BoundedExchangeTest.Answer(200)));
        CompletableFuture<HttpResponse<String>> fourth = start(TEN_SECONDS, "https://h:6443/api/v1",
                CompletableFuture.completedFuture(new BoundedExchangeTest.Answer(200)));
        assertEquals(List.of("https://h:6443/apis/apps/v1"), sent, "only the first is sent while it is unanswered");
        first.complete(new BoundedExchangeTest.Answer(200));
        assertEquals(200, third.get(5, TimeUnit.SECONDS).code());
        assertEquals(200, fourth.get(5, TimeUnit.SECONDS).code());
        assertEquals(200, second.get(5, TimeUnit.SECONDS).code());
        assertEquals(3, sent.size());
        start(TEN_SECONDS, "https://h:6443/api", CompletableFuture.completedFuture(new BoundedExchangeTest.Answer(200)));
        assertEquals(4, sent.size(), "once the first has ended, requests go at once");
    }

    @Test
    void aFailedFirstRequestLetsTheOthersGoToo() throws Exception {
        CompletableFuture<HttpResponse<String>> first = new CompletableFuture<>();
        start(TEN_SECONDS, "https://h:6443/apis/apps/v1", first);
        CompletableFuture<HttpResponse<String>> other = start(TEN_SECONDS, "https://h:6443/openapi/v3",
                CompletableFuture.completedFuture(new BoundedExchangeTest.Answer(200)));
        first.completeExceptionally(new java.io.IOException("handshake failed"));
        assertEquals(200, other.get(5, TimeUnit.SECONDS).code());
    }

    @Test
    void aWaitingRequestKeepsItsOwnDeadline() {
        RequestBudget short_ = new RequestBudget(Duration.ofMillis(200), "200ms", 1, Duration.ofMillis(1));
        start(TEN_SECONDS, "https://h:6443/apis/apps/v1", new CompletableFuture<>()); // never answered
        CompletableFuture<HttpResponse<String>> other = start(short_, "https://h:6443/openapi/v3",
                CompletableFuture.completedFuture(new BoundedExchangeTest.Answer(200)));
        ExecutionException e = assertThrows(ExecutionException.class, () -> other.get(5, TimeUnit.SECONDS));
        Unreachable failure = assertInstanceOf(Unreachable.class, e.getCause());
        assertEquals(1, sent.size(), "it was never sent: " + failure.getMessage());
    }

    @Test
    void plainHttpRequestsNeverWait() {
        start(TEN_SECONDS, "http://h:8080/apis/apps/v1", new CompletableFuture<>());
        start(TEN_SECONDS, "http://h:8080/openapi/v3", new CompletableFuture<>());
        assertEquals(2, sent.size());
    }
}
