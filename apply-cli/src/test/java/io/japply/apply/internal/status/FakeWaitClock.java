package io.japply.apply.internal.status;

import io.japply.apply.status.WaitClock;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.BlockingQueue;

/** Time moves only when the engine waits with nothing queued: then it jumps to the end of the wait. */
final class FakeWaitClock implements WaitClock {
    static final Instant START = Instant.parse("2025-06-01T12:00:00Z");
    private Instant now = START;

    @Override
    public synchronized Instant now() {
        return now;
    }

    @Override
    public synchronized <T> T poll(BlockingQueue<T> queue, Duration atMost) {
        T next = queue.poll();
        if (next == null) {
            now = now.plus(atMost);
        }
        return next;
    }

    synchronized Duration elapsed() {
        return Duration.between(START, now);
    }
}
