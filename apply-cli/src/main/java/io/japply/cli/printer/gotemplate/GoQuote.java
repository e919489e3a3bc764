package io.japply.cli.printer.gotemplate;

/** strconv's Unquote, as string literals in templates need it (quoting: {@link io.japply.cli.printer.GoQuoting}). */
final class GoQuote {
    private GoQuote() {
    }

    /** strconv.Unquote of a "..." or `...` literal; null when Go would refuse it. */
    static String unquote(String literal) {
        if (literal.startsWith("`")) {
            return literal.substring(1, literal.length() - 1).replace("\r", "");
        }
        StringBuilder out = new StringBuilder();
        String body = literal.substring(1, literal.length() - 1);
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            i = unescape(body, i + 1, out);
            if (i < 0) {
                return null;
            }
        }
        return out.toString();
    }

    /** Appends the escape starting at body[i] (after the backslash); returns its last index, or -1. */
    private static int unescape(String body, int i, StringBuilder out) {
        char c = body.charAt(i);
        switch (c) {
            case 'a' -> out.append('\u0007');
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'n' -> out.append('\n');
            case 'r' -> out.append('\r');
            case 't' -> out.append('\t');
            case 'v' -> out.append('\u000b');
            case '\\', '"' -> out.append(c);
            case 'x' -> {
                return hexEscape(body, i, 2, out, true);
            }
            case 'u' -> {
                return hexEscape(body, i, 4, out, false);
            }
            case 'U' -> {
                return hexEscape(body, i, 8, out, false);
            }
            default -> {
                return c >= '0' && c <= '7' ? octalEscape(body, i, out) : -1;
            }
        }
        return i;
    }

    private static int hexEscape(String body, int i, int digits, StringBuilder out, boolean isByte) {
        if (i + digits >= body.length()) {
            return -1;
        }
        try {
            int value = Integer.parseUnsignedInt(body.substring(i + 1, i + 1 + digits), 16);
            if (isByte) {
                out.append((char) value); // a raw byte: exact only for ASCII, enough for templates
            } else if (value > Character.MAX_CODE_POINT || (value >= 0xD800 && value < 0xE000)) {
                return -1;
            } else {
                out.appendCodePoint(value);
            }
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            return -1;
        }
        return i + digits;
    }

    private static int octalEscape(String body, int i, StringBuilder out) {
        if (i + 3 > body.length()) {
            return -1;
        }
        try {
            int value = Integer.parseInt(body.substring(i, i + 3), 8);
            if (value > 255) {
                return -1;
            }
            out.append((char) value);
        } catch (NumberFormatException e) {
            return -1;
        }
        return i + 2;
    }
}
