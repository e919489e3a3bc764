package io.japply.cli.command;

import io.japply.apply.LastAppliedTargets;
import io.japply.apply.model.LookupErrors;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.cli.flags.Input;
import io.japply.cli.flags.Selector;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/** The last-applied commands' objects ({@link LastAppliedTargets#find}), read through the command's apply; their errors as kubectl prints them. */
final class LastAppliedLookup {
    private LastAppliedLookup() {
    }

    /** The objects; -f and -k read as apply reads them, kubectl's warnings on {@code err} as they come. */
    static List<LastAppliedTargets.Target> find(Apply apply, ClusterGateway gateway, String namespace,
                                                LastAppliedTargets.Source source, PrintWriter err) {
        return LastAppliedTargets.find(gateway, namespace, source,
                selector -> apply.manifests(new Input(source.files(), source.recursive(),
                        Optional.ofNullable(source.kustomization()), selector.map(Selector::parse))),
                w -> err.println("Warning: " + w));
    }

    /** An error as kubectl prints it: the server's own line as it is, several one a line, any other after "error: ". */
    static void report(RuntimeException e, PrintWriter err) {
        if (e instanceof LookupErrors) {
            err.println(e.getMessage());
            return;
        }
        String message = e.getMessage();
        err.println(e instanceof ClusterGateway.Refused && message.startsWith("Error from server") ? message : "error: " + message);
    }
}
