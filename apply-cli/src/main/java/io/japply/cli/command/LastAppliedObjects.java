package io.japply.cli.command;

import io.japply.apply.LastAppliedTargets;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.cli.flags.ClusterFlags;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The objects of view-last-applied and edit-last-applied, named as kubectl's name them: the cluster's
 * flags, then -f, -R and -k, or TYPE/NAME arguments.
 */
public final class LastAppliedObjects {
    @Mixin
    ClusterFlags cluster;

    @Option(names = {"-f", "--filename"}, split = ",", paramLabel = "FILE|DIR|-",
            description = "The objects, named by manifests.")
    List<String> files = new ArrayList<>();

    @Option(names = {"-R", "--recursive"}, arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Read directories recursively.")
    boolean recursive;

    @Option(names = {"-k", "--kustomize"}, paramLabel = "DIR",
            description = "The objects of 'kubectl kustomize DIR' (or 'kustomize build DIR'); not with -f.")
    String kustomization;

    @Parameters(paramLabel = "TYPE [NAME...] | TYPE/NAME...", arity = "0..*", description = "The objects, named as kubectl names them.")
    List<String> args = new ArrayList<>();

    /** The cluster, its namespace read first where kubectl's last-applied commands read it first. */
    ClusterGateway gateway(Apply apply) {
        return apply.cluster(cluster.namespaceFirst());
    }

    /**
     * The objects of the files, else of the TYPE/NAME arguments (their form checked at once) with -l's
     * {@code selector} (null: none) or {@code all}; {@code typesMeanAll}: TYPE alone means every object of it.
     */
    LastAppliedTargets.Source source(String selector, boolean all, boolean typesMeanAll, boolean keepGoing) {
        return new LastAppliedTargets.Source(files, recursive, kustomization, args, selector, all, typesMeanAll,
                keepGoing, false);
    }

    /** The objects of {@code source}, in the namespace of the flags; kubectl's warnings on {@code err}. */
    List<LastAppliedTargets.Target> find(Apply apply, ClusterGateway gateway, LastAppliedTargets.Source source,
                                         PrintWriter err) {
        return LastAppliedLookup.find(apply, gateway, cluster.namespace, source, err);
    }
}
