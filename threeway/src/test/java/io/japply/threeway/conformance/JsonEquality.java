package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Comparator;

/**
 * Upstream's JSON equality: key order free, arrays in order, numbers by value, null distinct from
 * absent.
 */
final class JsonEquality {
    private static final Comparator<JsonNode> VALUES = (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue());
        }
        return a.equals(b) ? 0 : 1;
    };

    private JsonEquality() {
    }

    static boolean equal(JsonNode expected, JsonNode actual) {
        if (expected == null || actual == null) {
            return expected == actual;
        }
        return expected.equals(VALUES, actual);
    }
}
