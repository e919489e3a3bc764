package io.japply.apply.internal.cluster;

import io.fabric8.kubernetes.client.jdkhttp.JdkHttpClientFactory;
import io.fabric8.kubernetes.client.jdkhttp.JdkHttpClientImpl;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;

/**
 * fabric8's JDK HTTP client whose close also stops the JDK client's selector thread. That thread
 * waits in native code, and while any thread does, the JVM's exit waits up to 300 ms for it: a third
 * of a one-object apply. HttpClient.shutdownNow exists from Java 21; before, {@link SelectorStop}.
 */
public final class StoppingHttpClientFactory extends JdkHttpClientFactory {
    private static final Duration STOP_WAIT = Duration.ofMillis(200);
    /** Set while a client for a plain-http server is built (fabric8 builds the JDK client inside its build()). */
    private static final ThreadLocal<Boolean> BUILDING_WITHOUT_TLS = ThreadLocal.withInitial(() -> false);
    private final List<HttpClient> built = new CopyOnWriteArrayList<>();

    @Override
    protected HttpClient.Builder createNewHttpClientBuilder() {
        return new Recording(super.createNewHttpClientBuilder(), built);
    }

    /**
     * Builds a client of this factory's builder that refuses TLS ({@link NoTls}) unless TLS was
     * configured on it: the JDK client otherwise loads the JDK's default TLS context when it is built.
     */
    static io.fabric8.kubernetes.client.http.HttpClient buildWithoutTls(
            io.fabric8.kubernetes.client.http.HttpClient.Builder builder) {
        BUILDING_WITHOUT_TLS.set(true);
        try {
            return builder.build();
        } finally {
            BUILDING_WITHOUT_TLS.remove();
        }
    }

    @Override
    protected void closeHttpClient(JdkHttpClientImpl client) {
        super.closeHttpClient(client);
        for (HttpClient jdkClient : built) {
            stop(jdkClient);
        }
        built.clear();
    }

    private static void stop(HttpClient client) {
        try {
            HttpClient.class.getMethod("shutdownNow").invoke(client);
            HttpClient.class.getMethod("awaitTermination", Duration.class).invoke(client, STOP_WAIT);
        } catch (NoSuchMethodException e) {
            SelectorStop.stop(client, STOP_WAIT);
        } catch (ReflectiveOperationException e) {
            // stopping is an optimisation only
        }
    }

    /** A builder that remembers the clients it builds. */
    private static final class Recording implements HttpClient.Builder {
        private final HttpClient.Builder delegate;
        private final List<HttpClient> built;
        /** The TLS context fabric8 set, if any: with none the client is built for plain http. */
        private SSLContext context;
        private SSLParameters parameters;
        /** fabric8 asks the JDK client to follow redirects; {@link RedirectingClient} does, the JDK client never. */
        private HttpClient.Redirect redirects = HttpClient.Redirect.NEVER;

        Recording(HttpClient.Builder delegate, List<HttpClient> built) {
            this.delegate = delegate;
            this.built = built;
        }

        @Override
        public HttpClient.Builder cookieHandler(CookieHandler handler) {
            delegate.cookieHandler(handler);
            return this;
        }

        @Override
        public HttpClient.Builder connectTimeout(Duration duration) {
            delegate.connectTimeout(duration);
            return this;
        }

        @Override
        public HttpClient.Builder sslContext(SSLContext context) {
            this.context = context;
            delegate.sslContext(context);
            return this;
        }

        @Override
        public HttpClient.Builder sslParameters(SSLParameters parameters) {
            this.parameters = parameters;
            delegate.sslParameters(parameters);
            return this;
        }

        @Override
        public HttpClient.Builder executor(Executor executor) {
            delegate.executor(executor);
            return this;
        }

        @Override
        public HttpClient.Builder followRedirects(HttpClient.Redirect policy) {
            redirects = policy;
            return this;
        }

        @Override
        public HttpClient.Builder version(HttpClient.Version version) {
            delegate.version(version);
            return this;
        }

        @Override
        public HttpClient.Builder priority(int priority) {
            delegate.priority(priority);
            return this;
        }

        @Override
        public HttpClient.Builder proxy(ProxySelector selector) {
            delegate.proxy(selector);
            return this;
        }

        @Override
        public HttpClient.Builder authenticator(Authenticator authenticator) {
            delegate.authenticator(authenticator);
            return this;
        }

        @Override
        public HttpClient build() {
            if (context == null && BUILDING_WITHOUT_TLS.get()) {
                delegate.sslContext(NoTls.context());
            }
            if (context == null) {
                HttpClient client = delegate.build();
                built.add(client);
                return new RedirectingClient(client, redirects);
            }
            return new RedirectingClient(OneKeyShare.around(delegate, context, parameters, built::add), redirects);
        }
    }
}
