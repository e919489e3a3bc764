package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
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
        return indent(GoJson.write(array)) + "\n";
    }

    /** encoding/json's Indent with four spaces: a line per item, "[]" and "{}" kept whole. */
    static String indent(String compact) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < compact.length(); i++) {
            char c = compact.charAt(i);
            if (inString) {
                out.append(c);
                if (c == '\\') {
                    out.append(compact.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
                continue;
            }
            switch (c) {
                case '"' -> {
                    inString = true;
                    out.append(c);
                }
                case '[', '{' -> {
                    char close = c == '[' ? ']' : '}';
                    if (compact.charAt(i + 1) == close) {
                        out.append(c).append(close);
                        i++;
                    } else {
                        out.append(c);
                        newline(out, ++depth);
                    }
                }
                case ']', '}' -> {
                    newline(out, --depth);
                    out.append(c);
                }
                case ',' -> {
                    out.append(c);
                    newline(out, depth);
                }
                case ':' -> out.append(": ");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static void newline(StringBuilder out, int depth) {
        out.append('\n').append("    ".repeat(depth));
    }
}
