package io.japply.cli.printer.gotemplate;

import io.japply.threeway.json.GoJson;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** strconv.FormatFloat for the formats fmt uses: 'e', 'E', 'f', 'g', 'G', shortest (-1) or a precision. */
final class GoFloat {
    /** Decimal digits (no trailing zeros) with the decimal point after {@code dp} of them, as strconv's decimal. */
    private record Digits(String digits, int dp) {
        static Digits of(BigDecimal value) {
            BigDecimal abs = value.abs().stripTrailingZeros();
            if (abs.signum() == 0) {
                return new Digits("", 0);
            }
            String digits = abs.unscaledValue().toString();
            return new Digits(digits, digits.length() - abs.scale());
        }

        char at(int i) {
            return i >= 0 && i < digits.length() ? digits.charAt(i) : '0';
        }
    }

    private GoFloat() {
    }

    /** The number with a leading '-' if negative, no '+'. */
    static String format(double value, char fmt, int prec) {
        boolean negative = Double.doubleToRawLongBits(value) < 0;
        if (Double.isInfinite(value)) {
            return negative ? "-Inf" : "+Inf";
        }
        if (Double.isNaN(value)) {
            return "NaN";
        }
        String body = fmt == 'b' || fmt == 'x' || fmt == 'X' ? GoFloatBinary.format(Math.abs(value), fmt, prec)
                : unsigned(Math.abs(value), fmt, prec);
        return negative ? "-" + body : body;
    }

    private static String unsigned(double value, char fmt, int prec) {
        boolean shortest = prec < 0;
        BigDecimal exact = new BigDecimal(value);
        char lower = Character.toLowerCase(fmt);
        if (shortest) {
            Digits digits = Digits.of(value == 0 ? BigDecimal.ZERO : GoJson.shortest(value));
            int nd = digits.digits().length();
            return switch (lower) {
                case 'e' -> fmtE(digits, nd - 1, fmt);
                case 'f' -> fmtF(digits, Math.max(nd - digits.dp(), 0));
                default -> fmtG(digits, nd, true, fmt);
            };
        }
        return switch (lower) {
            case 'e' -> fmtE(Digits.of(round(exact, prec + 1)), prec, fmt);
            case 'f' -> fmtF(Digits.of(exact.setScale(prec, RoundingMode.HALF_EVEN)), prec);
            default -> {
                int p = prec == 0 ? 1 : prec;
                yield fmtG(Digits.of(round(exact, p)), p, false, fmt);
            }
        };
    }

    private static BigDecimal round(BigDecimal exact, int significant) {
        return exact.signum() == 0 ? exact : exact.round(new MathContext(significant, RoundingMode.HALF_EVEN));
    }

    private static String fmtG(Digits digits, int precision, boolean shortest, char fmt) {
        int nd = digits.digits().length();
        int prec = precision;
        int eprec = prec;
        if (eprec > nd && nd >= digits.dp()) {
            eprec = nd;
        }
        if (shortest) {
            eprec = 6;
        }
        int exp = digits.dp() - 1;
        if (exp < -4 || exp >= eprec) {
            if (prec > nd) {
                prec = nd;
            }
            return fmtE(digits, prec - 1, fmt == 'G' ? 'E' : 'e');
        }
        if (prec > digits.dp()) {
            prec = nd;
        }
        return fmtF(digits, Math.max(prec - digits.dp(), 0));
    }

    private static String fmtE(Digits digits, int prec, char fmt) {
        StringBuilder out = new StringBuilder();
        out.append(digits.digits().isEmpty() ? '0' : digits.at(0));
        if (prec > 0) {
            out.append('.');
            for (int i = 1; i <= prec; i++) {
                out.append(digits.at(i));
            }
        }
        out.append(Character.isUpperCase(fmt) ? 'E' : 'e');
        int exp = digits.digits().isEmpty() ? 0 : digits.dp() - 1;
        out.append(exp < 0 ? '-' : '+');
        int abs = Math.abs(exp);
        out.append(abs < 10 ? "0" : "").append(abs);
        return out.toString();
    }

    private static String fmtF(Digits digits, int prec) {
        StringBuilder out = new StringBuilder();
        if (digits.dp() > 0) {
            for (int i = 0; i < digits.dp(); i++) {
                out.append(digits.at(i));
            }
        } else {
            out.append('0');
        }
        if (prec > 0) {
            out.append('.');
            for (int i = 1; i <= prec; i++) {
                out.append(digits.at(digits.dp() + i - 1));
            }
        }
        return out.toString();
    }
}
