package io.japply.apply.kubeconfig;

import java.util.OptionalInt;

/**
 * A kubeconfig's exec credential plugin failed (not found, a non-zero exit, output that is not an
 * ExecCredential of the configured version, no credential in it): no request is sent, as with kubectl,
 * rather than requests without credentials that the server would answer for system:anonymous. The
 * message is kubectl's ("getting credentials: exec: executable ... failed with exit code 1").
 */
public final class ExecCredentialException extends RuntimeException {
    private final String command;
    private final Integer exitCode;
    private final String pluginStderr;

    /** For the exec plugin runner (internal). */
    public ExecCredentialException(String reason, String command, Integer exitCode, String pluginStderr, Throwable cause) {
        super("getting credentials: " + reason, cause, false, false);
        this.command = command;
        this.exitCode = exitCode;
        this.pluginStderr = pluginStderr;
    }

    /** The plugin's command as the kubeconfig gives it (resolved against the kubeconfig's folder when it is a path). */
    public String command() {
        return command;
    }

    /** The plugin's exit status, when it ran and exited non-zero. */
    public OptionalInt exitCode() {
        return exitCode == null ? OptionalInt.empty() : OptionalInt.of(exitCode);
    }

    /** What the plugin wrote on its standard error (kubectl lets it through to the terminal); empty if nothing. */
    public String pluginStderr() {
        return pluginStderr;
    }
}
