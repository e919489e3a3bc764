package io.japply.apply;

import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.job.RunListener;
import io.japply.apply.internal.object.Outcome;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.Manifest;

/**
 * A run of the apply pipeline heard as the library's results: each object's outcome handed on as an
 * {@link ApplyResult} with its place in the input, each pruned member as a {@link PruneResult}. One
 * conversion for every caller, so the library's callers and the command line (a face over the library)
 * read the same result type.
 */
public final class RunResults implements RunListener {
    private final Listener listener;

    public RunResults(Listener listener) {
        this.listener = listener;
    }

    /**
     * Hears a run as it goes. {@link #applied} is called from the run's threads in the order objects
     * finish; the index tells where the object stands in the input, so a caller can show results in
     * input order. Every method but {@link #applied} does nothing by default.
     */
    public interface Listener {
        /** The run is about to apply this many objects (after labelling for an ApplySet). */
        default void started(int objects) {
        }

        /** A warning kubectl logs (klog's text, without its prefix): a conflict over the ApplySet parent's fields taken over. */
        default void logged(String warning) {
        }

        /** The object at {@code index} of the input is done: applied, unchanged or failed. */
        void applied(int index, ApplyResult result);

        /** A member of the ApplySet was pruned (or would be, in a dry run), or failed to be. */
        default void pruned(PruneResult result) {
        }

        /** The prune starts, after an apply where nothing failed, before any of its requests. */
        default void pruneStarted() {
        }

        /**
         * The server warned while pruning (a Warning header on a prune's LIST or DELETE, such as a
         * deprecated kind among kubectl's default prune kinds), as the answer came; repeats are not dropped.
         */
        default void pruneWarning(String text) {
        }

        /** Pruning was skipped because objects failed to apply (it could delete what they still need). */
        default void pruneSkipped(int failedObjects) {
        }
    }

    @Override
    public void started(List<Manifest> manifests) {
        listener.started(manifests.size());
    }

    @Override
    public void logged(String warning) {
        listener.logged(warning);
    }

    @Override
    public void done(int index, Outcome outcome, long durationNanos) {
        listener.applied(index, Outcomes.result(outcome, durationNanos));
    }

    @Override
    public void pruned(ObjectRef ref, com.fasterxml.jackson.databind.node.ObjectNode live, String error) {
        listener.pruned(new PruneResult(Outcomes.id(ref), Optional.ofNullable(error), Optional.ofNullable(live)));
    }

    @Override
    public void pruning() {
        listener.pruneStarted();
    }

    @Override
    public void warned(String text) {
        listener.pruneWarning(text);
    }

    @Override
    public void notPruned(int failed) {
        listener.pruneSkipped(failed);
    }
}
