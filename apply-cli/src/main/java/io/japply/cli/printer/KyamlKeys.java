package io.japply.cli.printer;

import java.math.BigInteger;
import java.time.YearMonth;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether KYAML quotes a map key: when it is empty, has a character other than letters, numbers and
 * {@code _} ({@code - . /} are allowed inside it, not at its ends), or would read as another type: a
 * null, a YAML 1.1 boolean, a number as Go's strconv parses one (underscores ignored), a date. Forms
 * that need other characters (sexagesimals, {@code .inf}, {@code ~}, timestamps with a time) are
 * quoted for their characters already, so only the forms made of the allowed ones are tested here.
 */
final class KyamlKeys {
    private static final Set<String> WORDS = Set.of("null", "true", "y", "yes", "on", "false", "n", "no", "off");
    /** strconv.ParseBool's spellings. */
    private static final Set<String> GO_BOOLS = Set.of("1", "t", "T", "TRUE", "true", "True", "0", "f", "F",
            "FALSE", "false", "False");
    /** strconv.ParseInt(s, 0, 64)'s syntax: base prefixes, a leading 0 for octal. */
    private static final Pattern GO_INT = Pattern.compile(
            "([+-]?)(?:0[xX]([0-9a-fA-F]+)|0[bB]([01]+)|0[oO]([0-7]+)|0([0-7]*)|([1-9][0-9]*))");
    /** strconv.ParseFloat's syntax: decimal, hexadecimal with a p exponent, inf, infinity, nan. */
    private static final Pattern GO_FLOAT = Pattern.compile("[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
            + "|[+-]?0[xX](?:[0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)[pP][+-]?[0-9]+");
    private static final Pattern GO_FLOAT_WORD = Pattern.compile("[+-]?(?i:inf|infinity)|(?i:nan)");
    /** The one layout of go-yaml's timestamps without a time: 2006-1-2. */
    private static final Pattern DATE = Pattern.compile("([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})");

    private KyamlKeys() {
    }

    static boolean needQuotes(String key) {
        return key.isEmpty() || hasOtherCharacters(key) || readsAsAnotherType(key);
    }

    private static boolean hasOtherCharacters(String key) {
        int[] chars = key.codePoints().toArray();
        for (int i = 0; i < chars.length; i++) {
            int c = chars[i];
            boolean inside = i > 0 && i < chars.length - 1;
            if (!(Character.isLetter(c) || isNumber(c) || c == '_' || inside && (c == '-' || c == '.' || c == '/'))) {
                return true;
            }
        }
        return false;
    }

    /** Go's unicode.IsNumber: the categories Nd, Nl and No. */
    private static boolean isNumber(int c) {
        int type = Character.getType(c);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }

    private static boolean readsAsAnotherType(String key) {
        if (key.length() <= 5 && WORDS.contains(key.toLowerCase(Locale.ROOT)) || GO_BOOLS.contains(key)) {
            return true;
        }
        String digits = key.replace("_", "");
        return isGoInt(digits) || isGoFloat(digits) || isDate(key);
    }

    /** Parses without error: the syntax, and the value within int64. */
    private static boolean isGoInt(String text) {
        Matcher m = GO_INT.matcher(text);
        if (!m.matches()) {
            return false;
        }
        int[] radixes = {16, 2, 8, 8, 10};
        for (int group = 2; group <= 6; group++) {
            String digits = m.group(group);
            if (digits != null) {
                BigInteger value = digits.isEmpty() ? BigInteger.ZERO : new BigInteger(digits, radixes[group - 2]);
                if (m.group(1).equals("-")) {
                    value = value.negate();
                }
                return value.bitLength() < 64;
            }
        }
        return false;
    }

    /** Parses without error: the syntax, and a finite value (overflow is strconv's range error). */
    private static boolean isGoFloat(String text) {
        if (GO_FLOAT_WORD.matcher(text).matches()) {
            return true;
        }
        return GO_FLOAT.matcher(text).matches() && Double.isFinite(Double.parseDouble(text));
    }

    /** time.Parse's "2006-1-2": a four-digit year, a month and a day of that month. */
    private static boolean isDate(String text) {
        Matcher m = DATE.matcher(text);
        if (!m.matches()) {
            return false;
        }
        int month = Integer.parseInt(m.group(2));
        int day = Integer.parseInt(m.group(3));
        return month >= 1 && month <= 12 && day >= 1
                && day <= YearMonth.of(Integer.parseInt(m.group(1)), month).lengthOfMonth();
    }
}
