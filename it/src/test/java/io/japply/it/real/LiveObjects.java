package io.japply.it.real;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.TreeMap;

/**
 * The objects of a namespace as the real server stores them, less what differs between two
 * namespaces that went through the same steps: identities and times the server assigns, status
 * written by controllers, allocated cluster IPs, and the namespace's own name.
 */
final class LiveObjects {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Made by controllers in every namespace, at a time of their choosing. */
    private static final Set<String> CONTROLLER_MADE = Set.of("ServiceAccount/default", "ConfigMap/kube-root-ca.crt");
    private static final Set<String> ASSIGNED_METADATA = Set.of("uid", "resourceVersion", "creationTimestamp", "namespace", "selfLink");

    /** The API server's own Service, whose target port is each cluster's own. */
    private static final String API_SERVICE = "Service/default/kubernetes";
    /** An ApplySet's id hashes its parent's namespace among others. */
    private static final java.util.regex.Pattern APPLYSET_ID = java.util.regex.Pattern.compile("applyset-[A-Za-z0-9_-]{43}-v1");

    private LiveObjects() {
    }

    /** kind/name -> normalized object, sorted, as one pretty JSON text for readable failures. */
    static String of(Cluster cluster, String resources, String namespace) {
        return of(cluster, resources, namespace, true);
    }

    /** The same, with each object's managedFields (times aside) when {@code managedFields}. */
    static String of(Cluster cluster, String resources, String namespace, boolean managedFields) {
        return managedFields
                ? normalizedText(cluster, namespace, "get", resources, "-n", namespace, "-o", "json", "--show-managed-fields")
                : normalizedText(cluster, namespace, "get", resources, "-n", namespace, "-o", "json");
    }

    /** The same over every namespace (and cluster-scoped objects): two clusters compared whole. */
    static String everywhere(Cluster cluster, String resources) {
        return normalizedText(cluster, "\u0000", "get", resources, "-A", "-o", "json", "--show-managed-fields");
    }

    private static String normalizedText(Cluster cluster, String namespace, String... args) {
        var got = cluster.kubectl(args);
        if (got.exitCode() != 0) {
            throw new AssertionError("kubectl " + String.join(" ", args) + ": " + got.err());
        }
        try {
            TreeMap<String, JsonNode> byName = new TreeMap<>();
            for (JsonNode item : JSON.readTree(got.out()).path("items")) {
                String key = item.path("kind").asText() + "/" + item.path("metadata").path("namespace").asText("")
                        + "/" + item.path("metadata").path("name").asText();
                if (!CONTROLLER_MADE.contains(item.path("kind").asText() + "/" + item.path("metadata").path("name").asText())
                        && !key.equals(API_SERVICE)) {
                    byName.put(key, normalized(withoutOwnUid(item)));
                }
            }
            String text = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(byName);
            return APPLYSET_ID.matcher(text.replace(namespace, "NAMESPACE")).replaceAll("APPLYSET-ID");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A Job's selector and template carry its uid: the same object in another namespace has another. */
    private static ObjectNode withoutOwnUid(JsonNode item) throws IOException {
        String uid = item.path("metadata").path("uid").asText();
        String text = JSON.writeValueAsString(item);
        return (ObjectNode) JSON.readTree(uid.isEmpty() ? text : text.replace(uid, "UID"));
    }

    static ObjectNode normalized(ObjectNode object) {
        object.remove("status");
        ObjectNode metadata = (ObjectNode) object.path("metadata");
        metadata.remove(ASSIGNED_METADATA);
        if (metadata.path("annotations") instanceof ObjectNode annotations) {
            annotations.remove("deployment.kubernetes.io/revision");
            annotations.remove("applyset.kubernetes.io/tooling"); // kubectl/v1.37.2 against japply/VERSION
            if (annotations.isEmpty()) {
                metadata.remove("annotations");
            }
        }
        if (metadata.path("managedFields") instanceof ArrayNode managed) {
            for (int i = managed.size() - 1; i >= 0; i--) {
                if ("status".equals(managed.get(i).path("subresource").asText())) {
                    managed.remove(i);
                } else {
                    ObjectNode entry = (ObjectNode) managed.get(i);
                    entry.remove("time");
                    if ("japply-applyset".equals(entry.path("manager").asText())) {
                        // the ApplySet parent's manager names its tool, as its tooling annotation does (job-step.md)
                        entry.put("manager", "kubectl-applyset");
                    }
                }
            }
            // the server orders the entries by operation, then time (to the second), then manager: with the
            // times gone, by operation and manager, so that two runs a second apart compare equal
            java.util.List<JsonNode> entries = new java.util.ArrayList<>();
            managed.forEach(entries::add);
            entries.sort(java.util.Comparator.comparing((JsonNode e) -> e.path("operation").asText())
                    .thenComparing(e -> e.path("manager").asText()).thenComparing(e -> e.path("subresource").asText()));
            managed.removeAll();
            entries.forEach(managed::add);
        }
        if (object.path("spec") instanceof ObjectNode spec && "Service".equals(object.path("kind").asText())) {
            // addresses and ports the server allocates at random: two clusters never agree on them
            spec.remove(Set.of("clusterIP", "clusterIPs", "healthCheckNodePort"));
            spec.path("ports").forEach(port -> {
                if (port instanceof ObjectNode allocated) {
                    allocated.remove("nodePort");
                }
            });
        }
        return object;
    }
}
