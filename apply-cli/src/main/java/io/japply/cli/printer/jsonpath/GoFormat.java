package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.GoText;
import java.math.BigDecimal;
import java.util.Map;

/**
 * Go's fmt verbs as kubectl's jsonpath messages and text use them: %v (fmt.Print), %#v (the object
 * dump of an execution error), %q and %#U. Map keys print sorted, as fmt sorts them.
 */
final class GoFormat {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private GoFormat() {
    }

    /** %v of a value, as fmt.Print writes it: map[k:v], [a b], raw strings, &lt;nil&gt;. */
    static String plain(JsonNode v) {
        StringBuilder out = new StringBuilder();
        plain(v, out);
        return out.toString();
    }

    private static void plain(JsonNode v, StringBuilder out) {
        switch (GoValue.of(v)) {
            case INVALID -> out.append("<invalid reflect.Value>");
            case NIL -> out.append("<nil>");
            case STRING -> out.append(v.asText());
            case MAP -> {
                out.append("map[");
                String separator = "";
                for (Map.Entry<String, JsonNode> e : GoValue.sortedEntries(v).entrySet()) {
                    out.append(separator).append(e.getKey()).append(':');
                    plain(e.getValue(), out);
                    separator = " ";
                }
                out.append(']');
            }
            case SLICE -> {
                out.append('[');
                for (int i = 0; i < v.size(); i++) {
                    out.append(i > 0 ? " " : "");
                    plain(v.get(i), out);
                }
                out.append(']');
            }
            default -> out.append(scalar(v));
        }
    }

    /** %#v of a value held in an interface{}: Go syntax, with the type of every map and slice. */
    static String sharp(JsonNode v) {
        StringBuilder out = new StringBuilder();
        sharp(v, out);
        return out.toString();
    }

    private static void sharp(JsonNode v, StringBuilder out) {
        switch (GoValue.of(v)) {
            case NIL -> out.append("interface {}(nil)");
            case STRING -> out.append(quote(v.asText()));
            case MAP -> {
                out.append("map[string]interface {}{");
                String separator = "";
                for (Map.Entry<String, JsonNode> e : GoValue.sortedEntries(v).entrySet()) {
                    out.append(separator).append(quote(e.getKey())).append(':');
                    sharp(e.getValue(), out);
                    separator = ", ";
                }
                out.append('}');
            }
            case SLICE -> {
                out.append("[]interface {}{");
                for (int i = 0; i < v.size(); i++) {
                    out.append(i > 0 ? ", " : "");
                    sharp(v.get(i), out);
                }
                out.append('}');
            }
            case UINT -> out.append("0x").append(Integer.toHexString(v.intValue()));
            default -> out.append(scalar(v));
        }
    }

    /** A bool or number as %v writes it. */
    static String scalar(JsonNode v) {
        return switch (GoValue.of(v)) {
            case BOOL -> Boolean.toString(v.booleanValue());
            case INT, UINT -> Long.toString(v.longValue());
            case FLOAT -> float64(v.doubleValue());
            default -> v.asText();
        };
    }

    /** %v of a float64: shortest digits, in exponent form below 1e-4 and from 1e6 on (strconv's 'g', -1). */
    static String float64(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        } else if (Double.isInfinite(d)) {
            return d > 0 ? "+Inf" : "-Inf";
        } else if (d == 0) {
            return 1 / d < 0 ? "-0" : "0";
        }
        BigDecimal shortest = GoJson.shortest(d);
        int exp = GoText.exponent(shortest);
        return exp < -4 || exp >= 6 ? GoText.exponentForm(shortest) : shortest.toPlainString();
    }

    /** %q, strconv.Quote: printable characters as they are, others escaped. */
    static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        // a lone surrogate is U+FFFD in Go, which decoded the text from UTF-8
        s.codePoints().map(r -> r <= 0xFFFF && Character.isSurrogate((char) r) ? 0xFFFD : r)
                .forEach(r -> escaped(r, out));
        return out.append('"').toString();
    }

    private static void escaped(int r, StringBuilder out) {
        if (r == '"' || r == '\\') {
            out.append('\\').appendCodePoint(r);
        } else if (isPrint(r)) {
            out.appendCodePoint(r);
        } else {
            switch (r) {
                case 7 -> out.append("\\a");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case 11 -> out.append("\\v");
                default -> hexEscape(r, out);
            }
        }
    }

    private static void hexEscape(int r, StringBuilder out) {
        if (r < ' ' || r == 0x7f) {
            out.append("\\x").append(HEX[r >> 4]).append(HEX[r & 0xF]);
            return;
        }
        int digits = r < 0x10000 ? 4 : 8;
        out.append(r < 0x10000 ? "\\u" : "\\U");
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
            out.append(HEX[r >> shift & 0xF]);
        }
    }

    /** %#U: "U+0023 '#'", the character itself only when printable. */
    static String unicodeVerb(int r) {
        String hex = Integer.toHexString(r).toUpperCase(java.util.Locale.ROOT);
        String code = "U+" + "0".repeat(Math.max(0, 4 - hex.length())) + hex;
        return isPrint(r) ? code + " '" + new String(Character.toChars(r)) + "'" : code;
    }

    /** strconv.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
    static boolean isPrint(int r) {
        if (r == ' ') {
            return true;
        }
        return switch (Character.getType(r)) {
            case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
                    Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.NON_SPACING_MARK,
                    Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK, Character.DECIMAL_DIGIT_NUMBER,
                    Character.LETTER_NUMBER, Character.OTHER_NUMBER, Character.CONNECTOR_PUNCTUATION,
                    Character.DASH_PUNCTUATION, Character.START_PUNCTUATION, Character.END_PUNCTUATION,
                    Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                    Character.OTHER_PUNCTUATION, Character.MATH_SYMBOL, Character.CURRENCY_SYMBOL,
                    Character.MODIFIER_SYMBOL, Character.OTHER_SYMBOL -> true;
            default -> false;
        };
    }
}
