package io.japply.cli.printer.gotemplate;

import java.util.Locale;

/** strconv's binary formats of a non-negative float64: 'b' (4503599627370496p-52) and 'x'/'X' (0x1.cp+01). */
final class GoFloatBinary {
    private static final int MANT_BITS = 52;
    private static final int BIAS = -1023;

    private GoFloatBinary() {
    }

    static String format(double value, char fmt, int prec) {
        long bits = Double.doubleToRawLongBits(value);
        int exp = (int) (bits >>> MANT_BITS) & 0x7FF;
        long mant = bits & ((1L << MANT_BITS) - 1);
        if (exp == 0) {
            exp++;
        } else {
            mant |= 1L << MANT_BITS;
        }
        exp += BIAS;
        return fmt == 'b' ? mant + "p" + signed(exp - MANT_BITS, 1) : hex(mant, exp, fmt, prec);
    }

    /** %x: one hex digit before the point, as few as needed after it (or prec of them), a p exponent. */
    private static String hex(long mantissa, int exponent, char fmt, int prec) {
        long mant = mantissa << (60 - MANT_BITS);
        int exp = mant == 0 ? 0 : exponent;
        while (mant != 0 && (mant & (1L << 60)) == 0) {
            mant <<= 1;
            exp--;
        }
        if (prec >= 0 && prec < 15) {
            int shift = prec * 4;
            long extra = (mant << shift) & ((1L << 60) - 1);
            mant >>>= 60 - shift;
            if ((extra | (mant & 1)) > (1L << 59)) {
                mant++;
            }
            mant <<= 60 - shift;
            if ((mant & (1L << 61)) != 0) {
                mant >>>= 1;
                exp++;
            }
        }
        StringBuilder out = new StringBuilder("0").append(fmt).append((mant >>> 60) & 1);
        mant <<= 4;
        if (prec < 0 && mant != 0) {
            out.append('.');
            for (; mant != 0; mant <<= 4) {
                out.append(Character.forDigit((int) ((mant >>> 60) & 15), 16));
            }
        } else if (prec > 0) {
            out.append('.');
            for (int i = 0; i < prec; i++, mant <<= 4) {
                out.append(Character.forDigit((int) ((mant >>> 60) & 15), 16));
            }
        }
        String text = out.append(fmt == 'X' ? 'P' : 'p').append(signed(exp, 2)).toString();
        return fmt == 'X' ? text.toUpperCase(Locale.ROOT) : text;
    }

    private static String signed(int exp, int minDigits) {
        String digits = Integer.toString(Math.abs(exp));
        return (exp < 0 ? "-" : "+") + "0".repeat(Math.max(0, minDigits - digits.length())) + digits;
    }
}
