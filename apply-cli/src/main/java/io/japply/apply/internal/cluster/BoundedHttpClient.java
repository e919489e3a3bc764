package io.japply.apply.internal.cluster;

import io.fabric8.kubernetes.client.http.AsyncBody;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.http.StandardHttpRequest;
import io.fabric8.kubernetes.client.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * fabric8's HTTP client with japply's time bound and retries (fabric8's own are turned off). Every
 * request, its body and all its tries share one deadline, --request-timeout from its start, as
 * kubectl's client bounds a request; the JDK client's own timeout stops at the headers.
 */
final class BoundedHttpClient implements HttpClient {
    private final HttpClient delegate;
    private final RequestBudget budget;
    private final BoundedHttpClientMemory memory;

    BoundedHttpClient(HttpClient delegate, RequestBudget budget) {
        this(delegate, budget, new BoundedHttpClientMemory());
    }

    /** A client derived from another shares what that one learned of the server. */
    BoundedHttpClient(HttpClient delegate, RequestBudget budget, BoundedHttpClientMemory memory) {
        this.delegate = delegate;
        this.budget = budget;
        this.memory = memory;
    }

    /**
     * {@code http} with one deadline per request, body and retries included: japply's own client is built
     * so; a library user's client is wrapped for japply's raw requests.
     */
    static HttpClient bounding(HttpClient http, io.fabric8.kubernetes.client.Config config, String requestTimeout) {
        if (http instanceof BoundedHttpClient) {
            return http;
        }
        return new BoundedHttpClient(withoutRetries(http, config), RequestBudget.of(
                Duration.ofMillis(config.getRequestTimeout()), requestTimeout));
    }

    /**
     * A library user's client retries by itself (fabric8's default: 10 tries with growing pauses), so a
     * refused connection went on until the deadline and read as a server that never answered. The same
     * client, its connections shared, with japply's bounded retries in place of its own.
     */
    private static HttpClient withoutRetries(HttpClient http, io.fabric8.kubernetes.client.Config config) {
        io.fabric8.kubernetes.client.RequestConfig once = new io.fabric8.kubernetes.client.RequestConfigBuilder(
                config.getRequestConfig()).withRequestRetryBackoffLimit(0).build();
        return http.newBuilder().tag(once).build();
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, Class<T> type) {
        return new BoundedExchange<>(budget, memory, request,
                left -> delegate.sendAsync(withTimeout(request, left), type)).start();
    }

    /** Streaming reads (the watches of --wait-ready): the deadline bounds the headers only, so a watch stays open; no retries. */
    @Override
    public CompletableFuture<HttpResponse<AsyncBody>> consumeBytes(HttpRequest request,
                                                                   AsyncBody.Consumer<List<ByteBuffer>> consumer) {
        return delegate.consumeBytes(withTimeout(request, budget.timeout()), consumer);
    }

    /** The request with the time left as the JDK client's timeout (which covers the headers only). */
    private static HttpRequest withTimeout(HttpRequest request, Duration left) {
        if (left.isZero() || !(request instanceof StandardHttpRequest standard)) {
            return request;
        }
        return standard.newBuilder().timeout(Math.max(1, left.toMillis()), TimeUnit.MILLISECONDS).build();
    }

    @Override
    public DerivedClientBuilder newBuilder() {
        return new BoundedHttpClientFactory.Derived(delegate.newBuilder(), budget, memory);
    }

    @Override
    public WebSocket.Builder newWebSocketBuilder() {
        return delegate.newWebSocketBuilder();
    }

    @Override
    public HttpRequest.Builder newHttpRequestBuilder() {
        return delegate.newHttpRequestBuilder();
    }

    @Override
    public boolean isClosed() {
        return delegate.isClosed();
    }

    @Override
    public void close() {
        delegate.close();
    }
}
