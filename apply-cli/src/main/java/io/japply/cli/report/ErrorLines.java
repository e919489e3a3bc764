package io.japply.cli.report;

import io.japply.apply.ErrorWords;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The objects' errors of an apply, printed together once every object is done, as kubectl prints the
 * errors it gathered over its loop: one error is kubectl's "error: " and its text (or the server's
 * "Error from server (...)" as is); several are an aggregate, whose texts kubectl prints one after the
 * other with no "error: " before them. Only kubectl's own words follow that; japply's own messages
 * ("document 2 for: ...") keep their "error: ". The rule is the library's ({@link ErrorWords#told}).
 */
final class ErrorLines {
    /** An error's text, and kubectl's words for it when it is the run's only error (an Invalid answer's details). */
    private record Pending(String message, Optional<String> alone) {
    }

    private final List<Pending> pending = new ArrayList<>();

    void add(String message) {
        add(message, Optional.empty());
    }

    /** alone: what kubectl prints instead when this is the run's only error. */
    void add(String message, Optional<String> alone) {
        pending.add(new Pending(message, alone));
    }

    void flush(PrintWriter err) {
        boolean aggregate = pending.size() > 1;
        for (Pending error : pending) {
            err.println(ErrorWords.told(error.message(), error.alone(), aggregate).line());
        }
        pending.clear();
    }
}
