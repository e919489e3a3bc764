package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.DryRun;
import io.japply.apply.PatchType;
import io.japply.apply.Failure;
import io.japply.apply.LastAppliedTargets;
import io.japply.apply.LookupErrors;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.report.Words;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
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

    /** The manager the API server records for kubectl's set-last-applied: its User-Agent's program name. */
    static final String SERVER_NAMED_MANAGER = "kubectl";

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
            printer.check();
            ClusterGateway gateway = apply.cluster(cluster.namespaceFirst());
            List<Change> changes = new ArrayList<>();
            LastAppliedTargets.Source source = new LastAppliedTargets.Source(files, recursive, null, List.of(), null, false,
                    false, false, true);
            for (LastAppliedTargets.Target target : LastAppliedLookup.find(apply, gateway, cluster.namespace, source, err)) {
                change(target, out).ifPresent(changes::add);
            }
            for (Change change : changes) {
                printer.print(write(change, mode, gateway), change.target().ref().display(), "configured" + Words.suffix(mode),
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
    private java.util.Optional<Change> change(LastAppliedTargets.Target target, PrintWriter out) {
        if (LastApplied.original(target.live()).isEmpty() && !createAnnotation) {
            throw Failure.input("no last-applied-configuration annotation found on resource: " + target.ref().name()
                    + ", to create the annotation, run the command with --create-annotation");
        }
        // kubectl's annotation: the file's object as read (its namespace filled in), compared byte for byte
        String recorded = GoJson.write(withNamespace(target.manifest().orElseThrow().object(), target.ref().namespace())) + "\n";
        if (recorded.equals(target.live().path("metadata").path("annotations").path(LastApplied.KEY).asText(null))) {
            out.println("set-last-applied " + target.ref().name() + ": no changes required.");
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new Change(target, recorded));
    }

    /** The object as kubectl prints it after: the server's answer, or with --dry-run=client the live object as read. */
    private static ObjectNode write(Change change, DryRun mode, ClusterGateway gateway) {
        if (mode == DryRun.CLIENT) {
            return change.target().live();
        }
        ObjectNode patch = Json.object();
        patch.putObject("metadata").putObject("annotations").put(LastApplied.KEY, change.recorded());
        // kubectl names no manager and the server takes it from the User-Agent ("kubectl"); japply's client
        // is another, so it names kubectl's for the same managedFields
        ClusterGateway.Write write = new ClusterGateway.Write(mode == DryRun.SERVER, SERVER_NAMED_MANAGER, false, null);
        return gateway.patch(change.target().ref(), change.target().served(), PatchType.MERGE, GoJson.write(patch), write);
    }

    private static ObjectNode withNamespace(ObjectNode object, String namespace) {
        ObjectNode copy = object.deepCopy();
        if (namespace != null) {
            copy.withObject("/metadata").put("namespace", namespace);
        }
        return copy;
    }
}
