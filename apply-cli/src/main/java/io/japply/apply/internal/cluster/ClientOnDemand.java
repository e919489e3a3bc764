package io.japply.apply.internal.cluster;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.impl.KubernetesClientImpl;

/**
 * fabric8's KubernetesClient over an HTTP client already built, made when first asked for. Its
 * constructor registers a handler per built-in kind, reading each model class's annotations (~12 ms of a
 * cold start), and an apply sends every request through the HTTP client alone; only --wait-ready's watches
 * use the KubernetesClient.
 */
final class ClientOnDemand {
    private final HttpClient http;
    private final Config config;
    private KubernetesClient client;

    ClientOnDemand(HttpClient http, Config config) {
        this.http = http;
        this.config = config;
    }

    /** A client made elsewhere (a library user's). */
    ClientOnDemand(KubernetesClient client) {
        this.http = client.getHttpClient();
        this.config = client.getConfiguration();
        this.client = client;
    }

    HttpClient http() {
        return http;
    }

    Config config() {
        return config;
    }

    synchronized KubernetesClient client() {
        if (client == null) {
            client = new KubernetesClientImpl(http, config);
        }
        return client;
    }

    /** Closes the client, which closes its HTTP client; or the HTTP client alone when no client was made. */
    synchronized void close() {
        if (client != null) {
            client.close();
        } else {
            http.close();
        }
    }
}
