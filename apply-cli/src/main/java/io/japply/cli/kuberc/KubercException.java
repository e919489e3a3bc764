package io.japply.cli.kuberc;

/**
 * A kuberc that stops the run: kubectl prints "error occurred while applying preferences " and this
 * message, and exits 1, before anything is sent.
 */
public final class KubercException extends RuntimeException {
    public KubercException(String message) {
        super(message, null, false, false);
    }

    /** The line kubectl prints. */
    public String kubectlText() {
        return "error occurred while applying preferences " + getMessage() + "\n";
    }
}
