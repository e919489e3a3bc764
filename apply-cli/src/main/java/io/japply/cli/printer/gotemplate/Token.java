package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

/** One lexeme of a template, with where it starts (a char offset into the template) and its line. */
record Token(Kind kind, String text, int pos, int line) {

    /** Go's item types; the keywords come after KEYWORD, as in text/template/parse. */
    enum Kind {
        ERROR, BOOL, CHAR, CHAR_CONSTANT, COMMENT, COMPLEX, ASSIGN, DECLARE, EOF, FIELD, IDENTIFIER,
        LEFT_DELIM, LEFT_PAREN, NUMBER, PIPE, RAW_STRING, RIGHT_DELIM, RIGHT_PAREN, SPACE, STRING, TEXT,
        VARIABLE, KEYWORD, BLOCK, BREAK, CONTINUE, DOT, DEFINE, ELSE, END, IF, NIL, RANGE, TEMPLATE, WITH;

        boolean isKeyword() {
            return compareTo(KEYWORD) > 0;
        }
    }

    /** How Go's parser names the token in "unexpected X in Y". */
    String describe() {
        if (kind == Kind.EOF) {
            return "EOF";
        }
        if (kind == Kind.ERROR) {
            return text;
        }
        if (kind.isKeyword()) {
            return "<" + text + ">";
        }
        if (text.codePointCount(0, text.length()) > 10) {
            return GoQuoting.quote(text.substring(0, text.offsetByCodePoints(0, 10))) + "...";
        }
        return GoQuoting.quote(text);
    }
}
