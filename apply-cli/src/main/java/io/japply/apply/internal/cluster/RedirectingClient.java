package io.japply.apply.internal.cluster;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * A JDK client that follows redirects itself (its delegate follows none) and never sends the
 * Authorization header (the kubeconfig's token) to a scheme, host or port other than the first
 * request's. The JDK's own following copies every header to the new host, and so does kubectl, whose
 * token is added again on each hop. The answer's previousResponse() chain holds each hop, for -v=6.
 */
public final class RedirectingClient extends HttpClient {
    /** A hop's header saying how long it took, for tracing: set on the hops only, never sent anywhere. */
    public static final String HOP_MILLIS = io.japply.apply.kubeconfig.RedirectHops.MILLIS_HEADER;
    private static final Set<Integer> REDIRECTS = Set.of(301, 302, 303, 307, 308);
    /** Go's client, and so kubectl, stops after ten. */
    private static final int MAX_HOPS = 10;

    private final HttpClient delegate;
    private final Redirect policy;

    RedirectingClient(HttpClient delegate, Redirect policy) {
        this.delegate = delegate;
        this.policy = policy;
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
        return follow(request, request.uri(), handler, null, 0);
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler,
            HttpResponse.PushPromiseHandler<T> pushes) {
        return sendAsync(request, handler);
    }

    @Override
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler)
            throws IOException, InterruptedException {
        try {
            return sendAsync(request, handler).get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException(e.getCause());
        }
    }

    /** Sends {@code request}; a redirect's body is dropped and its target asked, up to {@link #MAX_HOPS} times. */
    private <T> CompletableFuture<HttpResponse<T>> follow(HttpRequest request, URI origin, HttpResponse.BodyHandler<T> handler,
            HttpResponse<T> previous, int hops) {
        long start = System.nanoTime();
        boolean mayFollow = hops < MAX_HOPS;
        HttpResponse.BodyHandler<T> bodies = info -> mayFollow && target(request, info.statusCode(), info.headers()).isPresent()
                ? HttpResponse.BodySubscribers.replacing(null) : handler.apply(info);
        return delegate.sendAsync(request, bodies).thenCompose(response -> {
            Optional<URI> next = mayFollow ? target(request, response.statusCode(), response.headers()) : Optional.empty();
            if (next.isEmpty()) {
                return CompletableFuture.completedFuture(previous == null ? response : new RedirectHop<>(response, previous, -1));
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            HttpResponse<T> hop = new RedirectHop<>(response, previous, millis);
            return follow(redirected(request, response.statusCode(), next.get(), origin), origin, handler, hop, hops + 1);
        });
    }

    /** Where a redirect points, if this client follows it. */
    private Optional<URI> target(HttpRequest request, int status, HttpHeaders headers) {
        Optional<String> location = headers.firstValue("Location");
        if (policy == Redirect.NEVER || !REDIRECTS.contains(status) || location.isEmpty()) {
            return Optional.empty();
        }
        URI target = request.uri().resolve(location.get());
        boolean downgrade = "https".equalsIgnoreCase(request.uri().getScheme()) && "http".equalsIgnoreCase(target.getScheme());
        return policy == Redirect.NORMAL && downgrade ? Optional.empty() : Optional.of(target);
    }

    /** The next hop's request: GET without a body after 301, 302 and 303 (as Go's client), the token only to the origin. */
    private static HttpRequest redirected(HttpRequest request, int status, URI target, URI origin) {
        boolean sameOrigin = sameOrigin(origin, target);
        HttpRequest.Builder next = HttpRequest.newBuilder(request,
                (name, value) -> sameOrigin || !name.equalsIgnoreCase("Authorization")).uri(target);
        boolean keepsMethod = status == 307 || status == 308 || request.method().equals("GET") || request.method().equals("HEAD");
        if (!keepsMethod) {
            next.method("GET", HttpRequest.BodyPublishers.noBody());
        }
        return next.build();
    }

    private static boolean sameOrigin(URI a, URI b) {
        return a.getScheme().equalsIgnoreCase(b.getScheme()) && port(a) == port(b)
                && Objects.equals(lower(a.getHost()), lower(b.getHost()));
    }

    private static int port(URI uri) {
        return uri.getPort() != -1 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }

    private static String lower(String host) {
        return host == null ? null : host.toLowerCase(Locale.ROOT);
    }

    @Override
    public Redirect followRedirects() {
        return policy;
    }

    @Override
    public WebSocket.Builder newWebSocketBuilder() {
        return delegate.newWebSocketBuilder();
    }

    @Override
    public Optional<CookieHandler> cookieHandler() {
        return delegate.cookieHandler();
    }

    @Override
    public Optional<Duration> connectTimeout() {
        return delegate.connectTimeout();
    }

    @Override
    public Optional<ProxySelector> proxy() {
        return delegate.proxy();
    }

    @Override
    public SSLContext sslContext() {
        return delegate.sslContext();
    }

    @Override
    public SSLParameters sslParameters() {
        return delegate.sslParameters();
    }

    @Override
    public Optional<Authenticator> authenticator() {
        return delegate.authenticator();
    }

    @Override
    public Version version() {
        return delegate.version();
    }

    @Override
    public Optional<Executor> executor() {
        return delegate.executor();
    }
}
