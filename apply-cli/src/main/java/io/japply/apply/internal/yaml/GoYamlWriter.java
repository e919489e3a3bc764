package io.japply.apply.internal.yaml;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * YAML exactly as kubectl writes it: sigs.k8s.io/yaml turns the JSON into go-yaml v2 values and
 * go-yaml v2 emits them, keys in its order, two-space indentation, sequences under a key not
 * indented, "{}" and "[]" for empty ones, and each string in the style its emitter picks.
 */
public final class GoYamlWriter {
    private static final int MAX_SIMPLE_KEY_BYTES = 128;

    private final Emitter out = new Emitter();
    private final ScalarWriter scalars = new ScalarWriter(out);

    private GoYamlWriter() {
    }

    /** The document's YAML text, ending with a newline. */
    public static String write(JsonNode document) {
        GoYamlWriter yaml = new GoYamlWriter();
        yaml.node(document, false);
        yaml.out.writeIndent(); // the document's end
        return yaml.out.text();
    }

    /** One node; in a mapping's value position its sequence's dashes line up with the key. */
    private void node(JsonNode node, boolean mappingValue) {
        if (node != null && node.isObject()) {
            mapping(node);
        } else if (node != null && node.isArray()) {
            sequence(node, mappingValue);
        } else {
            scalar(Scalar.of(node), false);
        }
    }

    private void mapping(JsonNode node) {
        if (node.isEmpty()) {
            emptyFlow("{", "}");
            return;
        }
        List<String> keys = new ArrayList<>(node.size());
        node.fieldNames().forEachRemaining(keys::add);
        GoKeyOrder.sort(keys);
        out.increaseIndent(false, false);
        for (String key : keys) {
            out.writeIndent();
            Scalar scalar = Scalar.ofString(key);
            if (simpleKey(scalar)) {
                scalar(scalar, true);
                out.writeIndicator(":", false, false, false);
            } else {
                out.writeIndicator("?", true, false, true);
                scalar(scalar, false);
                out.writeIndent();
                out.writeIndicator(":", true, false, true);
            }
            node(node.get(key), true);
        }
        out.decreaseIndent();
    }

    private static boolean simpleKey(Scalar key) {
        return !key.analysis().multiline()
                && key.string().getBytes(StandardCharsets.UTF_8).length <= MAX_SIMPLE_KEY_BYTES;
    }

    private void sequence(JsonNode node, boolean mappingValue) {
        if (node.isEmpty()) {
            emptyFlow("[", "]");
            return;
        }
        out.increaseIndent(false, mappingValue && !out.indention());
        for (JsonNode item : node) {
            out.writeIndent();
            out.writeIndicator("-", true, false, true);
            node(item, false);
        }
        out.decreaseIndent();
    }

    private void emptyFlow(String open, String close) {
        out.writeIndicator(open, true, true, false);
        out.writeIndicator(close, false, false, false);
    }

    private void scalar(Scalar scalar, boolean simpleKey) {
        ScalarStyle style = scalar.style(simpleKey);
        out.increaseIndent(true, false);
        switch (style) {
            case PLAIN -> scalars.plain(scalar.text(), !simpleKey);
            case SINGLE_QUOTED -> scalars.singleQuoted(scalar.text(), !simpleKey);
            case DOUBLE_QUOTED -> scalars.doubleQuoted(scalar.text(), !simpleKey);
            case LITERAL -> scalars.literal(scalar.text());
        }
        out.decreaseIndent();
    }
}
