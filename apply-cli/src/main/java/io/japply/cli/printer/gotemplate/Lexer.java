package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * text/template's lexer with the default delimiters: the whole template at once into tokens, ending
 * with EOF or with the first ERROR (whose text is Go's message).
 */
final class Lexer {
    private static final Map<String, Kind> KEYWORDS = Map.ofEntries(Map.entry(".", Kind.DOT),
            Map.entry("block", Kind.BLOCK), Map.entry("break", Kind.BREAK), Map.entry("continue", Kind.CONTINUE),
            Map.entry("define", Kind.DEFINE), Map.entry("else", Kind.ELSE), Map.entry("end", Kind.END),
            Map.entry("if", Kind.IF), Map.entry("range", Kind.RANGE), Map.entry("nil", Kind.NIL),
            Map.entry("template", Kind.TEMPLATE), Map.entry("with", Kind.WITH));
    private static final int EOF = -1;

    private final String input;
    private final List<Token> tokens = new ArrayList<>();
    private int start;
    private int pos;
    private int line = 1;
    private int startLine = 1;
    private int parenDepth;

    private Lexer(String input) {
        this.input = input;
    }

    static List<Token> lex(String input) {
        Lexer lexer = new Lexer(input);
        lexer.run();
        return lexer.tokens;
    }

    private void run() {
        boolean inside = false;
        while (true) {
            Kind last = inside ? lexInsideAction() : lexText();
            if (last == Kind.EOF || last == Kind.ERROR) {
                return;
            }
            inside = last == Kind.LEFT_DELIM || (inside && last != Kind.RIGHT_DELIM);
        }
    }

    // ---- text and delimiters

    private Kind lexText() {
        int x = input.indexOf("{{", pos);
        if (x < 0) {
            pos = input.length();
            return pos > start ? emit(Kind.TEXT) : emit(Kind.EOF);
        }
        if (x > pos) {
            int trim = hasLeftTrimMarker(x + 2) ? trailingSpace(start, x) : 0;
            pos = x - trim;
            line += count(start, pos);
            Token text = token(Kind.TEXT);
            start = pos;
            startLine = line;
            pos = x;
            ignore();
            if (!text.text().isEmpty()) {
                tokens.add(text);
            }
        }
        return lexLeftDelim();
    }

    private Kind lexLeftDelim() {
        pos += 2;
        int afterMarker = hasLeftTrimMarker(pos) ? 2 : 0;
        if (input.startsWith("/*", pos + afterMarker)) {
            pos += afterMarker;
            ignore();
            return lexComment();
        }
        Token delim = token(Kind.LEFT_DELIM);
        pos += afterMarker;
        ignore();
        parenDepth = 0;
        tokens.add(delim);
        return Kind.LEFT_DELIM;
    }

    private Kind lexComment() {
        pos += 2;
        int x = input.indexOf("*/", pos);
        if (x < 0) {
            return error("unclosed comment");
        }
        pos = x + 2;
        int delim = atRightDelim();
        if (delim == 0) {
            return error("comment ends before closing delimiter");
        }
        pos += delim;
        if (delim == 4) {
            pos += leadingSpace(pos);
        }
        ignore();
        return Kind.COMMENT;
    }

    /** 0 if not at a right delimiter, 2 at "}}", 4 at " -}}". */
    private int atRightDelim() {
        if (hasRightTrimMarker(pos) && input.startsWith("}}", pos + 2)) {
            return 4;
        }
        return input.startsWith("}}", pos) ? 2 : 0;
    }

    private Kind lexRightDelim() {
        boolean trim = atRightDelim() == 4;
        if (trim) {
            pos += 2;
            ignore();
        }
        pos += 2;
        Token delim = token(Kind.RIGHT_DELIM);
        if (trim) {
            pos += leadingSpace(pos);
        }
        ignore();
        tokens.add(delim);
        return Kind.RIGHT_DELIM;
    }

    // ---- inside an action

    private Kind lexInsideAction() {
        if (atRightDelim() != 0) {
            return parenDepth == 0 ? lexRightDelim() : error("unclosed left paren");
        }
        int r = next();
        if (r == EOF) {
            return error("unclosed action");
        }
        if (GoUnicode.isSpace(r)) {
            pos--;
            return lexSpace();
        }
        return switch (r) {
            case '=' -> emit(Kind.ASSIGN);
            case ':' -> next() == '=' ? emit(Kind.DECLARE) : error("expected :=");
            case '|' -> emit(Kind.PIPE);
            case '"' -> lexQuote('"', Kind.STRING, "unterminated quoted string");
            case '`' -> lexRawQuote();
            case '$' -> lexFieldOrVariable(Kind.VARIABLE);
            case '\'' -> lexQuote('\'', Kind.CHAR_CONSTANT, "unterminated character constant");
            case '(' -> {
                parenDepth++;
                yield emit(Kind.LEFT_PAREN);
            }
            case ')' -> --parenDepth < 0 ? error("unexpected right paren") : emit(Kind.RIGHT_PAREN);
            default -> lexOther(r);
        };
    }

    private Kind lexOther(int r) {
        if (r == '.' && pos < input.length() && !isDigit(input.charAt(pos))) {
            return lexFieldOrVariable(Kind.FIELD);
        }
        if (r == '.' || r == '+' || r == '-' || isDigit(r)) {
            backup(r);
            return LexNumbers.lexNumber(this);
        }
        if (GoUnicode.isAlphaNumeric(r)) {
            backup(r);
            return lexIdentifier();
        }
        if (r < 0x80 && GoUnicode.isPrint(r)) {
            return emit(Kind.CHAR);
        }
        return error("unrecognized character in action: " + GoUnicode.describe(r));
    }

    private Kind lexSpace() {
        int spaces = 0;
        while (pos < input.length() && GoUnicode.isSpace(input.charAt(pos))) {
            pos++;
            spaces++;
        }
        if (hasRightTrimMarker(pos - 1) && input.startsWith("}}", pos + 1)) {
            pos--;
            if (spaces == 1) {
                return lexRightDelim();
            }
        }
        return emit(Kind.SPACE);
    }

    private Kind lexIdentifier() {
        int r;
        do {
            r = next();
        } while (GoUnicode.isAlphaNumeric(r));
        backup(r);
        String word = input.substring(start, pos);
        if (!atTerminator()) {
            return error("bad character " + GoUnicode.describe(peek()));
        }
        Kind keyword = KEYWORDS.get(word);
        if (keyword != null) {
            return emit(keyword);
        }
        return emit(word.equals("true") || word.equals("false") ? Kind.BOOL : Kind.IDENTIFIER);
    }

    private Kind lexFieldOrVariable(Kind kind) {
        if (atTerminator()) {
            return emit(kind == Kind.VARIABLE ? Kind.VARIABLE : Kind.DOT);
        }
        int r;
        do {
            r = next();
        } while (GoUnicode.isAlphaNumeric(r));
        backup(r);
        if (!atTerminator()) {
            return error("bad character " + GoUnicode.describe(peek()));
        }
        return emit(kind);
    }

    boolean atTerminator() {
        int r = peek();
        if (r == EOF || GoUnicode.isSpace(r) || ".,|:()".indexOf(r) >= 0) {
            return true;
        }
        return input.startsWith("}}", pos);
    }

    private Kind lexQuote(char quote, Kind kind, String unterminated) {
        while (true) {
            int r = next();
            if (r == '\\') {
                r = next();
                if (r != EOF && r != '\n') {
                    continue;
                }
            }
            if (r == EOF || r == '\n') {
                return error(unterminated);
            }
            if (r == quote) {
                return emit(kind);
            }
        }
    }

    private Kind lexRawQuote() {
        int end = input.indexOf('`', pos);
        if (end < 0) {
            pos = input.length();
            return error("unterminated raw quoted string");
        }
        pos = end + 1;
        return emit(Kind.RAW_STRING);
    }

    // ---- the machinery shared with LexNumbers

    int next() {
        if (pos >= input.length()) {
            pos = input.length() + 1; // so that a backup of EOF lands at the end again
            return EOF;
        }
        int r = input.codePointAt(pos);
        pos += Character.charCount(r);
        return r;
    }

    int peek() {
        return pos >= input.length() ? EOF : input.codePointAt(pos);
    }

    void backup(int r) {
        pos -= r == EOF ? 1 : Character.charCount(r);
    }

    String current() {
        return input.substring(start, Math.min(pos, input.length()));
    }

    Kind emit(Kind kind) {
        tokens.add(token(kind));
        ignore();
        return kind;
    }

    Kind error(String message) {
        tokens.add(new Token(Kind.ERROR, message, start, startLine));
        return Kind.ERROR;
    }

    private Token token(Kind kind) {
        return new Token(kind, current(), start, startLine);
    }

    private void ignore() {
        line += count(start, Math.min(pos, input.length()));
        start = pos;
        startLine = line;
    }

    private int count(int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            n += input.charAt(i) == '\n' ? 1 : 0;
        }
        return n;
    }

    private boolean hasLeftTrimMarker(int at) {
        return at + 1 < input.length() && input.charAt(at) == '-' && GoUnicode.isSpace(input.charAt(at + 1));
    }

    private boolean hasRightTrimMarker(int at) {
        return at >= 0 && at + 1 < input.length() && GoUnicode.isSpace(input.charAt(at)) && input.charAt(at + 1) == '-';
    }

    private int trailingSpace(int from, int to) {
        int end = to;
        while (end > from && GoUnicode.isSpace(input.charAt(end - 1))) {
            end--;
        }
        return to - end;
    }

    private int leadingSpace(int from) {
        int end = from;
        while (end < input.length() && GoUnicode.isSpace(input.charAt(end))) {
            end++;
        }
        return end - from;
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
