package io.japply.apply.internal.read;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Values that must be text in the maps of text a kind declares ({@code map[string]string}: labels,
 * annotations, ConfigMap and Secret data, a Pod's nodeSelector, ...). YAML 1.1 reads a plain
 * {@code yes} or {@code 1} as a boolean or a number; kubectl's decoder refuses one in labels and
 * annotations of any kind ({@code cannot unmarshal bool into Go struct field ObjectMeta.metadata.labels
 * of type string}), the server in the other maps of a built-in kind. Both are refused here, before
 * anything is sent, with the path named. A field is such a map when its schema (the bundled
 * Kubernetes definitions) is an object whose additionalProperties are strings. Null stays allowed,
 * as Go decodes it (to "").
 */
final class StringMaps {
    private static final String REF_PREFIX = "#/definitions/";
    private static final String OBJECT_META = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";
    /** How many wrong values a message names; the others are counted. */
    private static final int NAMED = 3;

    private final BuiltinKinds kinds;
    private final List<String> wrong = new ArrayList<>();

    private StringMaps(BuiltinKinds kinds) {
        this.kinds = kinds;
    }

    /** Why the object cannot be sent (the values that are not text, with their paths), or empty. */
    static Optional<String> problem(ObjectNode object) {
        BuiltinKinds kinds = BuiltinKinds.bundled();
        StringMaps check = new StringMaps(kinds);
        Optional<String> definition = kinds.find(object.path("apiVersion").asText(), object.path("kind").asText())
                .map(BuiltinKinds.Kind::definition);
        if (definition.isPresent()) {
            check.walk(object, ref(definition.get()), "");
        } else { // a custom resource: the server checks its fields against its own schema; kubectl its metadata
            check.walk(object.path("metadata"), ref(OBJECT_META), "metadata");
        }
        return check.wrong.isEmpty() ? Optional.empty() : Optional.of(check.message());
    }

    private static JsonNode ref(String definition) {
        return Json.object().put("$ref", REF_PREFIX + definition);
    }

    private void walk(JsonNode value, JsonNode schema, String path) {
        String ref = schema.path("$ref").asText("");
        if (ref.startsWith(REF_PREFIX)) {
            kinds.definition(ref.substring(REF_PREFIX.length())).ifPresent(d -> walk(value, d, path));
        } else if (schema.has("properties") && value instanceof ObjectNode object) {
            JsonNode properties = schema.get("properties");
            for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode property = properties.get(field.getKey());
                if (property != null) {
                    walk(field.getValue(), property, path.isEmpty() ? field.getKey() : path + "." + field.getKey());
                }
            }
        } else if (schema.has("additionalProperties")) {
            JsonNode values = schema.get("additionalProperties");
            if (isText(values)) {
                textMap(value, path);
            } else if (value instanceof ObjectNode map) {
                map.fields().forEachRemaining(e -> walk(e.getValue(), values, path + "[" + e.getKey() + "]"));
            }
        } else if (schema.has("items") && value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                walk(value.get(i), schema.get("items"), path + "[" + i + "]");
            }
        }
    }

    private static boolean isText(JsonNode schema) {
        return "string".equals(schema.path("type").asText()) && !schema.has("$ref");
    }

    /** A map[string]string: an object (or null) whose values are text (or null). */
    private void textMap(JsonNode value, String path) {
        if (!(value instanceof ObjectNode map)) {
            if (!value.isNull() && !value.isMissingNode()) {
                wrong.add(path + " must be a map of text, found " + describe(value));
            }
            return;
        }
        map.fields().forEachRemaining(e -> {
            if (!e.getValue().isTextual() && !e.getValue().isNull()) {
                wrong.add(path + "[" + e.getKey() + "] must be text, found " + describe(e.getValue()));
            }
        });
    }

    private static String describe(JsonNode value) {
        String type = value.getNodeType().name().toLowerCase(Locale.ROOT);
        return value.isValueNode() ? type + " " + value : type;
    }

    private String message() {
        String named = String.join("; ", wrong.subList(0, Math.min(NAMED, wrong.size())));
        String more = wrong.size() > NAMED ? " (and " + (wrong.size() - NAMED) + " more)" : "";
        return named + more + " (as for kubectl, YAML reads a plain y, n, yes, no, on, off as booleans, also as keys"
                + " (\"true\"), and 1, 0x1F, 017 as numbers: quote them)";
    }
}
