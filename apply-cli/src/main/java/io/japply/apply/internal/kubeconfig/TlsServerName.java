package io.japply.apply.internal.kubeconfig;

import io.fabric8.kubernetes.api.model.NamedCluster;
import io.fabric8.kubernetes.api.model.NamedContext;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.internal.KubeConfigUtils;
import java.io.File;
import java.util.Optional;

/**
 * The kubeconfig's {@code tls-server-name} for the current context's cluster: the name the server's
 * certificate must hold, where kubectl checks it instead of the server address's host. fabric8 reads the
 * field but never uses it, so it is looked up here. A kubeconfig read by {@link KubeconfigFastPath}
 * has none (that reader leaves kubeconfigs with the field to fabric8) and says so; for one that fabric8
 * read, the file that holds the cluster is read again, only when a TLS client is built.
 */
public final class TlsServerName {
    /** Set by the fast path: its kubeconfigs never name one. */
    static final String NONE_KEY = "japply.no-tls-server-name";
    /** Set from kubectl's --tls-server-name (or "" by --server, which drops the kubeconfig's, as kubectl does). */
    public static final String OVERRIDE_KEY = io.japply.apply.kubeconfig.TlsServerNameOverride.KEY;

    private TlsServerName() {
    }

    public static Optional<String> of(Config config) {
        Object given = config.getAdditionalProperties().get(OVERRIDE_KEY);
        if (given != null) {
            return given.toString().isEmpty() ? Optional.empty() : Optional.of(given.toString());
        }
        if (config.getAdditionalProperties().containsKey(NONE_KEY)) {
            return Optional.empty();
        }
        NamedContext current = config.getCurrentContext();
        File file = config.getFileWithCluster();
        if (current == null || current.getContext() == null || file == null || !file.isFile()) {
            return Optional.empty();
        }
        String cluster = current.getContext().getCluster();
        try {
            io.fabric8.kubernetes.api.model.Config parsed = KubeConfigUtils.parseConfig(file);
            for (NamedCluster named : parsed.getClusters()) {
                if (named.getName() != null && named.getName().equals(cluster) && named.getCluster() != null) {
                    String name = named.getCluster().getTlsServerName();
                    return name == null || name.isEmpty() ? Optional.empty() : Optional.of(name);
                }
            }
        } catch (RuntimeException e) {
            // fabric8 read this file a moment ago: if it cannot now, its own reading reports why
        }
        return Optional.empty();
    }
}
