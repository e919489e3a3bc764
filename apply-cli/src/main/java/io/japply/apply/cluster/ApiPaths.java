package io.japply.apply.cluster;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** The API server's paths and a write's query, as kubectl 1.32 writes them. */
final class ApiPaths {
    private ApiPaths() {
    }

    /** The collection of a kind: /api/v1[/namespaces/NS]/plural, or /apis/group/version[/namespaces/NS]/plural. */
    static String collection(ObjectRef ref, ClusterGateway.Served served) {
        String root = ref.group().isEmpty() ? "/api/" + ref.version() : "/apis/" + ref.apiVersion();
        return root + (served.namespaced() ? "/namespaces/" + ref.namespace() : "") + "/" + served.plural();
    }

    /** A write's query as kubectl 1.32 sends it (keys sorted); {@code force} only for server-side apply. */
    static String query(ClusterGateway.Write options, boolean serverSideApply) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (options.serverDryRun()) {
            parts.add("dryRun=All");
        }
        if (options.fieldManager() != null) { // null: Write.bare(), a write kubectl sends without a query
            parts.add("fieldManager=" + encoded(options.fieldManager()));
        }
        if (options.fieldValidation() != null) {
            parts.add("fieldValidation=" + options.fieldValidation().queryValue());
        }
        if (serverSideApply) {
            parts.add("force=" + options.forceConflicts());
        }
        return parts.isEmpty() ? "" : "?" + String.join("&", parts);
    }

    private static String encoded(String queryValue) {
        return URLEncoder.encode(queryValue, StandardCharsets.UTF_8);
    }
}
