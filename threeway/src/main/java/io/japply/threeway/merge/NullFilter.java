package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;

/**
 * Splits a merge patch into its deletions (only nulls) and its additions and changes (no nulls).
 * Nested objects are filtered and dropped when they end up empty; an explicitly empty object is a
 * value; lists and scalars are values and never looked into.
 */
public final class NullFilter {
    private NullFilter() {
    }

    public static ObjectNode keepOnlyNulls(JsonNode patch) {
        return filter(patch, true);
    }

    public static ObjectNode dropNulls(JsonNode patch) {
        return filter(patch, false);
    }

    private static ObjectNode filter(JsonNode map, boolean keepNull) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        if (map == null || !map.isObject()) {
            return out;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = map.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            if (v.isNull()) {
                if (keepNull) {
                    out.putNull(e.getKey());
                }
            } else if (v.isObject() && v.isEmpty()) {
                if (!keepNull) {
                    out.set(e.getKey(), v.deepCopy());
                }
            } else if (v.isObject()) {
                ObjectNode sub = filter(v, keepNull);
                if (!sub.isEmpty()) {
                    out.set(e.getKey(), sub);
                }
            } else if (!keepNull) {
                out.set(e.getKey(), v.deepCopy());
            }
        }
        return out;
    }
}
