package io.japply.cli.printer.gotemplate;

/** Go's unicode predicates the lexer and the quoting need, on Java's character tables. */
final class GoUnicode {
    private GoUnicode() {
    }

    /** unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
    static boolean isPrint(int c) {
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

    /** The lexer's isAlphaNumeric: '_', a letter or a digit. */
    static boolean isAlphaNumeric(int c) {
        return c == '_' || Character.isLetter(c) || Character.isDigit(c);
    }

    static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    /** %#U of a rune, as Go's lexer names a bad character: U+007D '}'. */
    static String describe(int c) {
        String code = String.format("U+%04X", c);
        return isPrint(c) ? code + " '" + new String(Character.toChars(c)) + "'" : code;
    }
}
