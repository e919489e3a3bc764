package io.japply.apply.internal.cluster;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.Interceptor;
import io.fabric8.kubernetes.client.http.TlsVersion;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManager;
import javax.net.ssl.TrustManager;

/** Builds fabric8's JDK client ({@link StoppingHttpClientFactory}) wrapped in a {@link BoundedHttpClient}. */
public final class BoundedHttpClientFactory implements HttpClient.Factory {
    private final HttpClient.Factory delegate = new StoppingHttpClientFactory();
    private final RequestBudget budget;

    public BoundedHttpClientFactory(RequestBudget budget) {
        this.budget = budget;
    }

    @Override
    public HttpClient.Builder newBuilder() {
        return new Builder(delegate.newBuilder(), budget, false);
    }

    /** fabric8's configuration for this Config; for a plain-http server, without TLS ({@link PlainHttp}). */
    @Override
    public HttpClient.Builder newBuilder(Config config) {
        if (!PlainHttp.applies(config)) {
            return HttpClient.Factory.super.newBuilder(config);
        }
        HttpClient.Builder builder = new Builder(delegate.newBuilder(), budget, true);
        PlainHttp.configure(config, builder, this);
        return builder;
    }

    /** A derived client (another tag or interceptor) keeps the bound. */
    record Derived(HttpClient.DerivedClientBuilder builder, RequestBudget budget, BoundedHttpClientMemory memory)
            implements HttpClient.DerivedClientBuilder {
        @Override
        public HttpClient build() {
            return new BoundedHttpClient(builder.build(), budget, memory);
        }

        @Override
        public HttpClient.DerivedClientBuilder addOrReplaceInterceptor(String name, Interceptor interceptor) {
            builder.addOrReplaceInterceptor(name, interceptor);
            return this;
        }

        @Override
        public HttpClient.DerivedClientBuilder authenticatorNone() {
            builder.authenticatorNone();
            return this;
        }

        @Override
        public HttpClient.DerivedClientBuilder tag(Object value) {
            builder.tag(value);
            return this;
        }
    }

    /** Passes every setting on; only build() differs. */
    private record Builder(HttpClient.Builder builder, RequestBudget budget, boolean plainHttp)
            implements HttpClient.Builder {
        @Override
        public HttpClient build() {
            HttpClient built = plainHttp ? StoppingHttpClientFactory.buildWithoutTls(builder) : builder.build();
            return new BoundedHttpClient(built, budget);
        }

        @Override
        public HttpClient.Builder connectTimeout(long connectTimeout, TimeUnit unit) {
            builder.connectTimeout(connectTimeout, unit);
            return this;
        }

        @Override
        public HttpClient.Builder addOrReplaceInterceptor(String name, Interceptor interceptor) {
            builder.addOrReplaceInterceptor(name, interceptor);
            return this;
        }

        @Override
        public HttpClient.Builder authenticatorNone() {
            builder.authenticatorNone();
            return this;
        }

        @Override
        public HttpClient.DerivedClientBuilder tag(Object value) {
            builder.tag(value);
            return this;
        }

        @Override
        public HttpClient.Builder sslContext(KeyManager[] keyManagers, TrustManager[] trustManagers) {
            builder.sslContext(keyManagers, trustManagers);
            return this;
        }

        @Override
        public HttpClient.Builder followAllRedirects() {
            builder.followAllRedirects();
            return this;
        }

        @Override
        public HttpClient.Builder proxyAddress(InetSocketAddress proxyAddress) {
            builder.proxyAddress(proxyAddress);
            return this;
        }

        @Override
        public HttpClient.Builder proxyAuthorization(String credentials) {
            builder.proxyAuthorization(credentials);
            return this;
        }

        @Override
        public HttpClient.Builder tlsVersions(TlsVersion... tlsVersions) {
            builder.tlsVersions(tlsVersions);
            return this;
        }

        @Override
        public HttpClient.Builder preferHttp11() {
            builder.preferHttp11();
            return this;
        }

        @Override
        public HttpClient.Builder proxyType(HttpClient.ProxyType type) {
            builder.proxyType(type);
            return this;
        }
    }
}
