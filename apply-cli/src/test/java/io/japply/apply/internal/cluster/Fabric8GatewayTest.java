package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.cluster.ClusterGateway.Served;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Discovery, API groups and OpenAPI reads of the gateway against a small HTTP server: paths asked, answers read. */
class Fabric8GatewayTest {
    private static final String CORE = "{\"kind\":\"APIResourceList\",\"groupVersion\":\"v1\",\"resources\":["
            + "{\"name\":\"pods/status\",\"namespaced\":true,\"kind\":\"Pod\",\"verbs\":[\"get\"]},"
            + "{\"name\":\"pods\",\"namespaced\":true,\"kind\":\"Pod\",\"verbs\":[\"get\"]},"
            // a field of another shape than fabric8's APIResource model has: only name, kind, namespaced are read
            + "{\"name\":\"configmaps\",\"namespaced\":true,\"kind\":\"ConfigMap\",\"shortNames\":{\"cm\":true}},"
            + "{\"name\":\"namespaces\",\"kind\":\"Namespace\",\"verbs\":[\"get\"]}]}";
    private static final String APPS = "{\"kind\":\"APIResourceList\",\"groupVersion\":\"apps/v1\",\"resources\":["
            + "{\"name\":\"deployments\",\"namespaced\":true,\"kind\":\"Deployment\"}]}";
    private static final String GROUPS = "{\"kind\":\"APIGroupList\",\"groups\":[{\"name\":\"apps\",\"versions\":"
            + "[{\"groupVersion\":\"apps/v1\",\"version\":\"v1\"}],\"preferredVersion\":{\"groupVersion\":\"apps/v1\"}}]}";

    private record Answer(int code, String body) {
    }

    private final HttpServer server;
    private final Map<String, Deque<Answer>> answers = new HashMap<>();
    private final List<String> asked = new ArrayList<>();
    private final Fabric8Gateway gateway;

    Fabric8GatewayTest() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
        String url = "http://127.0.0.1:" + server.getAddress().getPort();
        gateway = new Fabric8Gateway(new KubernetesClientBuilder().withConfig(new ConfigBuilder().withMasterUrl(url)
                .withRequestTimeout(10_000).withRequestRetryBackoffLimit(0).build()).build(), "10s");
    }

    @AfterEach
    void stop() {
        gateway.close();
        server.stop(0);
    }

    /** Answers in turn; the last one stays. Unscripted paths get the API server's plain-text 404. */
    private synchronized void answer(String path, int code, String body) {
        answers.computeIfAbsent(path, p -> new ArrayDeque<>()).add(new Answer(code, body));
    }

    private void handle(HttpExchange exchange) throws IOException {
        Answer answer;
        synchronized (this) {
            String path = exchange.getRequestURI().getPath();
            String query = exchange.getRequestURI().getRawQuery();
            asked.add(query == null ? path : path + "?" + query);
            Deque<Answer> scripted = answers.get(path);
            answer = scripted == null ? new Answer(404, "404 page not found")
                    : scripted.size() > 1 ? scripted.poll() : scripted.peek();
        }
        byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(answer.code(), body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    private synchronized List<String> asked() {
        return List.copyOf(asked);
    }

    @Test
    void readsWhatEachGroupVersionServesOnceFromItsDiscoveryPath() {
        answer("/api/v1", 200, CORE);
        answer("/apis/apps/v1", 200, APPS);

        assertEquals(Optional.of(new Served("pods", true)), gateway.resource("v1", "Pod"), "subresource skipped");
        assertEquals(Optional.of(new Served("configmaps", true)), gateway.resource("v1", "ConfigMap"));
        assertEquals(Optional.of(new Served("namespaces", false)), gateway.resource("v1", "Namespace"),
                "not namespaced unless it says so");
        assertEquals(Optional.of(new Served("deployments", true)), gateway.resource("apps/v1", "Deployment"));
        assertEquals(List.of("/api/v1", "/apis/apps/v1"), asked(), "one read per group/version, as fabric8 built the paths");
    }

    /** japply's own gateway, over the HTTP client it built, asks the same paths and reads the namespace from the Config. */
    @Test
    void overAnHttpClientTheSameReads() {
        answer("/api/v1", 200, CORE);
        String url = "http://127.0.0.1:" + server.getAddress().getPort();
        io.fabric8.kubernetes.client.Config config = new ConfigBuilder().withMasterUrl(url).withNamespace("team-a")
                .withRequestTimeout(10_000).withRequestRetryBackoffLimit(0).build();
        io.fabric8.kubernetes.client.http.HttpClient http = new BoundedHttpClientFactory(
                RequestBudget.of(java.time.Duration.ofSeconds(10), "10s")).newBuilder(config).build();
        try (Fabric8Gateway own = new Fabric8Gateway(http, config, "10s")) {
            assertEquals(Optional.of(new Served("configmaps", true)), own.resource("v1", "ConfigMap"));
            assertEquals("team-a", own.contextNamespace());
        }
        assertEquals(List.of("/api/v1"), asked());
        assertEquals(true, http.isClosed(), "closed with the gateway");
    }

    @Test
    void readsAgainAfterAMissAndIsEmptyForAnUnservedGroupVersion() {
        answer("/apis/stable.example.com/v1", 200, "{\"kind\":\"APIResourceList\",\"resources\":[]}");
        answer("/apis/stable.example.com/v1", 200, "{\"kind\":\"APIResourceList\",\"resources\":["
                + "{\"name\":\"widgets\",\"namespaced\":true,\"kind\":\"Widget\"}]}");

        assertEquals(Optional.of(new Served("widgets", true)), gateway.resource("stable.example.com/v1", "Widget"));
        assertEquals(Optional.empty(), gateway.resource("example.org/v2", "Gadget"));
        assertEquals(List.of("/apis/stable.example.com/v1", "/apis/stable.example.com/v1",
                "/apis/example.org/v2", "/apis/example.org/v2"), asked());
    }

    @Test
    void aRefusedDiscoveryReadSaysWhatTheServerSaid() {
        answer("/api/v1", 403, "{\"kind\":\"Status\",\"status\":\"Failure\",\"reason\":\"Forbidden\","
                + "\"message\":\"forbidden: User \\\"ci\\\" cannot get path \\\"/api/v1\\\"\",\"code\":403}");

        ClusterGateway.Refused refused = assertThrows(ClusterGateway.Refused.class, () -> gateway.resource("v1", "Pod"));
        assertEquals(403, refused.code());
        assertEquals("Error from server (Forbidden): forbidden: User \"ci\" cannot get path \"/api/v1\"",
                refused.getMessage());
    }

    @Test
    void preferredVersionComesFromTheGroupList() {
        answer("/apis", 200, GROUPS);

        assertEquals(Optional.of("v1"), gateway.preferredVersion(""));
        assertEquals(List.of(), asked(), "the core group needs no request");
        assertEquals(Optional.of("apps/v1"), gateway.preferredVersion("apps"));
        assertEquals(Optional.empty(), gateway.preferredVersion("stable.example.com"));
    }

    @Test
    void listsByLabelAsTreesAndFindsNothingOfAKindNoLongerServed() {
        answer("/api/v1/namespaces/shop/configmaps", 200, "{\"kind\":\"ConfigMapList\",\"apiVersion\":\"v1\","
                + "\"items\":[{\"metadata\":{\"name\":\"a\",\"labels\":{\"applyset.kubernetes.io/part-of\":\"s1\"}}}]}");
        ObjectRef configMaps = new ObjectRef("v1", "ConfigMap", "shop", null);

        List<com.fasterxml.jackson.databind.node.ObjectNode> items = gateway.list(configMaps, new Served("configmaps", true),
                "applyset.kubernetes.io/part-of=s1");
        assertEquals(1, items.size());
        assertEquals("a", items.get(0).path("metadata").path("name").asText());
        assertEquals("ConfigMap", items.get(0).path("kind").asText(), "typed as listed");
        assertEquals(List.of(), gateway.list(new ObjectRef("example.org/v1", "Gadget", null, null),
                new Served("gadgets", false), "x=y"));
        assertEquals(List.of("/api/v1/namespaces/shop/configmaps?labelSelector=applyset.kubernetes.io%2Fpart-of%3Ds1",
                "/apis/example.org/v1/gadgets?labelSelector=x%3Dy"), asked());
    }

    @Test
    void openApiIsEmptyWhereTheServerHasNoneAndReadWhereItHas() {
        answer("/openapi/v3", 200, "{\"paths\":{\"api/v1\":{\"serverRelativeURL\":\"/openapi/v3/api/v1?hash=1\"}}}");

        assertEquals(Optional.empty(), gateway.openApi().fetch("/openapi/v2"));
        assertEquals("/openapi/v3/api/v1?hash=1", gateway.openApi().fetch("/openapi/v3").orElseThrow()
                .path("paths").path("api/v1").path("serverRelativeURL").asText());
    }

    @Test
    void anOpenApiAnswerThatIsNotJsonIsAnError() {
        answer("/openapi/v3", 200, "<html>");

        ClusterGateway.Refused e = assertThrows(ClusterGateway.Refused.class, () -> gateway.openApi().fetch("/openapi/v3"));
        assertEquals("the server's answer to GET /openapi/v3 is not JSON", e.getMessage(), "the server's failure, not japply's");
    }
}
