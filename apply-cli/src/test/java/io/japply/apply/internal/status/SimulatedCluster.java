package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitClock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;

/**
 * A cluster whose controllers move status along on a script, and the clock of the wait: objects are
 * set at given times after the start; time moves only when the waiter polls an empty queue, to the
 * next scripted change (whose watch events are then queued) or to the end of its poll. Records
 * every LIST and WATCH as "LIST scope" and "WATCH scope from rv".
 */
public final class SimulatedCluster implements StatusSource, WaitClock {
    public static final Instant START = Instant.parse("2026-01-01T00:00:00Z");
    private final TreeMap<Instant, List<ObjectNode>> script = new TreeMap<>();
    private final Map<WatchScope, Map<String, ObjectNode>> stored = new LinkedHashMap<>();
    private final Map<WatchScope, List<Events>> watchers = new LinkedHashMap<>();
    private final List<String> requests = new ArrayList<>();
    private Instant now = START;
    private long version = 10;
    private final java.util.Set<String> forbidden = new java.util.HashSet<>();

    /** {@code object} (with apiVersion, kind, namespace and name) is stored as this, {@code after} the start. */
    public synchronized SimulatedCluster at(Duration after, JsonNode object) {
        script.computeIfAbsent(START.plus(after), t -> new ArrayList<>()).add((ObjectNode) object.deepCopy());
        return this;
    }

    /** Lists of this kind are refused as an API server refuses a user without the list permission. */
    public synchronized SimulatedCluster forbid(String kind) {
        forbidden.add(kind);
        return this;
    }

    public synchronized List<String> requests() {
        return List.copyOf(requests);
    }

    public synchronized Duration elapsed() {
        return Duration.between(START, now);
    }

    @Override
    public synchronized Listing list(WatchScope scope) {
        requests.add("LIST " + scope);
        if (forbidden.contains(scope.kind())) {
            throw new StatusSourceException("HTTP 403: " + scope.kind().toLowerCase(java.util.Locale.ROOT)
                    + "s is forbidden: User \"ci\" cannot list it", 403);
        }
        applyDue();
        List<JsonNode> items = new ArrayList<>(stored.getOrDefault(scope, Map.of()).values());
        return new Listing(items, Long.toString(version));
    }

    @Override
    public synchronized Watch watch(WatchScope scope, String resourceVersion, Events events) {
        requests.add("WATCH " + scope + " from " + resourceVersion);
        watchers.computeIfAbsent(scope, s -> new ArrayList<>()).add(events);
        return () -> {
            synchronized (SimulatedCluster.this) {
                watchers.get(scope).remove(events);
            }
        };
    }

    @Override
    public synchronized Instant now() {
        return now;
    }

    @Override
    public synchronized <T> T poll(BlockingQueue<T> queue, Duration atMost) {
        T next = queue.poll();
        Instant until = now.plus(atMost);
        while (next == null && !script.isEmpty() && !script.firstKey().isAfter(until)) {
            now = script.firstKey().isAfter(now) ? script.firstKey() : now;
            applyDue();
            next = queue.poll();
        }
        if (next == null) {
            now = until;
        }
        return next;
    }

    /** Stores every change due by now and tells the watches of its scope. */
    private void applyDue() {
        while (!script.isEmpty() && !script.firstKey().isAfter(now)) {
            for (ObjectNode object : script.pollFirstEntry().getValue()) {
                store(object);
            }
        }
    }

    private void store(ObjectNode object) {
        WatchScope scope = new WatchScope(object.path("apiVersion").asText(), object.path("kind").asText(),
                object.path("metadata").path("namespace").asText(""));
        object.withObject("/metadata").put("resourceVersion", Long.toString(++version));
        String name = object.path("metadata").path("name").asText();
        boolean added = stored.computeIfAbsent(scope, s -> new LinkedHashMap<>()).put(name, object) == null;
        for (Events events : List.copyOf(watchers.getOrDefault(scope, List.of()))) {
            events.event(added ? EventType.ADDED : EventType.MODIFIED, object.deepCopy());
        }
    }
}
