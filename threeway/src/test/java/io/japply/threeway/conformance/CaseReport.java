package io.japply.threeway.conformance;

import java.util.ArrayList;
import java.util.List;
import org.opentest4j.AssertionFailedError;

/**
 * What one invocation found: the failures of its parts and everything the engine returned (or
 * threw) on the way. A failing invocation prints its file, the case, the run, the engine's answers
 * and the whole case as JSON.
 */
final class CaseReport {
    private final Invocation run;
    private final List<String> returned = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private Mismatch firstMismatch;
    private Throwable firstCause;

    /** A difference from what upstream expects; thrown by a judge to end the current part. */
    static final class Mismatch extends RuntimeException {
        final Object expected;
        final Object actual;

        Mismatch(String message, Object expected, Object actual) {
            super(message, null, false, false);
            this.expected = expected;
            this.actual = actual;
        }
    }

    CaseReport(Invocation run) {
        this.run = run;
    }

    void returned(String label, Object value) {
        returned.add(label + ": " + value);
    }

    void failed(String part, Mismatch m) {
        String detail = m.expected == null && m.actual == null ? ""
                : "\n      expected: " + m.expected + "\n      actual:   " + m.actual;
        failures.add(part + ": " + m.getMessage() + detail);
        if (firstMismatch == null) {
            firstMismatch = m;
        }
    }

    void threw(String part, Throwable e) {
        failures.add(part + ": unexpected " + e);
        if (firstCause == null) {
            firstCause = e;
        }
    }

    /** Throws when anything failed. */
    void finish() {
        if (failures.isEmpty()) {
            return;
        }
        String message = message();
        if (firstMismatch != null) {
            throw new AssertionFailedError(message, firstMismatch.expected, firstMismatch.actual, firstCause);
        }
        throw new AssertionFailedError(message, firstCause);
    }

    String message() {
        ConformanceCase c = run.c();
        StringBuilder out = new StringBuilder(run + ": " + failures.size() + " failure(s)\n");
        failures.forEach(f -> out.append("  - ").append(f).append('\n'));
        out.append("file:   src/test/resources").append(ConformanceCorpus.ROOT).append(c.file()).append('\n');
        out.append("case:   ").append(c.id()).append(" \"").append(c.description()).append("\"\n");
        out.append("run:    schema source ").append(run.source()).append(", keys ").append(run.order()).append('\n');
        out.append("engine returned:\n");
        if (returned.isEmpty()) {
            out.append("  (nothing)\n");
        }
        returned.forEach(r -> out.append("  ").append(r).append('\n'));
        out.append("the whole case:\n").append(c.body().toPrettyString());
        return out.toString();
    }
}
