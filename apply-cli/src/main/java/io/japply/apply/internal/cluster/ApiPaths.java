package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import io.japply.apply.model.Failure;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The API server's paths and a write's query, as kubectl writes them. Every segment (group, version,
 * namespace, plural, name) is checked and escaped here, so no value can reach another path: a name
 * "a?b" is {@code a%3Fb}, never the object "a" with a query.
 */
final class ApiPaths {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private ApiPaths() {
    }

    /** The collection of a kind: /api/v1[/namespaces/NS]/plural, or /apis/group/version[/namespaces/NS]/plural. */
    static String collection(ObjectRef ref, ClusterGateway.Served served) {
        String root = ref.group().isEmpty() ? "/api/" + segment("version", ref.version())
                : "/apis/" + segment("group", ref.group()) + "/" + segment("version", ref.version());
        return root + (served.namespaced() ? "/namespaces/" + segment("namespace", ref.namespace()) : "")
                + "/" + segment("resource", served.plural());
    }

    /** One object: its collection and its name. */
    static String object(ObjectRef ref, ClusterGateway.Served served) {
        return collection(ref, served) + "/" + segment("resource name", ref.name());
    }

    /** A group-version's discovery path as fabric8's getApiResources builds it: /api/v1 for "v1", /apis/&lt;apiVersion&gt; otherwise. */
    static String discovery(String apiVersion) {
        if ("v1".equals(apiVersion)) {
            return "/api/v1";
        }
        int slash = apiVersion.indexOf('/');
        return slash < 0 ? "/apis/" + segment("group", apiVersion)
                : "/apis/" + segment("group", apiVersion.substring(0, slash))
                + "/" + segment("version", apiVersion.substring(slash + 1));
    }

    /** A write's query as kubectl sends it (keys sorted); {@code force} only for server-side apply. */
    static String query(ClusterGateway.Write options, boolean serverSideApply) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (options.serverDryRun()) {
            parts.add("dryRun=All");
        }
        if (options.fieldManager() != null) { // null: no manager named, as kubectl sends some writes
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

    /**
     * A value as one path segment. Refused as client-go refuses it ("invalid resource name \"a/b\": [may not
     * contain '/']"): empty, "." or "..", or holding '/' or '%', which the server would read as another path
     * however escaped. Otherwise escaped as Go's URL does (kubectl's paths): unreserved characters and
     * {@code $&+,:;=@} stay, every other byte of its UTF-8 is %XX.
     */
    static String segment(String what, String value) {
        String problem = value == null || value.isEmpty() ? "may not be empty"
                : value.equals(".") || value.equals("..") ? "may not be '" + value + "'"
                : value.contains("/") && value.contains("%") ? "may not contain '/', may not contain '%'"
                : value.contains("/") ? "may not contain '/'" : value.contains("%") ? "may not contain '%'" : null;
        if (problem != null) {
            throw Failure.input("invalid " + what + " \"" + value + "\": [" + problem + "]");
        }
        StringBuilder out = new StringBuilder(value.length());
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if (kept(c)) {
                out.append(c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        return out.toString();
    }

    private static boolean kept(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~$&+,:;=@".indexOf(c) >= 0;
    }
}
