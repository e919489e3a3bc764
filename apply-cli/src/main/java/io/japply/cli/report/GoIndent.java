package io.japply.cli.report;

/**
 * Go's json.Indent over compact JSON text: what kubectl's -o json prints (json.MarshalIndent with
 * four spaces). An empty object or array stays "{}" or "[]"; strings are copied as they are.
 */
public final class GoIndent {
    public static final String KUBECTL = "    ";

    private GoIndent() {
    }

    public static String indent(String compact, String unit) {
        StringBuilder out = new StringBuilder(compact.length() * 2);
        int depth = 0;
        boolean inString = false;
        for (int i = 0; i < compact.length(); i++) {
            char c = compact.charAt(i);
            if (inString) {
                out.append(c);
                if (c == '\\') {
                    out.append(compact.charAt(++i));
                } else if (c == '"') {
                    inString = false;
                }
                continue;
            }
            switch (c) {
                case '"' -> {
                    inString = true;
                    out.append(c);
                }
                case '{', '[' -> {
                    out.append(c);
                    char next = i + 1 < compact.length() ? compact.charAt(i + 1) : ' ';
                    if (next == '}' || next == ']') {
                        out.append(next);
                        i++;
                    } else {
                        newline(out, ++depth, unit);
                    }
                }
                case '}', ']' -> {
                    newline(out, --depth, unit);
                    out.append(c);
                }
                case ',' -> {
                    out.append(c);
                    newline(out, depth, unit);
                }
                case ':' -> out.append(": ");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static void newline(StringBuilder out, int depth, String unit) {
        out.append('\n').append(unit.repeat(depth));
    }
}
