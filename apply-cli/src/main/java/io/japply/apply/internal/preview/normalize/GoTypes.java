package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What decoding into the kind's Go types and encoding again does to an object, walked along its
 * OpenAPI definitions: quantities in canonical form, empty (or null) optional lists and maps and
 * zero scalars dropped as omitempty drops them. Fields the schema does not know are left as they are.
 */
final class GoTypes {
    static final String QUANTITY = "io.k8s.apimachinery.pkg.api.resource.Quantity";
    private static final String REF_PREFIX = "#/definitions/";

    private final Function<String, Optional<JsonNode>> definitions;

    GoTypes(Function<String, Optional<JsonNode>> definitions) {
        this.definitions = definitions;
    }

    /** The value as stored, a new tree; {@code definition} names its Go type. */
    JsonNode object(JsonNode value, String definition) {
        return value(value, Json.nodes().objectNode().put("$ref", REF_PREFIX + definition), definition);
    }

    private JsonNode value(JsonNode value, JsonNode schema, String owner) {
        String ref = schema.path("$ref").asText("");
        if (ref.startsWith(REF_PREFIX)) {
            String name = ref.substring(REF_PREFIX.length());
            if (name.equals(QUANTITY)) {
                return QuantityNodes.canonical(value).orElse(value);
            }
            return definitions.apply(name).map(d -> value(value, d, name)).orElse(value);
        }
        if (schema.has("properties") && value instanceof ObjectNode object) {
            return struct(object, schema.get("properties"), owner);
        }
        if (schema.has("additionalProperties") && value instanceof ObjectNode map) {
            ObjectNode out = Json.nodes().objectNode();
            map.fields().forEachRemaining(e -> out.set(e.getKey(),
                    value(e.getValue(), schema.get("additionalProperties"), owner)));
            return out;
        }
        if (schema.has("items") && value instanceof ArrayNode list) {
            ArrayNode out = Json.nodes().arrayNode();
            list.forEach(item -> out.add(value(item, schema.get("items"), owner)));
            return out;
        }
        return value.deepCopy();
    }

    private ObjectNode struct(ObjectNode object, JsonNode properties, String definition) {
        ObjectNode out = Json.nodes().objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            JsonNode schema = properties.get(field.getKey());
            if (schema == null) {
                out.set(field.getKey(), field.getValue().deepCopy());
                continue;
            }
            JsonNode stored = value(field.getValue(), schema, definition);
            if (!omitted(stored, schema, definition, field.getKey())) {
                out.set(field.getKey(), stored);
            }
        }
        return out;
    }

    /**
     * omitempty drops a nil or empty slice or map, and a non-pointer scalar at its zero value; a
     * struct, even an empty one, is always written, so {@code selector: {}} of a Deployment stays
     * and {@code selector: {}} of a Service goes.
     */
    private static boolean omitted(JsonNode stored, JsonNode schema, String definition, String property) {
        if (schema.has("$ref")) {
            return false;
        }
        if (!schema.has("items") && !schema.has("additionalProperties")) {
            return OmittedWhenZero.omitted(definition, property, stored);
        }
        return (stored.isNull() || stored.isContainerNode() && stored.isEmpty()) && !KeptWhenEmpty.kept(definition, property);
    }
}
