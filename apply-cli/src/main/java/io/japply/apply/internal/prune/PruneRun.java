package io.japply.apply.internal.prune;

import io.japply.apply.internal.object.Outcome;
import io.japply.apply.model.Manifest;
import java.util.List;
import java.util.Optional;

/**
 * An apply's --prune, by either of kubectl's ways: an ApplySet ({@link ApplySetRun}) or a label
 * selector over a list of kinds ({@link LabelPrune}). Called around the apply: before it (may
 * refuse the run), and after a run where nothing failed.
 */
public interface PruneRun {
    /** How apply matches objects (its kept ones, a prune's members): group, kind, namespace and name; not the version. */
    static String key(io.japply.apply.cluster.ObjectRef ref) {
        return ref.group() + "/" + ref.kind() + "/" + ref.namespace() + "/" + ref.name();
    }

    /** The manifests as they are to be applied (an ApplySet labels its members). */
    default List<Manifest> label(List<Manifest> manifests) {
        return manifests;
    }

    /** Checks (and, for an ApplySet, records) before anything is applied; a message when the run must not go ahead. */
    Optional<String> before(List<Manifest> manifests);

    /** What kubectl logs (klog's warnings, without their prefix) of what {@link #before} wrote; none by default. */
    default List<String> warnings() {
        return List.of();
    }

    /** The HTTP status (0: no answer) of the server's refusal that {@link #before} told of; empty for any other reason. */
    default java.util.OptionalInt refusal() {
        return java.util.OptionalInt.empty();
    }

    /** Deletes what the input no longer has, telling the listener of each object. */
    void prune(List<Outcome> applied, PruneListener listener);

    /**
     * From now on, reads each object's last-applied configuration before deleting it, so that an
     * --atomic rollback can create it again ({@link #removed}); prunes that cannot are not rolled back.
     */
    default void recordBeforeDelete() {
    }

    /** The objects deleted so far, in order, with what they were last applied with (after {@link #recordBeforeDelete}). */
    default List<Removed> removed() {
        return List.of();
    }

    /** Puts back what the run wrote outside the objects (an ApplySet parent's annotations); a message if it could not. */
    default Optional<String> restore() {
        return Optional.empty();
    }

    /** The object {@link #restore} writes (an ApplySet's parent); empty when none. */
    default Optional<io.japply.apply.cluster.ObjectRef> parent() {
        return Optional.empty();
    }

    /** A deleted object and the last-applied configuration it had (null when none: it cannot be created again). */
    record Removed(io.japply.apply.cluster.ObjectRef ref, String lastApplied) {
    }
}
