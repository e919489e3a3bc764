package io.japply.apply.internal.job;

import io.japply.apply.model.Manifest;
import java.util.List;
import io.japply.apply.internal.prune.PruneListener;
import io.japply.apply.internal.object.Outcome;

/**
 * Hears a run of many objects as it goes. {@link #done} is called from the run's threads, in the
 * order objects finish, so an implementation that prints must keep input order itself. Its prune
 * events are a {@link PruneListener}'s, so the prune knows nothing of the run.
 */
public interface RunListener extends PruneListener {
    /** The manifests about to be applied, in input order (after labelling for an ApplySet). */
    public default void started(List<Manifest> manifests) {
    }

    /** A warning kubectl logs through klog (the text after its prefix), e.g. of the ApplySet parent's write. */
    public default void logged(String warning) {
    }

    /** The object at {@code index} of the manifests is done: applied, unchanged or failed. */
    public void done(int index, Outcome outcome, long durationNanos);

    /** The prune starts (after a clean apply), before its first request. */
    public default void pruning() {
    }

    /** Pruning was skipped because objects failed to apply. */
    public default void notPruned(int failed) {
    }
}
