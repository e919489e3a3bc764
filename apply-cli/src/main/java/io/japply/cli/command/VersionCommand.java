package io.japply.cli.command;

import io.japply.apply.model.Failure;
import io.japply.cli.BuildInfo;
import io.japply.cli.ExitCodes;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * "japply version": the version, the commit and build date, the Java runtime. Asks no server; takes
 * kubectl's global flags, and a kubeconfig, context, cluster or user they name must exist.
 */
@Command(name = "version", description = "Print japply's version, commit, build date and Java runtime (no server is asked).")
public final class VersionCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    io.japply.cli.flags.ClusterFlags cluster;

    @Option(names = "--client", description = "Accepted as kubectl accepts it; japply only ever prints its own version.")
    boolean client;

    @Option(names = {"-o", "--output"}, paramLabel = "json",
            description = "json: as kubectl version -o json, under \"clientVersion\" (kubectl's yaml is not offered).")
    String output;

    /** The run's directory and environment, in which a named kubeconfig is read. */
    private final io.japply.apply.kubeconfig.Surroundings surroundings;

    public VersionCommand() {
        this(io.japply.apply.kubeconfig.Surroundings.process());
    }

    public VersionCommand(io.japply.apply.kubeconfig.Surroundings surroundings) {
        this.surroundings = surroundings;
    }

    private boolean namesAConfiguration() {
        return cluster != null && java.util.stream.Stream.of(cluster.kubeconfig, cluster.context, cluster.connection.cluster,
                cluster.connection.user).anyMatch(value -> value != null && !value.isEmpty());
    }

    /** The command lines that only ask for the version as text, answered before any model is built. */
    public static boolean asks(String... args) {
        return List.of(List.of("version"), List.of("version", "--client"), List.of("--version"), List.of("-V"))
                .contains(List.of(args));
    }

    /** The text answer: one line each for the version, commit, build date, Java runtime and platform. */
    public static String text() {
        return String.join(System.lineSeparator(), BuildInfo.current().lines()) + System.lineSeparator();
    }

    @Override
    public Integer call() {
        if (output != null && !output.equals("json")) {
            throw Failure.usage("--output must be 'json', not '" + output + "'");
        }
        if (!client && namesAConfiguration()) {
            // kubectl's version reads the configuration the line names and stops on what is missing
            io.japply.apply.Connections.check(Kubeconfig.request(cluster), surroundings);
        }
        spec.commandLine().getOut().print(output == null ? text() : BuildInfo.current().json());
        return ExitCodes.OK;
    }
}
