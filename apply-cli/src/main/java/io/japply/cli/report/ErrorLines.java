package io.japply.cli.report;

import io.japply.apply.ErrorWords;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The objects' errors of an apply, printed together once every object is done, as kubectl prints the
 * errors it gathered over its loop: one error is kubectl's "error: " and its text (or the server's
 * "Error from server (...)" as is); several are an aggregate, whose texts kubectl prints one after the
 * other with no "error: " before them. Only kubectl's own words follow that; japply's own messages
 * ("document 2 for: ...") keep their "error: ".
 */
final class ErrorLines {
    private final List<String> pending = new ArrayList<>();

    void add(String message) {
        pending.add(message);
    }

    void flush(PrintWriter err) {
        boolean aggregate = pending.size() > 1;
        for (String message : pending) {
            boolean bare = ErrorWords.isServerAnswer(message) || aggregate && ErrorWords.isKubectlWords(message);
            err.println(bare ? message : "error: " + message);
        }
        pending.clear();
    }
}
