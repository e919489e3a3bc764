package io.japply.apply.internal.kubeconfig;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.utils.Utils;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Base64;
import java.util.Collection;
import java.util.Optional;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * The trust managers of a cluster connection. fabric8 loads the JDK's ~150 root certificates into a
 * trust store for every client, adding the kubeconfig's CA to them, which is most of building a
 * client. As kubectl does, japply trusts only the kubeconfig's CA when it names one; otherwise the
 * JDK's roots, loaded at the first TLS handshake (never for an http:// server).
 */
public final class CaTrust {
    private CaTrust() {
    }

    /**
     * The trust managers for this Config, or empty where fabric8's own are kept: insecure-skip-tls-verify
     * (fabric8 trusts all, at no cost), a trust or key store file, or a CA that does not parse (fabric8 reports it).
     */
    public static Optional<TrustManager[]> of(Config config) {
        if (config.isTrustCerts() || config.getTrustStoreFile() != null || config.getKeyStoreFile() != null) {
            return Optional.empty();
        }
        String data = config.getCaCertData();
        String file = config.getCaCertFile();
        Optional<String> serverName = TlsServerName.of(config);
        if (Utils.isNullOrEmpty(data) && Utils.isNullOrEmpty(file)) {
            // the JDK's roots, and its own name check unless the kubeconfig names the server
            LazyDefaultTrust roots = new LazyDefaultTrust();
            return Optional.of(new TrustManager[] {serverName.isEmpty() ? roots : new NameCheckingTrust(roots, serverName)});
        }
        try {
            byte[] pem = !Utils.isNullOrEmpty(data) ? Base64.getMimeDecoder().decode(data.trim())
                    : Files.readAllBytes(Path.of(file));
            return Optional.of(onlyThese(pem, serverName));
        } catch (IOException | GeneralSecurityException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Trust managers that trust the certificates of this PEM text and nothing else, checking the server's
     * name as kubectl does ({@link NameCheckingTrust}): {@code serverName} if given (tls-server-name), else the host connected to.
     */
    static TrustManager[] onlyThese(byte[] pem, Optional<String> serverName) throws GeneralSecurityException, IOException {
        Collection<? extends Certificate> certificates = CertificateFactory.getInstance("X.509")
                .generateCertificates(new ByteArrayInputStream(pem));
        if (certificates.isEmpty()) {
            throw new GeneralSecurityException("no certificate");
        }
        KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
        store.load(null, null);
        int i = 0;
        for (Certificate certificate : certificates) {
            store.setCertificateEntry("ca-" + i++, certificate);
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509TrustManager chains) {
                return new TrustManager[] {new NameCheckingTrust(chains, serverName)};
            }
        }
        throw new GeneralSecurityException("the JDK has no X.509 trust manager");
    }
}
