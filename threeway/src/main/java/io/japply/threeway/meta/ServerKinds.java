package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Patch metadata with a cluster, chosen as kubectl chooses it: the server's OpenAPI v3 document of the
 * group-version when it describes the kind and its PATCH accepts a strategic merge patch; else, for a
 * built-in kind, the server's OpenAPI v2, else the bundled kinds standing for kubectl's compiled-in
 * types; else nothing (custom resources get a JSON merge patch). Each document is fetched once and
 * kept for the run.
 */
public final class ServerKinds {
    private static final String SMP = "application/strategic-merge-patch+json";
    /**
     * Groups the API server serves whose types kubectl does not compile in (they live outside
     * k8s.io/api): without server OpenAPI, kubectl sends them a JSON merge patch.
     */
    private static final java.util.Set<String> NOT_IN_KUBECTL = java.util.Set.of("apiextensions.k8s.io",
            "apiregistration.k8s.io");

    /** Where a kind's metadata came from. */
    public enum Source { SERVER_V3, SERVER_V2, BUNDLED }

    /** A kind that takes a strategic merge patch, with its metadata and where that came from. */
    public record Resolved(PatchMetaLookup schema, Source source) {
    }

    private final OpenApiFetcher fetcher;
    private final BuiltinKinds builtin;
    private final Map<String, Optional<JsonNode>> documents = new ConcurrentHashMap<>();
    private final Map<String, Optional<Resolved>> kinds = new ConcurrentHashMap<>();

    public ServerKinds(OpenApiFetcher fetcher, BuiltinKinds builtin) {
        this.fetcher = fetcher;
        this.builtin = builtin;
    }

    /** The strategic-merge-patch metadata of the kind, or empty when it takes a JSON merge patch. */
    public Optional<Resolved> resolve(String apiVersion, String kind) {
        return kinds.computeIfAbsent(apiVersion + "/" + kind, k -> Optional.ofNullable(
                fromV3(apiVersion, kind).orElseGet(() -> builtIn(apiVersion, kind).orElse(null))));
    }

    private Optional<Resolved> fromV3(String apiVersion, String kind) {
        String path = (apiVersion.contains("/") ? "apis/" : "api/") + apiVersion;
        Optional<JsonNode> index = document("/openapi/v3");
        JsonNode entry = index.map(i -> i.path("paths").path(path)).orElse(null);
        if (entry == null || entry.isMissingNode()) {
            return Optional.empty();
        }
        String url = entry.path("serverRelativeURL").asText("/openapi/v3/" + path);
        return document(url).flatMap(doc -> schemaFor(doc, apiVersion, kind)
                .filter(name -> patchAcceptsStrategic(doc, apiVersion, kind))
                .map(name -> new Resolved(OpenApiSchemas.load(doc, name), Source.SERVER_V3)));
    }

    private Optional<Resolved> builtIn(String apiVersion, String kind) {
        Optional<BuiltinKinds.Kind> known = builtin.find(apiVersion, kind).filter(BuiltinKinds.Kind::strategicMergePatch);
        if (known.isEmpty()) {
            return Optional.empty();
        }
        Optional<Resolved> v2 = document("/openapi/v2").flatMap(doc -> findGvk(doc.path("definitions"), apiVersion, kind)
                .map(name -> new Resolved(OpenApiSchemas.load(doc, name), Source.SERVER_V2)));
        if (v2.isEmpty() && NOT_IN_KUBECTL.contains(apiVersion.substring(0, Math.max(0, apiVersion.indexOf('/'))))) {
            return Optional.empty();
        }
        return Optional.of(v2.orElseGet(() -> new Resolved(known.get().schema(), Source.BUNDLED)));
    }

    private Optional<String> schemaFor(JsonNode doc, String apiVersion, String kind) {
        return findGvk(doc.path("components").path("schemas"), apiVersion, kind);
    }

    /** The schema that declares this group/version/kind in x-kubernetes-group-version-kind. */
    private static Optional<String> findGvk(JsonNode schemas, String apiVersion, String kind) {
        String group = apiVersion.contains("/") ? apiVersion.substring(0, apiVersion.indexOf('/')) : "";
        String version = apiVersion.substring(apiVersion.indexOf('/') + 1);
        for (Iterator<Map.Entry<String, JsonNode>> it = schemas.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            for (JsonNode gvk : e.getValue().path("x-kubernetes-group-version-kind")) {
                if (gvk.path("group").asText().equals(group) && gvk.path("version").asText().equals(version)
                        && gvk.path("kind").asText().equals(kind)) {
                    return Optional.of(e.getKey());
                }
            }
        }
        return Optional.empty();
    }

    /** Whether a PATCH operation of this kind in the document accepts a strategic merge patch. */
    private static boolean patchAcceptsStrategic(JsonNode doc, String apiVersion, String kind) {
        for (JsonNode pathItem : doc.path("paths")) {
            JsonNode patch = pathItem.get("patch");
            if (patch == null || !isKind(patch.path("x-kubernetes-group-version-kind"), apiVersion, kind)) {
                continue;
            }
            if (patch.path("requestBody").path("content").has(SMP)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isKind(JsonNode gvk, String apiVersion, String kind) {
        String group = gvk.path("group").asText();
        String gv = group.isEmpty() ? gvk.path("version").asText() : group + "/" + gvk.path("version").asText();
        return gv.equals(apiVersion) && gvk.path("kind").asText().equals(kind);
    }

    private Optional<JsonNode> document(String path) {
        return documents.computeIfAbsent(path, fetcher::fetch);
    }
}
