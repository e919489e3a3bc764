package io.japply.apply.status;

import java.time.Duration;
import java.util.Objects;

/** How long to wait in all, and how often to list the objects still waited for. */
public record WaitOptions(Duration timeout, Duration reportEvery) {
    public static final Duration DEFAULT_REPORT_EVERY = Duration.ofSeconds(30);

    public WaitOptions {
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(reportEvery, "reportEvery");
        if (timeout.isNegative() || reportEvery.isNegative() || reportEvery.isZero()) {
            throw new IllegalArgumentException("timeout must not be negative and reportEvery must be positive");
        }
    }

    public static WaitOptions timeout(Duration timeout) {
        return new WaitOptions(timeout, DEFAULT_REPORT_EVERY);
    }
}
