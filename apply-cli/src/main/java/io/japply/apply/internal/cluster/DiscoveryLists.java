package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ServedResource;

import io.japply.apply.cluster.ClusterGateway;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every resource a server serves, read from its legacy discovery documents (/api, /apis and one
 * APIResourceList per group/version) in kubectl's order of priority: the core group first, then the
 * groups in the order /apis lists them, each with its preferred version before its others.
 */
public final class DiscoveryLists {
    private DiscoveryLists() {
    }

    /** {@code get} answers a path with its JSON, empty on 404; a group/version that fails to answer is left out, as kubectl leaves it. */
    public static List<ServedResource> read(Function<String, Optional<JsonNode>> get) {
        List<ServedResource> all = new ArrayList<>();
        get.apply("/api").ifPresent(core -> core.path("versions")
                .forEach(v -> all.addAll(resources(get, "", v.asText(), "/api/" + v.asText()))));
        get.apply("/apis").ifPresent(groups -> groups.path("groups").forEach(group -> all.addAll(group(get, group))));
        return List.copyOf(all);
    }

    private static List<ServedResource> group(Function<String, Optional<JsonNode>> get, JsonNode group) {
        String name = group.path("name").asText();
        String preferred = group.path("preferredVersion").path("version").asText("");
        List<String> versions = new ArrayList<>();
        if (!preferred.isEmpty()) {
            versions.add(preferred);
        }
        group.path("versions").forEach(v -> {
            if (!versions.contains(v.path("version").asText())) {
                versions.add(v.path("version").asText());
            }
        });
        List<ServedResource> all = new ArrayList<>();
        versions.forEach(v -> all.addAll(resources(get, name, v, "/apis/" + name + "/" + v)));
        return all;
    }

    private static List<ServedResource> resources(Function<String, Optional<JsonNode>> get, String group,
                                                  String version, String path) {
        JsonNode list;
        try {
            list = get.apply(path).orElse(null);
        } catch (ClusterGateway.Refused e) {
            return List.of(); // an aggregated API whose backend is down (503): its kinds are unknown, as to kubectl
        }
        List<ServedResource> resources = new ArrayList<>();
        if (list == null) {
            return resources;
        }
        for (JsonNode r : list.path("resources")) {
            String plural = r.path("name").asText("");
            if (plural.isEmpty() || plural.contains("/")) {
                continue; // a subresource ("deployments/scale") is no TYPE of its own
            }
            String kind = r.path("kind").asText("");
            String singular = r.path("singularName").asText("");
            resources.add(new ServedResource(group, version, plural, singular.isEmpty() ? kind.toLowerCase(java.util.Locale.ROOT)
                    : singular, kind, r.path("namespaced").asBoolean(false), texts(r.path("shortNames")), texts(r.path("categories"))));
        }
        return resources;
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(t -> texts.add(t.asText()));
        return texts;
    }
}
