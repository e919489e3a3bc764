package io.japply.apply.internal.rollback;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.RollbackResult;
import io.japply.apply.model.RollbackResult.Step;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.job.ApplyRun;
import io.japply.apply.internal.prune.PruneRun;
import io.japply.apply.internal.object.Applier;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.support.Messages;
import io.japply.threeway.json.Json;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * --atomic: puts back every object a failed run changed, newest change first. A configured object gets
 * its previous last-applied configuration applied again by the same three-way patch (fields others
 * changed meanwhile stay theirs; the patch carries the live resourceVersion and a 409 is re-read and
 * merged again, never overwritten); an object the run created is deleted; a server-side applied one
 * gets what its manager applied before applied again. One without a previous configuration is named as
 * not rolled back.
 */
public final class Rollback {
    private final ClusterGateway cluster;
    private final ApplyOptions options;
    private final Cascade cascade;
    private final io.japply.apply.model.Sleeper sleeper;
    private final LongSupplier nanoTime;
    private final Duration budget;

    /** {@code budget}: how long the rollback's writes may take in all; objects not reached by then fail. */
    public Rollback(ClusterGateway cluster, ApplyOptions options, Cascade cascade, io.japply.apply.model.Sleeper sleeper,
                    LongSupplier nanoTime, Duration budget) {
        this.cluster = cluster;
        this.options = options;
        this.cascade = cascade;
        this.sleeper = sleeper;
        this.nanoTime = nanoTime;
        this.budget = budget;
    }

    /**
     * Undoes a run's changes, last first: the pruned objects created again, the applied ones put back,
     * then the prune's parent; one result per changed object.
     */
    public List<RollbackResult> run(ApplyRun.Changes changes) {
        long deadline = nanoTime.getAsLong() + budget.toNanos();
        List<RollbackResult> results = new ArrayList<>();
        for (int i = changes.pruned().size() - 1; i >= 0; i--) {
            PruneRun.Removed removed = changes.pruned().get(i);
            results.add(inTime(deadline, removed.ref(), () -> recreate(removed)));
        }
        List<Outcome> done = changes.applied();
        for (int i = done.size() - 1; i >= 0; i--) {
            Outcome outcome = done.get(i);
            if (changed(outcome)) {
                results.add(inTime(deadline, outcome.ref(), () -> undo(outcome)));
            }
        }
        changes.prune().ifPresent(prune -> prune.parent().ifPresent(parent -> results.add(inTime(deadline, parent,
                () -> prune.restore().map(error -> result(parent, Step.FAILED, error))
                        .orElseGet(() -> result(parent, Step.RESTORED, null))))));
        return results;
    }

    private RollbackResult inTime(long deadline, ObjectRef ref, java.util.function.Supplier<RollbackResult> undo) {
        if (nanoTime.getAsLong() - deadline > 0) {
            return result(ref, Step.FAILED, "the rollback's time (" + budget.toSeconds() + "s) ran out before this object");
        }
        try {
            return undo.get();
        } catch (RuntimeException e) {
            // the server refused or went away: this object is reported, the others still go back
            return result(ref, Step.FAILED, Messages.describe(e));
        }
    }

    /** A pruned object created again as it was last applied (with the ApplySet's label, which that configuration has). */
    private RollbackResult recreate(PruneRun.Removed removed) {
        if (removed.lastApplied() == null) {
            return result(removed.ref(), Step.NOT_ROLLED_BACK, "it was pruned without a last-applied configuration,"
                    + " so it cannot be created again");
        }
        RollbackResult applied = restore(removed.ref(), removed.lastApplied(), false);
        return applied.step() == Step.RESTORED ? result(removed.ref(), Step.RECREATED, null) : applied;
    }

    /** Whether the run wrote the object: a failed or unchanged one was left as it was. */
    private static boolean changed(Outcome outcome) {
        return !outcome.failed() && outcome.ref() != null && outcome.action() != null
                && outcome.action() != io.japply.apply.model.Action.UNCHANGED;
    }

    private RollbackResult undo(Outcome outcome) {
        ObjectRef ref = outcome.ref();
        Outcome.Before before = outcome.previous();
        return switch (outcome.action()) {
            case CREATED -> delete(ref);
            case CONFIGURED -> restore(ref, before == null ? null : before.configuration(), false);
            default -> serverSide(ref, before);
        };
    }

    /** A server-side applied object: deleted if it did not exist, else what its manager applied before, applied again. */
    private RollbackResult serverSide(ObjectRef ref, Outcome.Before before) {
        if (before != null && !before.existed()) {
            return delete(ref);
        }
        if (before == null || before.configuration() == null) {
            return result(ref, Step.NOT_ROLLED_BACK, "field manager " + options.fieldManager() + " had applied"
                    + " nothing to it server-side before this run, so its previous configuration is unknown");
        }
        return restore(ref, before.configuration(), true);
    }

    private RollbackResult delete(ObjectRef ref) {
        ClusterGateway.Served served = cluster.resource(ref.apiVersion(), ref.kind())
                .orElseThrow(() -> new ClusterGateway.Refused(404, "the server no longer serves " + ref.kind()));
        cluster.delete(ref, served, new ClusterGateway.Deletion(cascade, false));
        return result(ref, Step.DELETED, null);
    }

    /** The previous configuration applied again as the desired state, against the live object of now. */
    private RollbackResult restore(ObjectRef ref, String previous, boolean serverSide) {
        if (previous == null) {
            return result(ref, Step.NOT_ROLLED_BACK, "it had no last-applied configuration before this run,"
                    + " so its previous state is unknown");
        }
        ObjectNode desired;
        try {
            desired = (ObjectNode) Json.parse(previous);
        } catch (JsonProcessingException | ClassCastException e) {
            return result(ref, Step.NOT_ROLLED_BACK, "its previous last-applied configuration is not a JSON object");
        }
        Manifest manifest = Manifest.of("rollback of " + ref.kind() + " " + ref.name(), Manifest.IN_MEMORY, 0, desired);
        Outcome outcome = new Applier(cluster, optionsFor(ref, serverSide), sleeper).apply(manifest);
        return outcome.failed() ? result(ref, Step.FAILED, outcome.error()) : result(ref, Step.RESTORED, null);
    }

    /**
     * The run's options for putting one object back: in its namespace, for real, overwriting; server-side
     * under the run's manager (conflicts forced only if the run forced them), not migrating again.
     */
    private ApplyOptions optionsFor(ObjectRef ref, boolean serverSide) {
        Optional<String> namespace = Optional.ofNullable(ref.namespace()).filter(n -> !n.isEmpty());
        return new ApplyOptions(List.of(), false, namespace, DryRun.NONE, true, options.fieldManager(), Optional.empty(),
                serverSide, serverSide && options.forceConflicts(), false, options.mergeKeys(), options.fieldValidation(),
                false, false);
    }

    private static RollbackResult result(ObjectRef ref, Step step, String error) {
        return new RollbackResult(new ApplyResult.ObjectId(ref.apiVersion(), ref.kind(), ref.namespace(), ref.name()),
                step, Optional.ofNullable(error));
    }
}
