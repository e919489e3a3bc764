package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.japply.threeway.json.GoText;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The Go value a JSON node stands for in kubectl's jsonpath engine, which walks an unstructured
 * object (map[string]interface{}, []interface{}, string, int64, float64, bool, nil) with reflection.
 * Two more kinds come from the template, not the object: a number literal is a Go int, and a
 * string taken apart by [*] or .. yields its UTF-8 bytes (uint8). {@link MissingNode} is the
 * zero reflect.Value the engine walks a {range} body with when the range found nothing.
 */
enum GoValue {
    INVALID("<invalid reflect.Value>"), NIL("interface {}"), BOOL("bool"), INT("int64"), UINT("uint8"), FLOAT("float64"),
    STRING("string"), MAP("map[string]interface {}"), SLICE("[]interface {}");

    /** Go's name of the type, as error messages print it. */
    final String typeName;

    GoValue(String typeName) {
        this.typeName = typeName;
    }

    /** A number written in the template: a Go int (its type prints as "int"). */
    static final class Int extends LongNode {
        Int(long value) {
            super(value);
        }
    }

    /** One byte of a string's UTF-8 text. */
    static final class Byte extends IntNode {
        Byte(int value) {
            super(value);
        }
    }

    static GoValue of(JsonNode v) {
        if (v.isMissingNode()) {
            return INVALID;
        } else if (v.isNull()) {
            return NIL;
        } else if (v.isObject()) {
            return MAP;
        } else if (v.isArray()) {
            return SLICE;
        } else if (v.isBoolean()) {
            return BOOL;
        } else if (v instanceof Byte) {
            return UINT;
        } else if (v.isIntegralNumber() && v.canConvertToLong()) {
            return INT;
        } else if (v.isNumber()) {
            return FLOAT;
        }
        return STRING;
    }

    static String typeName(JsonNode v) {
        return v instanceof Int ? "int" : of(v).typeName;
    }

    /** A map's entries in Go's sorted key order (fmt's order; Go's own map iteration is random). */
    static Map<String, JsonNode> sortedEntries(JsonNode map) {
        Map<String, JsonNode> sorted = new TreeMap<>(GoText::compare);
        map.fields().forEachRemaining(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    /** What [*] and .. step into: a map's values, a slice's items, a string's bytes; nothing for others. */
    static List<JsonNode> children(JsonNode v) {
        List<JsonNode> children = new ArrayList<>();
        switch (of(v)) {
            case MAP -> children.addAll(sortedEntries(v).values());
            case SLICE -> v.forEach(children::add);
            case STRING -> {
                for (byte b : v.asText().getBytes(StandardCharsets.UTF_8)) {
                    children.add(new Byte(b & 0xFF));
                }
            }
            default -> {
            }
        }
        return children;
    }
}
