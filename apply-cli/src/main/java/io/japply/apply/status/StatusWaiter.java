package io.japply.apply.status;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Follows objects until every one is Current, one is Failed (the wait ends at once), or the timeout
 * passes. One LIST and WATCH per kind and namespace however many objects share it; a dropped watch
 * resumes from its last resourceVersion, an expired one lists again. Events from the watches'
 * threads meet in one queue; statuses are computed and the listener called on the calling thread.
 */
public final class StatusWaiter {
    /** How often statuses that depend on time (an unschedulable pod's grace) are computed again. */
    static final Duration RECHECK_EVERY = Duration.ofSeconds(5);

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
        Instant deadline = start.plus(options.timeout());
        Tracker tracker = new Tracker(refs, listener);
        BlockingQueue<ScopeWatch.Signal> inbox = new LinkedBlockingQueue<>();
        Map<WatchScope, ScopeWatch> watches = new LinkedHashMap<>();
        tracker.scopes().forEach(scope -> watches.put(scope, new ScopeWatch(scope, source, inbox)));
        try {
            WaitOutcome.End end = loop(tracker, watches, inbox, deadline, options.reportEvery());
            return new WaitOutcome(end, tracker.all(), Duration.between(start, clock.now()));
        } finally {
            watches.values().forEach(ScopeWatch::close);
        }
    }

    private WaitOutcome.End loop(Tracker tracker, Map<WatchScope, ScopeWatch> watches,
                                 BlockingQueue<ScopeWatch.Signal> inbox, Instant deadline, Duration reportEvery) {
        Instant nextReport = clock.now().plus(reportEvery);
        Instant nextRecheck = clock.now().plus(RECHECK_EVERY);
        while (true) {
            Instant now = clock.now();
            for (ScopeWatch watch : watches.values()) {
                if (watch.resumeAt().filter(at -> !at.isAfter(now)).isPresent()) {
                    connect(watch, tracker, now);
                }
            }
            if (!now.isBefore(nextRecheck)) {
                tracker.recheck(now);
                nextRecheck = now.plus(RECHECK_EVERY);
            }
            if (tracker.failure().isPresent()) {
                return WaitOutcome.End.FAILED;
            }
            if (tracker.allCurrent()) {
                return WaitOutcome.End.ALL_CURRENT;
            }
            if (!now.isBefore(deadline)) {
                return WaitOutcome.End.TIMED_OUT;
            }
            if (!now.isBefore(nextReport)) {
                listener.stillWaiting(tracker.waiting());
                nextReport = now.plus(reportEvery);
            }
            Instant wakeAt = earliest(List.of(deadline, nextReport, nextRecheck), watches.values());
            try {
                ScopeWatch.Signal signal = clock.poll(inbox, Duration.between(now, wakeAt));
                while (signal != null) {
                    handle(signal, watches.get(signal.scope()), tracker, clock.now());
                    signal = tracker.failure().isPresent() ? null : inbox.poll();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return WaitOutcome.End.INTERRUPTED;
            }
        }
    }

    private static void connect(ScopeWatch watch, Tracker tracker, Instant now) {
        try {
            watch.listIfNeeded().ifPresent(listing -> tracker.listed(watch.scope(), listing.items(), now));
            watch.watch();
        } catch (RuntimeException e) {
            // a server or network failure: said in the objects' message, retried until the deadline
            tracker.unreadable(watch.scope(), "cannot read " + watch.scope() + ": " + oneLine(e), now);
            watch.failed(StatusSource.DropReason.DISCONNECTED, now);
        }
    }

    private static void handle(ScopeWatch.Signal signal, ScopeWatch watch, Tracker tracker, Instant now) {
        if (watch == null || !watch.isLive(signal)) {
            return;
        }
        if (signal.dropped() != null) {
            watch.failed(signal.dropped(), now);
            return;
        }
        watch.seen(signal.object());
        if (signal.type() != StatusSource.EventType.BOOKMARK && signal.object() != null) {
            tracker.event(signal.scope(), signal.type(), signal.object(), now);
        }
    }

    private static Instant earliest(List<Instant> timers, Iterable<ScopeWatch> watches) {
        List<Instant> all = new ArrayList<>(timers);
        watches.forEach(w -> w.resumeAt().ifPresent(all::add));
        return all.stream().min(Instant::compareTo).orElseThrow();
    }

    static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return message.replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
