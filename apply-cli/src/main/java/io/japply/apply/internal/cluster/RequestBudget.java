package io.japply.apply.internal.cluster;

import java.time.Duration;

/**
 * The time and tries one request may take: --request-timeout for all of its tries together
 * (zero: no limit), as the user wrote it for messages; up to {@code maxTries} tries, the n-th
 * retry after {@code firstBackoff} times 2^(n-1) (at most {@link #MAX_BACKOFF}), never past the
 * deadline; refused connections of a server that answered before, as many as the deadline allows.
 */
public record RequestBudget(Duration timeout, String timeoutAsGiven, int maxTries, Duration firstBackoff) {
    /** A first try and three retries after 0.25 s, 0.5 s and 1 s. */
    static final int MAX_TRIES = 4;
    static final Duration FIRST_BACKOFF = Duration.ofMillis(250);
    /** The longest pause between tries (a refused connection is tried again until the deadline). */
    static final Duration MAX_BACKOFF = Duration.ofSeconds(1);
    /** How long refused connections are tried again when --request-timeout is 0 (no deadline). */
    static final Duration REFUSED_WITHOUT_DEADLINE = Duration.ofSeconds(30);

    public static RequestBudget of(Duration timeout, String timeoutAsGiven) {
        return new RequestBudget(timeout, timeoutAsGiven, MAX_TRIES, FIRST_BACKOFF);
    }

    boolean unlimited() {
        return timeout.isZero();
    }
}
