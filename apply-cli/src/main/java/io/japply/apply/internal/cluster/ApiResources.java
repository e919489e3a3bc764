package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The kinds one group/version serves, read from its discovery document (an APIResourceList) as a
 * tree: only name, kind and namespaced are read, so no typed model is built on the critical path.
 */
record ApiResources(Map<String, ClusterGateway.Served> byKind) {


    /** Subresources ("deployments/scale") left out; the first resource of a kind wins, as in the server's order. */
    static ApiResources of(JsonNode list) {
        Map<String, ClusterGateway.Served> byKind = new LinkedHashMap<>();
        for (JsonNode r : list.path("resources")) {
            String name = r.path("name").asText("");
            String kind = r.path("kind").asText("");
            if (!name.isEmpty() && !name.contains("/") && !kind.isEmpty()) {
                byKind.putIfAbsent(kind, new ClusterGateway.Served(name, r.path("namespaced").asBoolean(false)));
            }
        }
        return new ApiResources(Map.copyOf(byKind));
    }

    Optional<ClusterGateway.Served> find(String kind) {
        return Optional.ofNullable(byKind.get(kind));
    }
}
