package io.japply.apply.kubeconfig;

/**
 * Asks for a user name and password when the chosen user has no credential and the server is reached
 * over TLS, as kubectl asks at its terminal; the command line asks on its standard input, a library
 * user may answer from anywhere (or give no prompt: the request then goes without a credential).
 */
@FunctionalInterface
public interface CredentialPrompt {
    /**
     * The user name and password to send.
     *
     * @throws KubeconfigException when no answer can be had (kubectl's "EOF"): the run stops, nothing sent
     */
    BasicCredentials ask();

    /** A user name and password for basic authentication. */
    record BasicCredentials(String username, String password) {
    }
}
