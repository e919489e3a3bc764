package io.japply.apply.status;

import java.time.Duration;
import java.util.Objects;

/** How long to wait in all, how often to list the objects still waited for, and when a Job is ready. */
public record WaitOptions(Duration timeout, Duration reportEvery, JobWait jobs) {
    public static final Duration DEFAULT_REPORT_EVERY = Duration.ofSeconds(30);

    public WaitOptions {
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(reportEvery, "reportEvery");
        Objects.requireNonNull(jobs, "jobs");
        if (timeout.isNegative() || reportEvery.isNegative() || reportEvery.isZero()) {
            throw new IllegalArgumentException("timeout must not be negative and reportEvery must be positive");
        }
    }

    /** Jobs followed to their end ({@link JobWait#COMPLETE}). */
    public WaitOptions(Duration timeout, Duration reportEvery) {
        this(timeout, reportEvery, JobWait.COMPLETE);
    }

    public static WaitOptions timeout(Duration timeout) {
        return new WaitOptions(timeout, DEFAULT_REPORT_EVERY);
    }

    /** The same, a Job ready as {@code jobs} says. */
    public WaitOptions jobs(JobWait jobs) {
        return new WaitOptions(timeout, reportEvery, jobs);
    }
}
