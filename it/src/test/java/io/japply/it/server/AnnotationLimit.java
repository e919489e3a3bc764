package io.japply.it.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;

/**
 * The API server's limit on an object's annotations: keys and values together at most 256 KiB,
 * else 422 Invalid with the cause on metadata.annotations. A client-side apply of a big CRD meets it
 * through the last-applied annotation.
 */
public final class AnnotationLimit {
    public static final int MAX_BYTES = 256 * 1024;

    private AnnotationLimit() {
    }

    /** The bytes the server counts: every key and every value. */
    public static long size(JsonNode object) {
        long total = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = object.path("metadata").path("annotations").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            total += e.getKey().getBytes(StandardCharsets.UTF_8).length
                    + e.getValue().asText().getBytes(StandardCharsets.UTF_8).length;
        }
        return total;
    }

    /** The refusal of {@code object} when its annotations are over the limit; null when they fit. */
    static ObjectStore.Answer refusal(JsonNode object) {
        if (size(object) <= MAX_BYTES) {
            return null;
        }
        String kind = object.path("kind").asText();
        String apiVersion = object.path("apiVersion").asText();
        String group = apiVersion.contains("/") ? apiVersion.substring(0, apiVersion.indexOf('/')) : "";
        String name = object.path("metadata").path("name").asText();
        String cause = "Too long: must have at most " + MAX_BYTES + " bytes";
        ObjectNode status = Json.object().put("kind", "Status").put("apiVersion", "v1").put("status", "Failure")
                .put("message", kind + (group.isEmpty() ? "" : "." + group) + " \"" + name + "\" is invalid: "
                        + "metadata.annotations: " + cause)
                .put("reason", "Invalid").put("code", 422);
        status.putObject("metadata");
        ObjectNode details = status.putObject("details").put("name", name).put("group", group).put("kind", kind);
        details.putArray("causes").addObject().put("reason", "FieldValueTooLong").put("message", cause)
                .put("field", "metadata.annotations");
        return new ObjectStore.Answer(422, status.toString());
    }
}
