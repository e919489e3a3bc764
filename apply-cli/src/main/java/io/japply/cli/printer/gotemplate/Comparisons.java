package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Builtins.CallError;
import io.japply.threeway.json.GoText;
import java.util.List;
import java.util.Map;

/** eq, ne, lt, le, gt, ge: only basic values of one kind compare (float64 with int does not, as in Go). */
final class Comparisons {
    /** Go's basic kinds; OTHER is a map, a slice or nothing. */
    private enum Kind {
        BOOL, INT, FLOAT, STRING, OTHER
    }

    private Comparisons() {
    }

    static Object compare(String name, Object first, List<Object> rest) throws CallError {
        return switch (name) {
            case "eq" -> eq(first, rest);
            case "ne" -> !eq(first, rest);
            case "lt" -> lt(first, rest.get(0));
            case "le" -> lt(first, rest.get(0)) || eq(first, rest);
            case "gt" -> !(lt(first, rest.get(0)) || eq(first, rest));
            case "ge" -> !lt(first, rest.get(0));
            default -> throw new IllegalStateException("no function " + name);
        };
    }

    /** Go 1.24's words (kubectl 1.37 is built with Go 1.26): both types named. */
    private static CallError incompatible(Object a, Object b) {
        return new CallError("incompatible types for comparison: " + Values.typeName(a) + " and " + Values.typeName(b));
    }

    private static Kind kind(Object v) {
        if (v instanceof Boolean) {
            return Kind.BOOL;
        }
        if (Values.integer(v) != null) {
            return Kind.INT;
        }
        if (v instanceof Double) {
            return Kind.FLOAT;
        }
        return v instanceof String ? Kind.STRING : Kind.OTHER;
    }

    private static boolean eq(Object first, List<Object> others) throws CallError {
        Object a = Values.unbox(first);
        if (others.isEmpty()) {
            throw new CallError("missing argument for comparison");
        }
        Kind k1 = kind(a);
        for (Object other : others) {
            Object b = Values.unbox(other);
            Kind k2 = kind(b);
            if (k1 != k2) {
                if (a != null && b != null) {
                    throw incompatible(a, b);
                }
            } else if (k1 == Kind.OTHER ? same(a, b) : equal(a, b)) {
                return true;
            }
        }
        return false;
    }

    private static boolean equal(Object a, Object b) {
        if (Values.integer(a) != null) {
            return Values.integer(a).longValue() == Values.integer(b);
        }
        return a instanceof Double x ? x.doubleValue() == (Double) b : a.equals(b);
    }

    /** Maps and slices: comparable only with nil. */
    private static boolean same(Object a, Object b) throws CallError {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof Map != b instanceof Map) {
            throw new CallError("non-comparable types " + GoFmt.sprintf("%s", List.of(a)) + ": " + Values.typeName(a) + ", "
                    + Values.typeName(b) + ": " + GoFmt.sprint(List.of(b)));
        }
        throw new CallError("non-comparable type " + GoFmt.sprintf("%s", List.of(b)) + ": " + Values.typeName(b));
    }

    private static boolean lt(Object first, Object second) throws CallError {
        Object a = Values.unbox(first);
        Object b = Values.unbox(second);
        Kind k1 = kind(a);
        Kind k2 = kind(b);
        if (k1 == Kind.OTHER || k2 == Kind.OTHER) {
            throw new CallError("invalid type for comparison");
        }
        if (k1 != k2) {
            throw incompatible(a, b);
        }
        return switch (k1) {
            case INT -> Values.integer(a) < Values.integer(b);
            case FLOAT -> (Double) a < (Double) b;
            case STRING -> GoText.compare((String) a, (String) b) < 0;
            default -> throw new CallError("invalid type for comparison");
        };
    }
}
