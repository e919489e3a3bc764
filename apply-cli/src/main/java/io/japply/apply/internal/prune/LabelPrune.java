package io.japply.apply.internal.prune;

import io.japply.apply.job.PruneSelection;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.model.DryRun;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.model.Manifest;
import io.japply.apply.model.Failure;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import io.japply.apply.job.PruneKind;

/**
 * --prune -l SELECTOR (or --all) without --applyset: kubectl's first prune. After a clean apply, every
 * object of the allowlist's kinds that matches the selector, carries the last-applied annotation and
 * was not in this input is deleted: namespaced kinds in each namespace the apply visited (-n, and the
 * namespace of every applied object), cluster-scoped kinds everywhere.
 */
public final class LabelPrune implements PruneRun {
    /** A kind of the allowlist as the server serves it. */
    private record Listed(PruneKind kind, ClusterGateway.Served served) {
    }

    private final PruneSelection selection;
    private final DeleteRecorder recorder = new DeleteRecorder();
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Cascade cascade;
    private final List<Listed> kinds = new ArrayList<>();

    public LabelPrune(PruneSelection selection, ClusterGateway cluster, ApplyOptions options, Cascade cascade) {
        this.selection = selection;
        this.cluster = cluster;
        this.options = options;
        this.cascade = cascade;
    }

    /** Finds each kind on the server; kubectl refuses a kind the server does not serve before applying anything. */
    @Override
    public Optional<String> before(List<Manifest> manifests) {
        kinds.clear();
        boolean defaults = selection.allowlist().isEmpty();
        for (PruneKind kind : PruneKind.parse(selection.allowlist())) {
            Optional<ClusterGateway.Served> served = cluster.resource(kind.apiVersion(), kind.kind());
            if (served.isEmpty()) {
                return Optional.of(defaults ? "error retrieving RESTMappings to prune: invalid resource "
                        + kind.group() + "/" + kind.version() + ", Kind=" + kind.kind() + ": " + notServed(kind)
                        : notServed(kind));
            }
            kinds.add(new Listed(kind, served.get()));
        }
        return Optional.empty();
    }

    /** The server has no such kind: kubectl's words (its REST mapper's). */
    private static String notServed(PruneKind kind) {
        return "no matches for kind \"" + kind.kind() + "\" in version \"" + kind.apiVersion() + "\"";
    }

    @Override
    public void prune(List<Outcome> applied, PruneListener listener) {
        ClusterGateway warning = cluster.reportingTo(listener::warned);
        for (LiveMember found : candidates(applied.stream().map(Outcome::ref).toList(), listener::warned)) {
            String error = delete(warning, found.ref());
            if (error == null && options.dryRun() == DryRun.NONE) {
                recorder.deleted(found.ref(), found.live());
            }
            listener.pruned(found.ref(), found.live(), error);
        }
    }

    @Override
    public void recordBeforeDelete() {
        recorder.on();
    }

    @Override
    public List<Removed> removed() {
        return recorder.removed();
    }

    /** Deletes (a server dry run asks the server; a client dry run sends nothing); null, or why it failed. */
    private String delete(ClusterGateway cluster, ObjectRef ref) {
        if (options.dryRun() == DryRun.CLIENT) {
            return null;
        }
        try {
            cluster.delete(ref, cluster.resource(ref.apiVersion(), ref.kind()).orElseThrow(),
                    new ClusterGateway.Deletion(cascade, options.dryRun() == DryRun.SERVER));
            return null;
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            return "pruning " + ref.display() + ": " + e.getMessage();
        }
    }

    /**
     * The objects to prune after applying {@code kept} (after {@link #before}): namespaces in name order,
     * then kinds in allowlist order, then the server's order.
     */
    public List<LiveMember> candidates(Collection<ObjectRef> kept) {
        return candidates(kept, text -> { });
    }

    /**
     * The same, the server's warnings on each LIST (the text of its Warning headers: a deprecated kind
     * of the allowlist, as v1 Endpoints on a 1.33+ server) going to {@code warnings} as each answer comes.
     */
    public List<LiveMember> candidates(Collection<ObjectRef> kept, Consumer<String> warnings) {
        ClusterGateway cluster = this.cluster.reportingTo(warnings);
        Set<String> keep = new HashSet<>();
        Set<String> namespaces = new TreeSet<>();
        options.namespace().ifPresent(namespaces::add);
        for (ObjectRef ref : kept) {
            keep.add(PruneRun.key(ref));
            if (ref.namespace() != null) {
                namespaces.add(ref.namespace());
            }
        }
        List<LiveMember> found = new ArrayList<>();
        for (String namespace : namespaces) {
            kinds.stream().filter(k -> k.served().namespaced()).forEach(k -> found.addAll(listed(cluster, k, namespace, keep)));
        }
        kinds.stream().filter(k -> !k.served().namespaced()).forEach(k -> found.addAll(listed(cluster, k, null, keep)));
        return found;
    }

    private List<LiveMember> listed(ClusterGateway cluster, Listed listed, String namespace, Set<String> keep) {
        PruneKind kind = listed.kind();
        List<ObjectNode> items;
        try {
            items = cluster.list(new ObjectRef(kind.apiVersion(), kind.kind(), namespace, null), listed.served(),
                    selection.selector());
        } catch (ClusterGateway.Refused e) {
            throw Failure.input("error pruning " + (namespace == null ? "nonNamespaced" : "namespaced") + " object "
                    + kind.group() + "/" + kind.version() + ", Kind=" + kind.kind() + ": " + e.getMessage());
        }
        List<LiveMember> found = new ArrayList<>();
        for (ObjectNode item : items) {
            ObjectRef ref = new ObjectRef(kind.apiVersion(), kind.kind(), namespace,
                    item.path("metadata").path("name").asText());
            // only what apply (or create --save-config) made, and never what this input has
            if (item.path("metadata").path("annotations").has(LastApplied.KEY) && !keep.contains(PruneRun.key(ref))) {
                found.add(new LiveMember(ref, item));
            }
        }
        return found;
    }
}
