package io.japply.apply.internal.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.OptionalLong;

/**
 * Lenient reads of nested fields: a field that is absent or of the wrong type reads as the default,
 * because status is written by controllers we do not control and a wrong type must not stop a wait.
 */
final class Fields {
    private Fields() {
    }

    /** The node at a dotted path ("status.readyReplicas"); a missing node if any step is absent. */
    static JsonNode at(JsonNode object, String path) {
        JsonNode node = object;
        for (String step : path.split("\\.")) {
            node = node.path(step);
        }
        return node;
    }

    static String text(JsonNode object, String path) {
        return text(object, path, "");
    }

    static String text(JsonNode object, String path, String fallback) {
        JsonNode node = at(object, path);
        return node.isTextual() ? node.asText() : fallback;
    }

    static long number(JsonNode object, String path, long fallback) {
        return integer(object, path).orElse(fallback);
    }

    static OptionalLong integer(JsonNode object, String path) {
        JsonNode node = at(object, path);
        return node.isIntegralNumber() ? OptionalLong.of(node.asLong()) : OptionalLong.empty();
    }

    static boolean bool(JsonNode object, String path, boolean fallback) {
        JsonNode node = at(object, path);
        return node.isBoolean() ? node.asBoolean() : fallback;
    }

    static String kind(JsonNode object) {
        return text(object, "kind", "object");
    }
}
