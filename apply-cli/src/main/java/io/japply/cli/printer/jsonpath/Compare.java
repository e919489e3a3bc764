package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.GoText;

/**
 * A filter's comparison, as Go's text/template compares (eq, lt, ...): only bools, numbers and
 * strings, of the same kind; an int and a float do not compare ("incompatible types").
 */
final class Compare {
    private static final String BAD_TYPE = "invalid type for comparison";
    private static final String INCOMPATIBLE = "incompatible types for comparison";

    private Compare() {
    }

    static boolean test(String operator, JsonNode left, JsonNode right) throws JsonPathError {
        return switch (operator) {
            case "<" -> less(left, right);
            case ">" -> !lessOrEqual(left, right);
            case "==" -> equal(left, right);
            case "!=" -> !equal(left, right);
            case "<=" -> lessOrEqual(left, right);
            case ">=" -> !less(left, right);
            default -> throw new JsonPathError("unrecognized filter operator " + operator);
        };
    }

    private static boolean lessOrEqual(JsonNode left, JsonNode right) throws JsonPathError {
        return less(left, right) || equal(left, right);
    }

    private static boolean equal(JsonNode a, JsonNode b) throws JsonPathError {
        GoValue ka = basicKind(a);
        GoValue kb = basicKind(b);
        if (ka != kb) {
            return mixedIntegers(ka, kb) && a.longValue() == b.longValue();
        }
        return switch (ka) {
            case BOOL -> a.booleanValue() == b.booleanValue();
            case FLOAT -> a.doubleValue() == b.doubleValue();
            case STRING -> a.asText().equals(b.asText());
            default -> a.longValue() == b.longValue();
        };
    }

    private static boolean less(JsonNode a, JsonNode b) throws JsonPathError {
        GoValue ka = basicKind(a);
        GoValue kb = basicKind(b);
        if (ka != kb) {
            return mixedIntegers(ka, kb) && a.longValue() < b.longValue();
        }
        return switch (ka) {
            case BOOL -> throw new JsonPathError(BAD_TYPE);
            case FLOAT -> a.doubleValue() < b.doubleValue();
            case STRING -> GoText.compare(a.asText(), b.asText()) < 0;
            default -> a.longValue() < b.longValue();
        };
    }

    /** An int and a uint (a string's byte) compare by value; any other pair of kinds is an error. */
    private static boolean mixedIntegers(GoValue ka, GoValue kb) throws JsonPathError {
        if ((ka == GoValue.INT && kb == GoValue.UINT) || (ka == GoValue.UINT && kb == GoValue.INT)) {
            return true;
        }
        throw new JsonPathError(INCOMPATIBLE);
    }

    private static GoValue basicKind(JsonNode v) throws JsonPathError {
        GoValue kind = GoValue.of(v);
        return switch (kind) {
            case BOOL, INT, UINT, FLOAT, STRING -> kind;
            default -> throw new JsonPathError(BAD_TYPE);
        };
    }
}
