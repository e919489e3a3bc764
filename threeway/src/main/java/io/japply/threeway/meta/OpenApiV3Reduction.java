package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Cuts a group-version's OpenAPI v3 document down to what {@link ServerKinds} reads from it: per schema
 * its type, properties, items, additionalProperties, allOf, $ref, patch extensions and kinds; per path
 * only the PATCH operation's kind and the media types it accepts. Descriptions, parameters and responses,
 * nine tenths of the bytes, are gone, so that a document kept on disk is read again in a fraction of the time.
 * Every lookup answers on the cut document as on the whole one.
 */
public final class OpenApiV3Reduction {
    private static final List<String> KEPT = List.of("type", "properties", "items", "additionalProperties", "allOf",
            "$ref", "x-kubernetes-patch-strategy", "x-kubernetes-patch-merge-key", "x-kubernetes-group-version-kind");
    private static final String GVK = "x-kubernetes-group-version-kind";

    private OpenApiV3Reduction() {
    }

    public static ObjectNode reduce(JsonNode document) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        ObjectNode schemas = out.putObject("components").putObject("schemas");
        document.path("components").path("schemas").fields()
                .forEachRemaining(e -> schemas.set(e.getKey(), cut(e.getValue(), KEPT)));
        ObjectNode paths = out.putObject("paths");
        document.path("paths").fields().forEachRemaining(e -> {
            JsonNode patch = e.getValue().get("patch");
            if (patch != null && patch.isObject()) {
                paths.putObject(e.getKey()).set("patch", patchOperation(patch));
            }
        });
        return out;
    }

    private static ObjectNode patchOperation(JsonNode patch) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        if (patch.has(GVK)) {
            out.set(GVK, patch.get(GVK));
        }
        ObjectNode content = out.putObject("requestBody").putObject("content");
        patch.path("requestBody").path("content").fieldNames().forEachRemaining(content::putObject);
        return out;
    }

    /**
     * The schema with only the {@code kept} keys, at every level below it (properties, items,
     * additionalProperties, allOf); also cuts the bundled kinds' v2 definitions ({@link KindsBundleGenerator}).
     */
    static JsonNode cut(JsonNode schema, List<String> kept) {
        if (schema.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            schema.forEach(element -> out.add(cut(element, kept)));
            return out;
        }
        if (!schema.isObject()) {
            return schema;
        }
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (String key : kept) {
            JsonNode value = schema.get(key);
            if (value == null) {
                continue;
            }
            switch (key) {
                case "properties" -> {
                    ObjectNode properties = out.putObject(key);
                    value.fields().forEachRemaining(p -> properties.set(p.getKey(), cut(p.getValue(), kept)));
                }
                case "items", "additionalProperties", "allOf" -> out.set(key, cut(value, kept));
                default -> out.set(key, value);
            }
        }
        return out;
    }
}
