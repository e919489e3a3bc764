package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Equality, formatting and de-duplication of decoded values with Go's semantics. */
public final class Values {
    private Values() {
    }

    /** Go's reflect.DeepEqual on decoded JSON: kinds must match; 1 and 1.0 differ. */
    public static boolean deepEquals(JsonNode a, JsonNode b) {
        Kind kind = Kind.of(a);
        if (kind != Kind.of(b)) {
            return false;
        }
        return switch (kind) {
            case NULL -> true;
            case BOOL -> a.booleanValue() == b.booleanValue();
            case INT -> a.longValue() == b.longValue();
            case FLOAT -> a.doubleValue() == b.doubleValue();
            case STRING -> a.asText().equals(b.asText());
            case LIST -> listsEqual(a, b);
            case MAP -> mapsEqual(a, b);
        };
    }

    private static boolean listsEqual(JsonNode a, JsonNode b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!deepEquals(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean mapsEqual(JsonNode a, JsonNode b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode other = b.get(e.getKey());
            if (other == null || !deepEquals(e.getValue(), other)) {
                return false;
            }
        }
        return true;
    }

    /** Go's string order: by UTF-8 bytes, which is code point order (Java's compareTo is UTF-16 order). */
    public static int compareGo(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** A value as Go's fmt %v prints it; used wherever upstream sorts or pairs by string. */
    public static String formatV(JsonNode node) {
        return switch (Kind.of(node)) {
            case NULL -> "<nil>";
            case BOOL -> Boolean.toString(node.booleanValue());
            case INT -> Long.toString(node.longValue());
            case FLOAT -> formatFloatG(node.doubleValue());
            case STRING -> node.asText();
            case LIST -> formatList(node);
            case MAP -> formatMap(node);
        };
    }

    private static String formatList(JsonNode node) {
        List<String> parts = new ArrayList<>();
        node.forEach(v -> parts.add(formatV(v)));
        return "[" + String.join(" ", parts) + "]";
    }

    private static String formatMap(JsonNode node) {
        Map<String, String> sorted = new TreeMap<>();
        node.fields().forEachRemaining(e -> sorted.put(e.getKey(), formatV(e.getValue())));
        List<String> parts = new ArrayList<>();
        sorted.forEach((k, v) -> parts.add(k + ":" + v));
        return "map[" + String.join(" ", parts) + "]";
    }

    /** Go's %v for float64: shortest digits, exponent form when exp < -4 or exp >= 21. */
    static String formatFloatG(double d) {
        if (Double.isNaN(d)) {
            return "NaN";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "+Inf" : "-Inf";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0" : "0";
        }
        BigDecimal shortest = shortest(d);
        int exp = shortest.precision() - shortest.scale() - 1;
        if (exp < -4 || exp >= 21) {
            String digits = shortest.unscaledValue().abs().toString();
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String sign = shortest.signum() < 0 ? "-" : "";
            String expSign = exp < 0 ? "-" : "+";
            int absExp = Math.abs(exp);
            return sign + mantissa + "e" + expSign + (absExp < 10 ? "0" : "") + absExp;
        }
        return shortest.toPlainString();
    }

    /** The shortest decimal that reads back as {@code d}. */
    static BigDecimal shortest(double d) {
        BigDecimal exact = new BigDecimal(d);
        for (int precision = 1; precision <= 17; precision++) {
            BigDecimal candidate = exact.round(new MathContext(precision));
            if (candidate.doubleValue() == d) {
                return candidate.stripTrailingZeros();
            }
        }
        return exact.round(MathContext.DECIMAL64).stripTrailingZeros();
    }

    /**
     * Removes repeated scalars the way upstream does: a repeat is overwritten by the current last
     * element, so the surviving order is not always the input order.
     */
    public static List<JsonNode> deduplicateScalars(List<JsonNode> input) {
        List<JsonNode> s = new ArrayList<>(input);
        int length = s.size() - 1;
        for (int i = 0; i < length; i++) {
            for (int j = i + 1; j <= length; j++) {
                if (deepEquals(s.get(i), s.get(j))) {
                    s.set(j, s.get(length));
                    s.remove(length);
                    length--;
                    j--;
                }
            }
        }
        return s;
    }

    public static List<JsonNode> toList(JsonNode array) {
        List<JsonNode> list = new ArrayList<>(array == null ? 0 : array.size());
        if (array != null) {
            array.forEach(list::add);
        }
        return list;
    }
}
