package io.japply.apply.kubeconfig;

import io.fabric8.kubernetes.client.Config;

/**
 * kubectl's {@code --tls-server-name} on a fabric8 {@link Config}: the name the server's certificate must
 * hold instead of the server address's host (fabric8 reads the kubeconfig's field but never checks it, so a
 * connection from a kubeconfig does). Set it from {@link ConnectionOptions#withOverrides}; it replaces the
 * kubeconfig's {@code tls-server-name}.
 */
public final class TlsServerNameOverride {
    /** Where it is kept: one of the Config's additional properties ("" for none). */
    public static final String KEY = "japply.tls-server-name";

    private TlsServerNameOverride() {
    }

    /**
     * The name to check the certificate for; null or "" for none, dropping the kubeconfig's (as kubectl's
     * {@code --server} without {@code --tls-server-name} does).
     */
    public static void set(Config config, String serverName) {
        config.setAdditionalProperty(KEY, serverName == null ? "" : serverName);
    }
}
