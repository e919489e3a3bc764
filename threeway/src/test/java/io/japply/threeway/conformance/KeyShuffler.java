package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Re-inserts the keys of every object of a document in a seeded shuffled order (arrays keep their
 * order). Go iterates maps in random order, so upstream repeats cases to catch order-dependent
 * results; Java's objects iterate in insertion order, so the harness varies that order instead.
 * An object of two or more keys never keeps its order: an unchanged shuffle is rotated by one.
 */
final class KeyShuffler {
    private KeyShuffler() {
    }

    /** A shuffled copy; the same seed gives the same order. */
    static JsonNode shuffle(JsonNode node, long seed) {
        return node == null ? null : shuffle(node, new Random(seed));
    }

    /** A seed that depends only on the text (String.hashCode is specified), e.g. case id plus document name. */
    static long seed(String text) {
        return text.hashCode();
    }

    private static JsonNode shuffle(JsonNode node, Random random) {
        if (node.isObject()) {
            List<String> keys = new ArrayList<>();
            node.fieldNames().forEachRemaining(keys::add);
            List<String> order = new ArrayList<>(keys);
            Collections.shuffle(order, random);
            if (order.size() > 1 && order.equals(keys)) {
                Collections.rotate(order, 1);
            }
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            order.forEach(k -> out.set(k, shuffle(node.get(k), random)));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            node.forEach(item -> out.add(shuffle(item, random)));
            return out;
        }
        return node.deepCopy();
    }
}
