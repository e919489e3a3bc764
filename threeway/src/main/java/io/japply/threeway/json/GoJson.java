package io.japply.threeway.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NumericNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.databind.node.ValueNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * JSON exactly as Go's encoding/json writes a decoded document: keys sorted, compact, HTML
 * characters escaped, integers as integers, floats in Go's shortest form. This is the text of the
 * last-applied annotation and of the patches kubectl sends.
 */
public final class GoJson {
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final ObjectReader READER = Json.mapper().reader()
            .without(DeserializationFeature.USE_LONG_FOR_INTS).with(new GoValues());

    private GoJson() {
    }

    /**
     * Reads JSON as Kubernetes decodes it into interface{}: an integer in int64 range becomes a long,
     * any other number a float64 (kubectl itself writes 1e20 as 100000000000000000000, which a
     * long-only reader refuses); a lone surrogate in a string value becomes U+FFFD.
     */
    /** The reader behind {@link #parse}, for a stream of several JSON documents. */
    public static ObjectReader reader() {
        return READER;
    }

    public static JsonNode parse(String text) throws JsonProcessingException {
        return READER.readTree(text);
    }

    public static String write(JsonNode node) {
        StringBuilder out = new StringBuilder();
        write(node, out);
        return out.toString();
    }

    public static byte[] writeBytes(JsonNode node) {
        return write(node).getBytes(StandardCharsets.UTF_8);
    }

    private static void write(JsonNode node, StringBuilder out) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            out.append("null");
        } else if (node.isObject()) {
            writeObject(node, out);
        } else if (node.isArray()) {
            out.append('[');
            for (int i = 0; i < node.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                write(node.get(i), out);
            }
            out.append(']');
        } else if (node.isBoolean()) {
            out.append(node.booleanValue());
        } else if (node.isNumber()) {
            out.append(number(node));
        } else {
            string(node.asText(), out);
        }
    }

    private static void writeObject(JsonNode node, StringBuilder out) {
        List<String> keys = new ArrayList<>(node.size());
        node.fieldNames().forEachRemaining(keys::add);
        keys.sort(GoText::compare);
        out.append('{');
        for (int i = 0; i < keys.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            string(keys.get(i), out);
            out.append(':');
            write(node.get(keys.get(i)), out);
        }
        out.append('}');
    }

    /** Integers in int64 range print as integers; everything else is a float64, as Go decodes it. */
    static String number(JsonNode node) {
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return Long.toString(node.longValue());
        }
        return float64(node.doubleValue());
    }

    /** encoding/json's float64 form: plain digits, exponent form below 1e-6 or from 1e21 on. */
    static String float64(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            throw new IllegalArgumentException("json: unsupported value: " + d);
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0" : "0";
        }
        BigDecimal shortest = shortest(d);
        double abs = Math.abs(d);
        if (abs < 1e-6 || abs >= 1e21) {
            String e = GoText.exponentForm(shortest);
            int n = e.length();
            // encoding/json trims one leading zero of a negative two-digit exponent: e-07 -> e-7
            if (n >= 4 && e.charAt(n - 4) == 'e' && e.charAt(n - 3) == '-' && e.charAt(n - 2) == '0') {
                e = e.substring(0, n - 2) + e.charAt(n - 1);
            }
            return e;
        }
        return shortest.toPlainString();
    }

    /**
     * strconv's shortest digits (precision -1): the fewest significant digits that read back as
     * {@code d}, nearest to {@code d} among those, ties to even. JDK 17's Double.toString is not
     * always shortest, hence the search on the exact binary value.
     */
    public static BigDecimal shortest(double d) {
        BigDecimal exact = new BigDecimal(d);
        for (int precision = 1; precision < 17; precision++) {
            BigDecimal nearest = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
            if (nearest.doubleValue() == d) {
                return nearest.stripTrailingZeros();
            }
            // at a power of two the gap below d is half the gap above: the farther neighbour may still fit
            RoundingMode away = nearest.compareTo(exact) < 0 ? RoundingMode.CEILING : RoundingMode.FLOOR;
            BigDecimal other = exact.round(new MathContext(precision, away));
            if (other.doubleValue() == d) {
                return other.stripTrailingZeros();
            }
        }
        return exact.round(new MathContext(17, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }

    /**
     * A string as encoding/json escapes it with HTML escaping on (Go 1.22+: \b and \f short forms).
     * A lone surrogate becomes the character U+FFFD itself, unescaped, as kubectl writes it.
     */
    static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '<', '>', '&', '\u2028', '\u2029' -> unicode(c, out);
                default -> {
                    if (c < 0x20) {
                        unicode(c, out);
                    } else if (Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        // kubectl writes U+FFFD itself: Go's decoder replaced the lone surrogate before encoding
                        out.append('\ufffd');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** {@code s} with every unpaired surrogate replaced by U+FFFD, as Go's decoder does. */
    static String withoutLoneSurrogates(String s) {
        if (!hasSurrogate(s)) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                out.append(c).append(s.charAt(++i));
            } else {
                out.append(Character.isSurrogate(c) ? '\ufffd' : c);
            }
        }
        return out.toString();
    }

    // a plain loop: this runs for every string of every parsed document, before the JIT has compiled
    // anything, where a stream costs many times more
    private static boolean hasSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static void unicode(char c, StringBuilder out) {
        out.append("\\u").append(HEX[c >> 12 & 0xF]).append(HEX[c >> 8 & 0xF]).append(HEX[c >> 4 & 0xF])
                .append(HEX[c & 0xF]);
    }

    /** Values as Go's JSON decoding into interface{} yields them: int64 or float64; valid UTF-8 text. */
    private static final class GoValues extends JsonNodeFactory {
        @Override
        public NumericNode numberNode(int v) {
            return numberNode((long) v);
        }

        @Override
        public ValueNode numberNode(BigInteger v) {
            return v.bitLength() < 64 ? numberNode(v.longValue()) : numberNode(v.doubleValue());
        }

        @Override
        public TextNode textNode(String text) {
            return super.textNode(withoutLoneSurrogates(text));
        }
    }
}
