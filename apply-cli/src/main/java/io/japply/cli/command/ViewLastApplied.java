package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Failure;
import io.japply.apply.LastAppliedRecords;
import io.japply.apply.LastAppliedTargets;
import io.japply.apply.model.LookupErrors;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.OutputFormat;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** kubectl apply view-last-applied: the recorded configurations of objects named by -f, -k or TYPE/NAME. */
@Command(name = "view-last-applied",
        description = "Print the last-applied configuration of the objects named by TYPE NAME, TYPE/NAME, TYPE -l, -f or -k.")
public final class ViewLastApplied implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    LastAppliedObjects objects;

    @Option(names = {"-l", "--selector"}, paramLabel = "SELECTOR", description = "Only the objects with these labels.")
    String selector;

    @Option(names = "--all", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Every object of the TYPEs in the namespace.")
    boolean all;

    @Option(names = {"-o", "--output"}, defaultValue = "yaml", paramLabel = "yaml|json", description = "Output format.")
    String output;

    @Option(names = "--show-secrets", description = "Print a Secret's values instead of masking them.")
    boolean showSecrets;

    private final Apply apply;

    public ViewLastApplied(Apply apply) {
        this.apply = apply;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<ObjectNode> recorded = new ArrayList<>();
        try {
            // kubectl (-n): a TYPE alone means every object of it
            LastAppliedTargets.Source source = objects.source(selector, all, objects.cluster.namespace != null, false);
            ClusterGateway gateway = objects.gateway(apply);
            for (LastAppliedTargets.Target target : objects.find(apply, gateway, source, err)) {
                LastAppliedRecords.recorded(target).ifPresent(recorded::add);
            }
        } catch (Failure | ClusterGateway.Refused | LookupErrors e) {
            LastAppliedLookup.report(e, err);
            return ExitCodes.FAILURE;
        }
        if (recorded.isEmpty()) {
            return ExitCodes.OK;
        }
        if (!output.equals("yaml") && !output.equals("json")) {
            // kubectl checks -o only when it has something to print, and as a usage error
            err.println("error: Unexpected -o output mode: " + output + ", the flag 'output' must be one of yaml|json");
            err.println("See '" + spec.qualifiedName() + " -h' for help and examples");
            return ExitCodes.FAILURE;
        }
        OutputFormat format = OutputFormat.fromFlag(output, OutputFormat.PRETTY_JSON);
        // a Secret's values masked unless asked for (kubectl prints them)
        recorded.forEach(r -> out.print(format.render(showSecrets ? r : LastAppliedRecords.masked(r))));
        out.flush();
        return ExitCodes.OK;
    }
}
