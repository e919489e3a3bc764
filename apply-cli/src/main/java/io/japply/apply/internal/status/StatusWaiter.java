package io.japply.apply.internal.status;

import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;

import io.japply.apply.internal.support.Messages;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Follows objects until every one is Current, one is Failed (the wait ends at once), or the timeout
 * passes. One LIST and WATCH per kind and namespace however many objects share it; a dropped watch
 * resumes from its last resourceVersion, an expired one lists again. Events from the watches'
 * threads meet in one queue; statuses are computed and the listener called on the calling thread.
 */
public final class StatusWaiter {
    private final StatusSource source;
    private final WaitClock clock;
    private final WaitListener listener;

    public StatusWaiter(StatusSource source, WaitClock clock, WaitListener listener) {
        this.source = source;
        this.clock = clock;
        this.listener = listener;
    }

    public WaitOutcome await(List<ResourceRef> refs, WaitOptions options) {
        Instant start = clock.now();
        Tracker tracker = new Tracker(refs, listener, options.jobs());
        try (WaitRun run = new WaitRun(source, clock, tracker, listener)) {
            WaitOutcome.End end = run.until(start.plus(options.timeout()), options.reportEvery());
            if (end == WaitOutcome.End.TIMED_OUT && options.timeout().isZero()) {
                end = WaitOutcome.End.CHECKED_ONCE; // no time was given to wait: it was a check, not a timeout
            }
            return new WaitOutcome(end, tracker.all(), Duration.between(start, clock.now()));
        }
    }

    /** A message on one line, whatever the exception held. */
    static String oneLine(Throwable e) {
        return Messages.oneLine(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
