package io.japply.threeway.json;

import java.math.BigDecimal;
import java.math.MathContext;

/** Go's text conventions that Kubernetes output depends on: string order and shortest float digits. */
public final class GoText {
    private GoText() {
    }

    /** Go's string order: by UTF-8 bytes, which is code point order (Java's compareTo is UTF-16 order). */
    public static int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int ca = a.codePointAt(i);
            int cb = b.codePointAt(j);
            if (ca != cb) {
                return Integer.compare(ca, cb);
            }
            i += Character.charCount(ca);
            j += Character.charCount(cb);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /**
     * The shortest decimal that reads back as {@code d} (Go's strconv precision -1). JDK 17's
     * Double.toString is not always shortest, so we round the exact binary value instead.
     */
    public static BigDecimal shortest(double d) {
        BigDecimal exact = new BigDecimal(d);
        for (int precision = 1; precision <= 17; precision++) {
            BigDecimal candidate = exact.round(new MathContext(precision));
            if (candidate.doubleValue() == d) {
                return candidate.stripTrailingZeros();
            }
        }
        return exact.round(MathContext.DECIMAL64).stripTrailingZeros();
    }

    /** Shortest digits in exponent form, e.g. "1.5e-07" (two exponent digits at least, as strconv). */
    public static String exponentForm(BigDecimal shortest) {
        String digits = shortest.unscaledValue().abs().toString();
        int exp = shortest.precision() - shortest.scale() - 1;
        String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
        int absExp = Math.abs(exp);
        return (shortest.signum() < 0 ? "-" : "") + mantissa + "e" + (exp < 0 ? "-" : "+")
                + (absExp < 10 ? "0" : "") + absExp;
    }

    /** Decimal exponent of the leading digit. */
    public static int exponent(BigDecimal shortest) {
        return shortest.precision() - shortest.scale() - 1;
    }
}
