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
 * ("document 2 for: ...") keep their "error: ".
 */
final class ErrorLines {
    private final List<String> pending = new ArrayList<>();
    /** kubectl's words for the one error of a run where they differ (an Invalid answer's details). */
    private Optional<String> alone = Optional.empty();

    void add(String message) {
        add(message, Optional.empty());
    }

    /** alone: what kubectl prints instead when this is the run's only error. */
    void add(String message, Optional<String> alone) {
        pending.add(message);
        this.alone = pending.size() == 1 ? alone : Optional.empty();
    }

    void flush(PrintWriter err) {
        boolean aggregate = pending.size() > 1;
        if (!aggregate && alone.isPresent()) {
            err.println(alone.get());
            pending.clear();
            alone = Optional.empty();
            return;
        }
        for (String message : pending) {
            boolean bare = ErrorWords.isServerAnswer(message) || aggregate && ErrorWords.isKubectlWords(message);
            err.println(bare ? message : "error: " + message);
        }
        pending.clear();
    }
}
