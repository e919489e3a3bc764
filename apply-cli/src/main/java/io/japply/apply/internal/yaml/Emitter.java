package io.japply.apply.internal.yaml;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The output state of go-yaml v2's emitter (column, indentation stack, whether the last thing
 * written was white space or indentation) and its primitive writes. The rules that decide where a
 * line breaks live in these few methods, so the callers mirror the emitter's own calls one to one.
 */
final class Emitter {
    static final int BEST_INDENT = 2;
    static final int BEST_WIDTH = 80;

    private final StringBuilder out = new StringBuilder();
    private final Deque<Integer> indents = new ArrayDeque<>();
    private int column;
    private int indent = -1;
    private boolean whitespace = true;
    private boolean indention = true;

    String text() {
        return out.toString();
    }

    int column() {
        return column;
    }

    boolean indention() {
        return indention;
    }

    void indention(boolean value) {
        indention = value;
    }

    void whitespace(boolean value) {
        whitespace = value;
    }

    boolean whitespace() {
        return whitespace;
    }

    /** Opens a level: a flow node at the root starts at the best indent, a block one at 0. */
    void increaseIndent(boolean flow, boolean indentless) {
        indents.push(indent);
        if (indent < 0) {
            indent = flow ? BEST_INDENT : 0;
        } else if (!indentless) {
            indent += BEST_INDENT;
        }
    }

    void decreaseIndent() {
        indent = indents.pop();
    }

    void put(char c) {
        out.append(c);
        column++;
    }

    void putBreak() {
        out.append('\n');
        column = 0;
    }

    /** One character of the text: a column for each code point, whatever its UTF-8 length. */
    void write(int codePoint) {
        out.appendCodePoint(codePoint);
        column++;
    }

    /** A line break of the text: '\n' as the output's break, any other (CR, NEL, LS, PS) as itself. */
    void writeBreak(int codePoint) {
        if (codePoint == '\n') {
            putBreak();
        } else {
            write(codePoint);
            column = 0;
        }
    }

    /** Goes to a fresh line at the current indentation, unless already there. */
    void writeIndent() {
        int target = Math.max(indent, 0);
        if (!indention || column > target || (column == target && !whitespace)) {
            putBreak();
        }
        while (column < target) {
            put(' ');
        }
        whitespace = true;
        indention = true;
    }

    void writeIndicator(String indicator, boolean needWhitespace, boolean isWhitespace, boolean isIndention) {
        if (needWhitespace && !whitespace) {
            put(' ');
        }
        indicator.codePoints().forEach(this::write);
        whitespace = isWhitespace;
        indention = indention && isIndention;
    }
}
