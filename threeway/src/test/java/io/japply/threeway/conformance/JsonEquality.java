package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/**
 * The README's "JSON equality", what upstream's byte comparison of Go-marshalled maps amounts to:
 * objects by key set and values (key order free), arrays element by element in order, numbers by
 * numeric value, strings and booleans exactly, {@code null} equal only to {@code null}, and an
 * absent value (Java {@code null}) equal only to an absent one.
 */
final class JsonEquality {
    private JsonEquality() {
    }

    static boolean equal(JsonNode a, JsonNode b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        if (a.isObject() && b.isObject()) {
            return a.size() == b.size() && fieldsEqual(a, b);
        }
        if (a.isArray() && b.isArray()) {
            if (a.size() != b.size()) {
                return false;
            }
            for (int i = 0; i < a.size(); i++) {
                if (!equal(a.get(i), b.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return a.isValueNode() && a.getNodeType() == b.getNodeType() && a.equals(b);
    }

    private static boolean fieldsEqual(JsonNode a, JsonNode b) {
        for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!equal(e.getValue(), b.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }
}
