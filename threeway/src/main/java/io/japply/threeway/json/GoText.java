package io.japply.threeway.json;

import java.math.BigDecimal;

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
