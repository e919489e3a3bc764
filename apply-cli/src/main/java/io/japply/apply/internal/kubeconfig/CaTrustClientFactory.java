package io.japply.apply.internal.kubeconfig;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.internal.SSLUtils;
import io.japply.apply.internal.cluster.PlainHttp;
import java.util.Optional;
import javax.net.ssl.KeyManager;
import javax.net.ssl.TrustManager;

/**
 * Another client factory's clients with {@link CaTrust}'s trust managers instead of fabric8's (the
 * JDK's roots plus the CA, loaded for every client). Everything else is the factory's own configuration.
 */
public final class CaTrustClientFactory implements HttpClient.Factory {
    private final HttpClient.Factory clients;

    public CaTrustClientFactory(HttpClient.Factory clients) {
        this.clients = clients;
    }

    @Override
    public HttpClient.Builder newBuilder() {
        return clients.newBuilder();
    }

    @Override
    public int priority() {
        return clients.priority();
    }

    @Override
    public HttpClient.Builder newBuilder(Config config) {
        if (PlainHttp.applies(config)) {
            return clients.newBuilder(config); // no TLS to trust
        }
        Optional<TrustManager[]> trust = CaTrust.of(config);
        if (trust.isEmpty()) {
            return clients.newBuilder(config);
        }
        HttpClient.Builder builder = withoutTls(config);
        try {
            KeyManager[] keys = SSLUtils.keyManagers(config);
            return builder.sslContext(keys, trust.get());
        } catch (Exception e) {
            throw KubernetesClientException.launderThrowable(e);
        }
    }

    /**
     * fabric8's builder for this Config, configured while the Config says to trust every server and holds
     * no client certificate, the two cases where fabric8 builds its TLS managers at no cost; the caller
     * sets the real ones. The Config is restored before this returns.
     */
    private HttpClient.Builder withoutTls(Config config) {
        boolean trustCerts = config.isTrustCerts();
        String certFile = config.getClientCertFile();
        String certData = config.getClientCertData();
        String keyFile = config.getClientKeyFile();
        String keyData = config.getClientKeyData();
        try {
            config.setTrustCerts(true);
            config.setClientCertFile(null);
            config.setClientCertData(null);
            config.setClientKeyFile(null);
            config.setClientKeyData(null);
            return clients.newBuilder(config);
        } finally {
            config.setTrustCerts(trustCerts);
            config.setClientCertFile(certFile);
            config.setClientCertData(certData);
            config.setClientKeyFile(keyFile);
            config.setClientKeyData(keyData);
        }
    }
}
