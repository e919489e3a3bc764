package io.japply.apply.internal.cluster;

import java.io.UncheckedIOException;
import java.security.SecureRandom;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLContextSpi;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocketFactory;
import javax.net.ssl.SSLSessionContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;

/**
 * The TLS context of a client that talks to an http:// server only. The JDK client wants a context when
 * it is built, and a real one costs a cold start ~30 ms (the security providers, the TLS engine's
 * tables) that plain http never uses. This one refuses every TLS connection, such as a redirect to an
 * https:// address: without the kubeconfig's trust settings for it, japply does not follow.
 */
final class NoTls {
    static final String REFUSAL = "this client was built for the kubeconfig's http:// server and does not speak TLS"
            + " (a redirect to https:// is not followed)";

    private NoTls() {
    }

    static SSLContext context() {
        return new SSLContext(new Refusing(), null, "none") {
        };
    }

    /** An SSLException under it: japply reports a TLS failure, which it does not try again. */
    private static UncheckedIOException refused() {
        return new UncheckedIOException(new SSLException(REFUSAL));
    }

    private static final class Refusing extends SSLContextSpi {
        @Override
        protected void engineInit(KeyManager[] keys, TrustManager[] trust, SecureRandom random) {
            // nothing to set up: every use is refused
        }

        @Override
        protected SSLSocketFactory engineGetSocketFactory() {
            throw refused();
        }

        @Override
        protected SSLServerSocketFactory engineGetServerSocketFactory() {
            throw refused();
        }

        @Override
        protected SSLEngine engineCreateSSLEngine() {
            throw refused();
        }

        @Override
        protected SSLEngine engineCreateSSLEngine(String host, int port) {
            throw refused();
        }

        @Override
        protected SSLSessionContext engineGetServerSessionContext() {
            throw refused();
        }

        @Override
        protected SSLSessionContext engineGetClientSessionContext() {
            throw refused();
        }

        /** Read by the JDK client when it is built, before any connection. */
        @Override
        protected SSLParameters engineGetDefaultSSLParameters() {
            return new SSLParameters();
        }

        @Override
        protected SSLParameters engineGetSupportedSSLParameters() {
            return new SSLParameters();
        }
    }
}
