package io.japply.apply.status;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The engine's only sense of time: the current instant, and a bounded wait for the next signal.
 * Injected so tests run a five-minute timeout in no time at all.
 */
public interface WaitClock {
    Instant now();

    /** The next element of {@code queue}, or null once {@code atMost} has passed without one. */
    <T> T poll(BlockingQueue<T> queue, Duration atMost) throws InterruptedException;

    static WaitClock system() {
        return new WaitClock() {
            @Override
            public Instant now() {
                return Instant.now();
            }

            @Override
            public <T> T poll(BlockingQueue<T> queue, Duration atMost) throws InterruptedException {
                return queue.poll(Math.max(0, atMost.toMillis()), TimeUnit.MILLISECONDS);
            }
        };
    }
}
