package io.japply.cli.printer.jsonpath;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A quoted string of a template, in double or single quotes, with Go's escapes (strconv.UnquoteChar):
 * \a \b \f \n \r \t \v \\, the quote's own escape, \xHH and \ooo bytes, \\uHHHH and \\UHHHHHHHH.
 */
final class Unquote {
    private final String body;
    private final char quote;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private int i;

    private Unquote(String body, char quote) {
        this.body = body;
        this.quote = quote;
    }

    /** The string {@code quoted} (quotes included) stands for; kubectl's message when it is not valid. */
    static String unquote(String quoted) throws JsonPathError {
        int n = quoted.length();
        if (n < 2 || quoted.charAt(n - 1) != quoted.charAt(0)) {
            throw invalid(quoted);
        }
        char quote = quoted.charAt(0);
        String body = quoted.substring(1, n - 1);
        if (body.indexOf('\\') < 0 && body.indexOf(quote) < 0) {
            return body;
        }
        Unquote u = new Unquote(body, quote);
        try {
            while (u.i < body.length()) {
                u.oneChar();
            }
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw invalid(quoted);
        }
        // bytes written as \x or octal join the text as UTF-8; a byte that forms no character becomes U+FFFD
        return u.out.toString(StandardCharsets.UTF_8);
    }

    private static JsonPathError invalid(String quoted) {
        return new JsonPathError("unquote string " + quoted + " error invalid syntax");
    }

    private void oneChar() {
        char c = body.charAt(i);
        if (c == quote) {
            throw new IllegalArgumentException("unescaped quote");
        }
        if (c != '\\') {
            int r = body.codePointAt(i);
            i += Character.charCount(r);
            write(r);
            return;
        }
        char e = body.charAt(i + 1);
        i += 2;
        switch (e) {
            case 'a' -> out.write(7);
            case 'b' -> out.write('\b');
            case 'f' -> out.write('\f');
            case 'n' -> out.write('\n');
            case 'r' -> out.write('\r');
            case 't' -> out.write('\t');
            case 'v' -> out.write(11);
            case '\\' -> out.write('\\');
            case 'x' -> out.write(hex(2));
            case 'u' -> write(validRune(hex(4)));
            case 'U' -> write(validRune(hex(8)));
            case '0', '1', '2', '3', '4', '5', '6', '7' -> out.write(octal(e));
            case '\'', '"' -> {
                if (e != quote) {
                    throw new IllegalArgumentException("other quote escaped");
                }
                out.write(e);
            }
            default -> throw new IllegalArgumentException("unknown escape");
        }
    }

    private int hex(int digits) {
        long value = 0;
        for (int k = 0; k < digits; k++) {
            int d = Character.digit(body.charAt(i + k), 16);
            if (d < 0 || body.charAt(i + k) > 'f') {
                throw new IllegalArgumentException("not hex");
            }
            value = value << 4 | d;
        }
        i += digits;
        if (value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("not a rune");
        }
        return (int) value;
    }

    private int octal(char first) {
        int value = first - '0';
        for (int k = 0; k < 2; k++) {
            int d = body.charAt(i + k) - '0';
            if (d < 0 || d > 7) {
                throw new IllegalArgumentException("not octal");
            }
            value = value << 3 | d;
        }
        i += 2;
        if (value > 255) {
            throw new IllegalArgumentException("octal above 255");
        }
        return value;
    }

    private static int validRune(int r) {
        if (r > Character.MAX_CODE_POINT || (r >= 0xD800 && r <= 0xDFFF)) {
            throw new IllegalArgumentException("not a valid rune");
        }
        return r;
    }

    private void write(int codePoint) {
        out.writeBytes(new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8));
    }
}
