package io.japply.apply.internal.job;

import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.Manifest;
import java.util.List;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.internal.object.Outcome;

/**
 * Hears a run of many objects as it goes. {@link #done} is called from the run's threads, in the
 * order objects finish, so an implementation that prints must keep input order itself.
 */
public interface RunListener {
    /** The manifests about to be applied, in input order (after labelling for an ApplySet). */
    public default void started(List<Manifest> manifests) {
    }

    /** A warning kubectl logs through klog (the text after its prefix), e.g. of the ApplySet parent's write. */
    public default void logged(String warning) {
    }

    /** The object at {@code index} of the manifests is done: applied, unchanged or failed. */
    public void done(int index, Outcome outcome, long durationNanos);

    /** A member of the ApplySet was pruned (or would be, in a dry run); {@code error} is null unless it failed. */
    public default void pruned(ObjectRef ref, String error) {
        pruned(ref, null, error);
    }

    /** The same, with the object as listed before it was deleted ({@code live}; null when there is none). */
    public default void pruned(ObjectRef ref, com.fasterxml.jackson.databind.node.ObjectNode live, String error) {
    }

    /** The prune starts (after a clean apply), before its first request. */
    public default void pruning() {
    }

    /**
     * The server warned while pruning (the text of a Warning header on a prune's LIST or DELETE, such as
     * a deprecated kind of the allowlist), at the moment the answer came; each answer's, repeats included.
     */
    public default void warned(String text) {
    }

    /** Pruning was skipped because objects failed to apply. */
    public default void notPruned(int failed) {
    }
}
