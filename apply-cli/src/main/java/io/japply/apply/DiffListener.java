package io.japply.apply;

import java.util.List;

/**
 * Hears a diff ({@link Diffs#run}) as it goes, on the caller's thread, in input order: the server's
 * warnings, each object that cannot be diffed, and the prune's start (or why it does not start).
 * Every method does nothing unless overridden.
 */
public interface DiffListener {
    DiffListener NONE = new DiffListener() {
    };

    /** The server's warnings for one object, or for one answer of the prune's listing. */
    default void warnings(List<String> texts) {
    }

    /**
     * An object that cannot be diffed: the error's text, Secret values masked; {@code asIs}: the text is
     * the server's (or kubectl's) own line, to print as it is, not after "error: ".
     */
    default void failed(String text, boolean asIs) {
    }

    /**
     * A server-side dry run that conflicted: kubectl diff tries it again, the last time without its lock, and
     * logs that the object "keeps changing" before it tells the conflict. japply does not try again (a
     * conflict over fields gives the same answer each time); it tells the same, naming the object.
     */
    default void withoutLock(String apiVersion, String kind, String name) {
    }

    /** The prune's listing begins (every object was diffed). */
    default void pruning() {
    }

    /** No prune is previewed: {@code failed} objects could not be diffed, and apply prunes only after a clean apply. */
    default void notPruning(int failed) {
    }
}
