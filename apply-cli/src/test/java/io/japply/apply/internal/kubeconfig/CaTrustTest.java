package io.japply.apply.internal.kubeconfig;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpResponse;
import io.fabric8.kubernetes.client.jdkhttp.JdkHttpClientFactory;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.junit.jupiter.api.Test;

/** Only the kubeconfig's CA is trusted when it names one, the JDK's roots otherwise; hostnames are verified as before. */
class CaTrustTest {
    private static final long WAIT_SECONDS = 20;

    @Test
    void aNamedCaIsTheOnlyTrustedIssuer() throws Exception {
        TrustManager[] managers = CaTrust.of(config("https://127.0.0.1:1", caData())).orElseThrow();
        X509TrustManager trust = (X509TrustManager) managers[0];
        assertEquals(1, trust.getAcceptedIssuers().length);
        assertEquals("CN=japply-test-ca", trust.getAcceptedIssuers()[0].getSubjectX500Principal().getName());
        trust.checkServerTrusted(new X509Certificate[] {ca()}, "RSA");
        X509TrustManager jdk = jdkDefault();
        assertThrows(java.security.cert.CertificateException.class,
                () -> trust.checkServerTrusted(new X509Certificate[] {jdk.getAcceptedIssuers()[0]}, "RSA"));
    }

    @Test
    void withoutCaTheJdksRootsAsFabric8HasThem() throws Exception {
        TrustManager[] managers = CaTrust.of(config("http://127.0.0.1:8080", null)).orElseThrow();
        LazyDefaultTrust lazy = assertInstanceOf(LazyDefaultTrust.class, managers[0]);
        assertArrayEquals(sorted(jdkDefault().getAcceptedIssuers()), sorted(lazy.getAcceptedIssuers()));
    }

    @Test
    void insecureSkipTlsVerifyKeepsFabric8sTrustAll() {
        Config config = config("https://127.0.0.1:1", null);
        config.setTrustCerts(true);
        assertTrue(CaTrust.of(config).isEmpty());
    }

    @Test
    void theCaSignedServerIsReachedAndTheConfigIsLeftAsItWas() throws Exception {
        HttpsServer server = server("server-right.p12");
        try {
            Config config = config("https://127.0.0.1:" + server.getAddress().getPort(), caData());
            assertEquals(200, get(new CaTrustClientFactory(new JdkHttpClientFactory()), config).code());
            assertEquals(false, config.isTrustCerts());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aCertificateForAnotherHostIsRefusedAsFabric8RefusesIt() throws Exception {
        HttpsServer server = server("server-wrong.p12");
        try {
            Config config = config("https://127.0.0.1:" + server.getAddress().getPort(), caData());
            assertThrows(ExecutionException.class, () -> get(new CaTrustClientFactory(new JdkHttpClientFactory()), config));
            assertThrows(ExecutionException.class, () -> get(new JdkHttpClientFactory(), config));
        } finally {
            server.stop(0);
        }
    }

    @Test
    void withoutTheCaTheServerIsNotTrusted() throws Exception {
        HttpsServer server = server("server-right.p12");
        try {
            Config config = config("https://127.0.0.1:" + server.getAddress().getPort(), null);
            assertThrows(ExecutionException.class, () -> get(new CaTrustClientFactory(new JdkHttpClientFactory()), config));
        } finally {
            server.stop(0);
        }
    }

    private static HttpResponse<String> get(HttpClient.Factory factory, Config config) throws Exception {
        try (HttpClient client = factory.newBuilder(config).build()) {
            return client.sendAsync(client.newHttpRequestBuilder().uri(config.getMasterUrl() + "version").build(), String.class)
                    .get(WAIT_SECONDS, TimeUnit.SECONDS);
        }
    }

    private static Config config(String server, String caData) {
        Config config = Config.empty();
        config.setMasterUrl(server);
        config.setCaCertData(caData);
        config.setRequestRetryBackoffLimit(0); // a refused handshake fails at once instead of being retried
        return config;
    }

    private static HttpsServer server(String keyStore) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = CaTrustTest.class.getResourceAsStream(keyStore)) {
            store.load(in, "changeit".toCharArray());
        }
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, "changeit".toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keys.getKeyManagers(), null, null);
        HttpsServer server = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setHttpsConfigurator(new HttpsConfigurator(context));
        server.createContext("/", exchange -> {
            byte[] body = "{}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }

    private static String caData() throws IOException {
        try (InputStream in = CaTrustTest.class.getResourceAsStream("test-ca.crt")) {
            return Base64.getEncoder().encodeToString(in.readAllBytes());
        }
    }

    private static X509Certificate ca() throws Exception {
        try (InputStream in = CaTrustTest.class.getResourceAsStream("test-ca.crt")) {
            return (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
        }
    }

    private static X509TrustManager jdkDefault() throws Exception {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init((KeyStore) null);
        return (X509TrustManager) factory.getTrustManagers()[0];
    }

    private static String[] sorted(X509Certificate[] certificates) {
        return Arrays.stream(certificates).map(c -> c.getSubjectX500Principal().getName())
                .sorted(Comparator.naturalOrder()).toArray(String[]::new);
    }
}
