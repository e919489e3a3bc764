package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Action;
import io.japply.apply.model.PatchType;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.model.Manifest;
import java.util.List;

/**
 * The result for one object: an action (created, configured, unchanged, server-side applied) and the object as
 * the server returned it (as it would be, for a client dry run), or an error; and the warnings
 * met on the way, in the order they came (the server's Warning headers, kubectl's own), each
 * printed as "Warning: " and its text. {@code previous}: the object before this run wrote it, what an
 * --atomic rollback puts back (null when not recorded).
 */
public record Outcome(Manifest manifest, ObjectRef ref, Action action, ObjectNode result, String error,
                      List<String> warnings, PatchType patchType, ObjectNode patch, RuntimeException cause,
                      Before previous) {
    /**
     * The object before the run: whether it existed, and the configuration last applied to it (the
     * last-applied annotation; for a server-side apply the fields its manager applied), null when none.
     */
    public record Before(boolean existed, String configuration) {
    }

    public Outcome(Manifest manifest, ObjectRef ref, Action action, ObjectNode result, String error,
                   List<String> warnings, PatchType patchType, ObjectNode patch, RuntimeException cause) {
        this(manifest, ref, action, result, error, warnings, patchType, patch, cause, null);
    }

    public Outcome(Manifest manifest, ObjectRef ref, Action action, String error) {
        this(manifest, ref, action, null, error, List.of(), null, null, null);
    }

    /** A failure with the exception that explains it, so that callers can tell its kind. */
    public static Outcome failure(Manifest manifest, String error, RuntimeException cause) {
        return new Outcome(manifest, null, null, null, error, List.of(), null, null, cause);
    }

    public boolean failed() {
        return error != null;
    }

    /** The same outcome with these warnings. */
    public Outcome withWarnings(List<String> warnings) {
        return new Outcome(manifest, ref, action, result, error, List.copyOf(warnings), patchType, patch, cause, previous);
    }
}
