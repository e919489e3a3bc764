package io.japply.apply.internal.kubeconfig;

import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * The JDK's default trust manager (its root certificates, or javax.net.ssl.trustStore), created at the
 * first TLS handshake instead of with the client: a plain-http connection never pays for it.
 */
final class LazyDefaultTrust extends X509ExtendedTrustManager {
    private volatile X509ExtendedTrustManager delegate;

    private X509ExtendedTrustManager delegate() throws CertificateException {
        X509ExtendedTrustManager current = delegate;
        if (current == null) {
            synchronized (this) {
                if (delegate == null) {
                    delegate = load();
                }
                current = delegate;
            }
        }
        return current;
    }

    private static X509ExtendedTrustManager load() throws CertificateException {
        try {
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init((KeyStore) null);
            for (TrustManager manager : factory.getTrustManagers()) {
                if (manager instanceof X509ExtendedTrustManager x509) {
                    return x509;
                }
            }
            throw new CertificateException("the JDK has no X.509 trust manager");
        } catch (GeneralSecurityException e) {
            throw new CertificateException("cannot load the JDK's trusted certificates: " + e.getMessage(), e);
        }
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate().checkClientTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        delegate().checkServerTrusted(chain, authType);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        delegate().checkClientTrusted(chain, authType, socket);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) throws CertificateException {
        delegate().checkServerTrusted(chain, authType, socket);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        delegate().checkClientTrusted(chain, authType, engine);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) throws CertificateException {
        delegate().checkServerTrusted(chain, authType, engine);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        try {
            return delegate().getAcceptedIssuers();
        } catch (CertificateException e) {
            return new X509Certificate[0];
        }
    }
}
