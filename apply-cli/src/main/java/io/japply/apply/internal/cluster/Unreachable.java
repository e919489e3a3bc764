package io.japply.apply.internal.cluster;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

/**
 * A request that got no usable answer, worded once where it happened: the method and URL, the cause,
 * and how many tries over how long, the time really waited. An IOException so that fabric8 carries
 * it through as the cause of its own.
 */
final class Unreachable extends IOException {
    private static final String MAY_HAVE_LANDED = "; it may have been applied; re-run to converge";
    private final boolean timedOut;

    private Unreachable(String message, boolean timedOut) {
        super(message, null);
        this.timedOut = timedOut;
    }

    /**
     * The request's deadline passed: {@code waited} is about the timeout itself. {@code mayHaveLanded}: a
     * write was sent and its answer lost, so the server may have done it.
     */
    static Unreachable timedOut(String timeoutAsGiven, String request, int tries, Duration waited, boolean mayHaveLanded) {
        // no flag named: the library's callers set the timeout on their own client
        return new Unreachable("no answer from the server within " + timeoutAsGiven + ": "
                + request + (tries > 1 ? " (" + tries + " tries in " + words(waited) + ")" : "")
                + (mayHaveLanded ? MAY_HAVE_LANDED : ""), true);
    }

    /** As above; a write that may have landed is no server out of reach, and is not worded as one. */
    static Unreachable failed(String request, NetworkCause cause, Throwable failure, int tries, Duration waited,
                              boolean mayHaveLanded) {
        String note = tries > 1 ? " (" + tries + " tries in " + words(waited) + ")"
                : waited.compareTo(Duration.ofSeconds(1)) >= 0 ? " after " + words(waited) : "";
        String what = request + ": " + cause.describe(failure) + note;
        return new Unreachable(mayHaveLanded ? "no answer to " + what + MAY_HAVE_LANDED
                : "cannot reach the server: " + what, false);
    }

    /** "350ms", "2s", "2.4s", "12s", "1m30s": the time as a user reads it, to a tenth of a second below ten. */
    static String words(Duration waited) {
        long millis = waited.toMillis();
        if (millis < 1000) {
            return millis + "ms";
        }
        if (millis < 10_000) {
            long tenths = Math.round(millis / 100.0);
            return tenths % 10 == 0 ? tenths / 10 + "s" : tenths / 10 + "." + tenths % 10 + "s";
        }
        long seconds = Math.round(millis / 1000.0);
        return seconds < 60 ? seconds + "s" : seconds / 60 + "m" + (seconds % 60 == 0 ? "" : seconds % 60 + "s");
    }

    /** The same failure for another request that would have waited for the same answer. */
    Unreachable again() {
        return new Unreachable(getMessage(), timedOut);
    }

    boolean isTimeout() {
        return timedOut;
    }

    /** The first one in a chain of causes. */
    static Optional<Unreachable> in(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof Unreachable u) {
                return Optional.of(u);
            }
        }
        return Optional.empty();
    }

    @Override
    public synchronized Throwable fillInStackTrace() {
        return this; // a message for the user; never printed as a trace
    }
}
