package io.japply.it.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer.Served;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The kinds a fake server must serve for a set of manifests, read from the manifests themselves:
 * every object's group/version/kind (typed Lists opened).
 */
final class RealManifestsKinds {
    /** Built-in kinds that live outside namespaces (the rest of the built-ins are namespaced). */
    private static final Set<String> CLUSTER_SCOPED = Set.of("Namespace", "Node", "PersistentVolume",
            "ClusterRole", "ClusterRoleBinding", "CustomResourceDefinition", "APIService", "StorageClass",
            "CSIDriver", "CSINode", "VolumeAttachment", "PriorityClass", "RuntimeClass", "IngressClass",
            "ValidatingWebhookConfiguration", "MutatingWebhookConfiguration", "ValidatingAdmissionPolicy",
            "ValidatingAdmissionPolicyBinding", "CertificateSigningRequest", "FlowSchema",
            "PriorityLevelConfiguration");

    private RealManifestsKinds() {
    }

    /** The objects of the documents, with the items of typed Lists (RoleList, ConfigMapList...) in place of the List. */
    static List<ObjectNode> objects(List<JsonNode> documents) {
        List<ObjectNode> objects = new ArrayList<>();
        for (JsonNode document : documents) {
            if (document instanceof ObjectNode object && object.path("kind").asText().endsWith("List")
                    && object.path("items").isArray()) {
                object.path("items").forEach(item -> objects.add((ObjectNode) item));
            } else if (document instanceof ObjectNode object) {
                objects.add(object);
            }
        }
        return objects;
    }

    /**
     * One entry per group/version/kind of the objects; plural and scope from a CRD in the same
     * manifests when one defines the kind, else guessed from the kind's name.
     */
    static List<Served> served(List<ObjectNode> objects) {
        Map<String, Served> fromCrds = new LinkedHashMap<>();
        for (ObjectNode object : objects) {
            if (object.path("kind").asText().equals("CustomResourceDefinition")) {
                JsonNode spec = object.path("spec");
                String kind = spec.path("names").path("kind").asText();
                fromCrds.put(spec.path("group").asText() + "/" + kind, new Served(null,
                        spec.path("names").path("plural").asText(), kind, !spec.path("scope").asText().equals("Cluster")));
            }
        }
        Map<String, Served> byKey = new LinkedHashMap<>();
        for (ObjectNode object : objects) {
            String kind = object.path("kind").asText();
            String apiVersion = object.path("apiVersion").asText();
            String group = apiVersion.contains("/") ? apiVersion.substring(0, apiVersion.indexOf('/')) : "";
            Served crd = fromCrds.get(group + "/" + kind);
            byKey.putIfAbsent(apiVersion + "/" + kind, crd != null
                    ? new Served(apiVersion, crd.plural(), kind, crd.namespaced())
                    : new Served(apiVersion, plural(kind), kind, !CLUSTER_SCOPED.contains(kind)));
        }
        return List.copyOf(byKey.values());
    }

    /** The resource name the API server gives a kind: lower case, plural by the usual English rules. */
    static String plural(String kind) {
        String lower = kind.toLowerCase(java.util.Locale.ROOT);
        if (lower.equals("endpoints")) {
            return lower;
        }
        if (lower.endsWith("y") && !lower.matches(".*[aeiou]y")) {
            return lower.substring(0, lower.length() - 1) + "ies";
        }
        if (lower.matches(".*(s|x|z|ch|sh)")) {
            return lower + "es";
        }
        return lower + "s";
    }
}
