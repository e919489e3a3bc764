package io.japply.it;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.StringJoiner;

/**
 * A seeded custom resource full of what Go's encoding/json is particular about: floats of every
 * magnitude (all powers of two, random bit patterns, short decimals, the 1e-6 and 1e21 edges),
 * strings of control, HTML, separator, astral and lone-surrogate characters, and keys to sort.
 * Everything is written as ASCII JSON, numbers always in float syntax so Go decodes a float64.
 */
final class GoJsonCorpus {
    private static final int[] SPECIAL = {0, 8, 9, 10, 12, 13, 31, '"', '\\', '<', '>', '&', 0x7f, 0x85, 0xa0,
        0x2028, 0x2029, 0xfeff, 0xfffd, 0xff61};
    private final SplittableRandom random;

    GoJsonCorpus(long seed) {
        random = new SplittableRandom(seed);
    }

    /** A Widget whose spec holds {@code count} random floats besides the fixed ones, strings and keys. */
    String manifest(String name, int count) {
        return "{\"apiVersion\":\"stable.example.com/v1\",\"kind\":\"Widget\",\"metadata\":{\"name\":\"" + name
                + "\"},\"spec\":{\"floats\":" + floats(count) + ",\"strings\":" + strings(count / 10)
                + ",\"keys\":" + keys(count / 10) + "}}";
    }

    private String floats(int count) {
        StringJoiner out = new StringJoiner(",", "[", "]");
        out.add("0e0").add("-0e0");
        for (int e = -1074; e <= 1023; e++) {
            out.add(floatText(Math.scalb(1.0, e)));
        }
        for (double edge : new double[] {1e-6, 1e21, 1e20, 0.1, 9007199254740993.0, Double.MIN_NORMAL}) {
            out.add(floatText(edge)).add(floatText(Math.nextUp(edge))).add(floatText(Math.nextDown(edge)));
        }
        out.add(floatText(Double.MAX_VALUE)).add(floatText(-Double.MIN_VALUE));
        for (int i = 0; i < count; i++) {
            out.add(floatText(randomDouble(i % 3)));
        }
        return out.toString();
    }

    private double randomDouble(int kind) {
        double d = switch (kind) {
            case 0 -> Double.longBitsToDouble(random.nextLong());
            case 1 -> random.nextInt(1_000_000) * Math.pow(10, random.nextInt(-30, 30));
            default -> (double) random.nextLong() / (1L << random.nextInt(0, 63));
        };
        return Double.isFinite(d) && d != 0 ? d : 1.5;
    }

    /** Exact enough to read back as {@code d} anywhere: 17 digits, in float syntax (digits e exponent). */
    static String floatText(double d) {
        BigDecimal b = new BigDecimal(d).round(new MathContext(17));
        return b.unscaledValue() + "e" + (-b.scale());
    }

    private String strings(int count) {
        StringJoiner out = new StringJoiner(",", "[", "]");
        for (int i = 0; i < count; i++) {
            out.add(quoted(randomText(true)));
        }
        return out.toString();
    }

    /** Keys without lone surrogates: Go would merge them all into one U+FFFD key. */
    private String keys(int count) {
        Set<String> keys = new LinkedHashSet<>();
        while (keys.size() < count) {
            keys.add(randomText(false));
        }
        StringJoiner out = new StringJoiner(",", "{", "}");
        int i = 0;
        for (String key : keys) {
            out.add(quoted(key) + ":" + i++);
        }
        return out.toString();
    }

    private String randomText(boolean loneSurrogates) {
        StringBuilder s = new StringBuilder();
        int length = random.nextInt(0, 12);
        for (int i = 0; i < length; i++) {
            int pick = random.nextInt(10);
            if (pick < 4) {
                s.append((char) random.nextInt(0x20, 0x7f));
            } else if (pick < 6) {
                s.append((char) SPECIAL[random.nextInt(SPECIAL.length)]);
            } else if (pick < 8) {
                s.appendCodePoint(random.nextInt(0x10000, 0x110000));
            } else if (pick < 9 && loneSurrogates) {
                s.append((char) random.nextInt(0xd800, 0xe000));
            } else {
                char c = (char) random.nextInt(0x80, 0x10000);
                s.append(Character.isSurrogate(c) ? 'x' : c);
            }
        }
        return s.toString();
    }

    /** Every character as a JSON escape, so the file is ASCII and lone surrogates survive into it. */
    private static String quoted(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            out.append(String.format("\\u%04x", (int) s.charAt(i)));
        }
        return out.append('"').toString();
    }
}
