package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Builtins.CallError;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** html, js, urlquery (text/template's escapers) and kubectl's base64decode. */
final class Escapes {
    private static final String BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    private Escapes() {
    }

    /** The text the escapers work on: a lone string as it is, anything else as print would show it. */
    static String evalArgs(List<Object> args) {
        if (args.size() == 1 && args.get(0) instanceof String s) {
            return s;
        }
        // text/template's evalArgs prints a nil argument as a missing value
        return GoFmt.sprint(args.stream().map(a -> a == null ? (Object) "<no value>" : a).toList());
    }

    static String html(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\0' -> out.append('\uFFFD');
                case '"' -> out.append("&#34;");
                case '\'' -> out.append("&#39;");
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    static String js(String s) {
        StringBuilder out = new StringBuilder();
        s.codePoints().forEach(c -> {
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\'' -> out.append("\\'");
                case '"' -> out.append("\\\"");
                case '<' -> out.append("\\u003C");
                case '>' -> out.append("\\u003E");
                case '&' -> out.append("\\u0026");
                case '=' -> out.append("\\u003D");
                default -> {
                    if (c < ' ') {
                        out.append(String.format("\\u00%02X", c));
                    } else if (c < 0x80 || GoQuoting.isPrint(c)) {
                        out.appendCodePoint(c);
                    } else {
                        out.append(String.format("\\u%04X", c));
                    }
                }
            }
        });
        return out.toString();
    }

    /** url.QueryEscape. */
    static String urlQuery(String s) {
        StringBuilder out = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-_.~".indexOf(c) >= 0)) {
                out.append((char) c);
            } else if (c == ' ') {
                out.append('+');
            } else {
                out.append('%').append(String.format("%02X", c));
            }
        }
        return out.toString();
    }

    /** base64.StdEncoding.DecodeString (padding required, line breaks skipped), with Go's error offsets. */
    static String base64decode(String text) throws CallError {
        byte[] in = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int si = 0;
        while (si < in.length) {
            int[] quantum = new int[4];
            int j = 0;
            while (j < 4) {
                if (si == in.length) {
                    if (j == 0) {
                        return out.toString(StandardCharsets.UTF_8);
                    }
                    throw corrupt(si - j);
                }
                int c = in[si++] & 0xFF;
                if (c == '\n' || c == '\r') {
                    continue;
                }
                int value = c < 0x80 ? BASE64.indexOf(c) : -1;
                if (value >= 0) {
                    quantum[j++] = value;
                    continue;
                }
                if (c != '=' || j < 2) {
                    throw corrupt(si - 1);
                }
                si = padding(in, si, j);
                write(out, quantum, j);
                return out.toString(StandardCharsets.UTF_8);
            }
            write(out, quantum, 4);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** After the first '=' of a quantum with j characters: the rest of the padding, then nothing. */
    private static int padding(byte[] in, int si, int j) throws CallError {
        int at = skipNewlines(in, si);
        if (j == 2) {
            if (at == in.length) {
                throw corrupt(in.length);
            }
            if (in[at] != '=') {
                throw corrupt(at);
            }
            at = skipNewlines(in, at + 1);
        }
        if (at < in.length) {
            throw corrupt(at);
        }
        return at;
    }

    private static int skipNewlines(byte[] in, int at) {
        int i = at;
        while (i < in.length && (in[i] == '\n' || in[i] == '\r')) {
            i++;
        }
        return i;
    }

    private static void write(ByteArrayOutputStream out, int[] q, int count) {
        int bits = q[0] << 18 | q[1] << 12 | q[2] << 6 | q[3];
        out.write(bits >> 16 & 0xFF);
        if (count > 2) {
            out.write(bits >> 8 & 0xFF);
        }
        if (count > 3) {
            out.write(bits & 0xFF);
        }
    }

    private static CallError corrupt(int offset) {
        return new CallError("base64 decode failed: illegal base64 data at input byte " + offset);
    }
}
