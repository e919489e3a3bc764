package io.japply.it.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * The API server's decoding of a create into a built-in kind's Go types: a value of the wrong JSON type
 * in a map of strings (a boolean label, a number in ConfigMap data) is refused with 400 BadRequest in
 * Go's words ({@code ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal
 * number into Go struct field ConfigMap.data of type string}), whatever the fieldValidation. The
 * types are the bundled schema's; only maps of strings are checked.
 */
final class TypedDecoding {
    private static final String REF_PREFIX = "#/definitions/";

    private TypedDecoding() {
    }

    /** The refusal of a create whose body does not decode, or null. */
    static ObjectStore.Answer createRefused(ObjectNode object) {
        String kind = object.path("kind").asText();
        String apiVersion = object.path("apiVersion").asText();
        BuiltinKinds kinds = BuiltinKinds.bundled();
        Optional<String> error = kinds.find(apiVersion, kind)
                .flatMap(k -> walk(kinds, object, kinds.definition(k.definition()).orElseThrow(),
                        shortName(k.definition()), ""));
        if (error.isEmpty()) {
            return null;
        }
        String version = apiVersion.substring(apiVersion.indexOf('/') + 1);
        ObjectNode s = Json.object().put("kind", "Status").put("apiVersion", "v1");
        s.putObject("metadata");
        s.put("status", "Failure").put("message", kind + " in version \"" + version + "\" cannot be handled as a " + kind
                + ": " + error.get()).put("reason", "BadRequest").put("code", 400);
        return new ObjectStore.Answer(400, s.toString());
    }

    /** Go's UnmarshalTypeError for the first value of the wrong type: the innermost struct and the field path. */
    private static Optional<String> walk(BuiltinKinds kinds, JsonNode value, JsonNode schema, String struct, String path) {
        String ref = schema.path("$ref").asText("");
        if (ref.startsWith(REF_PREFIX)) {
            String name = ref.substring(REF_PREFIX.length());
            return kinds.definition(name).flatMap(d -> walk(kinds, value, d,
                    d.has("properties") ? shortName(name) : struct, path));
        }
        if (schema.has("properties") && value instanceof ObjectNode object) {
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode property = schema.get("properties").get(field.getKey());
                String at = path.isEmpty() ? field.getKey() : path + "." + field.getKey();
                Optional<String> error = property == null ? Optional.empty()
                        : walk(kinds, field.getValue(), property, struct, at);
                if (error.isPresent()) {
                    return error;
                }
            }
        } else if (schema.has("additionalProperties") && value instanceof ObjectNode map) {
            JsonNode values = schema.get("additionalProperties");
            for (Iterator<JsonNode> it = map.elements(); it.hasNext(); ) {
                JsonNode item = it.next();
                if ("string".equals(values.path("type").asText()) && !item.isTextual() && !item.isNull()) {
                    return Optional.of("json: cannot unmarshal " + goType(item) + " into Go struct field " + struct + "."
                            + path + " of type string");
                }
                Optional<String> error = walk(kinds, item, values, struct, path);
                if (error.isPresent()) {
                    return error;
                }
            }
        } else if (schema.has("items") && value.isArray()) {
            for (JsonNode item : value) {
                Optional<String> error = walk(kinds, item, schema.get("items"), struct, path);
                if (error.isPresent()) {
                    return error;
                }
            }
        }
        return Optional.empty();
    }

    private static String goType(JsonNode value) {
        return value.isBoolean() ? "bool" : value.isNumber() ? "number" : value.isArray() ? "array" : "object";
    }

    private static String shortName(String definition) {
        return definition.substring(definition.lastIndexOf('.') + 1);
    }
}
