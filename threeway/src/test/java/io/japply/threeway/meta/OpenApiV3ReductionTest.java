package io.japply.threeway.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A cut document answers every patch lookup as the whole one does: for each kind of three group-versions
 * of Kubernetes 1.32 (the strategic-merge choice and, field by field down to the leaves, the strategy,
 * merge key and type), and it is much smaller.
 */
class OpenApiV3ReductionTest {
    private static final int DEPTH = 12;

    private static JsonNode document(String file) throws Exception {
        try (InputStream in = new GZIPInputStream(OpenApiV3ReductionTest.class.getResourceAsStream("/openapi-v3/" + file))) {
            return Json.mapper().readTree(in);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"api__v1_openapi.json.gz", "apis__apps__v1_openapi.json.gz", "apis__batch__v1_openapi.json.gz"})
    void everyLookupAnswersAlike(String file) throws Exception {
        JsonNode whole = document(file);
        JsonNode cut = OpenApiV3Reduction.reduce(whole);
        assertTrue(Json.compact(cut).length() * 4 < Json.compact(whole).length(), "a quarter of the size at most");
        int kinds = 0;
        for (String[] gvk : kinds(whole)) {
            Optional<ServerKinds.Resolved> a = resolve(whole, gvk);
            Optional<ServerKinds.Resolved> b = resolve(cut, gvk);
            assertEquals(a.isPresent(), b.isPresent(), String.join("/", gvk));
            if (a.isPresent()) {
                List<String> left = new ArrayList<>();
                List<String> right = new ArrayList<>();
                walk(a.get().schema(), schemaOf(whole, gvk), whole, "", left, 0);
                walk(b.get().schema(), schemaOf(whole, gvk), whole, "", right, 0);
                assertEquals(left, right, String.join("/", gvk));
                kinds++;
            }
        }
        assertTrue(kinds > 0, "some kind took a strategic merge patch");
    }

    private static Optional<ServerKinds.Resolved> resolve(JsonNode document, String[] gvk) throws Exception {
        String apiVersion = gvk[0].isEmpty() ? gvk[1] : gvk[0] + "/" + gvk[1];
        String path = (gvk[0].isEmpty() ? "api/" : "apis/") + apiVersion;
        JsonNode index = Json.parse("{\"paths\":{\"" + path + "\":{\"serverRelativeURL\":\"/doc\"}}}");
        OpenApiFetcher fetcher = p -> Optional.ofNullable(p.equals("/openapi/v3") ? index : p.equals("/doc") ? document : null);
        return new ServerKinds(fetcher, BuiltinKinds.bundled()).resolve(apiVersion, gvk[2])
                .filter(r -> r.source() == ServerKinds.Source.SERVER_V3);
    }

    /** Every field below the kind's schema (names taken from the whole document), each answer as a line. */
    private static void walk(PatchMetaLookup lookup, JsonNode schema, JsonNode whole, String path, List<String> out, int depth) {
        if (depth > DEPTH || schema == null) {
            return;
        }
        JsonNode target = resolved(schema, whole);
        JsonNode properties = target.path("properties");
        for (Map.Entry<String, JsonNode> field : (Iterable<Map.Entry<String, JsonNode>>) properties::fields) {
            String key = field.getKey();
            boolean list = "array".equals(resolved(field.getValue(), whole).path("type").asText());
            FieldLookup answer = list ? lookup.lookupList(key) : lookup.lookupMap(key);
            out.add(path + "." + key + " " + answer.meta() + " " + answer.next().name());
            JsonNode below = list ? field.getValue().path("items") : field.getValue();
            walk(answer.next(), below.isMissingNode() ? null : below, whole, path + "." + key, out, depth + 1);
        }
    }

    private static JsonNode resolved(JsonNode schema, JsonNode whole) {
        JsonNode allOf = schema.path("allOf");
        JsonNode current = allOf.isArray() && !allOf.isEmpty() ? allOf.get(0) : schema;
        String ref = current.path("$ref").asText("");
        return ref.isEmpty() ? current
                : whole.path("components").path("schemas").path(ref.substring(ref.lastIndexOf('/') + 1));
    }

    private static JsonNode schemaOf(JsonNode whole, String[] gvk) {
        for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) whole.path("components").path("schemas")::fields) {
            for (JsonNode k : e.getValue().path("x-kubernetes-group-version-kind")) {
                if (k.path("group").asText().equals(gvk[0]) && k.path("version").asText().equals(gvk[1])
                        && k.path("kind").asText().equals(gvk[2])) {
                    return e.getValue();
                }
            }
        }
        return null;
    }

    private static List<String[]> kinds(JsonNode whole) {
        List<String[]> kinds = new ArrayList<>();
        whole.path("components").path("schemas").forEach(s -> s.path("x-kubernetes-group-version-kind").forEach(k ->
                kinds.add(new String[] {k.path("group").asText(), k.path("version").asText(), k.path("kind").asText()})));
        return kinds;
    }
}
