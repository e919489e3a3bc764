package io.japply.cli.command;

import io.japply.apply.Connections;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.kubeconfig.ConnectionOptions;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.ConfigOverrides;
import io.japply.cli.flags.ConnectionFlags;
import io.japply.cli.flags.DurationFlag;
import io.japply.cli.report.Terminals;
import io.japply.cli.report.Tracing;
import java.util.function.Consumer;

/**
 * The connection a line means, through the library's face ({@link Connections#gateway}): kubectl's
 * loading rules (anything named but missing stops the run in kubectl's words before a request), the
 * flags laid over the kubeconfig, the exec plugins under the kuberc's policy. A user with no
 * credential over TLS is asked for a user name and password, as kubectl asks ({@link BasicAuthPrompt}).
 */
final class Kubeconfig {
    private Kubeconfig() {
    }

    /** Production: fabric8 with the kubeconfig kubectl's loading rules choose, or the Pod's account. */
    static ClusterGateway gateway(ClusterFlags flags) {
        return Connections.gateway(request(flags), options(flags));
    }

    /** What the line names of the connection. */
    static ConnectionRequest request(ClusterFlags flags) {
        ConnectionFlags given = flags.connection;
        boolean timeout = !"30s".equals(flags.requestTimeout) && flags.requestTimeoutMillis() != 0;
        return new ConnectionRequest(flags.kubeconfig, flags.context, given.cluster, given.user, flags.namespace,
                given.server, given.token, given.username, given.password, given.clientCertificate, given.clientKey,
                given.certificateAuthority, given.insecureSkipTlsVerify, given.as, given.asGroups, given.asUid,
                given.userExtras(), timeout);
    }

    /**
     * How the line connects: its timeout, plugins, prompt, trace and the flags laid over the kubeconfig
     * (--as and its kin are the request's: the library sends their headers).
     */
    static ConnectionOptions options(ClusterFlags flags) {
        // a plugin's stderr reaches the terminal, as kubectl lets it through: the run's own stderr (a warm
        // process's request has its own), the process's when no run gave one
        java.io.PrintWriter err = flags.trace;
        Consumer<String> pluginStderr = err == null ? System.err::print : text -> {
            err.print(text);
            err.flush();
        };
        io.japply.apply.kubeconfig.Surroundings where = flags.surroundings();
        ConnectionOptions options = ConnectionOptions.defaults()
                .in(where)
                .withRequestTimeout(DurationFlag.parse("--request-timeout", flags.requestTimeout), flags.requestTimeout)
                .withConcurrency(flags.concurrency)
                .withNamespaceFirst(flags.namespaceFirst)
                .withPlugins(flags.pluginPolicy, Terminals.isTerminal(0), pluginStderr)
                .withPrompt(new BasicAuthPrompt(flags.promptIn, flags.promptOut))
                .withOverrides(config -> ConfigOverrides.apply(flags.connection, config));
        if (flags.verbosity >= Tracing.URLS && flags.trace != null) {
            options = options.withInterceptor("japply-trace", new Tracing(flags.trace, flags.verbosity, System::nanoTime));
        }
        if (flags.connection.matchServerVersion) {
            long timeout = flags.requestTimeoutMillis();
            options = options.withFirstRequest((http, server) ->
                    io.japply.cli.flags.ServerVersionMatch.require(http, server, timeout));
        }
        return flags.cacheRoot(where.variables(), where.directory()).map(options::withOpenApiCache).orElse(options);
    }
}
