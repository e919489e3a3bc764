package io.japply.threeway.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/** Null handling shared by both merge formats. */
public final class Nulls {
    private Nulls() {
    }

    /**
     * Drops null-valued keys of objects, recursively and also inside lists, in place; null list
     * elements stay. That is what a value new at its key loses when a patch is applied.
     */
    public static JsonNode prune(JsonNode value) {
        if (value.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getValue().isNull()) {
                    it.remove();
                } else {
                    prune(e.getValue());
                }
            }
        } else if (value.isArray()) {
            value.forEach(Nulls::prune);
        }
        return value;
    }
}
