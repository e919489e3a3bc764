package io.japply.it.server;

import java.time.Duration;

/**
 * A fault the fake server injects on requests of one method whose path contains a text (see
 * {@link Kind}). {@code times} is how many requests it hits; {@link #ALWAYS} keeps it until cleared.
 */
public record Fault(String method, String pathContains, Kind kind, int status, Duration delay, int times) {
    public static final int ALWAYS = -1;

    /** What the server does to a request the fault hits. */
    public enum Kind {
        /** Answers with a status instead of serving the request. */
        STATUS,
        /** Resets the connection before serving the request: nothing lands. */
        DROP,
        /** Serves the request (a write lands) and answers late. */
        SLOW,
        /**
         * Serves the request, sends the status and headers at once, then dribbles the body a byte at
         * a time so that it ends only after the fault's delay: only a deadline on the body stops it.
         */
        STALL,
        /** Serves the request, announces a longer body than it sends, then closes: the answer is cut. */
        CUT
    }

    public static Fault status(String method, String pathContains, int status, int times) {
        return new Fault(method, pathContains, Kind.STATUS, status, Duration.ZERO, times);
    }

    public static Fault drop(String method, String pathContains, int times) {
        return new Fault(method, pathContains, Kind.DROP, 0, Duration.ZERO, times);
    }

    public static Fault slow(String method, String pathContains, Duration delay, int times) {
        return new Fault(method, pathContains, Kind.SLOW, 0, delay, times);
    }

    /** The body stalls for {@code stall} after the headers (long past any timeout a test uses). */
    public static Fault stall(String method, String pathContains, Duration stall, int times) {
        return new Fault(method, pathContains, Kind.STALL, 0, stall, times);
    }

    public static Fault cut(String method, String pathContains, int times) {
        return new Fault(method, pathContains, Kind.CUT, 0, Duration.ZERO, times);
    }

    /** A status on requests of exactly this path (a collection's LIST and WATCH, not its objects' GETs). */
    public static Fault statusExactly(String method, String path, int status, int times) {
        return status(method, path + EXACT, status, times);
    }

    /** Ends a pathContains that must match the whole path. */
    private static final String EXACT = "\u0000";

    boolean matches(String requestMethod, String path) {
        return method.equals(requestMethod) && (pathContains.endsWith(EXACT)
                ? (path + EXACT).equals(pathContains) : path.contains(pathContains));
    }

    /** The same fault with one hit used up. */
    Fault used() {
        return times == ALWAYS ? this : new Fault(method, pathContains, kind, status, delay, times - 1);
    }
}
