package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/** Cleaning a patch value that lands where nothing was: directives out (nulls: see Nulls.prune). */
final class NullsAndDirectives {
    private NullsAndDirectives() {
    }

    /**
     * The value without maps that carry {@code $patch} (such a map is dropped from its parent);
     * returns null when the value itself carries one. Changes maps in place.
     */
    static JsonNode removeDirectives(JsonNode value) {
        if (value.isObject()) {
            ObjectNode map = (ObjectNode) value;
            if (map.has(Directives.PATCH)) {
                return null;
            }
            map.remove(Directives.PATCH_MERGE_KEY); // says how to match; a new value has nothing to match
            List<String> keys = new ArrayList<>();
            map.fieldNames().forEachRemaining(keys::add);
            for (String k : keys) {
                JsonNode cleaned = removeDirectives(map.get(k));
                if (cleaned == null) {
                    map.remove(k);
                } else {
                    map.set(k, cleaned);
                }
            }
            return map;
        }
        if (value.isArray()) {
            ArrayNode out = ((ArrayNode) value).arrayNode(value.size());
            for (JsonNode item : value) {
                JsonNode cleaned = removeDirectives(item);
                if (cleaned != null) {
                    out.add(cleaned);
                }
            }
            return out;
        }
        return value;
    }
}
