package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpResponse;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A client for an http:// server without a proxy is configured as fabric8 configures it (the token,
 * redirects, the headers it adds) but builds no TLS; a proxy or https keeps fabric8's own configuration.
 */
class PlainHttpTest {
    private static final long WAIT_SECONDS = 20;
    private HttpServer server;
    private final List<String> seen = new CopyOnWriteArrayList<>();

    @BeforeEach
    void serve() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            seen.add(exchange.getRequestURI() + " " + exchange.getRequestHeaders().getFirst("Authorization"));
            if (exchange.getRequestURI().getPath().equals("/elsewhere")) {
                exchange.getResponseHeaders().add("Location", "https://127.0.0.1:" + port() + "/ok");
                exchange.sendResponseHeaders(302, -1);
            } else {
                byte[] body = "ok".getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
            }
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private int port() {
        return server.getAddress().getPort();
    }

    private static Config config(String server) {
        return new ConfigBuilder(Config.empty()).withMasterUrl(server).withOauthToken("secret-token").build();
    }

    private static HttpClient client(Config config) {
        return new BoundedHttpClientFactory(RequestBudget.of(Duration.ofSeconds(WAIT_SECONDS), "20s"))
                .newBuilder(config).build();
    }

    private static HttpResponse<String> get(HttpClient client, String url) throws Exception {
        return client.sendAsync(client.newHttpRequestBuilder().uri(url).build(), String.class)
                .get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void onlyAnHttpServerReachedDirectlySkipsTls() {
        assertTrue(PlainHttp.applies(config("http://127.0.0.1:8080")));
        assertTrue(PlainHttp.applies(config("HTTP://127.0.0.1:8080")));
        assertFalse(PlainHttp.applies(config("https://127.0.0.1:8443")));
        Config proxied = config("http://127.0.0.1:8080");
        proxied.setHttpProxy("http://127.0.0.1:3128");
        assertFalse(PlainHttp.applies(proxied));
        Config httpsProxy = config("http://127.0.0.1:8080");
        httpsProxy.setHttpsProxy("http://127.0.0.1:3128");
        assertFalse(PlainHttp.applies(httpsProxy));
    }

    @Test
    void thePlainClientSendsFabric8sAuthAndFollowsRedirectsOnTheSameServer() throws Exception {
        String base = "http://127.0.0.1:" + port();
        try (HttpClient client = client(config(base))) {
            HttpResponse<String> response = get(client, base + "/api");
            assertEquals(200, response.code());
            assertEquals("ok", response.body());
        }
        assertEquals(List.of("/api Bearer secret-token"), seen);
    }

    @Test
    void aRedirectToHttpsIsRefusedAsATlsFailure() {
        String base = "http://127.0.0.1:" + port();
        try (HttpClient client = client(config(base))) {
            ExecutionException failure = assertThrows(ExecutionException.class, () -> get(client, base + "/elsewhere"));
            Unreachable unreachable = assertInstanceOf(Unreachable.class, failure.getCause());
            assertTrue(unreachable.getMessage().endsWith("TLS handshake failed (" + NoTls.REFUSAL + ")"),
                    unreachable.getMessage());
        }
        assertEquals(List.of("/elsewhere Bearer secret-token"), seen);
    }

    @Test
    void aProxyKeepsFabric8sConfigurationAndIsUsed() throws Exception {
        // nothing listens at the server's own address: the answer can only come through the proxy
        Config config = config("http://127.0.0.1:1");
        config.setHttpProxy("http://127.0.0.1:" + port());
        try (HttpClient client = client(config)) {
            HttpResponse<String> response = get(client, "http://127.0.0.1:1/api");
            assertEquals("ok", response.body());
        }
        assertEquals(1, seen.size());
    }
}
