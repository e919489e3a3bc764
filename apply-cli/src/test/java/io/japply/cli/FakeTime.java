package io.japply.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/** A clock that moves only when japply sleeps on it: bounded waits end at once, sleeps are recorded. */
final class FakeTime implements io.japply.apply.model.Sleeper, LongSupplier {
    private final List<Duration> sleeps = new ArrayList<>();
    private long nanos;

    @Override
    public synchronized void sleep(Duration duration) {
        sleeps.add(duration);
        nanos += duration.toNanos();
    }

    @Override
    public synchronized long getAsLong() {
        return nanos;
    }

    synchronized List<Duration> sleeps() {
        return List.copyOf(sleeps);
    }
}
