package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Token.Kind;

/** The lexer's number scanning: Go's literal syntax, checked loosely here and strictly by {@link Numbers}. */
final class LexNumbers {
    private LexNumbers() {
    }

    static Kind lexNumber(Lexer lexer) {
        if (!scanNumber(lexer)) {
            return lexer.error("bad number syntax: " + GoQuoting.quote(lexer.current()));
        }
        int sign = lexer.peek();
        if (sign == '+' || sign == '-') {
            if (!scanNumber(lexer) || !lexer.current().endsWith("i")) {
                return lexer.error("bad number syntax: " + GoQuoting.quote(lexer.current()));
            }
            return lexer.emit(Kind.COMPLEX);
        }
        return lexer.emit(Kind.NUMBER);
    }

    private static boolean scanNumber(Lexer lexer) {
        accept(lexer, "+-");
        String digits = "0123456789_";
        if (accept(lexer, "0")) {
            if (accept(lexer, "xX")) {
                digits = "0123456789abcdefABCDEF_";
            } else if (accept(lexer, "oO")) {
                digits = "01234567_";
            } else if (accept(lexer, "bB")) {
                digits = "01_";
            }
        }
        acceptRun(lexer, digits);
        if (accept(lexer, ".")) {
            acceptRun(lexer, digits);
        }
        if (digits.length() == 11 && accept(lexer, "eE")) {
            accept(lexer, "+-");
            acceptRun(lexer, "0123456789_");
        }
        if (digits.length() == 23 && accept(lexer, "pP")) {
            accept(lexer, "+-");
            acceptRun(lexer, "0123456789_");
        }
        accept(lexer, "i");
        if (GoUnicode.isAlphaNumeric(lexer.peek())) {
            lexer.next();
            return false;
        }
        return true;
    }

    private static boolean accept(Lexer lexer, String valid) {
        int r = lexer.next();
        if (r >= 0 && valid.indexOf(r) >= 0) {
            return true;
        }
        lexer.backup(r);
        return false;
    }

    private static void acceptRun(Lexer lexer, String valid) {
        while (accept(lexer, valid)) {
            // consume the run
        }
    }
}
