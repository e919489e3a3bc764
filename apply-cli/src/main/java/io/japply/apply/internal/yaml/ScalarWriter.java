package io.japply.apply.internal.yaml;

import static io.japply.apply.internal.yaml.ScalarAnalysis.lineBreak;
import static io.japply.apply.internal.yaml.ScalarAnalysis.printable;

/**
 * go-yaml v2's four scalar writers. A long plain or quoted scalar folds at a single space once the
 * line is past 80 columns (never in a key); a literal block keeps its lines as they are.
 */
final class ScalarWriter {
    private final Emitter out;

    ScalarWriter(Emitter out) {
        this.out = out;
    }

    void plain(int[] text, boolean allowBreaks) {
        if (!out.whitespace()) {
            out.put(' ');
        }
        boolean spaces = false;
        for (int i = 0; i < text.length; i++) {
            int c = text[i];
            if (c == ' ') {
                boolean nextIsSpace = i + 1 < text.length && text[i + 1] == ' ';
                if (allowBreaks && !spaces && out.column() > Emitter.BEST_WIDTH && !nextIsSpace) {
                    out.writeIndent();
                } else {
                    out.write(c);
                }
                spaces = true;
            } else {
                out.write(c); // a plain scalar never holds a line break
                out.indention(false);
                spaces = false;
            }
        }
        out.whitespace(false);
        out.indention(false);
    }

    void singleQuoted(int[] text, boolean allowBreaks) {
        out.writeIndicator("'", true, false, false);
        boolean spaces = false;
        boolean breaks = false;
        for (int i = 0; i < text.length; i++) {
            int c = text[i];
            if (c == ' ') {
                if (allowBreaks && !spaces && out.column() > Emitter.BEST_WIDTH && i > 0 && i < text.length - 1
                        && text[i + 1] != ' ') {
                    out.writeIndent();
                } else {
                    out.write(c);
                }
                spaces = true;
            } else if (lineBreak(c)) {
                if (!breaks && c == '\n') {
                    out.putBreak();
                }
                breaks = lineBreakOfText(c);
            } else {
                indentAfter(breaks);
                if (c == '\'') {
                    out.put('\'');
                }
                out.write(c);
                out.indention(false);
                spaces = false;
                breaks = false;
            }
        }
        out.writeIndicator("'", false, false, false);
        out.whitespace(false);
        out.indention(false);
    }

    void doubleQuoted(int[] text, boolean allowBreaks) {
        out.writeIndicator("\"", true, false, false);
        boolean startsWithBom = text.length > 0 && text[0] == 0xFEFF; // go-yaml then escapes every character
        boolean spaces = false;
        for (int i = 0; i < text.length; i++) {
            int c = text[i];
            if (!printable(c) || startsWithBom || lineBreak(c) || c == '"' || c == '\\') {
                escape(c);
                spaces = false;
            } else if (c == ' ') {
                if (allowBreaks && !spaces && out.column() > Emitter.BEST_WIDTH && i > 0 && i < text.length - 1) {
                    out.writeIndent();
                    if (text[i + 1] == ' ') {
                        out.put('\\');
                    }
                } else {
                    out.write(c);
                }
                spaces = true;
            } else {
                out.write(c);
                spaces = false;
            }
        }
        out.writeIndicator("\"", false, false, false);
        out.whitespace(false);
        out.indention(false);
    }

    private void escape(int c) {
        out.put('\\');
        switch (c) {
            case 0x00 -> out.put('0');
            case 0x07 -> out.put('a');
            case 0x08 -> out.put('b');
            case 0x09 -> out.put('t');
            case 0x0A -> out.put('n');
            case 0x0B -> out.put('v');
            case 0x0C -> out.put('f');
            case 0x0D -> out.put('r');
            case 0x1B -> out.put('e');
            case 0x22 -> out.put('"');
            case 0x5C -> out.put('\\');
            case 0x85 -> out.put('N');
            case 0xA0 -> out.put('_');
            case 0x2028 -> out.put('L');
            case 0x2029 -> out.put('P');
            default -> hex(c);
        }
    }

    private void hex(int c) {
        int digits = c <= 0xFF ? 2 : c <= 0xFFFF ? 4 : 8;
        out.put(digits == 2 ? 'x' : digits == 4 ? 'u' : 'U');
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
            out.put(Character.toUpperCase(Character.forDigit(c >> shift & 0xF, 16)));
        }
    }

    void literal(int[] text) {
        out.writeIndicator("|", true, false, false);
        blockHints(text);
        out.putBreak();
        out.indention(true);
        out.whitespace(true);
        boolean breaks = true;
        for (int c : text) {
            if (lineBreak(c)) {
                breaks = lineBreakOfText(c);
            } else {
                indentAfter(breaks);
                out.write(c);
                out.indention(false);
                breaks = false;
            }
        }
    }

    /** A line break that is part of the text; the next character starts an indented line. */
    private boolean lineBreakOfText(int c) {
        out.writeBreak(c);
        out.indention(true);
        return true;
    }

    private void indentAfter(boolean breaks) {
        if (breaks) {
            out.writeIndent();
        }
    }

    /** An indentation digit when the text starts with a space or break; '-' or '+' for its end. */
    private void blockHints(int[] text) {
        if (text[0] == ' ' || lineBreak(text[0])) {
            out.writeIndicator(Integer.toString(Emitter.BEST_INDENT), false, false, false);
        }
        int last = text.length - 1;
        if (!lineBreak(text[last])) {
            out.writeIndicator("-", false, false, false);
        } else if (last == 0 || lineBreak(text[last - 1])) {
            out.writeIndicator("+", false, false, false);
        }
    }
}
