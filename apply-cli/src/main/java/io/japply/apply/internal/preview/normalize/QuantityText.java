package io.japply.apply.internal.preview.normalize;

import java.util.Optional;

/**
 * A quantity's text cut as apimachinery's scanner cuts it: sign, whole digits without leading zeros
 * ("0" when none), fraction digits, and the suffix (letters, then an optional signed exponent).
 */
record QuantityText(boolean positive, String num, String denom, String suffix) {
    private static final String SUFFIX_LETTERS = "eEinumkKMGTP";

    /** Empty when the text is no quantity at all (a bad character, a space). */
    static Optional<QuantityText> split(String text) {
        int pos = 0;
        int end = text.length();
        boolean positive = true;
        if (pos < end && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
            positive = text.charAt(pos) == '+';
            pos++;
        }
        while (pos < end && text.charAt(pos) == '0') {
            pos++;
        }
        if (pos >= end) {
            return Optional.of(new QuantityText(positive, "0", "", ""));
        }
        int numEnd = digits(text, pos);
        String num = numEnd == pos ? "0" : text.substring(pos, numEnd);
        pos = numEnd;
        String denom = "";
        if (pos < end && text.charAt(pos) == '.') {
            int denomEnd = digits(text, pos + 1);
            denom = text.substring(pos + 1, denomEnd);
            pos = denomEnd;
        }
        int suffixStart = pos;
        while (pos < end && SUFFIX_LETTERS.indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        if (pos < end && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
            pos++;
        }
        if (digits(text, pos) != end) {
            return Optional.empty();
        }
        return Optional.of(new QuantityText(positive, num, denom, text.substring(suffixStart)));
    }

    private static int digits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }
}
