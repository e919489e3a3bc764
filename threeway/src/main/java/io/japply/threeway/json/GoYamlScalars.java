package io.japply.threeway.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Set;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.Node;

/**
 * go-yaml v2's typing of a plain scalar, then what the trip through JSON makes of it: integers in
 * int64 stay longs; anything else numeric is a float64, which reads back as a long when Go writes it
 * without a fraction or exponent (1e3 is 1000, -0.0 is 0).
 */
final class GoYamlScalars {
    private static final JsonNodeFactory NODES = Json.nodes();
    private static final Set<String> NULLS = Set.of("", "~", "null", "Null", "NULL");
    private static final Set<String> TRUE = Set.of("y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON");
    private static final Set<String> FALSE = Set.of("n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF");
    private static final Set<String> SPECIAL_FLOATS = Set.of(".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF",
            "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN");
    /** go-yaml's own idea of a float's shape; Go's ParseFloat alone would take hex floats and "Inf" too. */
    private static final Pattern YAML_FLOAT = Pattern.compile("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?");
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private GoYamlScalars() {
    }

    static JsonNode plain(String text, Node at) {
        if (NULLS.contains(text)) {
            return NODES.nullNode();
        }
        if (TRUE.contains(text) || FALSE.contains(text)) {
            return NODES.booleanNode(TRUE.contains(text));
        }
        if (SPECIAL_FLOATS.contains(text)) {
            throw new GoYaml.GoYamlException("unsupported value " + text + ": JSON has no infinity or NaN", at);
        }
        char first = text.charAt(0);
        if (first == '.') {
            return goFloat(text).map(GoYamlScalars::fromFloat).orElseGet(() -> NODES.textNode(text));
        }
        if (Character.isDigit(first) || first == '-' || first == '+') {
            return number(text.replace("_", ""), at).orElseGet(() -> NODES.textNode(text));
        }
        return NODES.textNode(text);
    }

    private static java.util.Optional<JsonNode> number(String plain, Node at) {
        BigInteger integer = goInteger(plain);
        if (integer != null && integer.bitLength() < 64) {
            return java.util.Optional.of(NODES.numberNode(integer.longValueExact()));
        }
        if (integer != null && integer.signum() > 0 && integer.compareTo(UINT64_MAX) <= 0) {
            return java.util.Optional.of(NODES.numberNode(integer.doubleValue())); // a uint64: JSON reads it as float64
        }
        if (YAML_FLOAT.matcher(plain).matches()) {
            return goFloat(plain).map(GoYamlScalars::fromFloat);
        }
        return java.util.Optional.empty();
    }

    /** Go's strconv.ParseInt(s, 0, 64) prefixes: 0x, 0o, 0b, and a leading 0 for octal; null when not an integer. */
    private static BigInteger goInteger(String s) {
        String sign = s.startsWith("-") ? "-" : "";
        String digits = s.startsWith("-") || s.startsWith("+") ? s.substring(1) : s;
        int radix = 10;
        if (digits.length() > 2 && digits.charAt(0) == '0' && "xXoObB".indexOf(digits.charAt(1)) >= 0) {
            radix = switch (Character.toLowerCase(digits.charAt(1))) {
                case 'x' -> 16;
                case 'o' -> 8;
                default -> 2;
            };
            digits = digits.substring(2);
        } else if (digits.length() > 1 && digits.charAt(0) == '0') {
            radix = 8;
            digits = digits.substring(1);
        }
        if (digits.isEmpty() || !allDigits(digits, radix)) {
            return null; // checked first: "128Mi" or "1.25" is common, and a thrown exception costs a cold run
        }
        return new BigInteger(sign + digits, radix);
    }

    private static boolean allDigits(String digits, int radix) {
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c >= 128 || Character.digit(c, radix) < 0) { // Go reads ASCII digits only, BigInteger any
                return false;
            }
        }
        return true;
    }

    private static java.util.Optional<Double> goFloat(String text) {
        try {
            double d = Double.parseDouble(text);
            return Double.isInfinite(d) ? java.util.Optional.empty() : java.util.Optional.of(d);
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

    /** What Go writes for the float and Kubernetes reads back: whole and in int64 range, a long. */
    private static JsonNode fromFloat(double d) {
        String text = GoJson.write(NODES.numberNode(d));
        if (text.indexOf('.') < 0 && text.indexOf('e') < 0) {
            BigInteger whole = new BigInteger(text);
            if (whole.bitLength() < 64) {
                return NODES.numberNode(whole.longValueExact());
            }
        }
        return NODES.numberNode(d);
    }

    /** A plain scalar as a mapping key: typed as a value is, then named as sigs.k8s.io/yaml names it. */
    static String key(String text, Node at) {
        JsonNode value = plain(text, at);
        if (value.isNull()) {
            throw new GoYaml.GoYamlException("unsupported map key null", at);
        }
        if (value.isNumber() && goInteger(text.replace("_", "")) == null) {
            return floatKey(Double.parseDouble(text.replace("_", ""))); // still a float here: 1e7 is "1e+07"
        }
        return value.asText();
    }

    /** A float key as sigs.k8s.io/yaml names it: Go's shortest %g of the value as a float32. */
    static String floatKey(double d) {
        float f = (float) d;
        if (f == 0) {
            return Float.toString(f).startsWith("-") ? "-0" : "0";
        }
        BigDecimal digits = new BigDecimal(Float.toString(f)).stripTrailingZeros();
        int exponent = digits.precision() - digits.scale() - 1;
        if (exponent >= -4 && exponent < 6) {
            return digits.toPlainString();
        }
        String mantissa = digits.movePointLeft(exponent).toPlainString();
        return mantissa + "e" + (exponent < 0 ? "-" : "+") + (Math.abs(exponent) < 10 ? "0" : "") + Math.abs(exponent);
    }

}
