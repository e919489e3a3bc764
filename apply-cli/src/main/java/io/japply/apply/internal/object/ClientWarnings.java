package io.japply.apply.internal.object;

import java.util.List;

/**
 * The warnings an apply words itself, as kubectl prints its own to stderr: the object's missing
 * annotation, an object being deleted, a failed step of the server-side migration (ServerSideApply's
 * texts), and japply's --force note. kubectl's --warnings-as-errors counts only the server's warnings
 * (client-go's warning handler), never these.
 */
public final class ClientWarnings {
    private static final List<String> BEGINNINGS = List.of(
            "failed to migrate kubectl.kubernetes.io/last-applied-configuration for Server-Side Apply.",
            "server rejected managed fields migration to Server-Side Apply.",
            "failed to re-apply configuration after performing Server-Side Apply migration.",
            Applier.FORCE_NOTE);

    private ClientWarnings() {
    }

    public static boolean is(String text) {
        return MissingAnnotation.isWarning(text) || BeingDeleted.isWarning(text)
                || BEGINNINGS.stream().anyMatch(text::startsWith);
    }
}
