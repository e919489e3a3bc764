package io.japply.cli;

import picocli.CommandLine.Option;

/** Which cluster and namespace: the flags every command that talks to a cluster takes. */
final class ClusterFlags {
    @Option(names = {"-n", "--namespace"}, paramLabel = "NS", description = "Namespace for objects that name none.")
    String namespace;

    @Option(names = "--context", paramLabel = "NAME", description = "The kubeconfig context to use.")
    String context;

    @Option(names = "--kubeconfig", paramLabel = "FILE", description = "Path to the kubeconfig file.")
    String kubeconfig;
}
