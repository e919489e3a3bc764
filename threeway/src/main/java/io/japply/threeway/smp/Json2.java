package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Small tree builders used by the engine. */
final class Json2 {
    private Json2() {
    }

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    static ArrayNode array(List<JsonNode> items) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode(items.size());
        a.addAll(items);
        return a;
    }

    /** A document as an object, not copied; null and missing count as empty. */
    static ObjectNode objectOrEmpty(JsonNode node, String what) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return object();
        }
        if (!node.isObject()) {
            throw new io.japply.threeway.InvalidPatchException("", what + " is not a JSON object");
        }
        return (ObjectNode) node;
    }

    /** A copy of a document as an object; null and missing count as empty. */
    static ObjectNode copyOrEmpty(JsonNode node, String what) {
        return objectOrEmpty(node, what).deepCopy();
    }

    /** Whether any key anywhere starts with '$' (a patch directive). */
    static boolean hasDirectiveKeys(JsonNode node) {
        if (node.isObject()) {
            for (java.util.Iterator<java.util.Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                java.util.Map.Entry<String, JsonNode> e = it.next();
                if (e.getKey().startsWith("$") || hasDirectiveKeys(e.getValue())) {
                    return true;
                }
            }
        } else if (node.isArray()) {
            for (JsonNode item : node) {
                if (hasDirectiveKeys(item)) {
                    return true;
                }
            }
        }
        return false;
    }
}
