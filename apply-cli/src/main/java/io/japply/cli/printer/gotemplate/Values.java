package io.japply.cli.printer.gotemplate;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.GoText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The values a template works on, as Go's reflect sees kubectl's data (a map[string]interface{} from
 * encoding/json): Java null is an invalid value (nothing there), {@link Boxed} an interface{} read
 * out of a map or slice, and inside it String, Double (float64), Long (int64), GoInt (int), Boolean, a sorted
 * Map and a List, with null for JSON null.
 */
final class Values {
    /** An interface{} value taken from a container; {@code value} null is a nil interface. */
    record Boxed(Object value) {
    }

    /** Go's int: template constants, len, a range's index. JSON integers are int64, a Long. */
    record GoInt(long value) {
    }

    private Values() {
    }

    /** JSON as encoding/json decodes it into interface{}: every number a float64. */
    static Object fromJson(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (node.isObject()) {
            Map<String, Object> map = new TreeMap<>(GoText::compare);
            node.fields().forEachRemaining(e -> map.put(e.getKey(), fromJson(e.getValue())));
            return map;
        }
        if (node.isArray()) {
            List<Object> list = new ArrayList<>();
            node.forEach(item -> list.add(fromJson(item)));
            return list;
        }
        if (node.isNumber()) {
            return number(GoJson.write(node));
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        return node.asText();
    }

    /** As apimachinery's json.Unmarshal reads a number: an int64 if its text is one, else a float64. */
    private static Object number(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return Double.parseDouble(text);
        }
    }

    /** The value of an int or int64, else null. */
    static Long integer(Object value) {
        if (value instanceof GoInt i) {
            return i.value();
        }
        return value instanceof Long l ? l : null;
    }

    /** Go's indirectInterface: the value inside an interface, null for a nil one. */
    static Object unbox(Object value) {
        return value instanceof Boxed boxed ? boxed.value() : value;
    }

    /** reflect's Type.String() of a value. */
    static String typeName(Object value) {
        if (value instanceof Boxed) {
            return "interface {}";
        }
        if (value instanceof String) {
            return "string";
        }
        if (value instanceof Double) {
            return "float64";
        }
        if (value instanceof Long) {
            return "int64";
        }
        if (value instanceof GoInt) {
            return "int";
        }
        if (value instanceof Boolean) {
            return "bool";
        }
        if (value instanceof Map) {
            return "map[string]interface {}";
        }
        if (value instanceof List) {
            return "[]interface {}";
        }
        return "<nil>";
    }

    /** Go's isTrue: the zero value of its type is false. Invalid and nil are false. */
    static boolean truth(Object value) {
        Object v = unbox(value);
        if (v == null) {
            return false;
        }
        if (v instanceof String s) {
            return !s.isEmpty();
        }
        if (v instanceof Double d) {
            return d != 0;
        }
        if (integer(v) != null) {
            return integer(v) != 0;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        if (v instanceof Map<?, ?> m) {
            return !m.isEmpty();
        }
        return !((List<?>) v).isEmpty();
    }

    /** The length Go's len gives: UTF-8 bytes of a string, else the size. */
    static int length(Object v) {
        if (v instanceof String s) {
            return utf8Length(s);
        }
        if (v instanceof Map<?, ?> m) {
            return m.size();
        }
        return ((List<?>) v).size();
    }

    static int utf8Length(String s) {
        return s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    }
}
