package io.japply.apply.internal.preview.normalize;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Optional;

/**
 * The text the API server stores for a resource quantity (k8s.io/apimachinery resource.Quantity):
 * parsed, rounded up to 1n, BinarySI capped at the int64 maximum, and written in canonical form, or
 * kept as written where Go keeps it (already canonical, which Go judges by shape: "+100m", "01" and
 * "1.G" survive). Written after reading quantity.go; checked against kubectl 1.32 (QuantityTest).
 */
public final class Quantity {
    /** The suffix's base, power and format, as Go's suffixer interprets it. */
    private record Suffix(int base, int exponent, Format format) {
    }

    private enum Format { DECIMAL_SI, BINARY_SI, DECIMAL_EXPONENT }

    private static final Map<String, Integer> DECIMAL = Map.of("n", -9, "u", -6, "m", -3, "", 0, "k", 3, "M", 6,
            "G", 9, "T", 12, "P", 15, "E", 18);
    private static final Map<String, Integer> BINARY = Map.of("Ki", 10, "Mi", 20, "Gi", 30, "Ti", 40, "Pi", 50,
            "Ei", 60);
    private static final BigDecimal INT64_MAX = BigDecimal.valueOf(Long.MAX_VALUE);
    private static final BigDecimal B1024 = BigDecimal.valueOf(1024);
    private static final int NANO = -9;
    /** Go's maxInt64Factors: more digits than this never take the int64 fast path. */
    private static final int MAX_INT64_FACTORS = 18;

    private Quantity() {
    }

    /** The stored form of {@code text}; empty when the server would refuse it as a quantity. */
    public static Optional<String> canonical(String text) {
        if (text.isEmpty()) {
            return Optional.empty();
        }
        if (text.equals("0")) {
            return Optional.of(text);
        }
        return QuantityText.split(text).flatMap(parts -> suffix(parts.suffix()).map(s -> canonical(text, parts, s)));
    }

    private static String canonical(String text, QuantityText parts, Suffix suffix) {
        if (keptAsWritten(parts, suffix)) {
            return text;
        }
        BigDecimal amount = new BigDecimal(parts.num() + "." + (parts.denom().isEmpty() ? "0" : parts.denom()));
        amount = suffix.base() == 10 ? amount.scaleByPowerOfTen(suffix.exponent())
                : amount.multiply(new BigDecimal(BigInteger.ONE.shiftLeft(suffix.exponent())));
        if (amount.signum() != 0 && amount.scale() > -NANO) {
            amount = amount.setScale(-NANO, RoundingMode.UP); // Go: "if you want some resources, you should get some"
        }
        Format format = suffix.format();
        if (format == Format.BINARY_SI && amount.compareTo(INT64_MAX) > 0) {
            amount = INT64_MAX;
        }
        if (format == Format.BINARY_SI && amount.signum() > 0 && amount.compareTo(BigDecimal.ONE) < 0) {
            format = Format.DECIMAL_SI;
        }
        return write(parts.positive() ? amount : amount.negate(), format);
    }

    /**
     * Go's fast path reuses the text when the number fits an int64 and looks canonical: no
     * multiple of 8 before a binary suffix; a decimal one with a power of 1000, no trailing "000"
     * and no leading zero in its digits.
     */
    private static boolean keptAsWritten(QuantityText parts, Suffix suffix) {
        int precision;
        int scale = 0;
        if (suffix.format() == Format.BINARY_SI) {
            if (suffix.exponent() < 0 || !parts.denom().isEmpty()) {
                return false;
            }
            precision = 15 - parts.num().length() - (int) ((float) suffix.exponent() * 3 / 10) - 1;
        } else {
            scale = suffix.exponent();
            precision = MAX_INT64_FACTORS - parts.num().length() - parts.denom().length();
        }
        scale -= parts.denom().length();
        if (precision < 0 || scale < NANO) {
            return false;
        }
        String shifted = parts.num() + parts.denom();
        long value = Long.parseLong(shifted);
        if (suffix.format() == Format.BINARY_SI) {
            long mantissa = 1L << suffix.exponent();
            return value <= Long.MAX_VALUE / mantissa && (value & 7) != 0;
        }
        return scale % 3 == 0 && !shifted.endsWith("000") && shifted.charAt(0) != '0';
    }

    private static Optional<Suffix> suffix(String text) {
        if (DECIMAL.containsKey(text)) {
            return Optional.of(new Suffix(10, DECIMAL.get(text), Format.DECIMAL_SI));
        }
        if (BINARY.containsKey(text)) {
            return Optional.of(new Suffix(2, BINARY.get(text), Format.BINARY_SI));
        }
        if (text.length() > 1 && (text.charAt(0) == 'e' || text.charAt(0) == 'E')) {
            try {
                return Optional.of(new Suffix(10, Math.toIntExact(Long.parseLong(text.substring(1))),
                        Format.DECIMAL_EXPONENT));
            } catch (NumberFormatException | ArithmeticException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** Go's CanonicalizeBytes: base 1024 for whole BinarySI values from 1024 up, else a power of 1000. */
    private static String write(BigDecimal amount, Format format) {
        if (amount.signum() == 0) {
            return "0";
        }
        if (format == Format.BINARY_SI) {
            boolean whole = amount.stripTrailingZeros().scale() <= 0;
            if (amount.abs().compareTo(B1024) >= 0 && whole) {
                return base1024(amount.toBigIntegerExact());
            }
            format = Format.DECIMAL_SI;
        }
        BigDecimal stripped = amount.stripTrailingZeros();
        BigInteger digits = stripped.unscaledValue();
        int exponent = -stripped.scale();
        while (exponent % 3 != 0) {
            digits = digits.multiply(BigInteger.TEN);
            exponent--;
        }
        if (format == Format.DECIMAL_EXPONENT) {
            return digits + (exponent == 0 ? "" : "e" + exponent);
        }
        return digits + decimalSuffix(exponent);
    }

    /** Go finds no SI suffix past E (10^18) and then writes none at all: 1000E is stored as "1". */
    private static String decimalSuffix(int exponent) {
        return DECIMAL.entrySet().stream().filter(e -> e.getValue() == exponent).map(Map.Entry::getKey)
                .findFirst().orElse("");
    }

    private static String base1024(BigInteger value) {
        BigInteger k = BigInteger.valueOf(1024);
        int times = 0;
        while (value.abs().compareTo(k) >= 0 && value.mod(k).signum() == 0) {
            value = value.divide(k);
            times++;
        }
        int power = times * 10;
        return value + BINARY.entrySet().stream().filter(e -> e.getValue() == power).map(Map.Entry::getKey)
                .findFirst().orElse("");
    }
}
