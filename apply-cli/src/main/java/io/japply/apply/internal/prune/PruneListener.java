package io.japply.apply.internal.prune;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ObjectRef;

/**
 * Hears a prune's deletions as they happen: what a prune tells of, and nothing of the apply around it
 * (the run's listener, {@code internal.job.RunListener}, is one).
 */
public interface PruneListener {
    /** A member of the ApplySet was pruned (or would be, in a dry run); {@code error} is null unless it failed. */
    default void pruned(ObjectRef ref, String error) {
        pruned(ref, null, error);
    }

    /** The same, with the object as listed before it was deleted ({@code live}; null when there is none). */
    default void pruned(ObjectRef ref, ObjectNode live, String error) {
    }

    /**
     * The server warned while pruning (the text of a Warning header on a prune's LIST or DELETE, such as
     * a deprecated kind of the allowlist), at the moment the answer came; each answer's, repeats included.
     */
    default void warned(String text) {
    }
}
