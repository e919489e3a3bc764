package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.Map;

/** The lexer's states inside an action: operators, strings, variables, fields, identifiers, keywords. */
final class LexAction {
    private static final Map<String, Kind> KEYWORDS = Map.ofEntries(Map.entry(".", Kind.DOT),
            Map.entry("block", Kind.BLOCK), Map.entry("break", Kind.BREAK), Map.entry("continue", Kind.CONTINUE),
            Map.entry("define", Kind.DEFINE), Map.entry("else", Kind.ELSE), Map.entry("end", Kind.END),
            Map.entry("if", Kind.IF), Map.entry("range", Kind.RANGE), Map.entry("nil", Kind.NIL),
            Map.entry("template", Kind.TEMPLATE), Map.entry("with", Kind.WITH));
    private static final int EOF = -1;

    private final Lexer lexer;

    LexAction(Lexer lexer) {
        this.lexer = lexer;
    }

    Kind lexInsideAction() {
        if (lexer.atRightDelim() != 0) {
            return lexer.parenDepth == 0 ? lexer.lexRightDelim() : lexer.error("unclosed left paren");
        }
        int r = lexer.next();
        if (r == EOF) {
            return lexer.error("unclosed action");
        }
        if (GoUnicode.isSpace(r)) {
            lexer.pos--;
            return lexSpace();
        }
        return switch (r) {
            case '=' -> lexer.emit(Kind.ASSIGN);
            case ':' -> lexer.next() == '=' ? lexer.emit(Kind.DECLARE) : lexer.error("expected :=");
            case '|' -> lexer.emit(Kind.PIPE);
            case '"' -> lexQuote('"', Kind.STRING, "unterminated quoted string");
            case '`' -> lexRawQuote();
            case '$' -> lexFieldOrVariable(Kind.VARIABLE);
            case '\'' -> lexQuote('\'', Kind.CHAR_CONSTANT, "unterminated character constant");
            case '(' -> {
                lexer.parenDepth++;
                yield lexer.emit(Kind.LEFT_PAREN);
            }
            case ')' -> --lexer.parenDepth < 0 ? lexer.error("unexpected right paren") : lexer.emit(Kind.RIGHT_PAREN);
            default -> lexOther(r);
        };
    }

    private Kind lexOther(int r) {
        if (r == '.' && lexer.pos < lexer.input.length() && !Lexer.isDigit(lexer.input.charAt(lexer.pos))) {
            return lexFieldOrVariable(Kind.FIELD);
        }
        if (r == '.' || r == '+' || r == '-' || Lexer.isDigit(r)) {
            lexer.backup(r);
            return LexNumbers.lexNumber(lexer);
        }
        if (GoUnicode.isAlphaNumeric(r)) {
            lexer.backup(r);
            return lexIdentifier();
        }
        if (r < 0x80 && GoQuoting.isPrint(r)) {
            return lexer.emit(Kind.CHAR);
        }
        return lexer.error("unrecognized character in action: " + GoUnicode.describe(r));
    }

    private Kind lexSpace() {
        int spaces = 0;
        while (lexer.pos < lexer.input.length() && GoUnicode.isSpace(lexer.input.charAt(lexer.pos))) {
            lexer.pos++;
            spaces++;
        }
        if (lexer.hasRightTrimMarker(lexer.pos - 1) && lexer.input.startsWith("}}", lexer.pos + 1)) {
            lexer.pos--;
            if (spaces == 1) {
                return lexer.lexRightDelim();
            }
        }
        return lexer.emit(Kind.SPACE);
    }

    private Kind lexIdentifier() {
        int r;
        do {
            r = lexer.next();
        } while (GoUnicode.isAlphaNumeric(r));
        lexer.backup(r);
        String word = lexer.input.substring(lexer.start, lexer.pos);
        if (!atTerminator()) {
            return lexer.error("bad character " + GoUnicode.describe(lexer.peek()));
        }
        Kind keyword = KEYWORDS.get(word);
        if (keyword != null) {
            return lexer.emit(keyword);
        }
        return lexer.emit(word.equals("true") || word.equals("false") ? Kind.BOOL : Kind.IDENTIFIER);
    }

    private Kind lexFieldOrVariable(Kind kind) {
        if (atTerminator()) {
            return lexer.emit(kind == Kind.VARIABLE ? Kind.VARIABLE : Kind.DOT);
        }
        int r;
        do {
            r = lexer.next();
        } while (GoUnicode.isAlphaNumeric(r));
        lexer.backup(r);
        if (!atTerminator()) {
            return lexer.error("bad character " + GoUnicode.describe(lexer.peek()));
        }
        return lexer.emit(kind);
    }

    private boolean atTerminator() {
        int r = lexer.peek();
        if (r == EOF || GoUnicode.isSpace(r) || ".,|:()".indexOf(r) >= 0) {
            return true;
        }
        return lexer.input.startsWith("}}", lexer.pos);
    }

    private Kind lexQuote(char quote, Kind kind, String unterminated) {
        while (true) {
            int r = lexer.next();
            if (r == '\\') {
                r = lexer.next();
                if (r != EOF && r != '\n') {
                    continue;
                }
            }
            if (r == EOF || r == '\n') {
                return lexer.error(unterminated);
            }
            if (r == quote) {
                return lexer.emit(kind);
            }
        }
    }

    private Kind lexRawQuote() {
        int end = lexer.input.indexOf('`', lexer.pos);
        if (end < 0) {
            lexer.pos = lexer.input.length();
            return lexer.error("unterminated raw quoted string");
        }
        lexer.pos = end + 1;
        return lexer.emit(Kind.RAW_STRING);
    }
}
