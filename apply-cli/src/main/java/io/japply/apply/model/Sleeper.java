package io.japply.apply.model;

import java.time.Duration;

/** How a run waits between its tries (a 409 re-read, a retried request) and for definitions; tests pass one that does not sleep. */
@FunctionalInterface
public interface Sleeper {
    /** The system's: {@link Thread#sleep}. */
    Sleeper SYSTEM = duration -> Thread.sleep(duration.toMillis());

    void sleep(Duration duration) throws InterruptedException;

    /** The thread's own sleep ({@link #SYSTEM}). */
    static Sleeper system() {
        return SYSTEM;
    }
}
