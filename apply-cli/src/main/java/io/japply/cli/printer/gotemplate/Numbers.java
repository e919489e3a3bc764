package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import java.math.BigInteger;

/** Go's reading of a number or character constant in a template (parse.NewNumber), without complex numbers. */
final class Numbers {
    private static final BigInteger MAX_UINT = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    /** What the constant can be used as: Go keeps all the readings that are exact. */
    record Constant(boolean isInt, boolean isUint, boolean isFloat, long int64, double float64) {
    }

    private Numbers() {
    }

    /** The constant, or throws with Go's message. */
    static Constant parse(String text) throws IllegalArgumentException {
        if (text.startsWith("'")) {
            return character(text);
        }
        if (text.endsWith("i")) {
            throw new IllegalArgumentException("complex constants are not supported: " + text);
        }
        BigInteger integer = integer(text);
        if (integer != null && integer.bitLength() < 64) {
            return new Constant(true, integer.signum() >= 0, true, integer.longValue(), integer.doubleValue());
        }
        if (integer != null && integer.signum() > 0 && integer.compareTo(MAX_UINT) <= 0) {
            return new Constant(false, true, true, 0, integer.doubleValue());
        }
        Double f = floating(text);
        if (f == null) {
            throw new IllegalArgumentException("illegal number syntax: " + GoQuoting.quote(text));
        }
        if (!text.matches(".*[.eEpP].*")) {
            throw new IllegalArgumentException("integer overflow: " + GoQuoting.quote(text));
        }
        boolean isInt = f == Math.rint(f) && Math.abs(f) < 0x1p63;
        return new Constant(isInt, isInt && f >= 0, true, isInt ? (long) (double) f : 0, f);
    }

    private static Constant character(String text) {
        String body = GoQuote.unquote("\"" + text.substring(1, text.length() - 1).replace("\"", "\\\"") + "\"");
        if (body == null || body.codePointCount(0, body.length()) != 1) {
            throw new IllegalArgumentException("malformed character constant: " + text);
        }
        int rune = body.codePointAt(0);
        return new Constant(true, true, true, rune, rune);
    }

    /** strconv.ParseInt/ParseUint with base 0; null if not an integer literal. */
    private static BigInteger integer(String text) {
        String s = text;
        boolean negative = s.startsWith("-");
        if (negative || s.startsWith("+")) {
            s = s.substring(1);
        }
        int radix = 10;
        String lower = s.toLowerCase(java.util.Locale.ROOT);
        if (lower.startsWith("0x") || lower.startsWith("0o") || lower.startsWith("0b")) {
            radix = lower.charAt(1) == 'x' ? 16 : lower.charAt(1) == 'o' ? 8 : 2;
            s = s.substring(2).replace("_", "");
        } else if (s.length() > 1 && s.startsWith("0")) {
            radix = 8;
            s = s.substring(1).replace("_", "");
        } else {
            s = s.replace("_", "");
        }
        try {
            BigInteger value = new BigInteger(s, radix);
            return negative ? value.negate() : value;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static Double floating(String text) {
        String s = text.replace("_", "");
        try {
            if (s.matches("[+-]?0[xX].*")) {
                return Double.parseDouble(s.contains("p") || s.contains("P") ? s : s + "p0");
            }
            if (!s.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
                return null;
            }
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
