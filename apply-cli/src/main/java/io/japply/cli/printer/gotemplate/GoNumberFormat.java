package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import java.math.BigInteger;
import java.util.Locale;

/** fmt's verbs on an int, a float64 and a string; false when the verb is not one of the type's. */
final class GoNumberFormat {
    private GoNumberFormat() {
    }

    static boolean integer(StringBuilder out, long value, int verb, FmtSpec spec) {
        switch (verb) {
            case 'v', 'd' -> digits(out, value, 10, verb, spec);
            case 'b' -> digits(out, value, 2, verb, spec);
            case 'o', 'O' -> digits(out, value, 8, verb, spec);
            case 'x', 'X' -> digits(out, value, 16, verb, spec);
            case 'c' -> GoPad.pad(out, rune(value), spec);
            case 'q' -> GoPad.pad(out, GoQuoting.quoteRune(value, spec.plus), spec);
            case 'U' -> GoPad.padSpaces(out, unicode(value, spec), spec);
            default -> {
                return false;
            }
        }
        return true;
    }

    private static String rune(long value) {
        boolean valid = value >= 0 && value <= Character.MAX_CODE_POINT && !(value >= 0xD800 && value < 0xE000);
        return new String(Character.toChars(valid ? (int) value : 0xFFFD));
    }

    private static String unicode(long value, FmtSpec spec) {
        String hex = Long.toHexString(value).toUpperCase(Locale.ROOT);
        int digits = spec.precisionPresent && spec.precision > 4 ? spec.precision : 4;
        String code = "U+" + "0".repeat(Math.max(0, digits - hex.length())) + hex;
        boolean printable = value >= 0 && value <= Character.MAX_CODE_POINT && GoQuoting.isPrint((int) value);
        return spec.sharp && printable ? code + " '" + rune(value) + "'" : code;
    }

    /** fmtInteger: precision as minimum digits, zero padding as precision, the # prefixes, the sign. */
    private static void digits(StringBuilder out, long value, int base, int verb, FmtSpec spec) {
        boolean negative = value < 0;
        String digits = BigInteger.valueOf(value).abs().toString(base);
        if (verb == 'X') {
            digits = digits.toUpperCase(Locale.ROOT);
        }
        int prec = 0;
        if (spec.precisionPresent) {
            prec = spec.precision;
            if (prec == 0 && value == 0) {
                GoPad.padding(out, spec.widthPresent ? spec.width : 0, noZero(spec));
                return;
            }
        } else if (spec.zero && spec.widthPresent) {
            prec = spec.width - (negative || spec.plus || spec.space ? 1 : 0);
        }
        StringBuilder number = new StringBuilder();
        number.append("0".repeat(Math.max(0, prec - digits.length()))).append(digits);
        prefix(number, base, verb, spec);
        if (negative) {
            number.insert(0, '-');
        } else if (spec.plus) {
            number.insert(0, '+');
        } else if (spec.space) {
            number.insert(0, ' ');
        }
        GoPad.padSpaces(out, number.toString(), spec);
    }

    private static void prefix(StringBuilder number, int base, int verb, FmtSpec spec) {
        if (spec.sharp) {
            switch (base) {
                case 2 -> number.insert(0, "0b");
                case 8 -> {
                    if (number.charAt(0) != '0') {
                        number.insert(0, '0');
                    }
                }
                case 16 -> number.insert(0, verb == 'X' ? "0X" : "0x");
                default -> {
                }
            }
        }
        if (verb == 'O') {
            number.insert(0, "0o");
        }
    }

    private static FmtSpec noZero(FmtSpec spec) {
        FmtSpec copy = new FmtSpec();
        copy.minus = spec.minus;
        return copy;
    }

    static boolean floating(StringBuilder out, double value, int verb, FmtSpec spec) {
        char fmt;
        int prec;
        switch (verb) {
            case 'v', 'g' -> { fmt = 'g'; prec = -1; }
            case 'G' -> { fmt = 'G'; prec = -1; }
            case 'e', 'E', 'f' -> { fmt = (char) verb; prec = 6; }
            case 'F' -> { fmt = 'f'; prec = 6; }
            case 'b', 'x', 'X' -> { fmt = (char) verb; prec = -1; }
            default -> {
                return false;
            }
        }
        if (spec.precisionPresent) {
            prec = spec.precision;
        }
        String num = GoFloat.format(value, fmt, prec);
        if (spec.sharp && fmt != 'b') {
            num = GoFloat.sharp(num, fmt, prec);
        }
        char sign = num.startsWith("-") ? '-' : spec.plus ? '+' : spec.space ? ' ' : 0;
        String unsigned = num.startsWith("-") ? num.substring(1) : num;
        if (sign != 0 && spec.zero && !spec.minus && spec.widthPresent && spec.width > unsigned.length() + 1) {
            out.append(sign);
            GoPad.padding(out, spec.width - unsigned.length() - 1, spec);
            out.append(unsigned);
            return true;
        }
        GoPad.pad(out, sign != 0 ? sign + unsigned : unsigned, spec);
        return true;
    }

    static boolean string(StringBuilder out, String value, int verb, FmtSpec spec) {
        String s = spec.precisionPresent && value.codePointCount(0, value.length()) > spec.precision
                ? value.substring(0, value.offsetByCodePoints(0, spec.precision)) : value;
        switch (verb) {
            case 'v' -> GoPad.pad(out, spec.sharpV ? GoQuoting.quote(s) : s, spec);
            case 's' -> GoPad.pad(out, s, spec);
            case 'q' -> GoPad.pad(out, quote(s, spec), spec);
            case 'x', 'X' -> GoPad.pad(out, hex(value, verb, spec), spec);
            default -> {
                return false;
            }
        }
        return true;
    }

    private static String quote(String s, FmtSpec spec) {
        if (spec.sharp && s.indexOf('`') < 0 && s.chars().allMatch(c -> c == '\t' || c >= ' ' && c != 0x7f)) {
            return "`" + s + "`";
        }
        return GoQuoting.quote(s, '"', spec.plus);
    }

    private static String hex(String value, int verb, FmtSpec spec) {
        byte[] bytes = Builtins.utf8(value);
        int length = spec.precisionPresent ? Math.min(spec.precision, bytes.length) : bytes.length;
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < length; i++) {
            if (i > 0 && spec.space) {
                hex.append(' ');
            }
            if (spec.sharp && (i == 0 || spec.space)) {
                hex.append(verb == 'X' ? "0X" : "0x");
            }
            hex.append(String.format(verb == 'X' ? "%02X" : "%02x", bytes[i] & 0xFF));
        }
        return hex.toString();
    }
}
