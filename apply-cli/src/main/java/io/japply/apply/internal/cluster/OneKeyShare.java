package io.japply.apply.internal.cluster;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;

/**
 * A JDK client that offers the server one TLS key share, X25519, and goes on with the JDK's defaults
 * if the server refuses that handshake.
 *
 * <p>The JDK's client computes two key shares for every handshake, X25519 and P-256, and every Go
 * server (kube-apiserver among them) takes the X25519 one. In a cold process the unused P-256 share
 * costs ~100 ms of CPU, about a fifth of a one-object apply to a real cluster. Go's own client, and so
 * kubectl, offers one share. A server without X25519 (Go in FIPS mode offers P-256 and P-384 only)
 * refuses the narrowed offer; the request is then sent again, unchanged, through a client with the JDK's
 * defaults, which every later request uses too. Only a TLS failure before the narrowed client was ever
 * answered counts as a refusal: the handshake failed, so nothing of the request had been sent (japply's
 * first request to a server is a read, and the others wait for it: {@link FirstConnection}).
 *
 * <p>This client never stops a JDK client: its owner does, told of each one when it is built.
 */
final class OneKeyShare extends HttpClient {

    private final HttpClient narrowed;
    private final Supplier<HttpClient> defaults;
    private volatile HttpClient fallback;
    private volatile boolean answered;

    private OneKeyShare(HttpClient narrowed, Supplier<HttpClient> defaults) {
        this.narrowed = narrowed;
        this.defaults = defaults;
    }

    /**
     * The client of this builder, offering one key share. {@code context} and {@code parameters} are the
     * TLS settings the builder was given (parameters null: none); {@code built} hears of every JDK client
     * built, so that its owner can stop each one.
     */
    static HttpClient around(HttpClient.Builder builder, SSLContext context, SSLParameters parameters,
            Consumer<HttpClient> built) {
        HttpClient narrowed = builder.sslParameters(narrowed(context, parameters)).build();
        built.accept(narrowed);
        return new OneKeyShare(narrowed, () -> {
            builder.sslParameters(parameters != null ? parameters : context.getDefaultSSLParameters());
            HttpClient client = builder.build();
            built.accept(client);
            return client;
        });
    }

    /**
     * The parameters with X25519 as the only key-agreement group. The JDK client copies only some fields
     * of the parameters it is given (named groups are not among them), but it keeps their algorithm
     * constraints, and the TLS engine offers only the groups these permit.
     */
    static SSLParameters narrowed(SSLContext context, SSLParameters given) {
        SSLParameters narrowed = context.getDefaultSSLParameters();
        if (given != null) {
            narrowed.setProtocols(given.getProtocols());
            if (given.getCipherSuites() != null) {
                narrowed.setCipherSuites(given.getCipherSuites());
            }
        }
        narrowed.setAlgorithmConstraints(new OnlyX25519(given != null ? given.getAlgorithmConstraints() : null));
        return narrowed;
    }

    /** The client requests go through: the narrowed one until a server refused it. */
    private HttpClient current() {
        HttpClient chosen = fallback;
        return chosen != null ? chosen : narrowed;
    }

    private synchronized HttpClient fallBack() {
        if (fallback == null) {
            fallback = defaults.get();
        }
        return fallback;
    }

    /**
     * Whether a failure may be the server refusing the narrowed offer: a TLS failure of the narrowed
     * client before it ever got an answer (the alert differs: handshake_failure from Go, unexpected_message
     * from the JDK). Once the narrowed client has been answered, the server took X25519, and a TLS failure
     * is the connection's own, which japply reports.
     */
    private boolean refusedOffer(HttpClient used, Throwable failure) {
        if (used != narrowed || answered) {
            return false;
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SSLException) {
                return true;
            }
        }
        return false;
    }

    private <T> HttpResponse<T> answeredBy(HttpClient used, HttpResponse<T> response) {
        if (used == narrowed) {
            answered = true;
        }
        return response;
    }

    @Override
    public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler)
            throws IOException, InterruptedException {
        HttpClient used = current();
        try {
            return answeredBy(used, used.send(request, handler));
        } catch (IOException e) {
            if (!refusedOffer(used, e)) {
                throw e;
            }
            return fallBack().send(request, handler);
        }
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler) {
        return sendAsync(request, handler, null);
    }

    @Override
    public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> handler,
            HttpResponse.PushPromiseHandler<T> pushes) {
        HttpClient used = current();
        return used.sendAsync(request, handler, pushes).handle((response, failure) -> {
            if (failure == null) {
                return CompletableFuture.completedFuture(answeredBy(used, response));
            }
            if (refusedOffer(used, failure)) {
                return fallBack().sendAsync(request, handler, pushes);
            }
            return CompletableFuture.<HttpResponse<T>>failedFuture(
                    failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure);
        }).thenCompose(next -> next);
    }

    @Override
    public WebSocket.Builder newWebSocketBuilder() {
        return current().newWebSocketBuilder();
    }

    @Override
    public Optional<CookieHandler> cookieHandler() {
        return current().cookieHandler();
    }

    @Override
    public Optional<Duration> connectTimeout() {
        return current().connectTimeout();
    }

    @Override
    public Redirect followRedirects() {
        return current().followRedirects();
    }

    @Override
    public Optional<ProxySelector> proxy() {
        return current().proxy();
    }

    @Override
    public SSLContext sslContext() {
        return current().sslContext();
    }

    @Override
    public SSLParameters sslParameters() {
        return current().sslParameters();
    }

    @Override
    public Optional<Authenticator> authenticator() {
        return current().authenticator();
    }

    @Override
    public Version version() {
        return current().version();
    }

    @Override
    public Optional<Executor> executor() {
        return current().executor();
    }
}
