package io.japply.cli.report;

import io.japply.cli.Environment;
import java.util.List;

/** --color=auto|always|never for diff lines: removed red, added green, hunk headers cyan, file headers bold. */
public enum Colour {
    AUTO, ALWAYS, NEVER;

    private static final String RESET = "\u001b[0m";

    /** The flag's value; empty when it is none of auto, always, never. */
    public static java.util.Optional<Colour> parse(String flag) {
        return java.util.Arrays.stream(values()).filter(c -> c.name().equalsIgnoreCase(flag)).findFirst();
    }

    /** auto: only on a terminal and only when NO_COLOR is unset or empty (no-color.org). */
    public boolean enabled(Environment environment) {
        return switch (this) {
            case ALWAYS -> true;
            case NEVER -> false;
            case AUTO -> environment.terminal() && environment.get("NO_COLOR").isEmpty();
        };
    }

    /** The lines as text, each ending with a newline, painted when {@code paint}. */
    public static String render(List<String> lines, boolean paint) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            String code = paint ? code(line) : null;
            text.append(code == null ? line : code + line + RESET).append('\n');
        }
        return text.toString();
    }

    private static String code(String line) {
        if (line.startsWith("diff ") || line.startsWith("--- ") || line.startsWith("+++ ")) {
            return "\u001b[1m";
        }
        if (line.startsWith("@@")) {
            return "\u001b[36m";
        }
        if (line.startsWith("-")) {
            return "\u001b[31m";
        }
        return line.startsWith("+") ? "\u001b[32m" : null;
    }
}
