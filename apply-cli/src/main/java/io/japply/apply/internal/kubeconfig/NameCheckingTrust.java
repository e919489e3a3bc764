package io.japply.apply.internal.kubeconfig;

import java.net.Socket;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.Optional;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.X509ExtendedTrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * A server's chain validated by another trust manager (the kubeconfig's CA alone, or the JDK's roots),
 * and its certificate's names checked by {@link ServerIdentity}, as kubectl's Go client checks them,
 * against the kubeconfig's tls-server-name where it gives one, else the host connected to.
 *
 * <p>Why not the JDK's own host check with the kubeconfig's CA: before matching names it asks whether the
 * chain ends at one of the JDK's public roots, and to know that it loads and hashes all ~150 of them, once
 * per process. That was ~80 ms of CPU in every cold run, for an answer that is always no when the only
 * anchor is the CA the kubeconfig names. And the JDK's check knows no tls-server-name.
 */
final class NameCheckingTrust extends X509ExtendedTrustManager {
    private static final String HTTPS = "HTTPS";
    private final X509TrustManager chains;
    private final Optional<String> serverName;

    NameCheckingTrust(X509TrustManager chains, Optional<String> serverName) {
        this.chains = chains;
        this.serverName = serverName;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        chains.checkServerTrusted(chain, authType);
        if (engine != null) {
            checkIdentity(engine.getSSLParameters(), serverName.orElse(engine.getPeerHost()), chain);
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        chains.checkServerTrusted(chain, authType);
        if (socket instanceof SSLSocket ssl && ssl.getHandshakeSession() != null) {
            checkIdentity(ssl.getSSLParameters(), serverName.orElse(ssl.getHandshakeSession().getPeerHost()), chain);
        }
    }

    /** Without a connection to read the host from, the chain only (the JDK's own managers do the same). */
    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        chains.checkServerTrusted(chain, authType);
    }

    /**
     * The identity check the connection asks for: HTTPS, as the JDK client sets unless told not to, of
     * {@code host}: the kubeconfig's tls-server-name, else the host connected to.
     */
    private static void checkIdentity(SSLParameters parameters, String host, X509Certificate[] chain)
            throws CertificateException {
        String algorithm = parameters.getEndpointIdentificationAlgorithm();
        if (algorithm == null || algorithm.isEmpty()) {
            return;
        }
        if (!algorithm.equalsIgnoreCase(HTTPS)) {
            throw new CertificateException("unknown identification algorithm: " + algorithm);
        }
        if (host == null || host.isEmpty()) {
            throw new CertificateException("no host name to check the server's certificate against");
        }
        ServerIdentity.check(host, chain[0]);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        throw new CertificateException("japply is a TLS client only");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        throw new CertificateException("japply is a TLS client only");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        throw new CertificateException("japply is a TLS client only");
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return chains.getAcceptedIssuers();
    }
}
