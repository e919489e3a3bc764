package io.japply.apply;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.internal.kubeconfig.ClientConfigs;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.internal.kubeconfig.ExecAuth;
import io.japply.apply.kubeconfig.KubeconfigException;
import io.japply.apply.internal.kubeconfig.KubeconfigResolver;
import io.japply.apply.internal.kubeconfig.ResolvedKubeconfig;

/**
 * A fabric8 client for what kubectl would connect to: the kubeconfig, context, cluster, user and
 * namespace chosen by kubectl's loading rules (the command line's own resolver), the user's exec plugin
 * run before any request and failing closed. For {@link Japply#with(KubernetesClient)}.
 */
public final class Connections {
    private Connections() {
    }

    /**
     * The client for {@code request} ({@link ConnectionRequest#defaults()}: the current context).
     *
     * @throws KubeconfigException when anything named is missing or unusable, in kubectl's words; nothing was sent
     */
    public static KubernetesClient client(ConnectionRequest request) {
        ResolvedKubeconfig resolved = KubeconfigResolver.system().resolve(request);
        ExecAuth plugins = new ExecAuth(false, text -> { }); // a library never prints: a plugin's stderr is dropped
        return new KubernetesClientBuilder().withConfig(ClientConfigs.build(resolved, plugins, System::getenv)).build();
    }
}
