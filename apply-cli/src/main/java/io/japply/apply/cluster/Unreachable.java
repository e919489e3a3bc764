package io.japply.apply.cluster;

import java.io.IOException;
import java.util.Optional;

/**
 * A request that got no usable answer, worded once where it happened: the method and URL, the cause,
 * and how many tries. An IOException so that fabric8 carries it through as the cause of its own.
 */
final class Unreachable extends IOException {
    private final boolean timedOut;

    private Unreachable(String message, boolean timedOut) {
        super(message, null);
        this.timedOut = timedOut;
    }

    static Unreachable timedOut(String timeoutAsGiven, String request, int tries) {
        // no flag named: the library's callers set the timeout on their own client
        return new Unreachable("no answer from the server within " + timeoutAsGiven + ": " + request + triesNote(tries),
                true);
    }

    static Unreachable failed(String request, NetworkCause cause, Throwable failure, int tries) {
        return new Unreachable("cannot reach the server: " + request + ": " + cause.describe(failure) + triesNote(tries),
                false);
    }

    private static String triesNote(int tries) {
        return tries > 1 ? " (" + tries + " tries)" : "";
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
