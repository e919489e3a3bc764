package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;

import static io.japply.apply.internal.status.LiveObjects.DEPLOYMENTS;
import static io.japply.apply.internal.status.LiveObjects.ref;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A server that does not answer the first LIST holds a wait no longer than the wait's own timeout (real clock). */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class SlowListTest {
    private final CountDownLatch released = new CountDownLatch(1);

    /** Answers nothing until released (or 20 s): a server slower than the wait, within --request-timeout. */
    private final StatusSource silent = new StatusSource() {
        @Override
        public Listing list(WatchScope scope) {
            try {
                released.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new StatusSourceException("no answer from the server within 20s", 0);
        }

        @Override
        public Watch watch(WatchScope scope, String resourceVersion, Events events) {
            return () -> { };
        }
    };

    @Test
    void theFirstListIsBoundedByTheWait() {
        try {
            WaitOutcome outcome = new StatusWaiter(silent, WaitClock.system(), new RecordingListener())
                    .await(List.of(ref(DEPLOYMENTS, "web")), WaitOptions.timeout(Duration.ofMillis(300)));
            assertEquals(WaitOutcome.End.TIMED_OUT, outcome.end());
            assertTrue(outcome.waited().compareTo(Duration.ofSeconds(5)) < 0, "the wait's 300ms, not the LIST's 20s: " + outcome.summary());
            assertTrue(outcome.summary().contains("cannot list Deployment (apps/v1) in namespace shop: no answer within the "),
                    outcome.summary());
            assertTrue(outcome.summary().contains("the wait had left"), outcome.summary());
        } finally {
            released.countDown();
        }
    }
}
