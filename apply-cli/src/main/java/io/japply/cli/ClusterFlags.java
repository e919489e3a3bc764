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

    @Option(names = "--request-timeout", paramLabel = "DURATION", defaultValue = "30s",
            description = "How long one request may wait for its answer (30s, 2m, 500ms; 0: no limit). Default: ${DEFAULT-VALUE}.")
    String requestTimeout;

    /** The request timeout in milliseconds; 0 for none. A bare number is seconds, as kubectl reads it. */
    long requestTimeoutMillis() {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)(ms|s|m|h)?").matcher(requestTimeout.strip());
        if (!m.matches()) {
            throw Failure.usage("invalid --request-timeout '" + requestTimeout + "': expected a duration such as 30s, 2m or 0");
        }
        long amount = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "ms" -> amount;
            case "m" -> amount * 60_000;
            case "h" -> amount * 3_600_000;
            default -> amount * 1_000;
        };
    }
}
