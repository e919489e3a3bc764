package io.japply.cli.printer;

/**
 * Go's strconv quoting as both template printers need it: Quote (%q and the names in Go's error
 * texts), QuoteRune, and IsPrint, on Java's character tables.
 */
public final class GoQuoting {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private GoQuoting() {
    }

    /** strconv.Quote: printable runes kept, the rest escaped Go's way. */
    public static String quote(String s) {
        return quote(s, '"', false);
    }

    /** With another quote character ('`' never), or every non-ASCII rune escaped (%+q). */
    public static String quote(String s, char quoteChar, boolean asciiOnly) {
        StringBuilder out = new StringBuilder().append(quoteChar);
        // a lone surrogate is U+FFFD in Go, which decoded the text from UTF-8
        s.codePoints().map(c -> c <= 0xFFFF && Character.isSurrogate((char) c) ? 0xFFFD : c)
                .forEach(c -> appendRune(out, c, quoteChar, asciiOnly));
        return out.append(quoteChar).toString();
    }

    /** A rune literal as %q prints an integer: 'a'. */
    public static String quoteRune(long rune, boolean asciiOnly) {
        int c = rune < 0 || rune > Character.MAX_CODE_POINT || (rune >= 0xD800 && rune < 0xE000) ? 0xFFFD : (int) rune;
        StringBuilder out = new StringBuilder("'");
        appendRune(out, c, '\'', asciiOnly);
        return out.append('\'').toString();
    }

    /** strconv.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
    public static boolean isPrint(int c) {
        if (c == ' ') {
            return true;
        }
        return switch (Character.getType(c)) {
            case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
                    Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.NON_SPACING_MARK,
                    Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK, Character.DECIMAL_DIGIT_NUMBER,
                    Character.LETTER_NUMBER, Character.OTHER_NUMBER, Character.CONNECTOR_PUNCTUATION,
                    Character.DASH_PUNCTUATION, Character.START_PUNCTUATION, Character.END_PUNCTUATION,
                    Character.INITIAL_QUOTE_PUNCTUATION, Character.FINAL_QUOTE_PUNCTUATION,
                    Character.OTHER_PUNCTUATION, Character.MATH_SYMBOL, Character.CURRENCY_SYMBOL,
                    Character.MODIFIER_SYMBOL, Character.OTHER_SYMBOL -> true;
            default -> false;
        };
    }

    private static void appendRune(StringBuilder out, int c, char quoteChar, boolean asciiOnly) {
        if (c == quoteChar || c == '\\') {
            out.append('\\').appendCodePoint(c);
        } else if (c < 0x80 ? c >= 0x20 && c < 0x7f : !asciiOnly && isPrint(c)) {
            out.appendCodePoint(c);
        } else {
            appendEscape(out, c);
        }
    }

    private static void appendEscape(StringBuilder out, int c) {
        switch (c) {
            case 7 -> out.append("\\a");
            case '\b' -> out.append("\\b");
            case '\f' -> out.append("\\f");
            case '\n' -> out.append("\\n");
            case '\r' -> out.append("\\r");
            case '\t' -> out.append("\\t");
            case 11 -> out.append("\\v");
            default -> {
                int digits = c < 0x80 ? 2 : c < 0x10000 ? 4 : 8;
                out.append(digits == 2 ? "\\x" : digits == 4 ? "\\u" : "\\U");
                for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
                    out.append(HEX[c >> shift & 0xF]);
                }
            }
        }
    }
}
