package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import io.japply.threeway.json.GoText;
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

    /** Go's string order (UTF-8 bytes). */
    public static int compareGo(String a, String b) {
        return GoText.compare(a, b);
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

    /** Go's %v for float64 (strconv 'g', shortest): exponent form when the exponent is < -4 or >= 6. */
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
        BigDecimal shortest = io.japply.threeway.json.GoJson.shortest(d);
        int exp = GoText.exponent(shortest);
        return exp < -4 || exp >= 6 ? GoText.exponentForm(shortest) : shortest.toPlainString();
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
