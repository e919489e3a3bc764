package io.japply.apply.internal.support;

import io.japply.apply.model.Failure;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.ExecCredentialException;
import io.japply.threeway.ConflictException;
import io.japply.threeway.PatchException;

/** One-line messages for failures: what the library reports and the command line prints. */
public final class Messages {
    /** What a StackOverflowError means here: a document too deep for a recursive pass. */
    public static final String TOO_DEEP = "document nested too deeply";

    private Messages() {
    }

    /**
     * Whether a failure is explained by the input or the server (a Failure, an engine error, the server's
     * refusal or its absence, whose message is already in the server's words), not a bug of japply.
     */
    public static boolean explained(Throwable e) {
        return e instanceof Failure || e instanceof PatchException || e instanceof StackOverflowError
                || e instanceof ExecCredentialException
                || e instanceof ClusterGateway.Refused || e instanceof ClusterGateway.Conflict;
    }

    /** The failure in one line; one that no input explains is named as an internal error with its class. */
    public static String describe(Throwable e) {
        if (e instanceof StackOverflowError) {
            return TOO_DEEP;
        }
        String text = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return text(explained(e) ? text : "internal error: " + e.getClass().getName() + ": " + text, e);
    }

    /**
     * The last line of the messages that are kubectl's words, line breaks included (a kind the server
     * lacks, a server-side apply conflict): scripts match them line by line, so they keep their lines
     * and carry no "document N for" before them, as kubectl prints them.
     */
    private static final java.util.List<String> KUBECTL_LAST_LINES = java.util.List.of(
            "\nensure CRDs are installed first",
            "\nSee https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts");

    /** kubectl's words for a refused write, inside the server's frame (WriteRefused). */
    private static final java.util.regex.Pattern REFUSED_WRITE = java.util.regex.Pattern.compile(
            "^Error from server(?: \\([^)]*\\))?: error when (creating \"|patching \"|applying patch:\n)");

    /**
     * Whether the message is the server's refusal in kubectl's words, with where it happened inside:
     * "Error from server (Forbidden): error when retrieving current configuration of:" and on, "error
     * when creating", "error when applying patch:", "error when patching".
     */
    public static boolean isServerWords(String text) {
        return text.startsWith("Error from server")
                && (text.contains("\nfrom server for: ") || REFUSED_WRITE.matcher(text).find());
    }

    /** Whether the message is kubectl's words, lines and all ({@link #KUBECTL_LAST_LINES}). */
    public static boolean isKubectlWords(String text) {
        return KUBECTL_LAST_LINES.stream().anyMatch(text.strip()::endsWith) || isServerWords(text);
    }

    /**
     * One line, except for kubectl's own words ({@link #isKubectlWords}) and a conflict ({@code cause} is or wraps a ConflictException): its message names
     * one conflicting path per indented line, which flattened would run into one unreadable line.
     */
    public static String text(String text, Throwable cause) {
        if (isKubectlWords(text)) {
            return text.strip();
        }
        for (Throwable c = cause; c != null; c = c.getCause()) {
            if (c instanceof ConflictException) {
                return text.strip();
            }
        }
        return oneLine(text);
    }

    /** One line, without the newlines some library messages carry. */
    public static String oneLine(String text) {
        return text.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
