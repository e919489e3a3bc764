package io.japply.cli.command;

import io.japply.apply.model.DryRun;
import io.japply.apply.model.Failure;
import io.japply.apply.LastAppliedRecords;
import io.japply.apply.LastAppliedTargets;
import io.japply.apply.model.LookupErrors;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.report.Words;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** kubectl apply set-last-applied: the last-applied configuration of live objects set to their files', nothing else. */
@Command(name = "set-last-applied",
        description = "Set the last-applied configuration of live objects to the manifests in -f; nothing else changes.")
public final class SetLastApplied implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ClusterFlags cluster;

    @Option(names = {"-f", "--filename"}, split = ",", paramLabel = "FILE|DIR|-", description = "The objects, named by manifests.")
    List<String> files = new ArrayList<>();

    @Option(names = {"-R", "--recursive"}, description = "Read directories recursively.")
    boolean recursive;

    @Option(names = "--create-annotation", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Also write it where the live object has none.")
    boolean createAnnotation;

    @Option(names = "--dry-run", arity = "0..1", fallbackValue = Words.BARE_DRY_RUN, defaultValue = "none",
            paramLabel = "none|client|server", description = "client: send nothing; server: send with dryRun=All.")
    String dryRun;

    @Mixin
    LastAppliedPrinter printer;

    /** kubectl takes arguments here and reads none of them. */
    @Parameters(arity = "0..*", hidden = true)
    List<String> ignored = new ArrayList<>();

    private final Apply apply;

    public SetLastApplied(Apply apply) {
        this.apply = apply;
    }

    /** One object whose annotation changes. */
    private record Change(LastAppliedTargets.Target target, String recorded) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            Words.dryRunDeprecation(dryRun).ifPresent(err::println);
            DryRun mode = Words.dryRun(dryRun);
            printer.check(apply.environment().directory());
            ClusterGateway gateway = apply.cluster(cluster.namespaceFirst());
            List<Change> changes = new ArrayList<>();
            LastAppliedTargets.Source source = new LastAppliedTargets.Source(files, recursive, null, List.of(), null, false,
                    false, false, true);
            for (LastAppliedTargets.Target target : LastAppliedLookup.find(apply, gateway, cluster.namespace, source, err)) {
                change(target, out).ifPresent(changes::add);
            }
            for (Change change : changes) {
                printer.print(LastAppliedRecords.set(gateway, change.target(), change.recorded(), mode),
                        change.target().ref().display(), "configured" + Words.suffix(mode),
                        true, out);
            }
        } catch (Failure | ClusterGateway.Refused | LookupErrors e) {
            out.flush();
            LastAppliedLookup.report(e, err);
            return ExitCodes.FAILURE;
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The new annotation, or empty (and kubectl's line) when it is already the file's. */
    private Optional<Change> change(LastAppliedTargets.Target target, PrintWriter out) {
        Optional<String> recorded = LastAppliedRecords.fromFile(target, createAnnotation);
        if (recorded.isEmpty()) {
            out.println("set-last-applied " + target.ref().name() + ": no changes required.");
        }
        return recorded.map(text -> new Change(target, text));
    }
}
