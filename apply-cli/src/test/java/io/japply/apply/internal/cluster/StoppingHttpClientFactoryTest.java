package io.japply.apply.internal.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.HttpResponse;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Closing a client built by the factory ends the JDK client's selector thread, on every JDK japply
 * runs on: while that thread waits in native code, the JVM's exit waits 300 ms for it.
 */
class StoppingHttpClientFactoryTest {
    private HttpServer server;

    @BeforeEach
    void serve() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = "ok".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    private static Set<Thread> selectorThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().endsWith("SelectorManager"))
                .collect(Collectors.toSet());
    }

    @Test
    void closingTheClientEndsItsSelectorThread() throws Exception {
        Set<Thread> before = selectorThreads();
        HttpClient.Builder builder = new StoppingHttpClientFactory().newBuilder();
        HttpClient client = builder.build();
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/";
        HttpResponse<String> response = client.sendAsync(client.newHttpRequestBuilder().uri(url).build(), String.class)
                .get(10, TimeUnit.SECONDS);
        assertEquals("ok", response.body());
        Set<Thread> started = new HashSet<>(selectorThreads());
        started.removeAll(before);
        assertFalse(started.isEmpty(), "the request started a selector thread");

        client.close();

        for (Thread thread : started) {
            thread.join(5_000); // bounded: a thread still alive after it fails the test below
            assertTrue(!thread.isAlive(), thread.getName() + " is still running after close");
        }
    }
}
