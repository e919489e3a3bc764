package io.japply.apply.internal.object;

import io.japply.annotations.LastApplied;

/**
 * kubectl apply's warning for a live object without the last-applied annotation (the next patch adds
 * it); kubectl diff prints none.
 */
public final class MissingAnnotation {
    private MissingAnnotation() {
    }

    /** kubectl's words, after "Warning: ". */
    public static String warning(String plural, String name) {
        return "resource " + plural + "/" + name + " is missing the " + LastApplied.KEY
                + " annotation which is required by kubectl apply. kubectl apply should only be used on resources"
                + " created declaratively by either kubectl create --save-config or kubectl apply. The missing"
                + " annotation will be patched automatically.";
    }

    /** Whether a warning is this one. */
    public static boolean isWarning(String text) {
        return text.startsWith("resource ") && text.contains(" is missing the " + LastApplied.KEY + " annotation ");
    }
}
