package io.japply.cli.printer;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoJson;
import java.util.Iterator;
import java.util.Map;

/**
 * kubectl 1.37's {@code -o kyaml}: the text sigs.k8s.io/yaml v1.6.0's KYAML encoder makes of an object
 * (kubectl marshals it to JSON and the encoder reads that back as YAML). A {@code ---} line, then the
 * document in flow style: a map's braces around one line per entry, a list of scalars one item per
 * line, a list of maps or lists "cuddled" ({@code [{ ... }, { ... }]}), every entry followed by a
 * comma, two spaces per level, <code>{}</code> and {@code []} when empty. String values are always
 * double-quoted ({@link KyamlStrings}); keys only when YAML could read them as something else; numbers, booleans
 * and null are written as encoding/json writes them. Keys come in the tree's order: the caller sorts
 * them where kubectl's JSON does.
 */
public final class KyamlWriter {
    private KyamlWriter() {
    }

    /**
     * One document, ending with a newline. Text with a character YAML refuses to read (DEL, the C1
     * controls but NEL, U+FFFE, U+FFFF) fails as kubectl's printer fails on it, before anything is
     * written.
     */
    public static String document(JsonNode node) throws TemplateException {
        KyamlStrings.checkReadable(node);
        StringBuilder out = new StringBuilder("---\n");
        value(node, 0, out);
        return out.append('\n').toString();
    }

    private static void value(JsonNode node, int depth, StringBuilder out) {
        if (node.isObject()) {
            mapping(node, depth, out);
        } else if (node.isArray()) {
            sequence(node, depth, out);
        } else if (node.isTextual()) {
            KyamlStrings.value(node.textValue(), depth + 1, out);
        } else {
            out.append(GoJson.write(node)); // a number, true, false or null, as encoding/json wrote it
        }
    }

    private static void mapping(JsonNode node, int depth, StringBuilder out) {
        if (node.isEmpty()) {
            out.append("{}");
            return;
        }
        out.append("{\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            indent(depth + 1, out);
            out.append(KyamlStrings.key(entry.getKey())).append(": ");
            value(entry.getValue(), depth + 1, out);
            out.append(",\n");
        }
        indent(depth, out);
        out.append('}');
    }

    /** Maps and lists inside a list open on its line; scalars take a line each. */
    private static void sequence(JsonNode node, int depth, StringBuilder out) {
        if (node.isEmpty()) {
            out.append("[]");
            return;
        }
        boolean cuddled = true;
        for (JsonNode item : node) {
            cuddled &= item.isContainerNode();
        }
        if (cuddled) {
            out.append('[');
            for (int i = 0; i < node.size(); i++) {
                out.append(i > 0 ? ", " : "");
                value(node.get(i), depth, out);
            }
            out.append(']');
            return;
        }
        out.append("[\n");
        for (JsonNode item : node) {
            indent(depth + 1, out);
            value(item, depth + 1, out);
            out.append(",\n");
        }
        indent(depth, out);
        out.append(']');
    }

    static void indent(int depth, StringBuilder out) {
        out.append("  ".repeat(depth));
    }
}
