package io.japply.apply.internal.preview;

import io.japply.apply.job.PruneSelection;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.LiveFiles;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.internal.prune.ApplySetRun;
import io.japply.apply.internal.prune.LabelPrune;
import io.japply.apply.model.Manifest;
import io.japply.apply.model.Failure;
import io.japply.apply.internal.support.Version;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import io.japply.apply.internal.redact.Redaction;
import io.japply.apply.internal.prune.PruneRun;

/**
 * What apply --prune --applyset would delete, found without writing anything: the parent is read and
 * checked as apply checks it (never written), the manifests are labelled as apply labels them, and the
 * members apply would prune are the set's live members (by apply's own listing) that the input does not
 * have. With saved objects instead of a cluster (diff --live), the members are the saved objects that
 * carry the set's label, narrowed to the parent's kinds and namespaces when the parent is saved too.
 * By label instead (kubectl's diff --prune), the objects apply --prune -l would list and delete.
 */
public final class PrunePreview {
    /** A member that apply would delete, with the live object as read. */
    public record Member(ObjectRef ref, ObjectNode live) {
        /** The two sides a diff compares: the live object and nothing, masked as the options say. */
        public ObjectPair masked(Redaction.Options redaction) {
            return new ObjectPair(Prediction.fileName(ref), live, null).redacted(redaction);
        }
    }

    private final ApplySet set;
    private final ApplySetRun run;
    private final ClusterGateway cluster;
    /** Set instead of the three above when pruning by label (kubectl diff's own --prune). */
    private final LabelPrune labels;

    private PrunePreview(ApplySet set, ApplySetRun run, ClusterGateway cluster, LabelPrune labels) {
        this.set = set;
        this.run = run;
        this.cluster = cluster;
        this.labels = labels;
    }

    /**
     * What apply --prune -l (or --all) would delete: kubectl diff --prune's listing, nothing sent but
     * GETs and LISTs; a kind of the allowlist the server does not serve is refused, as apply refuses it.
     */
    public static PrunePreview byLabel(PruneSelection selection, ClusterGateway cluster, ApplyOptions options) {
        LabelPrune labels = new LabelPrune(selection, cluster, options, Cascade.BACKGROUND);
        labels.before(List.of()).ifPresent(refused -> {
            throw Failure.input(refused);
        });
        return new PrunePreview(null, null, cluster, labels);
    }

    /**
     * Reads and checks the parent named by {@code parent} (as --applyset); a parent apply would refuse
     * is refused here too, as an input error, before anything else is asked.
     */
    public static PrunePreview start(String parent, ClusterGateway cluster, ApplyOptions options) {
        ApplySet set = ApplySet.parse(parent, options.namespace(), cluster);
        // the cascade and tool version only matter to writes, and this run never writes
        ApplySetRun run = new ApplySetRun(set, cluster, options, Version.tooling(), Cascade.BACKGROUND);
        run.readParent().ifPresent(refused -> {
            throw Failure.input(refused);
        });
        return new PrunePreview(set, run, cluster, null);
    }

    /** The manifests as apply --prune sends them: with the set's part-of label (one that sets it is refused). */
    public List<Manifest> label(List<Manifest> manifests) {
        return labels != null ? manifests : run.label(manifests);
    }

    /** The members apply would prune after applying {@code kept}, in listing order; each read once more for its diff. */
    public List<Member> members(Collection<ObjectRef> kept) {
        return members(kept, text -> { });
    }

    /**
     * The same, the server's warnings on the listing by label (a deprecated kind among kubectl's default
     * prune kinds, as v1 Endpoints on a 1.33+ server) going to {@code warnings} as each answer comes.
     */
    public List<Member> members(Collection<ObjectRef> kept, java.util.function.Consumer<String> warnings) {
        Set<String> keep = keys(kept);
        List<Member> members = new ArrayList<>();
        if (labels != null) {
            labels.candidates(kept, warnings).forEach(found -> members.add(new Member(found.ref(), found.live())));
            return members;
        }
        if (cluster instanceof LiveFiles files) {
            Optional<Predicate<ObjectRef>> listed = files.resource(set.apiVersion(), set.kind())
                    .flatMap(served -> files.get(set.ref(), served)).map(this::listedBy);
            for (Map.Entry<ObjectRef, ObjectNode> saved : files.labelled(ApplySet.PART_OF_LABEL, set.id()).entrySet()) {
                if (!keep.contains(PruneRun.key(saved.getKey())) && listed.map(l -> l.test(saved.getKey())).orElse(true)) {
                    members.add(new Member(saved.getKey(), saved.getValue()));
                }
            }
            return members;
        }
        for (ObjectRef member : run.members().stream().map(io.japply.apply.internal.prune.LiveMember::ref).toList()) {
            if (keep.contains(PruneRun.key(member))) {
                continue;
            }
            cluster.resource(member.apiVersion(), member.kind()).flatMap(served -> cluster.get(member, served))
                    .ifPresent(live -> members.add(new Member(member, live))); // gone since the listing: nothing to prune
        }
        return members;
    }

    /**
     * A saved parent narrows the saved members as apply's listing does: only in the group-kinds and the
     * namespaces it lists (its own namespace always).
     */
    private Predicate<ObjectRef> listedBy(ObjectNode parent) {
        JsonNode annotations = parent.path("metadata").path("annotations");
        Set<String> kinds = Set.of(annotations.path(ApplySet.GROUP_KINDS).asText("").split(","));
        Set<String> namespaces = new HashSet<>(List.of(annotations.path(ApplySet.NAMESPACES).asText("").split(",")));
        if (set.namespace() != null) {
            namespaces.add(set.namespace());
        }
        return ref -> kinds.contains(ref.group().isEmpty() ? ref.kind() : ref.kind() + "." + ref.group())
                && (ref.namespace() == null || namespaces.contains(ref.namespace()));
    }

    private static Set<String> keys(Collection<ObjectRef> refs) {
        Set<String> keys = new HashSet<>();
        refs.forEach(ref -> keys.add(PruneRun.key(ref)));
        return keys;
    }
}
