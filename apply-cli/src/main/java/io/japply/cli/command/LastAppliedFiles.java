package io.japply.cli.command;

import io.japply.apply.LastAppliedTargets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** -f, -R and -k of view-last-applied and edit-last-applied, as kubectl's. */
public final class LastAppliedFiles {
    @Option(names = {"-f", "--filename"}, split = ",", paramLabel = "FILE|DIR|-",
            description = "The objects, named by manifests.")
    List<String> files = new ArrayList<>();

    @Option(names = {"-R", "--recursive"}, arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Read directories recursively.")
    boolean recursive;

    @Option(names = {"-k", "--kustomize"}, paramLabel = "DIR",
            description = "The objects of 'kubectl kustomize DIR' (or 'kustomize build DIR'); not with -f.")
    String kustomization;

    /**
     * The objects of these files, else of kubectl's TYPE/NAME {@code args} (their form checked at once) with
     * -l's {@code selector} (null: none) or {@code all}; {@code typesMeanAll}: TYPE alone means every object of it.
     */
    LastAppliedTargets.Source source(List<String> args, String selector, boolean all, boolean typesMeanAll,
                                     boolean keepGoing) {
        return new LastAppliedTargets.Source(files, recursive, kustomization, args, selector, all, typesMeanAll,
                keepGoing, false);
    }
}
