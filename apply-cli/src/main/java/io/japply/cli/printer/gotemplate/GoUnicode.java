package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

/** Go's unicode predicates the lexer and the quoting need, on Java's character tables. */
final class GoUnicode {
    private GoUnicode() {
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
        return GoQuoting.isPrint(c) ? code + " '" + new String(Character.toChars(c)) + "'" : code;
    }
}
