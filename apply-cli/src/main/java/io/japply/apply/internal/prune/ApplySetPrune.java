package io.japply.apply.internal.prune;

import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.internal.plan.ApplyPlan;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.model.DryRun;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The after-apply half of {@link ApplySetRun}: once nothing failed, the members of the set (every kind
 * the parent lists, all of them listed or none deleted) that this input no longer has are deleted, and
 * the parent narrowed to this input's group-kinds and namespaces when all went.
 */
final class ApplySetPrune {
    private final ApplySet set;
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Cascade cascade;
    private final ApplySetMembers listed;
    private final DeleteRecorder recorder;
    private final ParentWriter parentWriter;

    ApplySetPrune(ApplySet set, ClusterGateway cluster, ApplyOptions options, Cascade cascade, ApplySetMembers listed,
                  DeleteRecorder recorder, ParentWriter parentWriter) {
        this.set = set;
        this.cluster = cluster;
        this.options = options;
        this.cascade = cascade;
        this.listed = listed;
        this.recorder = recorder;
        this.parentWriter = parentWriter;
    }

    /** Deletes the members this run did not apply; then narrows the parent to this run's objects. */
    void prune(List<Outcome> applied, PruneListener report) {
        Set<String> kept = new HashSet<>();
        Set<String> kinds = new TreeSet<>();
        Set<String> namespaces = new TreeSet<>();
        for (Outcome o : applied) {
            kept.add(PruneRun.key(o.ref()));
            kinds.add(ApplyPlan.groupKind(o.manifest().object()));
            if (o.ref().namespace() != null) {
                namespaces.add(o.ref().namespace());
            }
        }
        Optional<List<LiveMember>> members = everyMember(report);
        if (members.isEmpty()) {
            return; // as kubectl: nothing is deleted unless every kind of the set was listed
        }
        boolean allPruned = true;
        for (LiveMember member : members.get()) {
            allPruned &= kept.contains(PruneRun.key(member.ref())) || delete(member, report);
        }
        if (allPruned) {
            narrowParent(kinds, namespaces, report);
        }
    }

    /** Every member of the set; empty when a kind could not be listed (each such kind told as a failed prune). */
    private Optional<List<LiveMember>> everyMember(PruneListener report) {
        boolean[] refused = {false};
        List<LiveMember> members = listed.all((groupKind, e) -> {
            report.pruned(listed.kindRef(groupKind), e.getMessage());
            refused[0] = true;
        });
        return refused[0] ? Optional.empty() : Optional.of(members);
    }

    /** The parent narrowed to this run's objects; a refusal is the parent's failure, in kubectl's words. */
    private void narrowParent(Set<String> kinds, Set<String> namespaces, PruneListener report) {
        try {
            parentWriter.write(kinds, namespaces);
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            report.pruned(set.ref(), "apply and prune succeeded, but ApplySet update failed: " + e.getMessage());
        }
    }

    /** As kubectl: a client dry run sends nothing, a server dry run asks the server with a dry-run DELETE. */
    private boolean delete(LiveMember listed, PruneListener report) {
        ObjectRef member = listed.ref();
        if (options.dryRun() == DryRun.CLIENT) {
            report.pruned(member, listed.live(), null);
            return true;
        }
        try {
            ClusterGateway.Served served = cluster.resource(member.apiVersion(), member.kind()).orElseThrow();
            recorder.delete(cluster, member, served, () -> cluster.delete(member, served,
                    new ClusterGateway.Deletion(cascade, options.dryRun() == DryRun.SERVER)));
            report.pruned(member, listed.live(), null);
            return true;
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            report.pruned(member, "pruning " + member.display() + ": " + e.getMessage());
            return false;
        }
    }
}
