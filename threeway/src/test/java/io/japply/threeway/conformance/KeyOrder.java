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
 * Go iterates maps in random order, so upstream repeats its cases; our maps iterate in insertion
 * order, so instead each case runs again with every object's keys re-inserted in a seeded shuffle.
 */
enum KeyOrder {
    AS_WRITTEN, SHUFFLED;

    /** The document with keys in this order; seeded by the case id so a failure reproduces. */
    JsonNode arrange(JsonNode node, String caseId) {
        return this == AS_WRITTEN || node == null ? node : shuffle(node, new Random(caseId.hashCode()));
    }

    private static JsonNode shuffle(JsonNode node, Random random) {
        if (node.isObject()) {
            List<String> keys = new ArrayList<>();
            node.fieldNames().forEachRemaining(keys::add);
            Collections.shuffle(keys, random);
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            keys.forEach(k -> out.set(k, shuffle(node.get(k), random)));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            node.forEach(item -> out.add(shuffle(item, random)));
            return out;
        }
        return node;
    }

    /** Every case once per key order: the runners' parameter source. */
    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> each(java.util.List<Corpus.Case> cases) {
        return cases.stream().flatMap(c -> java.util.Arrays.stream(values())
                .map(order -> org.junit.jupiter.params.provider.Arguments.of(c, order)));
    }

    @Override
    public String toString() {
        return this == AS_WRITTEN ? "keys as written" : "keys shuffled";
    }
}
