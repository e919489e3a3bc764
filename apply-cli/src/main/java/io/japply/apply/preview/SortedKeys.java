package io.japply.apply.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** kubectl diff prints objects with every map's keys sorted (Go's YAML encoder sorts them). */
public final class SortedKeys {
    private SortedKeys() {
    }

    /** A copy with the keys of every object in sorted order. */
    public static JsonNode of(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<String> keys = new ArrayList<>();
            object.fieldNames().forEachRemaining(keys::add);
            Collections.sort(keys);
            ObjectNode sorted = Json.object();
            keys.forEach(k -> sorted.set(k, of(object.get(k))));
            return sorted;
        }
        if (node instanceof ArrayNode array) {
            ArrayNode sorted = Json.nodes().arrayNode(array.size());
            array.forEach(item -> sorted.add(of(item)));
            return sorted;
        }
        return node;
    }
}
