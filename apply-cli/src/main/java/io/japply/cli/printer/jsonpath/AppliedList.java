package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The v1 List kubectl apply prints when several objects print at once. kubectl builds it as a typed
 * object (core/v1 List), and its JSONPath printer reads a typed object by writing it as JSON and
 * decoding that into interface{}: every number in it becomes a float64 (replicas 1000000 prints as
 * 1e+06, and compares only with a float: ==80.0, not ==80). A single object is printed as it is
 * (unstructured: integers stay int64).
 */
final class AppliedList {
    private AppliedList() {
    }

    static boolean is(JsonNode data) {
        return data.isObject() && "v1".equals(data.path("apiVersion").textValue())
                && "List".equals(data.path("kind").textValue()) && data.path("items").isArray();
    }

    /** The value with every number a float64, as a JSON round trip into interface{} leaves it. */
    static JsonNode withFloats(JsonNode value) {
        if (value.isNumber()) {
            return DoubleNode.valueOf(value.doubleValue());
        } else if (value.isObject()) {
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            value.fields().forEachRemaining(e -> copy.set(e.getKey(), withFloats(e.getValue())));
            return copy;
        } else if (value.isArray()) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode(value.size());
            value.forEach(item -> copy.add(withFloats(item)));
            return copy;
        }
        return value;
    }
}
