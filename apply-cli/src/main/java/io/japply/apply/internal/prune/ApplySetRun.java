package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.model.Manifest;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.internal.plan.ApplyPlan;

/**
 * --prune --applyset: kubectl's ApplySet flow. Before the apply, the parent is read (it must be
 * japply's and carry this set's id) and widened to what it had plus what this input adds, so an
 * interrupted run leaves nothing untracked; members get the part-of label. After an apply where
 * nothing failed, the objects of the set (by label, only in the group-kinds and namespaces the
 * parent listed) that this input no longer has are deleted, and the parent narrowed to this input.
 */
public final class ApplySetRun implements PruneRun {
    private final ApplySet set;
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Cascade cascade;
    private final Set<String> previousKinds = new TreeSet<>();
    private final String toolVersion;
    private final ParentWriter parentWriter;
    private final Set<String> previousNamespaces = new TreeSet<>();
    private final ApplySetMembers listed;
    private final DeleteRecorder recorder = new DeleteRecorder();
    /** The server's refusal of the parent's read or write, for a library caller's reason. */
    private java.util.OptionalInt refusal = java.util.OptionalInt.empty();
    /** The parent as this run found it, for --atomic's restore: whether it existed, its tooling annotation. */
    private boolean parentExisted;
    private String previousTooling;

    public ApplySetRun(ApplySet set, ClusterGateway cluster, ApplyOptions options, String toolVersion, Cascade cascade) {
        this.cascade = cascade;
        this.set = set;
        this.cluster = cluster;
        this.options = options;
        this.toolVersion = toolVersion;
        this.parentWriter = new ParentWriter(set, cluster, options, toolVersion);
        this.listed = new ApplySetMembers(set, cluster, previousKinds, previousNamespaces);
    }

    /** The manifests with the part-of label; one that already sets it is refused, as kubectl refuses it. */
    @Override
    public List<Manifest> label(List<Manifest> manifests) {
        return set.label(manifests);
    }

    /** Reads and checks the parent, then writes the superset; a message when the set cannot be used. */
    @Override
    public Optional<String> before(List<Manifest> manifests) {
        Optional<String> refused = readParent();
        if (refused.isPresent()) {
            return refused;
        }
        Set<String> kinds = new TreeSet<>(previousKinds);
        Set<String> namespaces = new TreeSet<>(previousNamespaces);
        for (Manifest m : manifests) {
            if (m.problem().isEmpty()) {
                kinds.add(ApplyPlan.groupKind(m.object()));
                namespaceOf(m.object()).ifPresent(namespaces::add);
            }
        }
        try {
            parentWriter.write(kinds, namespaces);
        } catch (ClusterGateway.Refused e) {
            refusal = java.util.OptionalInt.of(e.code());
            return Optional.of("failed to update ApplySet: " + serverWords(e));
        }
        return Optional.empty();
    }

    @Override
    public List<String> warnings() {
        return parentWriter.warnings();
    }

    @Override
    public java.util.OptionalInt refusal() {
        return refusal;
    }

    /** Reads and checks the parent, writing nothing (diff --prune stops here); a message when the set cannot be used. */
    public Optional<String> readParent() {
        Optional<ObjectNode> parent;
        try {
            parent = cluster.get(set.ref(), parentWriter.served()); // discovery too may be refused
        } catch (ClusterGateway.Refused e) {
            refusal = java.util.OptionalInt.of(e.code());
            return Optional.of("failed to fetch ApplySet parent object \"" + set.kubectlRef() + "\": "
                    + serverWords(e));
        }
        if (parent.isEmpty() && !set.builtIn()) {
            return Optional.of("custom resource ApplySet parents cannot be created automatically");
        }
        parentExisted = parent.isPresent();
        return parent.isPresent() ? adopt(parent.get()) : Optional.empty();
    }

    /** The server's message as kubectl wraps it (%w of its status error): without our "Error from server (...)" frame. */
    static String serverWords(ClusterGateway.Refused e) {
        return e.getMessage().replaceFirst("^Error from server \\([^)]*\\): ", "");
    }

    private Optional<String> adopt(ObjectNode parent) {
        ObjectNode metadata = (ObjectNode) parent.path("metadata");
        String tooling = metadata.path("annotations").path(ApplySet.TOOLING).asText(null);
        if (tooling == null) {
            return Optional.of("ApplySet parent " + set.display() + " already exists and is missing required annotation "
                    + ApplySet.TOOLING);
        }
        Optional<ParentTooling> carriedOn = ParentTooling.carryingOn(tooling, toolVersion);
        if (carriedOn.isEmpty()) {
            return Optional.of("ApplySet parent " + set.display() + " already exists and is managed by tooling \""
                    + ApplySet.toolOf(tooling) + "\" instead of \"" + ApplySet.TOOL + "\" (or \"" + ApplySet.KUBECTL + "\")");
        }
        parentWriter.carryOn(carriedOn.get());
        this.previousTooling = tooling;
        String id = metadata.path("labels").path(ApplySet.ID_LABEL).asText(null);
        if (!set.id().equals(id)) {
            return Optional.of("ApplySet parent " + set.display() + " has label " + ApplySet.ID_LABEL + "=" + id
                    + ", not " + set.id());
        }
        String kinds = metadata.path("annotations").path(ApplySet.GROUP_KINDS).asText("");
        String namespaces = metadata.path("annotations").path(ApplySet.NAMESPACES).asText("");
        previousKinds.addAll(split(kinds));
        previousNamespaces.addAll(split(namespaces));
        return Optional.empty();
    }

    /** Deletes the members this run did not apply; then narrows the parent to this run's objects. */
    @Override
    public void prune(List<Outcome> applied, PruneListener report) {
        new ApplySetPrune(set, cluster, options, cascade, listed, recorder, parentWriter).prune(applied, report);
    }

    @Override
    public void recordBeforeDelete() {
        recorder.on();
    }

    @Override
    public List<Removed> removed() {
        return recorder.removed();
    }

    @Override
    public Optional<ObjectRef> parent() {
        return Optional.of(set.ref());
    }

    /** --atomic: the parent's annotations as this run found them; a parent this run created is deleted. */
    @Override
    public Optional<String> restore() {
        try {
            if (!parentExisted) {
                cluster.delete(set.ref(), parentWriter.served(), new ClusterGateway.Deletion(cascade, false));
            } else {
                parentWriter.tooling(previousTooling);
                parentWriter.write(previousKinds, previousNamespaces);
            }
            return Optional.empty();
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            return Optional.of(e.getMessage());
        }
    }

    /** The live members: in the kinds and namespaces the parent listed, labelled with this set's id (after {@link #readParent}). */
    public List<LiveMember> members() {
        return listed.all((groupKind, e) -> {
            throw e;
        });
    }

    private Optional<String> namespaceOf(ObjectNode object) {
        Optional<ClusterGateway.Served> served = cluster.resource(object.path("apiVersion").asText(),
                object.path("kind").asText());
        if (served.isPresent() && !served.get().namespaced()) {
            return Optional.empty();
        }
        String inFile = object.path("metadata").path("namespace").asText("");
        return Optional.of(!inFile.isEmpty() ? inFile : options.namespace().orElseGet(cluster::contextNamespace));
    }

    private static List<String> split(String list) {
        return list.isEmpty() ? List.of() : Arrays.asList(list.split(","));
    }
}
