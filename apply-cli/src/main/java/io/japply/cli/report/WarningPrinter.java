package io.japply.cli.report;

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

    /** How many warnings were printed, each text once, as kubectl counts them for --warnings-as-errors. */
    public int count() {
        return printed.size();
    }

    public void print(List<String> warnings) {
        for (String text : warnings) {
            if (printed.add(text)) {
                err.println("Warning: " + text);
            }
        }
    }
}
