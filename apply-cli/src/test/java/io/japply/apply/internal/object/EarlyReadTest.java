package io.japply.apply.internal.object;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.model.Action;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.FieldValidation;
import io.japply.apply.internal.cluster.Fabric8Gateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.Manifest;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A single-object apply sends its GET while discovery is unanswered, with the resource the bundle
 * names, and uses the answer only when discovery names that resource too.
 */
class EarlyReadTest {
    private static final long WAIT_SECONDS = 10;
    private static final String OBJECT_PATH = "/api/v1/namespaces/default/configmaps/same";
    private static final String MANIFEST = "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"same\","
            + "\"annotations\":{\"kubectl.kubernetes.io/last-applied-configuration\":"
            + "\"{\\\"apiVersion\\\":\\\"v1\\\",\\\"data\\\":{\\\"a\\\":\\\"b\\\"},\\\"kind\\\":\\\"ConfigMap\\\","
            + "\\\"metadata\\\":{\\\"annotations\\\":{},\\\"name\\\":\\\"same\\\",\\\"namespace\\\":\\\"default\\\"}}\\n\"}},"
            + "\"data\":{\"a\":\"b\"}}";

    private final HttpServer server;
    private final List<String> asked = new CopyOnWriteArrayList<>();
    private final CountDownLatch objectAsked = new CountDownLatch(1);
    private volatile String plural = "configmaps";
    private volatile boolean discoveryWaited;

    EarlyReadTest() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.createContext("/", this::handle);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        asked.add(path);
        String body;
        int code = 200;
        if (path.equals("/api/v1")) {
            try {
                // discovery answers only once the object was asked for, or after the wait
                discoveryWaited = objectAsked.await(WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            body = "{\"kind\":\"APIResourceList\",\"groupVersion\":\"v1\",\"resources\":[{\"name\":\"" + plural
                    + "\",\"namespaced\":true,\"kind\":\"ConfigMap\"}]}";
        } else if (path.endsWith("/same")) {
            objectAsked.countDown();
            ObjectNode live = (ObjectNode) Json.parse(MANIFEST);
            live.withObject("/metadata").put("namespace", "default").put("resourceVersion", "7");
            body = live.toString();
        } else {
            code = 404;
            body = "404 page not found";
        }
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(code, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private Outcome applyOne() throws IOException {
        String url = "http://127.0.0.1:" + server.getAddress().getPort();
        ApplyOptions options = new ApplyOptions(List.of("same.yaml"), false, Optional.empty(), DryRun.NONE, true,
                ApplyOptions.DEFAULT_FIELD_MANAGER, Optional.empty(), false, false, false,
                new MergeKeyOptions(false, false), FieldValidation.STRICT);
        ObjectNode object = (ObjectNode) Json.parse("{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\","
                + "\"metadata\":{\"name\":\"same\"},\"data\":{\"a\":\"b\"}}");
        Manifest manifest = Manifest.of("same.yaml", 1, 0, object);
        try (Fabric8Gateway gateway = new Fabric8Gateway(new KubernetesClientBuilder().withConfig(new ConfigBuilder()
                .withMasterUrl(url).withNamespace("default").withRequestTimeout(10_000).withRequestRetryBackoffLimit(0)
                .build()).build(), "10s")) {
            return new Applier(gateway, options, d -> { }).listing(List.of(manifest)).apply(manifest);
        }
    }

    @Test
    void theObjectIsReadWhileDiscoveryIsUnanswered() throws IOException {
        Outcome outcome = applyOne();
        assertEquals(Action.UNCHANGED, outcome.action(), String.valueOf(outcome.error()));
        assertTrue(discoveryWaited, "the object's GET came before discovery's answer: " + asked);
        assertEquals(1, asked.stream().filter(OBJECT_PATH::equals).count(), "one GET: " + asked);
    }

    @Test
    void aResourceDiscoveryNamesOtherwiseIsReadAgain() throws IOException {
        plural = "cms"; // a server that serves ConfigMaps under another name than the release's paths
        Outcome outcome = applyOne();
        assertEquals(Action.UNCHANGED, outcome.action(), String.valueOf(outcome.error()));
        assertTrue(asked.contains("/api/v1/namespaces/default/cms/same"), "read again where discovery says: " + asked);
    }
}
