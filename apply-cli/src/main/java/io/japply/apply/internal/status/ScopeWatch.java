package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.StatusSource;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;

/**
 * The LIST and WATCH of one scope: the resourceVersion to resume from, whether a new LIST is
 * needed (at the start, and after 410 Gone), and the pause before reconnecting after a failure.
 * Each watch gets a new epoch so that a late event of a watch already replaced is ignored.
 */
final class ScopeWatch {
    private static final Duration FIRST_RETRY = Duration.ofMillis(250);
    private static final Duration MAX_RETRY = Duration.ofSeconds(5);

    /** A watch event or drop, tagged with the scope and the epoch of the watch it came from. */
    record Signal(WatchScope scope, long epoch, StatusSource.EventType type, JsonNode object,
                  StatusSource.DropReason dropped) {
    }

    private final WatchScope scope;
    private final StatusSource source;
    private final BlockingQueue<Signal> inbox;
    private long epoch;
    private String resourceVersion = "";
    private boolean needsList = true;
    private int failures;
    private Instant resumeAt = Instant.MIN;
    private StatusSource.Watch watch;

    ScopeWatch(WatchScope scope, StatusSource source, BlockingQueue<Signal> inbox) {
        this.scope = scope;
        this.source = source;
        this.inbox = inbox;
    }

    WatchScope scope() {
        return scope;
    }

    /** Whether the next connection starts with a LIST. */
    boolean needsList() {
        return needsList;
    }

    /** The full LIST, at the start and after the watch's resourceVersion expired; else empty. */
    Optional<StatusSource.Listing> listIfNeeded() {
        if (!needsList) {
            return Optional.empty();
        }
        StatusSource.Listing listing = source.list(scope);
        resourceVersion = listing.resourceVersion() == null ? "" : listing.resourceVersion();
        needsList = false;
        return Optional.of(listing);
    }

    /** Watches from the last resourceVersion seen; its events and drop go to the inbox. */
    void watch() {
        long mine = ++epoch;
        resumeAt = null;
        watch = source.watch(scope, resourceVersion, new StatusSource.Events() {
            @Override
            public void event(StatusSource.EventType type, JsonNode object) {
                inbox.add(new Signal(scope, mine, type, object, null));
            }

            @Override
            public void dropped(StatusSource.DropReason reason, String message) {
                inbox.add(new Signal(scope, mine, null, null, reason));
            }
        });
    }

    boolean isLive(Signal signal) {
        return signal.epoch() == epoch && resumeAt == null;
    }

    /** An event arrived: remember where to resume, and that the connection works. */
    void seen(JsonNode object) {
        String version = object == null ? "" : object.path("metadata").path("resourceVersion").asText("");
        if (!version.isEmpty()) {
            resourceVersion = version;
        }
        failures = 0;
    }

    /** The watch ended or could not start: reconnect at once the first time, then after growing pauses. */
    void failed(StatusSource.DropReason reason, Instant now) {
        close();
        needsList |= reason == StatusSource.DropReason.EXPIRED;
        failures++;
        Duration pause = failures == 1 ? Duration.ZERO
                : min(FIRST_RETRY.multipliedBy(1L << Math.min(failures - 2, 10)), MAX_RETRY);
        resumeAt = now.plus(pause);
    }

    /** When to reconnect, or empty while the watch runs. */
    Optional<Instant> resumeAt() {
        return Optional.ofNullable(resumeAt);
    }

    void close() {
        if (watch != null) {
            try {
                watch.close();
            } catch (RuntimeException ignored) {
                // closing a broken watch can fail too; there is nothing left to release then
            }
            watch = null;
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
