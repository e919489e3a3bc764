package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * The live members of an ApplySet, kind by kind: listed with the set's part-of label in every
 * namespace its parent named, each object's label checked again; and a kind's refused listing in
 * kubectl's words.
 */
final class ApplySetMembers {
    private final ApplySet set;
    private final ClusterGateway cluster;
    /** The parent's group-kinds and namespaces, as read by its run (filled once the parent is read). */
    private final Set<String> previousKinds;
    private final Set<String> previousNamespaces;
    /** The version the server prefers for each group-kind asked about ("": none). */
    private final java.util.Map<String, String> versions = new java.util.concurrent.ConcurrentHashMap<>();

    ApplySetMembers(ApplySet set, ClusterGateway cluster, Set<String> previousKinds, Set<String> previousNamespaces) {
        this.set = set;
        this.cluster = cluster;
        this.previousKinds = previousKinds;
        this.previousNamespaces = previousNamespaces;
    }

    /**
     * Every member of the set, kind by kind in the parent's group-kinds: the one walk of apply's prune and
     * diff's. A kind whose listing is refused goes to {@code refused}, which may throw (the walk stops
     * there) or tell of it (the walk goes on; that kind adds none).
     */
    List<LiveMember> all(BiConsumer<String, ClusterGateway.Refused> refused) {
        List<LiveMember> members = new ArrayList<>();
        for (String groupKind : previousKinds) {
            try {
                members.addAll(of(groupKind));
            } catch (ClusterGateway.Refused e) {
                refused.accept(groupKind, e);
            }
        }
        return members;
    }

    /** The live members of a group-kind ("Deployment.apps"); a refusal is thrown in kubectl's words. */
    List<LiveMember> of(String groupKind) {
        Optional<String> version = Optional.empty();
        try {
            version = cluster.preferredVersion(group(groupKind));
            versions.put(groupKind, version.orElse(""));
            return version.isEmpty() ? List.of() : of(version.get(), kind(groupKind));
        } catch (ClusterGateway.Refused e) {
            throw listingRefused(groupKind, version.orElse(null), e);
        }
    }

    /** The kind, with the version the server prefers once known, as a reference naming no object. */
    ObjectRef kindRef(String groupKind) {
        String version = versions.getOrDefault(groupKind, "");
        return new ObjectRef(version.isEmpty() ? null : version, kind(groupKind), null, null);
    }

    /** The members of one kind in every namespace the parent listed; none when the kind is gone from the server. */
    private List<LiveMember> of(String apiVersion, String kind) {
        Optional<ClusterGateway.Served> served = cluster.resource(apiVersion, kind);
        if (served.isEmpty()) {
            return List.of(); // the kind is gone from the server, and its objects with it
        }
        Set<String> namespaces = new TreeSet<>(previousNamespaces);
        if (set.namespace() != null) { // a cluster-scoped parent (a custom resource) names none
            namespaces.add(set.namespace());
        }
        List<LiveMember> members = new ArrayList<>();
        for (String ns : served.get().namespaced() ? namespaces : Arrays.asList((String) null)) {
            ObjectRef all = new ObjectRef(apiVersion, kind, ns, null);
            for (ObjectNode o : cluster.list(all, served.get(), ApplySet.PART_OF_LABEL + "=" + set.id())) {
                // the server filtered by label; look again, so nothing outside the set is ever touched
                if (set.id().equals(o.path("metadata").path("labels").path(ApplySet.PART_OF_LABEL).asText(null))) {
                    members.add(new LiveMember(new ObjectRef(apiVersion, kind, ns, o.path("metadata").path("name").asText()), o));
                }
            }
        }
        return members;
    }

    /**
     * A kind's LIST (or its discovery) refused, in kubectl's words: "listing apps/v1, Kind=Deployment
     * objects for pruning: deployments.apps is forbidden: ..." (its GroupVersionKind, "/v1, Kind=ConfigMap"
     * for the core group); the group-kind itself when no version was learnt.
     */
    private static ClusterGateway.Refused listingRefused(String groupKind, String apiVersion, ClusterGateway.Refused e) {
        String named = apiVersion == null ? groupKind
                : (apiVersion.contains("/") ? apiVersion : "/" + apiVersion) + ", Kind=" + kind(groupKind);
        return new ClusterGateway.Refused(e.code(), "listing " + named + " objects for pruning: " + ApplySetRun.serverWords(e));
    }

    /** "Deployment" of "Deployment.apps". */
    private static String kind(String groupKind) {
        int dot = groupKind.indexOf('.');
        return dot < 0 ? groupKind : groupKind.substring(0, dot);
    }

    /** "apps" of "Deployment.apps"; "" for the core group. */
    private static String group(String groupKind) {
        int dot = groupKind.indexOf('.');
        return dot < 0 ? "" : groupKind.substring(dot + 1);
    }
}
