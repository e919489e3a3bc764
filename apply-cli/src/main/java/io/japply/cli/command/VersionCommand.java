package io.japply.cli.command;

import io.japply.cli.ExitCodes;
import io.japply.cli.Japply;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** "japply version": what --version prints. Reads no kubeconfig and asks no server. */
@Command(name = "version", description = "Print japply's version (no server is asked).")
public final class VersionCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--client", description = "Accepted as kubectl accepts it; japply only ever prints its own version.")
    boolean client;

    /** The command lines that only ask for the version, answered before any model is built. */
    public static boolean asks(String... args) {
        return java.util.List.of(java.util.List.of("version"), java.util.List.of("version", "--client"),
                java.util.List.of("--version"), java.util.List.of("-V")).contains(java.util.List.of(args));
    }

    @Override
    public Integer call() {
        for (String line : new Japply.Version().getVersion()) {
            spec.commandLine().getOut().println(line);
        }
        return ExitCodes.OK;
    }
}
