package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;
import io.japply.apply.status.WatchScope;

import io.japply.apply.status.JobWait;
import io.japply.apply.status.ObjectStatus;
import io.japply.apply.status.ResourceRef;
import io.japply.apply.status.Status;
import io.japply.apply.status.StatusSource;
import io.japply.apply.status.WaitListener;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The awaited objects, their last snapshot and status, and the listener calls on each change.
 * Lookups are by scope and name, so a 500-object wait costs one map hit per event.
 */
final class Tracker {
    private final Map<ResourceRef, ObjectStatus> states = new LinkedHashMap<>();
    private final Map<WatchScope, Map<String, ResourceRef>> byScope = new HashMap<>();
    private final Map<ResourceRef, JsonNode> snapshots = new HashMap<>();
    private final Set<ResourceRef> notCurrent = new HashSet<>();
    private final WaitListener listener;
    private ObjectStatus firstFailure;
    private final JobWait jobs;

    Tracker(List<ResourceRef> refs, WaitListener listener) {
        this(refs, listener, JobWait.COMPLETE);
    }

    Tracker(List<ResourceRef> refs, WaitListener listener, JobWait jobs) {
        this.listener = listener;
        this.jobs = jobs;
        for (ResourceRef ref : refs) {
            if (states.putIfAbsent(ref, new ObjectStatus(ref, StatusResult.unknown("NotListed",
                    "waiting for the first list of " + ref.scope()), null)) == null) {
                byScope.computeIfAbsent(ref.scope(), s -> new HashMap<>()).put(ref.name(), ref);
                notCurrent.add(ref);
            }
        }
    }

    Set<WatchScope> scopes() {
        return byScope.keySet();
    }

    /** A full list of a scope: awaited objects missing from it are NotFound. */
    void listed(WatchScope scope, List<JsonNode> items, Instant now) {
        Set<ResourceRef> seen = new HashSet<>();
        for (JsonNode item : items) {
            ref(scope, item).ifPresent(ref -> {
                seen.add(ref);
                observe(ref, item, now);
            });
        }
        for (ResourceRef ref : byScope.get(scope).values()) {
            if (!seen.contains(ref)) {
                snapshots.remove(ref);
                update(ref, new StatusResult(Status.NOT_FOUND, "NotFound", "not found"), now);
            }
        }
    }

    void event(WatchScope scope, StatusSource.EventType type, JsonNode object, Instant now) {
        ref(scope, object).ifPresent(ref -> {
            if (type == StatusSource.EventType.DELETED) {
                snapshots.remove(ref);
                update(ref, new StatusResult(Status.NOT_FOUND, "Deleted", "deleted"), now);
            } else {
                observe(ref, object, now);
            }
        });
    }

    /** The scope cannot be read: objects never seen say why, seen ones keep their last status. */
    void unreadable(WatchScope scope, String why, Instant now) {
        for (ResourceRef ref : byScope.get(scope).values()) {
            if (!snapshots.containsKey(ref) && states.get(ref).status() == Status.UNKNOWN) {
                update(ref, StatusResult.unknown("SourceError", why), now);
            }
        }
    }

    /** Computes again the objects not Current from their snapshots, for rules that depend on time. */
    void recheck(Instant now) {
        for (ResourceRef ref : List.copyOf(notCurrent)) {
            JsonNode snapshot = snapshots.get(ref);
            if (snapshot != null) {
                update(ref, StatusRules.compute(snapshot, now, jobs), now);
            }
        }
    }

    boolean allCurrent() {
        return notCurrent.isEmpty();
    }

    Optional<ObjectStatus> failure() {
        return Optional.ofNullable(firstFailure);
    }

    List<ObjectStatus> all() {
        return new ArrayList<>(states.values());
    }

    List<ObjectStatus> waiting() {
        return states.values().stream().filter(o -> notCurrent.contains(o.ref())).toList();
    }

    private void observe(ResourceRef ref, JsonNode object, Instant now) {
        JsonNode typed = withType(ref, object);
        snapshots.put(ref, typed);
        update(ref, StatusRules.compute(typed, now, jobs), now);
    }

    private void update(ResourceRef ref, StatusResult result, Instant now) {
        ObjectStatus before = states.get(ref);
        if (before.result().equals(result)) {
            return;
        }
        boolean current = result.status() == Status.CURRENT;
        boolean wasCurrent = before.status() == Status.CURRENT;
        ObjectStatus after = new ObjectStatus(ref, result, current ? (wasCurrent ? before.readyAt() : now) : null);
        states.put(ref, after);
        if (current) {
            notCurrent.remove(ref);
        } else {
            notCurrent.add(ref);
        }
        if (current && !wasCurrent) {
            listener.ready(after);
        } else if (result.status() == Status.FAILED) {
            firstFailure = firstFailure == null ? after : firstFailure;
            listener.failed(after);
        } else if (!current) {
            listener.changed(after);
        }
    }

    private Optional<ResourceRef> ref(WatchScope scope, JsonNode object) {
        String name = object.path("metadata").path("name").asText("");
        return Optional.ofNullable(byScope.getOrDefault(scope, Map.of()).get(name));
    }

    /** List items come without apiVersion and kind; the rules need them, so a copy gets them. */
    private static JsonNode withType(ResourceRef ref, JsonNode object) {
        if (!object.isObject() || (object.hasNonNull("apiVersion") && object.hasNonNull("kind"))) {
            return object;
        }
        ObjectNode copy = ((ObjectNode) object).deepCopy();
        copy.put("apiVersion", ref.apiVersion());
        copy.put("kind", ref.kind());
        return copy;
    }
}
