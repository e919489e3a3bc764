package io.japply.apply;
import io.japply.apply.internal.prune.ApplySet;
import io.japply.apply.model.ApplyResult;

/**
 * Hears an apply of many objects as it goes, instead of anything being printed. Called from the
 * apply's worker threads, in the order objects finish (not input order); implementations must be
 * thread-safe and quick. Every method does nothing by default.
 */
public interface ApplyListener {
    /** One object is done: applied, unchanged, or failed. */
    default void applied(ApplyResult result) {
    }

    /** A member of the ApplySet was pruned, or failed to be. */
    default void pruned(PruneResult result) {
    }

    /** Pruning was skipped because some objects failed (it could delete what they still need). */
    default void pruneSkipped(int failedObjects) {
    }
}
