package io.japply.apply;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.kubeconfig.ClientConfigs;
import io.japply.apply.kubeconfig.ConnectionOptions;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.internal.kubeconfig.ExecAuth;
import io.japply.apply.kubeconfig.KubeconfigException;
import io.japply.apply.kubeconfig.Surroundings;
import io.japply.apply.internal.kubeconfig.KubeconfigResolver;
import io.japply.apply.internal.kubeconfig.ResolvedKubeconfig;

/**
 * A connection to what kubectl would connect to: the kubeconfig, context, cluster, user and namespace
 * chosen by kubectl's loading rules (the command line's own resolver), the user's exec plugin run
 * before any request and failing closed. {@link #gateway} is the command line's own connection, with
 * all its hardening; {@link #client} a plain fabric8 client for {@link Japply#with(KubernetesClient)}.
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
        return client(request, Surroundings.process());
    }

    /**
     * As {@link #client(ConnectionRequest)}, with the kubeconfig's names, KUBECONFIG, HOME, the proxy
     * variables and an exec plugin's environment and directory taken from {@code surroundings}.
     */
    public static KubernetesClient client(ConnectionRequest request, Surroundings surroundings) {
        ResolvedKubeconfig resolved = KubeconfigResolver.in(surroundings).resolve(request);
        // a library never prints: a plugin's stderr is dropped
        ExecAuth plugins = new ExecAuth(false, text -> { }).in(surroundings);
        return new KubernetesClientBuilder().withConfig(ClientConfigs.build(resolved, plugins, surroundings::get)).build();
    }

    /**
     * The cluster as the command line reaches it, for {@link Japply#using}: exec plugins run under
     * {@code options}' policy and failing closed, a CA with insecure-skip-tls-verify refused, kubectl's
     * TLS server name rules, redirects that never carry the credential, the proxy of the kubeconfig or
     * environment, every request and its retries within the request timeout; names and variables read in
     * {@code options}' surroundings (the process's by default). Close it when done.
     *
     * @throws KubeconfigException when anything named is missing or unusable, in kubectl's words; nothing was sent
     */
    public static ClusterGateway gateway(ConnectionRequest request, ConnectionOptions options) {
        return Fabric8Connection.open(request, options);
    }

    /**
     * Reads the configuration {@code request} names, as kubectl's {@code version} does, connecting nowhere.
     *
     * @throws KubeconfigException when anything named is missing or unusable
     */
    public static void check(ConnectionRequest request) {
        check(request, Surroundings.process());
    }

    /** As {@link #check(ConnectionRequest)}, reading names and variables in {@code surroundings}. */
    public static void check(ConnectionRequest request, Surroundings surroundings) {
        KubeconfigResolver.in(surroundings).resolve(request);
    }
}
