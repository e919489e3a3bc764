package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.GoQuoting;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.GoText;
import java.math.BigDecimal;
import java.util.Map;

/**
 * Go's fmt verbs as kubectl's jsonpath messages and text use them: %v (fmt.Print), %#v (the object
 * dump of an execution error), %q and %#U. Map keys print sorted, as fmt sorts them.
 */
final class GoFormat {

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
            case STRING -> out.append(GoQuoting.quote(v.asText()));
            case MAP -> {
                out.append("map[string]interface {}{");
                String separator = "";
                for (Map.Entry<String, JsonNode> e : GoValue.sortedEntries(v).entrySet()) {
                    out.append(separator).append(GoQuoting.quote(e.getKey())).append(':');
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

    /** %#U: "U+0023 '#'", the character itself only when printable. */
    static String unicodeVerb(int r) {
        String hex = Integer.toHexString(r).toUpperCase(java.util.Locale.ROOT);
        String code = "U+" + "0".repeat(Math.max(0, 4 - hex.length())) + hex;
        return GoQuoting.isPrint(r) ? code + " '" + new String(Character.toChars(r)) + "'" : code;
    }
}
