package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ServedResource;

import io.japply.apply.cluster.ClusterGateway;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Discovery read in kubectl's order of priority: the core group, then the groups as /apis lists them,
 * each group's preferred version first; subresources left out; a group/version that fails left out.
 */
class DiscoveryListsTest {
    private static final Map<String, String> SERVER = Map.of(
            "/api", "{\"versions\":[\"v1\"]}",
            "/api/v1", "{\"resources\":[{\"name\":\"configmaps\",\"singularName\":\"configmap\",\"kind\":\"ConfigMap\","
                    + "\"namespaced\":true,\"shortNames\":[\"cm\"]},{\"name\":\"pods/log\",\"kind\":\"Pod\",\"namespaced\":true}]}",
            "/apis", "{\"groups\":[{\"name\":\"autoscaling\",\"versions\":[{\"version\":\"v1\"},{\"version\":\"v2\"}],"
                    + "\"preferredVersion\":{\"version\":\"v2\"}},{\"name\":\"metrics.k8s.io\",\"versions\":[{\"version\":\"v1beta1\"}],"
                    + "\"preferredVersion\":{\"version\":\"v1beta1\"}}]}",
            "/apis/autoscaling/v1", "{\"resources\":[{\"name\":\"horizontalpodautoscalers\",\"kind\":\"HorizontalPodAutoscaler\","
                    + "\"namespaced\":true,\"categories\":[\"all\"]}]}",
            "/apis/autoscaling/v2", "{\"resources\":[{\"name\":\"horizontalpodautoscalers\",\"singularName\":\"horizontalpodautoscaler\","
                    + "\"kind\":\"HorizontalPodAutoscaler\",\"namespaced\":true,\"shortNames\":[\"hpa\"]}]}");

    private static Optional<JsonNode> get(String path) {
        if (path.startsWith("/apis/metrics.k8s.io")) {
            throw new ClusterGateway.Refused(503, "Error from server (ServiceUnavailable): the server is currently unable to handle the request");
        }
        return Optional.ofNullable(SERVER.get(path)).map(text -> {
            try {
                return Json.parse(text);
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void readsEveryResourceInKubectlsOrder() {
        assertEquals(List.of(
                new ServedResource("", "v1", "configmaps", "configmap", "ConfigMap", true, List.of("cm"), List.of()),
                new ServedResource("autoscaling", "v2", "horizontalpodautoscalers", "horizontalpodautoscaler",
                        "HorizontalPodAutoscaler", true, List.of("hpa"), List.of()),
                // no singularName (an older server): the kind in lower case, as kubectl guesses it
                new ServedResource("autoscaling", "v1", "horizontalpodautoscalers", "horizontalpodautoscaler",
                        "HorizontalPodAutoscaler", true, List.of(), List.of("all"))),
                DiscoveryLists.read(DiscoveryListsTest::get));
    }
}
