package io.japply.apply.kubeconfig;

import java.util.List;

/**
 * A kubeconfig, or a part of it a line names, that is missing or unusable: nothing was sent. The
 * messages are kubectl's; {@link #kind} says how kubectl groups them (its command line prints a
 * configuration error under "Error in configuration", the others as plain errors).
 */
public final class KubeconfigException extends RuntimeException {
    /** How kubectl reports the messages. */
    public enum Kind {
        /** Files that could not be read: each message on a line of its own. */
        LOADING,
        /**
         * A context, cluster or user a flag names but the kubeconfig lacks, a credential file that cannot be
         * read, a credential that cannot be had, a single problem of the checks below: one plain error.
         */
        UNUSABLE,
        /** The checks of the chosen context, user and cluster (kubectl's "Error in configuration"). */
        INVALID,
        /** The kubeconfig's current context names no context it has. */
        CONTEXT_NOT_FOUND,
        /** Japply's own refusal where kubectl would send to a default server (docs/differences.md). */
        NO_SERVER
    }

    private final Kind kind;
    private final List<String> messages;

    public KubeconfigException(Kind kind, List<String> messages) {
        super(String.join("; ", messages), null, false, false);
        this.kind = kind;
        this.messages = List.copyOf(messages);
    }

    /** For japply's kubeconfig reader (internal), which speaks kubectl's words. */
    public static KubeconfigException of(Kind kind, String message) {
        return new KubeconfigException(kind, List.of(message));
    }

    public Kind kind() {
        return kind;
    }

    /** One message per problem, in kubectl's order. */
    public List<String> messages() {
        return messages;
    }
}
