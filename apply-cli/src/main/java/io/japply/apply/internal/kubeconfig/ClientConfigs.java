package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.KubeconfigException;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.internal.KubeConfigUtils;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * fabric8's Config for what {@link KubeconfigResolver} chose, built the same way whichever reader
 * builds it: japply's own for the usual forms ({@link KubeconfigFastPath}), fabric8's for the rest
 * (auth providers, basic auth, impersonation, proxy-url...), which is given the chosen context, user
 * and cluster alone, so that it can never choose another. fabric8's own settings (its KUBERNETES_*
 * variables and system properties) are not read: kubectl reads none of them.
 */
public final class ClientConfigs {
    private static final String CONTEXT = "japply";

    private ClientConfigs() {
    }

    /** The Config; a user's exec plugin has run and its credential is in it. */
    public static Config build(ResolvedKubeconfig resolved, ExecAuth exec, UnaryOperator<String> env) {
        Config config = resolved.usesServiceAccount() ? serviceAccount(resolved)
                : KubeconfigFastPath.build(resolved, exec).orElseGet(() -> fabric8(resolved, exec));
        Proxies.fromEnvironment(config, env);
        return config;
    }

    private static Config serviceAccount(ResolvedKubeconfig resolved) {
        InClusterAccount pod = resolved.inCluster();
        Config config = Config.empty();
        config.setAdditionalProperty(TlsServerName.NONE_KEY, true);
        config.setMasterUrl(pod.server());
        pod.readableCa().ifPresent(ca -> config.setCaCertFile(ca.toString()));
        config.setAutoOAuthToken(pod.readToken());
        config.setNamespace(resolved.namespace());
        return config;
    }

    /** fabric8's reading of a kubeconfig holding the chosen entries alone; the exec plugin is japply's. */
    static Config fabric8(ResolvedKubeconfig resolved, ExecAuth exec) {
        ObjectNode user = resolved.user().deepCopy();
        user.remove("exec");
        ObjectNode document = JsonNodeFactory.instance.objectNode().put("apiVersion", "v1").put("kind", "Config")
                .put("current-context", CONTEXT);
        ObjectNode context = document.putArray("contexts").addObject().put("name", CONTEXT).putObject("context")
                .put("cluster", CONTEXT);
        if (!user.isEmpty()) { // no user at all, as fabric8 reads a context whose user is not there
            context.put("user", CONTEXT);
            document.putArray("users").addObject().put("name", CONTEXT).set("user", user);
        }
        if (resolved.namespace() != null) {
            context.put("namespace", resolved.namespace());
        }
        document.putArray("clusters").addObject().put("name", CONTEXT).set("cluster", resolved.cluster());
        Config config = Config.empty();
        try {
            KubeConfigUtils.merge(config, CONTEXT, KubeConfigUtils.parseConfigFromString(document.toString()));
        } catch (RuntimeException e) {
            throw KubeconfigException.of(KubeconfigException.Kind.INVALID,
                    "kubeconfig: " + io.japply.apply.internal.support.Messages.oneLine(String.valueOf(e.getMessage())));
        }
        String serverName = KubeconfigResolver.text(resolved.cluster(), "tls-server-name");
        config.setAdditionalProperty(TlsServerName.OVERRIDE_KEY, serverName == null ? "" : serverName);
        config.setCurrentContext(KubeconfigFastPath.namedContext(resolved));
        config.setContexts(KubeconfigFastPath.contexts(resolved));
        if (resolved.userFile() != null) {
            exec.apply(config, resolved.userName(), new MergedKubeconfig.Entry(resolved.user(), resolved.userFile()),
                    new MergedKubeconfig.Entry(resolved.cluster(), resolved.clusterFile()));
        }
        return config;
    }

    /** Whether the fast path reads this configuration (tests compare the two readers on it). */
    static Optional<Config> fastOnly(ResolvedKubeconfig resolved, ExecAuth exec) {
        return KubeconfigFastPath.build(resolved, exec);
    }
}
