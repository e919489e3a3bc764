package io.japply.it.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The API server's answers to unknown fields, by the write's fieldValidation (Strict, Warn, Ignore;
 * the server's default is Warn): a create refused with 400 BadRequest, a patch with 422 Invalid, in
 * the server's words; under Warn, a warning per field.
 */
final class StrictDecoding {
    private StrictDecoding() {
    }

    static boolean strict(String fieldValidation) {
        return "Strict".equals(fieldValidation);
    }

    /** Under Warn (or no value), the server's Warning text for each unknown field; none otherwise. */
    static List<String> warnings(String fieldValidation, List<String> unknown) {
        boolean warn = fieldValidation == null || fieldValidation.isEmpty() || "Warn".equals(fieldValidation);
        return warn ? unknown.stream().map(StrictDecoding::unknownField).toList() : List.of();
    }

    /** A create with unknown fields, as the decoder of a create refuses it. */
    static ObjectStore.Answer createRefused(JsonNode object, List<String> unknown) {
        String kind = object.path("kind").asText();
        String apiVersion = object.path("apiVersion").asText();
        String version = apiVersion.substring(apiVersion.indexOf('/') + 1);
        return status(400, "BadRequest", kind + " in version \"" + version + "\" cannot be handled as a " + kind + ": "
                + error(unknown), null);
    }

    /**
     * A patch whose result has unknown fields: 422 Invalid on the field "patch", its value the
     * strategic merge patch as Go prints a map, or the patched object for a merge patch.
     */
    static ObjectStore.Answer patchRefused(String mediaType, JsonNode patch, JsonNode patched, List<String> unknown) {
        String value = mediaType.startsWith("application/strategic-merge-patch+json") ? goValue(patch)
                : Json.compact(patched);
        String body = "Invalid value: " + Json.compact(Json.nodes().textNode(value)) + ": " + error(unknown);
        ObjectNode cause = Json.object().put("reason", "FieldValueInvalid").put("message", body).put("field", "patch");
        // an Invalid error with no kind and no name: the server's message starts with ' "" is invalid'
        return status(422, "Invalid", " \"\" is invalid: patch: " + body, cause);
    }

    private static String error(List<String> unknown) {
        return "strict decoding error: " + String.join(", ", unknown.stream().map(StrictDecoding::unknownField).toList());
    }

    private static String unknownField(String path) {
        return "unknown field \"" + path + "\"";
    }

    private static ObjectStore.Answer status(int code, String reason, String message, ObjectNode cause) {
        ObjectNode s = Json.object().put("kind", "Status").put("apiVersion", "v1");
        s.putObject("metadata");
        s.put("status", "Failure").put("message", message).put("reason", reason);
        if (cause != null) {
            s.putObject("details").putArray("causes").add(cause);
        }
        s.put("code", code);
        return new ObjectStore.Answer(code, s.toString());
    }

    /** A decoded JSON value as Go's fmt prints it with %+v: map[a:1 b:[x y]], keys sorted, null as <nil>. */
    static String goValue(JsonNode value) {
        if (value.isObject()) {
            Map<String, JsonNode> sorted = new TreeMap<>();
            value.fields().forEachRemaining(f -> sorted.put(f.getKey(), f.getValue()));
            List<String> entries = new ArrayList<>();
            sorted.forEach((k, v) -> entries.add(k + ":" + goValue(v)));
            return "map[" + String.join(" ", entries) + "]";
        }
        if (value.isArray()) {
            List<String> items = new ArrayList<>();
            value.forEach(v -> items.add(goValue(v)));
            return "[" + String.join(" ", items) + "]";
        }
        if (value.isNull()) {
            return "<nil>";
        }
        return value.isTextual() ? value.asText() : value.toString();
    }
}
