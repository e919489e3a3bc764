package io.japply.apply.cluster;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

/**
 * A request that got no usable answer, worded once where it happened: the method and URL, the cause,
 * and how many tries over how long, the time really waited. An IOException so that fabric8 carries
 * it through as the cause of its own.
 */
final class Unreachable extends IOException {
    private final boolean timedOut;

    private Unreachable(String message, boolean timedOut) {
        super(message, null);
        this.timedOut = timedOut;
    }

    /** The request's deadline passed: {@code waited} is about the timeout itself. */
    static Unreachable timedOut(String timeoutAsGiven, String request, int tries, Duration waited) {
        // no flag named: the library's callers set the timeout on their own client
        return new Unreachable("no answer from the server within " + timeoutAsGiven + ": "
                + request + (tries > 1 ? " (" + tries + " tries in " + words(waited) + ")" : ""), true);
    }

    static Unreachable failed(String request, NetworkCause cause, Throwable failure, int tries, Duration waited) {
        String note = tries > 1 ? " (" + tries + " tries in " + words(waited) + ")"
                : waited.compareTo(Duration.ofSeconds(1)) >= 0 ? " after " + words(waited) : "";
        return new Unreachable("cannot reach the server: " + request + ": " + cause.describe(failure) + note, false);
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
