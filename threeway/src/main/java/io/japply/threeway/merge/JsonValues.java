package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;

/** Equality for JSON merge patch: one number type, compared by exact value. */
final class JsonValues {
    private JsonValues() {
    }

    static boolean equal(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        if (a.getNodeType() != b.getNodeType() || a.size() != b.size()) {
            return false;
        }
        if (a.isArray()) {
            for (int i = 0; i < a.size(); i++) {
                if (!equal(a.get(i), b.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                JsonNode other = b.get(e.getKey());
                if (other == null || !equal(e.getValue(), other)) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }
}
