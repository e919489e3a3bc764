package io.japply.apply;

import java.time.Duration;

/** How a run waits between tries and for definitions; tests pass one that does not sleep. */
@FunctionalInterface
public interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;

    /** The thread's own sleep. */
    static Sleeper system() {
        return duration -> Thread.sleep(duration.toMillis());
    }
}
