package io.japply.it.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * The API server's check of field names against a kind's schema (the release's OpenAPI v3 documents
 * this module carries): the fields a kind does not define, named as the server names them
 * ({@code spec.template.spec.containers[0].imagePullPolicyy}), and the object without them, as the
 * server stores it when told to warn or ignore. Kinds without a document (custom resources) pass.
 */
final class StrictFields {
    private static final String REF_PREFIX = "#/components/schemas/";

    /** A kind's schema and the document's other definitions, which its references name. */
    private record Kind(JsonNode schemas, String name) {
    }

    private final Map<String, Kind> kinds = new HashMap<>();

    private StrictFields() {
    }

    static StrictFields ofBundledDocuments() {
        StrictFields fields = new StrictFields();
        for (String groupVersion : FakeApiServer.OPENAPI_V3_GROUP_VERSIONS) {
            JsonNode schemas = document(groupVersion).path("components").path("schemas");
            schemas.fields().forEachRemaining(e -> e.getValue().path("x-kubernetes-group-version-kind").forEach(gvk -> {
                String group = gvk.path("group").asText();
                String apiVersion = (group.isEmpty() ? "" : group + "/") + gvk.path("version").asText();
                fields.kinds.put(apiVersion + "/" + gvk.path("kind").asText(), new Kind(schemas, e.getKey()));
            }));
        }
        return fields;
    }

    private static JsonNode document(String groupVersion) {
        String resource = "/openapi-v3/" + groupVersion.replace("/", "__") + "_openapi.json.gz";
        try (InputStream in = new GZIPInputStream(StrictFields.class.getResourceAsStream(resource))) {
            return Json.parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The paths of the fields the object's kind does not define, in document order; they are removed from it. */
    List<String> removeUnknown(ObjectNode object) {
        Kind kind = kinds.get(object.path("apiVersion").asText() + "/" + object.path("kind").asText());
        List<String> unknown = new ArrayList<>();
        if (kind != null) {
            walk(object, kind.schemas().get(kind.name()), kind.schemas(), "", unknown);
        }
        return unknown;
    }

    private static void walk(JsonNode value, JsonNode property, JsonNode schemas, String path, List<String> unknown) {
        JsonNode schema = resolved(property, schemas);
        if (value instanceof ObjectNode object && schema.has("properties")) {
            JsonNode properties = schema.get("properties");
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                String at = path.isEmpty() ? field.getKey() : path + "." + field.getKey();
                if (!properties.has(field.getKey())) {
                    unknown.add(at);
                    it.remove();
                } else {
                    walk(field.getValue(), properties.get(field.getKey()), schemas, at, unknown);
                }
            }
        } else if (value instanceof ObjectNode object && schema.path("additionalProperties").isObject()) {
            object.fields().forEachRemaining(f -> walk(f.getValue(), schema.get("additionalProperties"), schemas,
                    path + "." + f.getKey(), unknown));
        } else if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                walk(value.get(i), schema.get("items"), schemas, path + "[" + i + "]", unknown);
            }
        }
    }

    /** The schema a property's {@code $ref}, or {@code allOf} of one reference, stands for. */
    private static JsonNode resolved(JsonNode schema, JsonNode schemas) {
        JsonNode ref = schema.has("$ref") ? schema.get("$ref") : schema.path("allOf").path(0).get("$ref");
        return ref == null ? schema : schemas.path(ref.asText().substring(REF_PREFIX.length()));
    }
}
