package io.japply.apply.internal.status;

import io.japply.apply.status.WatchScope;

import io.japply.apply.status.StatusSource;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A scripted cluster: each LIST of a scope returns its next listing (the last one repeats), each
 * WATCH plays its next session on the caller's thread (none left: an open, silent watch). Every
 * request is recorded as "LIST scope" or "WATCH scope from rv", and every close.
 */
final class FakeStatusSource implements StatusSource {
    private final Map<WatchScope, Deque<Object>> listings = new HashMap<>();
    private final Map<WatchScope, Deque<Consumer<Events>>> sessions = new HashMap<>();
    private final List<String> requests = new ArrayList<>();
    private int closed;

    /** The next LIST of the scope returns these items, or throws it if it is a RuntimeException. */
    FakeStatusSource listing(WatchScope scope, String resourceVersion, JsonNode... items) {
        listings.computeIfAbsent(scope, s -> new ArrayDeque<>()).add(new Listing(List.of(items), resourceVersion));
        return this;
    }

    FakeStatusSource listFails(WatchScope scope, RuntimeException failure) {
        listings.computeIfAbsent(scope, s -> new ArrayDeque<>()).add(failure);
        return this;
    }

    FakeStatusSource session(WatchScope scope, Consumer<Events> script) {
        sessions.computeIfAbsent(scope, s -> new ArrayDeque<>()).add(script);
        return this;
    }

    @Override
    public synchronized Listing list(WatchScope scope) {
        requests.add("LIST " + scope);
        Deque<Object> queue = listings.get(scope);
        if (queue == null || queue.isEmpty()) {
            return new Listing(List.of(), "1");
        }
        Object next = queue.size() > 1 ? queue.poll() : queue.peek();
        if (next instanceof RuntimeException failure) {
            throw failure;
        }
        return (Listing) next;
    }

    @Override
    public synchronized Watch watch(WatchScope scope, String resourceVersion, Events events) {
        requests.add("WATCH " + scope + " from " + resourceVersion);
        Deque<Consumer<Events>> queue = sessions.get(scope);
        if (queue != null && !queue.isEmpty()) {
            queue.poll().accept(events);
        }
        return () -> {
            synchronized (FakeStatusSource.this) {
                closed++;
            }
        };
    }

    synchronized List<String> requests() {
        return List.copyOf(requests);
    }

    synchronized int closed() {
        return closed;
    }
}
