package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * text/template's lexer with the default delimiters: the whole template at once into tokens, ending
 * with EOF or with the first ERROR (whose text is Go's message).
 */
final class Lexer {
    private static final int EOF = -1;

    final String input;
    private final List<Token> tokens = new ArrayList<>();
    int start;
    int pos;
    private int line = 1;
    private int startLine = 1;
    int parenDepth;

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
            Kind last = inside ? new LexAction(this).lexInsideAction() : lexText();
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
    int atRightDelim() {
        if (hasRightTrimMarker(pos) && input.startsWith("}}", pos + 2)) {
            return 4;
        }
        return input.startsWith("}}", pos) ? 2 : 0;
    }

    Kind lexRightDelim() {
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

    // ---- the machinery shared with LexAction and LexNumbers

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

    boolean hasRightTrimMarker(int at) {
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

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
