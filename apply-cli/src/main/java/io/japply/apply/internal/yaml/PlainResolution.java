package io.japply.apply.internal.yaml;

import java.math.BigInteger;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether go-yaml v2 would read a string written plain as something else (its resolve, plus the
 * base-60 floats it quotes for older readers): then the encoder asks for double quotes.
 */
final class PlainResolution {
    private static final Set<String> NOT_STRINGS = Set.of("y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE",
            "on", "On", "ON", "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF",
            "", "~", "null", "Null", "NULL", ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF",
            "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF");
    private static final String IN_MAP_HINTS = "yYnNtTfFoO~";
    private static final Pattern YAML_FLOAT = Pattern.compile("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?");
    /** strconv.ParseFloat's syntax for text starting with '.': underscores only between digits. */
    private static final Pattern DOT_FLOAT = Pattern.compile("\\.[0-9]+(_[0-9]+)*([eE][-+]?[0-9]+(_[0-9]+)*)?");
    private static final Pattern BASE_60 = Pattern.compile("[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\\.[0-9_]*)?");
    private static final BigInteger INT64_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger INT64_MAX = BigInteger.valueOf(Long.MAX_VALUE);
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private PlainResolution() {
    }

    /** True when the text, written plain, would read back as a bool, null, number or timestamp. */
    static boolean readsAsOther(String text) {
        return resolvesToOther(text) || BASE_60.matcher(text).matches();
    }

    private static boolean resolvesToOther(String text) {
        if (NOT_STRINGS.contains(text)) {
            return true;
        }
        char first = text.charAt(0);
        if (first == '.') {
            return DOT_FLOAT.matcher(text).matches() && finite(text.replace("_", ""));
        }
        if (IN_MAP_HINTS.indexOf(first) >= 0 || !(first == '+' || first == '-' || (first >= '0' && first <= '9'))) {
            return false;
        }
        if (GoTimestamp.parses(text)) {
            return true;
        }
        String plain = text.replace("_", "");
        return goInteger(plain) || (YAML_FLOAT.matcher(plain).matches() && finite(plain)) || binary(plain);
    }

    private static boolean finite(String number) {
        return !Double.isInfinite(Double.parseDouble(number));
    }

    /** strconv.ParseInt(s, 0, 64) succeeds, or else strconv.ParseUint(s, 0, 64) does (no sign). */
    private static boolean goInteger(String s) {
        boolean signed = s.startsWith("-") || s.startsWith("+");
        String body = signed ? s.substring(1) : s;
        if (body.isEmpty()) {
            return false;
        }
        int radix = 10;
        String digits = body;
        if (body.charAt(0) == '0') {
            char prefix = body.length() >= 3 ? Character.toLowerCase(body.charAt(1)) : '0';
            radix = prefix == 'b' ? 2 : prefix == 'x' ? 16 : 8;
            digits = prefix == 'b' || prefix == 'o' || prefix == 'x' ? body.substring(2) : body.substring(1);
        }
        BigInteger value = digits.isEmpty() ? BigInteger.ZERO : parse(digits, radix);
        if (value == null) {
            return false;
        }
        BigInteger withSign = s.startsWith("-") ? value.negate() : value;
        return withSign.compareTo(INT64_MIN) >= 0 && withSign.compareTo(INT64_MAX) <= 0
                || !signed && value.compareTo(UINT64_MAX) <= 0;
    }

    /** go-yaml's own "0b" and "-0b" forms, read by ParseInt(rest, 2, 64), which takes a sign. */
    private static boolean binary(String s) {
        if (s.startsWith("0b")) {
            String rest = s.substring(2);
            boolean signed = rest.startsWith("-") || rest.startsWith("+");
            BigInteger value = parse(signed ? rest.substring(1) : rest, 2);
            return value != null && (value.bitLength() < 64 || !signed && value.bitLength() == 64
                    || rest.startsWith("-") && value.equals(INT64_MIN.negate()));
        }
        if (s.startsWith("-0b")) {
            BigInteger value = parse(s.substring(3), 2);
            return value != null && value.negate().compareTo(INT64_MIN) >= 0;
        }
        return false;
    }

    private static BigInteger parse(String digits, int radix) {
        if (digits.isEmpty()) {
            return null;
        }
        for (int i = 0; i < digits.length(); i++) {
            if (Character.digit(digits.charAt(i), radix) < 0 || digits.charAt(i) > 'z') {
                return null;
            }
        }
        return new BigInteger(digits, radix);
    }
}
