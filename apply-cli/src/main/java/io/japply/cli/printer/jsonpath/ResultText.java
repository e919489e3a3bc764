package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.japply.cli.report.GoIndent;
import io.japply.threeway.json.GoJson;
import java.util.List;

/**
 * How kubectl prints one node's values. -o jsonpath: maps and lists as compact JSON
 * (encoding/json: sorted keys, HTML characters escaped), anything else as fmt.Print writes it,
 * values separated by one space. -o jsonpath-as-json: the values as one JSON array, indented by
 * four spaces, and a newline.
 */
final class ResultText {
    private ResultText() {
    }

    static String text(List<JsonNode> values) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < values.size(); i++) {
            out.append(i > 0 ? " " : "").append(one(values.get(i)));
        }
        return out.toString();
    }

    private static String one(JsonNode value) {
        return switch (GoValue.of(value)) {
            case MAP, SLICE -> GoJson.write(value);
            case NIL -> "null";
            case STRING -> value.asText();
            default -> GoFormat.scalar(value);
        };
    }

    static String json(List<JsonNode> values) {
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        values.forEach(array::add);
        return GoIndent.indent(GoJson.write(array), GoIndent.KUBECTL) + "\n";
    }
}
