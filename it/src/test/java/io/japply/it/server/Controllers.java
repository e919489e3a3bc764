package io.japply.it.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.japply.threeway.json.Json;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The fake server's controllers: per object, status written in steps, the first some time after the
 * object appears (japply creates it), each next some time after the one before. One daemon thread
 * per object; it gives up when the object does not appear within a minute or the test closes it.
 */
public final class Controllers implements AutoCloseable {
    private static final Duration APPEAR_WITHIN = Duration.ofMinutes(1);
    private static final long POLL_MILLIS = 20;

    /** What a step does: write a status, delete the object (someone else did), or compact the store's history. */
    private enum Action { STATUS, DELETE, COMPACT }

    private record Step(Duration after, Action action, String status) {
    }

    private final ObjectStore store;
    private final Map<String, List<Step>> steps = new LinkedHashMap<>();
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "fake-controller");
        thread.setDaemon(true);
        return thread;
    });

    public Controllers(ObjectStore store) {
        this.store = store;
    }

    /** The object at {@code path} gets this status (JSON) {@code after} the previous step. */
    public Controllers then(String path, Duration after, String status) {
        steps.computeIfAbsent(path, p -> new ArrayList<>()).add(new Step(after, Action.STATUS, status));
        return this;
    }

    /**
     * The object at {@code path} is deleted {@code after} the previous step and after a client
     * started watching (so that the deletion comes during the wait, however slow the machine): watches see DELETED.
     */
    public Controllers thenDeleted(String path, Duration after) {
        steps.computeIfAbsent(path, p -> new ArrayList<>()).add(new Step(after, Action.DELETE, null));
        return this;
    }

    /** The store's history is compacted {@code after} the previous step: watches from before meet 410 Gone. */
    public Controllers thenCompacted(String path, Duration after) {
        steps.computeIfAbsent(path, p -> new ArrayList<>()).add(new Step(after, Action.COMPACT, null));
        return this;
    }

    public Controllers start() {
        steps.forEach((path, list) -> threads.submit(() -> run(path, list)));
        return this;
    }

    private void run(String path, List<Step> list) {
        try {
            long giveUp = System.nanoTime() + APPEAR_WITHIN.toNanos();
            while (store.get(path) == null && System.nanoTime() < giveUp) {
                Thread.sleep(POLL_MILLIS);
            }
            for (Step step : list) {
                Thread.sleep(step.after().toMillis());
                switch (step.action()) {
                    case STATUS -> store.update(path, object -> object.set("status", parse(step.status())));
                    case DELETE -> {
                        while (store.watchesStarted() == 0) {
                            Thread.sleep(POLL_MILLIS);
                        }
                        store.remove(path);
                    }
                    case COMPACT -> store.compact();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static com.fasterxml.jackson.databind.JsonNode parse(String json) {
        try {
            return Json.parse(json.replace('\'', '"'));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(json, e);
        }
    }

    @Override
    public void close() {
        threads.shutdownNow();
    }
}
