package io.japply.apply.internal.yaml;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A scalar as go-yaml v2's encoder hands it to the emitter: its text, the style the encoder asks
 * for, and what the emitter's analysis allows.
 */
record Scalar(String string, int[] text, ScalarStyle requested, ScalarAnalysis analysis) {

    static Scalar of(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return plain("null");
        }
        if (node.isBoolean()) {
            return plain(node.booleanValue() ? "true" : "false");
        }
        if (node.isNumber()) {
            return plain(GoNumbers.text(node));
        }
        return ofString(node.asText());
    }

    /** A string: literal when it has a newline, plain when it reads back as itself, else double quoted. */
    static Scalar ofString(String value) {
        int[] text = value.codePoints().map(c -> Character.isSurrogate((char) c) && c <= 0xFFFF ? 0xFFFD : c)
                .toArray();
        String string = new String(text, 0, text.length);
        ScalarStyle requested = string.contains("\n") ? ScalarStyle.LITERAL
                : PlainResolution.readsAsOther(string) ? ScalarStyle.DOUBLE_QUOTED : ScalarStyle.PLAIN;
        return new Scalar(string, text, requested, ScalarAnalysis.of(text));
    }

    private static Scalar plain(String value) {
        int[] text = value.codePoints().toArray();
        return new Scalar(value, text, ScalarStyle.PLAIN, ScalarAnalysis.of(text));
    }

    /** go-yaml's select_scalar_style, in block context (japply never writes a non-empty flow node). */
    ScalarStyle style(boolean simpleKey) {
        ScalarStyle style = requested;
        if (simpleKey && analysis.multiline()) {
            style = ScalarStyle.DOUBLE_QUOTED;
        }
        if (style == ScalarStyle.PLAIN && (!analysis.blockPlainAllowed() || text.length == 0 && simpleKey)) {
            style = ScalarStyle.SINGLE_QUOTED;
        }
        if (style == ScalarStyle.SINGLE_QUOTED && !analysis.singleQuotedAllowed()) {
            style = ScalarStyle.DOUBLE_QUOTED;
        }
        if (style == ScalarStyle.LITERAL && (!analysis.blockAllowed() || simpleKey)) {
            style = ScalarStyle.DOUBLE_QUOTED;
        }
        return style;
    }
}
