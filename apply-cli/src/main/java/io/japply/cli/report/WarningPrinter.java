package io.japply.cli.report;

import io.japply.apply.Warnings;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Prints warnings as kubectl does: "Warning: " and the text on stderr, each text once per run (a
 * deprecated kind warns on every request, kubectl says it once).
 */
public final class WarningPrinter {
    private final PrintWriter err;
    private final Set<String> printed = new HashSet<>();

    public WarningPrinter(PrintWriter err) {
        this.err = err;
    }

    /**
     * How many of the server's warnings were printed, each text once, as kubectl counts them for
     * --warnings-as-errors (the words kubectl prints itself, such as a missing annotation, do not count).
     */
    public int count() {
        return (int) printed.stream().filter(Warnings::fromServer).count();
    }

    public void print(List<String> warnings) {
        for (String text : warnings) {
            if (printed.add(text)) {
                err.println("Warning: " + text);
            }
        }
    }
}
