package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * kubectl's warning when an apply or a diff meets an object that is being deleted (a deletion
 * timestamp, kept by a finalizer): the change lands, and goes with the object when its finalizers end.
 */
public final class BeingDeleted {
    private BeingDeleted() {
    }

    /** Whether the object as the server (or the local merge) left it carries a deletion timestamp. */
    public static boolean is(JsonNode object) {
        JsonNode stamp = object == null ? null : object.path("metadata").get("deletionTimestamp");
        return stamp != null && !stamp.isNull();
    }

    /** kubectl's words, after "Warning: " (apply.go's warningChangesOnDeletingResource: the name alone). */
    public static String warning(String name) {
        return "Detected changes to resource " + name + " which is currently being deleted.";
    }

    /** Whether a warning is this one. */
    static boolean isWarning(String text) {
        return text.startsWith("Detected changes to resource ") && text.endsWith(" which is currently being deleted.");
    }
}
