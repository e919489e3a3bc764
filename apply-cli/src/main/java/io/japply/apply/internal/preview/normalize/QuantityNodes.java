package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.japply.threeway.json.GoJson;
import java.util.Optional;

/** A quantity as a JSON value: a string, or a number the server reads by its JSON text (0.5, 1e+21). */
final class QuantityNodes {
    private QuantityNodes() {
    }

    /** The text the server parses; for a number, the digits japply sends, as Go writes a float64. */
    static String text(JsonNode value) {
        return value.isNumber() ? GoJson.write(value) : value.asText();
    }

    /** The stored string; empty for anything the server would refuse (left for it to report). */
    static Optional<JsonNode> canonical(JsonNode value) {
        if (!value.isTextual() && !value.isNumber()) {
            return Optional.empty();
        }
        return Quantity.canonical(text(value)).map(TextNode::valueOf);
    }
}
