package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOutcome;

import io.japply.apply.internal.support.Daemons;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One wait: (re)connects the scopes that are due, takes the next signals, and checks after each
 * batch whether the wait is over. It sleeps only in {@link WaitClock#poll}, until the next signal
 * or the next timer: the deadline, the still-waiting report, the recheck, a reconnection.
 */
final class WaitRun implements AutoCloseable {
    /** How often statuses that depend on time (an unschedulable pod's grace) are computed again. */
    static final Duration RECHECK_EVERY = Duration.ofSeconds(5);

    private final WaitClock clock;
    private final Tracker tracker;
    private final WaitListener listener;
    private final BlockingQueue<ScopeWatch.Signal> inbox = new LinkedBlockingQueue<>();
    private final Map<WatchScope, ScopeWatch> watches = new LinkedHashMap<>();
    private Instant nextReport;
    private Instant nextRecheck;
    /** A list or watch was refused (401 or 403): the wait ends. */
    private boolean refused;
    private Instant deadline = Instant.MAX;

    WaitRun(StatusSource source, WaitClock clock, Tracker tracker, WaitListener listener) {
        this.clock = clock;
        this.tracker = tracker;
        this.listener = listener;
        tracker.scopes().forEach(scope -> watches.put(scope, new ScopeWatch(scope, source, inbox)));
    }

    WaitOutcome.End until(Instant deadline, Duration reportEvery) {
        this.deadline = deadline;
        nextReport = clock.now().plus(reportEvery);
        nextRecheck = clock.now().plus(RECHECK_EVERY);
        boolean first = true;
        while (true) {
            Instant now = clock.now();
            if (first || now.isBefore(deadline)) {
                reconnectDue(now); // past the deadline, no new connection: the wait is over (a timeout of 0 connects once)
            }
            first = false;
            if (!now.isBefore(nextRecheck)) {
                tracker.recheck(now);
                nextRecheck = now.plus(RECHECK_EVERY);
            }
            WaitOutcome.End end = ended(now, deadline);
            if (end != null) {
                return end;
            }
            if (!now.isBefore(nextReport)) {
                listener.stillWaiting(tracker.waiting());
                nextReport = now.plus(reportEvery);
            }
            try {
                takeSignals(Duration.between(now, wakeAt(deadline)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return WaitOutcome.End.INTERRUPTED;
            }
        }
    }

    /** How the wait ends now, or null to go on; a failure ends it even at the deadline. */
    private WaitOutcome.End ended(Instant now, Instant deadline) {
        if (tracker.failure().isPresent()) {
            return WaitOutcome.End.FAILED;
        }
        if (refused) {
            return WaitOutcome.End.REFUSED;
        }
        if (tracker.allCurrent()) {
            return WaitOutcome.End.ALL_CURRENT;
        }
        return now.isBefore(deadline) ? null : WaitOutcome.End.TIMED_OUT;
    }

    private void reconnectDue(Instant now) {
        for (ScopeWatch watch : watches.values()) {
            if (watch.resumeAt().filter(at -> !at.isAfter(now)).isPresent()) {
                connect(watch, now);
            }
        }
    }

    private void connect(ScopeWatch watch, Instant now) {
        String verb = "list";
        try {
            listWithinTheWait(watch, now).ifPresent(listing -> tracker.listed(watch.scope(), listing.items(), now));
            verb = "watch";
            watch.watch();
        } catch (RuntimeException e) {
            // the verb and the kind, as RBAC names them: what the user may need to be granted
            String why = "cannot " + verb + " " + watch.scope() + ": " + StatusWaiter.oneLine(e);
            tracker.unreadable(watch.scope(), why, now);
            if (e instanceof StatusSourceException source && source.refused()) {
                refused = true; // no permission to list or watch: retrying until the deadline would only delay the news
                return;
            }
            // a server or network failure: said in the objects' message, retried until the deadline
            watch.failed(StatusSource.DropReason.DISCONNECTED, now);
        }
    }

    /**
     * The scope's LIST if it needs one, given no more than the wait's time left: a server slow to answer
     * would otherwise hold a wait of 4s for a whole --request-timeout. A wait with no time left (a
     * timeout of zero, one check) gives it the request's own bound. A LIST still running at the deadline
     * is left to end by itself; the wait ends.
     */
    private Optional<StatusSource.Listing> listWithinTheWait(ScopeWatch watch, Instant now) {
        Duration left = Duration.between(now, deadline);
        if (!watch.needsList() || left.isNegative() || left.isZero()) {
            return watch.listIfNeeded();
        }
        CompletableFuture<Optional<StatusSource.Listing>> listing =
                new CompletableFuture<>();
        Daemons.start("japply-wait-list", () -> {
            try {
                listing.complete(watch.listIfNeeded());
            } catch (RuntimeException e) {
                listing.completeExceptionally(e);
            }
        });
        try {
            return listing.get(Math.max(1, left.toMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new StatusSourceException("no answer within the " + WaitOutcome.words(left) + " the wait had left");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException failure ? failure : new StatusSourceException(e.getCause().toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StatusSourceException("interrupted");
        }
    }

    /** Waits up to {@code atMost} for a signal, then handles all queued ones unless one failed. */
    private void takeSignals(Duration atMost) throws InterruptedException {
        ScopeWatch.Signal signal = clock.poll(inbox, atMost);
        while (signal != null) {
            handle(signal, clock.now());
            signal = tracker.failure().isPresent() ? null : inbox.poll();
        }
    }

    private void handle(ScopeWatch.Signal signal, Instant now) {
        ScopeWatch watch = watches.get(signal.scope());
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

    private Instant wakeAt(Instant deadline) {
        List<Instant> timers = new ArrayList<>(List.of(deadline, nextReport, nextRecheck));
        watches.values().forEach(w -> w.resumeAt().ifPresent(timers::add));
        return timers.stream().min(Instant::compareTo).orElseThrow();
    }

    @Override
    public void close() {
        watches.values().forEach(ScopeWatch::close);
    }
}
