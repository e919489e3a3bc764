package io.japply.cli.command;

import io.fabric8.kubernetes.client.Config;
import io.japply.apply.internal.kubeconfig.ClientConfigs;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.internal.kubeconfig.ExecAuth;
import io.japply.apply.internal.kubeconfig.KubeconfigResolver;
import io.japply.apply.internal.kubeconfig.ResolvedKubeconfig;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.ConnectionFlags;

/**
 * The kubeconfig a line means, by kubectl's loading rules ({@link KubeconfigResolver}: anything named
 * but missing stops the run in kubectl's words before a request), as fabric8's Config. A user with no
 * credential over TLS is asked for a user name and password, as kubectl asks ({@link BasicAuthPrompt}).
 */
final class Kubeconfig {
    private Kubeconfig() {
    }

    static Config withFlags(ClusterFlags flags, ExecAuth exec) {
        ResolvedKubeconfig resolved = KubeconfigResolver.system().resolve(request(flags), flags.namespaceFirst);
        if (resolved.tls() && !resolved.identifiesUser()) {
            boolean terminal = flags.promptIn == System.in && io.japply.cli.report.Terminals.isTerminal(0);
            resolved = BasicAuthPrompt.ask(resolved, flags.promptIn, flags.promptOut, terminal);
        }
        return ClientConfigs.build(resolved, exec, System::getenv);
    }

    /** What the line names of the connection. */
    static ConnectionRequest request(ClusterFlags flags) {
        ConnectionFlags given = flags.connection;
        boolean timeout = !"30s".equals(flags.requestTimeout) && flags.requestTimeoutMillis() != 0;
        return new ConnectionRequest(flags.kubeconfig, flags.context, given.cluster, given.user, flags.namespace,
                given.server, given.token, given.username, given.password, given.clientCertificate, given.clientKey,
                given.certificateAuthority, given.insecureSkipTlsVerify, given.as, given.asGroups, given.asUid,
                io.japply.cli.flags.Impersonation.extras(given), timeout);
    }
}
