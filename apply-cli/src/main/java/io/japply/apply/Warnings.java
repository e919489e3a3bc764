package io.japply.apply;

/**
 * Where a warning of a result came from. kubectl prints the server's warnings (its Warning headers)
 * and words of its own (an object missing its last-applied annotation, an object being deleted, a
 * failed server-side migration) alike, as "Warning: ..."; only the server's count for
 * --warnings-as-errors.
 */
public final class Warnings {
    private Warnings() {
    }

    /** Whether the text is one the server sent, not one the apply worded itself. */
    public static boolean fromServer(String text) {
        return !io.japply.apply.internal.object.ClientWarnings.is(text);
    }
}
