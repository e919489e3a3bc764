package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK client offers X25519 alone, as Go's client does, and a server without it gets the request
 * again through a client with the JDK's defaults. The offer is read from the ClientHello's bytes; the
 * fallback is seen by a TLS server that refuses X25519 (as Go in FIPS mode does).
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class OneKeyShareTest {
    private static final int X25519 = 0x001d;
    private static final int SECP256R1 = 0x0017;

    @TempDir
    Path dir;

    @Test
    void theNarrowedOfferNamesX25519AloneWhereTheJdkDefaultsAlsoShareP256() throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(new KeyManager[0], null, null);
        Map<Integer, List<Integer>> defaults = ClientHello.groups(clientHello(context, context.getDefaultSSLParameters()));
        assertTrue(defaults.get(ClientHello.KEY_SHARE).contains(SECP256R1), defaults.toString());
        SSLParameters narrowed = OneKeyShare.narrowed(context, null);
        Map<Integer, List<Integer>> offer = ClientHello.groups(clientHello(context, narrowed));
        assertEquals(List.of(X25519), offer.get(ClientHello.SUPPORTED_GROUPS));
        assertEquals(List.of(X25519), offer.get(ClientHello.KEY_SHARE));
    }

    @Test
    void theProtocolsAndCipherSuitesGivenAreKept() throws Exception {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(new KeyManager[0], null, null);
        SSLParameters given = new SSLParameters(new String[] {"TLS_AES_128_GCM_SHA256"}, new String[] {"TLSv1.3"});
        SSLParameters narrowed = OneKeyShare.narrowed(context, given);
        assertEquals(List.of("TLSv1.3"), List.of(narrowed.getProtocols()));
        assertEquals(List.of("TLS_AES_128_GCM_SHA256"), List.of(narrowed.getCipherSuites()));
    }

    @Test
    void aServerWithoutX25519IsAnsweredThroughTheJdkDefaults() throws Exception {
        try (TlsServer server = TlsServer.start(dir, false); HttpClient client = client(server)) {
            assertEquals("{\"major\":\"1\"}", get(client, server.url() + "/version"));
            assertEquals("{\"major\":\"1\"}", get(client, server.url() + "/api"));
            assertEquals(1, server.refused(), "the narrowed offer, once: later requests go with the JDK's defaults");
            assertEquals(2, server.answered());
        }
    }

    @Test
    void aServerWithX25519TakesTheNarrowedOffer() throws Exception {
        try (TlsServer server = TlsServer.start(dir, true); HttpClient client = client(server)) {
            assertEquals("{\"major\":\"1\"}", get(client, server.url() + "/version"));
            assertEquals(0, server.refused());
            assertEquals(1, server.answered());
        }
    }

    /** fabric8's JDK client as japply builds it, trusting the server's certificate. */
    private static HttpClient client(TlsServer server) throws Exception {
        HttpClient.Builder builder = new StoppingHttpClientFactory().newBuilder();
        builder.sslContext(new KeyManager[0], server.trust());
        return builder.build();
    }

    private static String get(HttpClient client, String url) throws Exception {
        HttpResponse<String> response = client.sendAsync(client.newHttpRequestBuilder().uri(url).build(), String.class)
                .get(30, TimeUnit.SECONDS);
        assertEquals(200, response.code());
        return response.body();
    }

    private static ByteBuffer clientHello(SSLContext context, SSLParameters parameters) throws Exception {
        SSLEngine engine = context.createSSLEngine("localhost", 443);
        engine.setUseClientMode(true);
        engine.setSSLParameters(parameters);
        ByteBuffer out = ByteBuffer.allocate(engine.getSession().getPacketBufferSize());
        engine.wrap(ByteBuffer.allocate(0), out);
        return out.flip();
    }
}
