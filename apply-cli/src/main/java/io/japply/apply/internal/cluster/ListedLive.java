package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The live objects of an apply read with one LIST per kind and namespace instead of a GET per object,
 * where the input has several objects of that kind and namespace: kubectl's N sequential GETs
 * become one request. Each listed object answers one GET only; a retry after a conflict, or a second
 * document naming the same object, reads the server again. A LIST reads at most a few times more
 * objects than the input names (one page); names it did not reach, or a LIST the server refuses
 * (no list permission), fall back to a GET.
 */
public final class ListedLive {
    /** Fewer objects of a kind and namespace than this are read one by one, as kubectl does. */
    public static final int MIN_OBJECTS = 4;

    /** A kind in one namespace (null: the whole kind, when it is cluster-scoped); also ListsAhead's key. */
    record Group(String apiVersion, String kind, String namespace) {
        // written out: a record's own equals and hashCode are bootstrapped on first use, spinning method handles
        // (about 1 ms of a cold process each, which the class archive does not hold)
        @Override
        public boolean equals(Object other) {
            return other instanceof Group that && Objects.equals(apiVersion, that.apiVersion)
                    && Objects.equals(kind, that.kind) && Objects.equals(namespace, that.namespace);
        }

        @Override
        public int hashCode() {
            return Objects.hash(apiVersion, kind, namespace);
        }
    }

    private final Map<Group, Integer> expected = new HashMap<>();
    private final Map<Group, Snapshot> snapshots = new ConcurrentHashMap<>();

    /** namespaceHint: where an object goes when namespaced (its own, else -n, else the context's). */
    public ListedLive(List<ObjectNode> objects, java.util.function.Function<ObjectNode, String> namespaceHint) {
        for (ObjectNode object : objects) {
            String apiVersion = object.path("apiVersion").asText();
            String kind = object.path("kind").asText();
            expected.merge(new Group(apiVersion, kind, namespaceHint.apply(object)), 1, Integer::sum);
            expected.merge(new Group(apiVersion, kind, null), 1, Integer::sum);
        }
    }

    /**
     * The live object as a GET would return it: from the group's LIST when there is one. Requests go
     * through {@code cluster}, the asking object's view, so the server's warnings go to that object
     * (a LIST's to the object that made it).
     */
    public Optional<ObjectNode> get(ClusterGateway cluster, ObjectRef ref, ClusterGateway.Served served) {
        Group group = new Group(ref.apiVersion(), ref.kind(), served.namespaced() ? ref.namespace() : null);
        int count = expected.getOrDefault(group, 0);
        if (count < MIN_OBJECTS) {
            return cluster.get(ref, served);
        }
        Optional<Optional<ObjectNode>> listed = snapshots.computeIfAbsent(group, g -> new Snapshot(ref, served, count))
                .take(ref.name(), cluster);
        return listed.orElseGet(() -> cluster.get(ref, served));
    }

    /** One group's LIST, made on the first GET of the group, each answer handed out once. */
    private final class Snapshot {
        private final ObjectRef kind;
        private final ClusterGateway.Served served;
        private final int count;
        private Map<String, ObjectNode> byName;
        private boolean complete;
        private final java.util.Set<String> answered = new java.util.HashSet<>();

        public Snapshot(ObjectRef kind, ClusterGateway.Served served, int count) {
            this.kind = kind;
            this.served = served;
            this.count = count;
        }

        /** The listed answer for this name (present or absent), or empty when a GET must ask. */
        synchronized Optional<Optional<ObjectNode>> take(String name, ClusterGateway cluster) {
            if (byName == null) {
                load(cluster);
            }
            if (!answered.add(name)) {
                return Optional.empty();
            }
            ObjectNode live = byName.remove(name);
            if (live != null) {
                return Optional.of(Optional.of(live));
            }
            return complete ? Optional.of(Optional.empty()) : Optional.empty();
        }

        private void load(ClusterGateway cluster) {
            byName = new HashMap<>();
            try {
                ClusterGateway.Page page = cluster.firstPage(kind, served, 4L * count + 50);
                page.items().forEach(item -> byName.put(item.path("metadata").path("name").asText(), item));
                complete = page.complete();
            } catch (ClusterGateway.Refused e) {
                complete = false; // e.g. allowed to get but not to list: every object is read by itself
            }
        }
    }
}
