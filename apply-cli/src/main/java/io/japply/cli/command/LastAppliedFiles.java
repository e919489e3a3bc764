package io.japply.cli.command;

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

    /** Whether objects come from files rather than from arguments. */
    boolean given() {
        return !files.isEmpty() || kustomization != null;
    }
}
