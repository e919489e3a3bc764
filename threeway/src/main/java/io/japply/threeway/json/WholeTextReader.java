package io.japply.threeway.json;

import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.reader.StreamReader;

/**
 * SnakeYAML's character source over a text already in memory. Its own StreamReader reads 1,024
 * characters at a time and copies its whole window for each: a scalar of n characters, scanned
 * before any is consumed, costs n²/1024 copies (a 10 MB quoted value took minutes). Here the code
 * points are decoded once, so reading is linear in the input.
 */
final class WholeTextReader extends StreamReader {
    private static final String NAME = "'string'";

    private final int[] text;
    /** The first code point YAML does not allow (refused when the scanner reaches it), or text.length. */
    private final int firstUnprintable;
    private int pointer;
    private int documentIndex;
    private int line;
    private int column;

    WholeTextReader(String source) {
        super("");
        char[] chars = source.toCharArray();
        int[] points = new int[chars.length];
        int count = 0;
        int bad = -1;
        // one loop over an array, with the common case (printable ASCII) decided without a call: a cold
        // process reads hundreds of files, and runs this loop interpreted for the first hundred of them
        for (int i = 0; i < chars.length; count++) {
            int c = chars[i++];
            if (c >= 0xD800 && c <= 0xDBFF && i < chars.length && Character.isLowSurrogate(chars[i])) {
                c = Character.toCodePoint((char) c, chars[i++]);
            }
            points[count] = c;
            if (bad < 0 && (c < ' ' || c > '~') && !isPrintable(c)) {
                bad = count;
            }
        }
        this.text = count == points.length ? points : java.util.Arrays.copyOf(points, count);
        this.firstUnprintable = bad < 0 ? count : bad;
    }

    @Override
    public Mark getMark() {
        return new Mark(NAME, pointer, line, column, text, pointer);
    }

    @Override
    public void forward() {
        forward(1);
    }

    @Override
    public void forward(int length) {
        for (int i = 0; i < length && available(0); i++) {
            int c = text[pointer++];
            documentIndex++;
            boolean lineBreak = c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029'
                    || (c == '\r' && available(0) && text[pointer] != '\n');
            if (lineBreak) {
                line++;
                column = 0;
            } else if (c != 0xFEFF) {
                column++;
            }
        }
    }

    @Override
    public int peek() {
        return peek(0);
    }

    @Override
    public int peek(int index) {
        return available(index) ? text[pointer + index] : '\0';
    }

    @Override
    public String prefix(int length) {
        if (length <= 0) {
            return "";
        }
        available(length - 1); // refuses an unprintable character inside the prefix
        return new String(text, pointer, Math.min(length, text.length - pointer));
    }

    @Override
    public String prefixForward(int length) {
        String prefix = prefix(length);
        pointer += prefix.codePointCount(0, prefix.length());
        documentIndex += length;
        column += length;
        return prefix;
    }

    /** Whether pointer + index is inside the text; an unprintable character there is refused. */
    private boolean available(int index) {
        int at = pointer + index;
        if (at >= firstUnprintable && firstUnprintable < text.length) {
            throw new Unprintable(markAt(firstUnprintable), text[firstUnprintable]);
        }
        return at < text.length;
    }

    /** The place of a code point, counted as {@link #forward} counts lines and columns. */
    private Mark markAt(int index) {
        int atLine = 0;
        int atColumn = 0;
        for (int i = 0; i < index; i++) {
            int c = text[i];
            if (c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029' || (c == '\r' && text[i + 1] != '\n')) {
                atLine++;
                atColumn = 0;
            } else if (c != 0xFEFF) {
                atColumn++;
            }
        }
        return new Mark(NAME, index, atLine, atColumn, text, index);
    }

    /** A code point YAML does not allow, with its place (SnakeYAML's own reader names none). */
    static final class Unprintable extends MarkedYAMLException {
        Unprintable(Mark at, int codePoint) {
            super(null, null, String.format("the character U+%04X is not allowed in YAML (a control character?)",
                    codePoint), at);
        }
    }

    @Override
    public int getColumn() {
        return column;
    }

    @Override
    public int getDocumentIndex() {
        return documentIndex;
    }

    @Override
    public void resetDocumentIndex() {
        documentIndex = 0;
    }

    @Override
    public int getIndex() {
        return pointer;
    }

    @Override
    public int getLine() {
        return line;
    }
}
