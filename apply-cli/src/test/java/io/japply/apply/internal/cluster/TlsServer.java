package io.japply.apply.internal.cluster;

import io.japply.testing.BoundedProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.AlgorithmConstraints;
import java.security.AlgorithmParameters;
import java.security.CryptoPrimitive;
import java.security.Key;
import java.security.KeyStore;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLServerSocket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

/**
 * A TLS server on the loopback interface that answers every HTTP/1.1 request with {"major":"1"} and
 * counts the handshakes it refused and completed. Its key is a P-256 one made by the JDK's keytool.
 * Without X25519 it offers the other groups only, as Go's TLS server does in FIPS mode.
 */
public final class TlsServer implements AutoCloseable {
    private static final String PASSWORD = "changeit";
    private static final byte[] BODY = "{\"major\":\"1\"}".getBytes(StandardCharsets.UTF_8);

    private final SSLServerSocket socket;
    private final KeyStore store;
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger answered = new AtomicInteger();

    private TlsServer(SSLServerSocket socket, KeyStore store) {
        this.socket = socket;
        this.store = store;
    }

    public static TlsServer start(Path dir, boolean x25519) throws Exception {
        KeyStore store = keyStore(dir.resolve("server.p12"));
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, PASSWORD.toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keys.getKeyManagers(), null, null);
        SSLServerSocket socket = (SSLServerSocket) context.getServerSocketFactory()
                .createServerSocket(0, 50, InetAddress.getLoopbackAddress());
        if (!x25519) {
            SSLParameters parameters = socket.getSSLParameters();
            parameters.setAlgorithmConstraints(new WithoutX25519());
            socket.setSSLParameters(parameters);
        }
        TlsServer server = new TlsServer(socket, store);
        Thread thread = new Thread(server::serve, "tls-server");
        thread.setDaemon(true);
        thread.start();
        return server;
    }

    public String url() {
        return "https://127.0.0.1:" + socket.getLocalPort();
    }

    /** Trust managers that trust this server's certificate only. */
    public TrustManager[] trust() throws Exception {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        return factory.getTrustManagers();
    }

    /** The server's certificate as PEM text, as a kubeconfig's certificate-authority-data holds it (decoded). */
    public byte[] certificatePem() throws Exception {
        String base64 = java.util.Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(store.getCertificate("server").getEncoded());
        return ("-----BEGIN CERTIFICATE-----\n" + base64 + "\n-----END CERTIFICATE-----\n").getBytes(StandardCharsets.US_ASCII);
    }

    public int refused() {
        return refused.get();
    }

    public int answered() {
        return answered.get();
    }

    private void serve() {
        while (!socket.isClosed()) {
            try (SSLSocket client = (SSLSocket) socket.accept()) {
                client.setSoTimeout(10_000);
                try {
                    client.startHandshake();
                } catch (SSLException e) {
                    refused.incrementAndGet();
                    continue;
                }
                answer(client);
                answered.incrementAndGet();
            } catch (IOException e) {
                // closed, or a client that went away: the next one is served
            }
        }
    }

    private static void answer(SSLSocket client) throws IOException {
        BufferedReader request = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.ISO_8859_1));
        for (String line = request.readLine(); line != null && !line.isEmpty(); line = request.readLine()) {
            // the request's head: every path gets the same answer
        }
        OutputStream out = client.getOutputStream();
        out.write(("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + BODY.length
                + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.write(BODY);
        out.flush();
    }

    /** A P-256 key and a certificate for 127.0.0.1, made by keytool (the JDK has no API for a certificate). */
    private static KeyStore keyStore(Path file) throws Exception {
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        BoundedProcess.Result process = BoundedProcess.of(keytool.toString(), "-genkeypair", "-alias", "server", "-keyalg", "EC",
                "-groupname", "secp256r1", "-dname", "CN=127.0.0.1", "-ext", "SAN=ip:127.0.0.1", "-validity", "2",
                "-storetype", "PKCS12", "-keystore", file.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD)
                .errorsIntoOutput().timeout(java.time.Duration.ofSeconds(60)).run();
        if (process.code() != 0) {
            throw new IllegalStateException("keytool failed: " + process.out());
        }
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (var in = java.nio.file.Files.newInputStream(file)) {
            store.load(in, PASSWORD.toCharArray());
        }
        return store;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /** Refuses X25519 (and X448) for key agreement, by name, and nothing else. */
    private static final class WithoutX25519 implements AlgorithmConstraints {
        @Override
        public boolean permits(Set<CryptoPrimitive> primitives, String algorithm, AlgorithmParameters parameters) {
            return !(primitives.contains(CryptoPrimitive.KEY_AGREEMENT)
                    && ("x25519".equalsIgnoreCase(algorithm) || "x448".equalsIgnoreCase(algorithm)
                    || "XDH".equalsIgnoreCase(algorithm)));
        }

        @Override
        public boolean permits(Set<CryptoPrimitive> primitives, Key key) {
            return true;
        }

        @Override
        public boolean permits(Set<CryptoPrimitive> primitives, String algorithm, Key key, AlgorithmParameters parameters) {
            return true;
        }
    }
}
