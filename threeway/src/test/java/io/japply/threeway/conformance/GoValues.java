package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How Go's fmt and strings treat the decoded JSON values the harness sorts by: {@code %v}
 * formatting, {@code %q} quoting and bytewise string order. The harness's own copy, so that the
 * normalisation does not lean on the engine it judges.
 */
final class GoValues {
    private GoValues() {
    }

    /** {@code fmt.Sprintf("%v", v)} of a decoded JSON value; {@code null} (absent) prints as {@code <nil>}. */
    static String formatV(JsonNode v) {
        if (v == null || v.isNull() || v.isMissingNode()) {
            return "<nil>";
        }
        if (v.isIntegralNumber()) {
            return v.bigIntegerValue().toString();
        }
        if (v.isNumber()) {
            return formatFloat(v.doubleValue());
        }
        if (v.isObject()) {
            List<String> keys = new ArrayList<>();
            v.fieldNames().forEachRemaining(keys::add);
            keys.sort(GoValues::compare);
            List<String> entries = new ArrayList<>();
            keys.forEach(k -> entries.add(k + ":" + formatV(v.get(k))));
            return "map[" + String.join(" ", entries) + "]";
        }
        if (v.isArray()) {
            List<String> items = new ArrayList<>();
            v.forEach(item -> items.add(formatV(item)));
            return "[" + String.join(" ", items) + "]";
        }
        return v.asText();
    }

    /** {@code strconv.FormatFloat(d, 'g', -1, 64)}: shortest round-trip digits, exponent form outside [1e-4, 1e6). */
    static String formatFloat(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "+Inf" : "-Inf";
        }
        if (d == 0) {
            return 1 / d < 0 ? "-0" : "0";
        }
        BigDecimal exact = new BigDecimal(d);
        BigDecimal shortest = exact;
        for (int precision = 1; precision <= 17; precision++) {
            shortest = exact.round(new MathContext(precision, RoundingMode.HALF_EVEN));
            if (shortest.doubleValue() == d) {
                break;
            }
        }
        shortest = shortest.stripTrailingZeros();
        String digits = shortest.unscaledValue().abs().toString();
        int exponent = digits.length() - 1 - shortest.scale();
        String sign = d < 0 ? "-" : "";
        if (exponent < -4 || exponent >= 6) {
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String e = String.valueOf(Math.abs(exponent));
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (e.length() < 2 ? "0" + e : e);
        }
        return sign + shortest.abs().toPlainString();
    }

    /** Go's string order: bytewise over UTF-8. */
    static int compare(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    /** {@code %q} for the plain keys of the corpus: quotes, backslashes and control characters escaped. */
    static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char ch : s.toCharArray()) {
            switch (ch) {
                case '"', '\\' -> out.append('\\').append(ch);
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> out.append(ch < 0x20 ? String.format("\\x%02x", (int) ch) : String.valueOf(ch));
            }
        }
        return out.append('"').toString();
    }

    /** The Go type a decoded JSON value has ({@code reflect.TypeOf(v).String()}). */
    static String typeOf(JsonNode v) {
        if (v == null || v.isNull()) {
            return "nil";
        }
        if (v.isObject()) {
            return "map[string]interface{}";
        }
        if (v.isArray()) {
            return "[]interface{}";
        }
        if (v.isTextual()) {
            return "string";
        }
        if (v.isBoolean()) {
            return "bool";
        }
        if (v.isLong()) {
            return "int64";
        }
        return v.isDouble() ? "float64" : "unexpected Java node " + v.getClass().getSimpleName();
    }
}
