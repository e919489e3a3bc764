package io.japply.cli.printer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * How KYAML writes text. A value is always double-quoted; printable characters stay as they are, tabs
 * too, others take YAML's escapes ({@code \0 \a \e \N \_ \L \P}, {@code \xNN}, a backslash, u and
 * four hex digits, or U and eight). A value with a newline is folded: the quote and a {@code \} end the first line,
 * each line of the text follows on its own line, one level deeper than the key plus one space (or a
 * {@code \} when the line starts with white space), each newline written {@code \n\}, and the closing
 * quote on a line of its own. A key stays bare unless {@link KyamlKeys} says YAML could misread it;
 * then it is quoted on one line ({@code \n} and {@code \t} escaped).
 */
final class KyamlStrings {
    private static final String FOLD = "\\\n";
    /** NELs, with the spaces around them: line breaks inside a quoted YAML scalar. */
    private static final Pattern BREAKS = Pattern.compile(" *\u0085[ \u0085]*");

    private KyamlStrings() {
    }

    static String key(String text) {
        String key = asYamlReadsIt(text);
        if (key.indexOf('\n') < 0 && !KyamlKeys.needQuotes(key)) {
            return key;
        }
        StringBuilder out = new StringBuilder("\"");
        key.codePoints().forEach(c -> character(codePoint(c), 0, true, out));
        return out.append('"').toString();
    }

    /** {@code depth}: the folded lines' indentation, in levels. */
    static void value(String json, int depth, StringBuilder out) {
        String text = asYamlReadsIt(json);
        boolean folded = text.indexOf('\n') >= 0;
        StringBuilder quoted = new StringBuilder("\"");
        if (folded) {
            quoted.append(FOLD);
        }
        text.codePoints().forEach(c -> character(codePoint(c), depth, false, quoted));
        if (folded) {
            if (!endsALine(quoted)) {
                quoted.append(FOLD);
            }
            KyamlWriter.indent(depth, quoted);
        }
        out.append(quoted).append('"');
    }

    /**
     * The text as the encoder's YAML reader gets it from encoding/json, which writes NEL (U+0085) as it
     * is: YAML folds a line break in a quoted scalar, with the spaces around it, into one space, or
     * into n - 1 newlines for n breaks in a row.
     */
    static String asYamlReadsIt(String text) {
        if (text.indexOf('\u0085') < 0) {
            return text;
        }
        return BREAKS.matcher(text).replaceAll(m -> {
            long breaks = m.group().chars().filter(c -> c == 0x85).count();
            return breaks == 1 ? " " : "\n".repeat((int) breaks - 1);
        });
    }

    private static void character(int c, int depth, boolean oneLine, StringBuilder out) {
        if (endsALine(out)) {
            KyamlWriter.indent(depth, out);
            // leading white space is kept by escaping it; other lines get a space YAML drops
            out.append(isGoSpace(c) && c != '\n' ? '\\' : ' ');
        }
        if (c == '\n') {
            out.append(oneLine ? "\\n" : "\\n" + FOLD);
        } else if (c == '\t') {
            out.append(oneLine ? "\\t" : "\t");
        } else if (c == '"' || c == '\\') {
            out.append('\\').appendCodePoint(c);
        } else if (GoQuoting.isPrint(c)) {
            out.appendCodePoint(c);
        } else {
            out.append(escape(c));
        }
    }

    private static String escape(int c) {
        return switch (c) {
            case 0 -> "\\0";
            case 0x07 -> "\\a";
            case 0x08 -> "\\b";
            case 0x0b -> "\\v";
            case 0x0c -> "\\f";
            case 0x0d -> "\\r";
            case 0x1b -> "\\e";
            case 0x85 -> "\\N";
            case 0xa0 -> "\\_";
            case 0x2028 -> "\\L";
            case 0x2029 -> "\\P";
            default -> c < 0x20 || c == 0x7f ? String.format("\\x%02x", c)
                    : c < 0x10000 ? String.format("\\u%04x", c) : String.format("\\U%08x", c);
        };
    }

    private static boolean endsALine(StringBuilder out) {
        return out.length() > 0 && out.charAt(out.length() - 1) == '\n';
    }

    /** A lone surrogate stands for what Go's JSON writes in its place. */
    private static int codePoint(int c) {
        return Character.isSurrogate((char) c) && c <= 0xffff ? 0xfffd : c;
    }

    /** Go's unicode.IsSpace: the Latin-1 spaces and Unicode's White_Space. */
    static boolean isGoSpace(int c) {
        return c >= 0x09 && c <= 0x0d || c == ' ' || c == 0x85 || c == 0xa0 || c == 0x1680
                || c >= 0x2000 && c <= 0x200a || c == 0x2028 || c == 0x2029 || c == 0x202f || c == 0x205f
                || c == 0x3000;
    }

    /**
     * The YAML reader the encoder goes through refuses DEL, the C1 controls but NEL, U+FFFE and U+FFFF
     * (encoding/json escapes the C0 controls but writes these as they are).
     */
    static void checkReadable(JsonNode node) throws TemplateException {
        if (node.isTextual()) {
            checkReadable(node.textValue());
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            checkReadable(entry.getKey());
            checkReadable(entry.getValue());
        }
        if (node.isArray()) {
            for (JsonNode item : node) {
                checkReadable(item);
            }
        }
    }

    private static void checkReadable(String text) throws TemplateException {
        boolean refused = text.chars().anyMatch(c -> c == 0x7f || c >= 0x80 && c <= 0x9f && c != 0x85
                || c == 0xfffe || c == 0xffff);
        if (refused) {
            throw new TemplateException("error decoding: yaml: control characters are not allowed");
        }
    }
}
