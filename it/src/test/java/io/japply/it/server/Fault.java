package io.japply.it.server;

import java.time.Duration;

/**
 * A fault the fake server injects on requests of one method whose path contains a text: a status,
 * a dropped connection, or an answer that comes late (the write itself still happens, as on a slow
 * server). {@code times} is how many requests it hits; {@link #ALWAYS} keeps it until cleared.
 */
public record Fault(String method, String pathContains, int status, boolean drop, Duration delay, int times) {
    public static final int ALWAYS = -1;

    public static Fault status(String method, String pathContains, int status, int times) {
        return new Fault(method, pathContains, status, false, Duration.ZERO, times);
    }

    public static Fault drop(String method, String pathContains, int times) {
        return new Fault(method, pathContains, 0, true, Duration.ZERO, times);
    }

    public static Fault slow(String method, String pathContains, Duration delay, int times) {
        return new Fault(method, pathContains, 0, false, delay, times);
    }

    boolean matches(String requestMethod, String path) {
        return method.equals(requestMethod) && path.contains(pathContains);
    }

    /** The same fault with one hit used up. */
    Fault used() {
        return times == ALWAYS ? this : new Fault(method, pathContains, status, drop, delay, times - 1);
    }
}
