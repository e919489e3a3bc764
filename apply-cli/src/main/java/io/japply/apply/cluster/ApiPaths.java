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
        return "?" + (options.serverDryRun() ? "dryRun=All&" : "") + "fieldManager=" + encoded(options.fieldManager())
                + "&fieldValidation=" + options.fieldValidation().queryValue()
                + (serverSideApply ? "&force=" + options.forceConflicts() : "");
    }

    private static String encoded(String queryValue) {
        return URLEncoder.encode(queryValue, StandardCharsets.UTF_8);
    }
}
