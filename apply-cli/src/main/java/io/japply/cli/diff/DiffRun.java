package io.japply.cli.diff;

import io.japply.apply.DiffAction;
import io.japply.apply.DiffObject;
import io.japply.apply.DiffRequest;
import io.japply.apply.DiffResult;
import io.japply.apply.Diffs;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.Failure;
import io.japply.apply.model.Manifest;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.ServerSideFlags;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.report.Colour;
import io.japply.cli.report.KlogLine;
import io.japply.cli.report.Words;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;

/**
 * japply diff, and apply --dry-run --diff: the flags made into the library's diff ({@link Diffs#run}),
 * its objects printed as text, JSON or Markdown, its warnings and errors on stderr as they come
 * ({@link DiffLines}).
 */
public final class DiffRun {
    /** Any error: kubectl diff exits above 1, since 1 means "differences found". */
    public static final int ERROR = 2;

    private int warningCount;
    private final DiffSources apply;
    private final DiffOptions options;

    public DiffRun(DiffSources apply, DiffOptions options) {
        this.apply = apply;
        this.options = options;
    }

    /** The diff of apply --diff: only with a dry run, not server-side (it reads no live object), no -o json|yaml or template. */
    public static DiffRun forApply(DiffSources apply, ApplyFlags flags, ApplyOptions applyOptions,
                                   Optional<ObjectPrinter> printer) {
        if (applyOptions.dryRun() == DryRun.NONE) {
            throw Failure.usage("--diff needs --dry-run=client or --dry-run=server");
        }
        if (applyOptions.serverSide()) {
            throw Failure.usage("--diff cannot be used with --server-side");
        }
        if (printer.filter(p -> p.when() != ObjectPrinter.When.NAMES).isPresent()) {
            throw Failure.usage("--diff cannot be used with -o json, -o yaml or a template");
        }
        JobOptions job = flags.jobOptions(applyOptions); // apply's checks of --prune and its flags
        return new DiffRun(apply, new DiffOptions(flags.input(),
                flags.cluster, applyOptions.dryRun() == DryRun.CLIENT, List.of(), Colour.AUTO,
                new DiffRequest.Shown(flags.showSecrets, flags.showManagedFields), false, false,
                applyOptions.fieldValidation(), DiffOutput.TEXT,
                ServerSideFlags.Options.NONE, job.applySet(), job.labelPrune(), job.pruneAllowEmpty()));
    }

    public int diff(PrintWriter out, PrintWriter err) {
        ApplyOptions applyOptions = applyOptions();
        ClusterGateway cluster = options.live().isEmpty() ? apply.cluster(options.cluster())
                : Diffs.saved(apply.manifests(options.live(), options.input().recursive()), applyOptions.namespace(),
                        contextNamespace());
        List<Manifest> manifests = read("diff");
        boolean defaultKinds = options.labelPrune().filter(labels -> labels.allowlist().isEmpty()).isPresent();
        // kubectl diff logs kubectl's prune kinds too, as its prune starts: before the server's warnings on the listing
        DiffLines lines = new DiffLines(err, false, defaultKinds);
        DiffResult result = Diffs.run(cluster, manifests, request(applyOptions, false), apply.sleeper(), lines);
        warningCount += lines.warningCount();
        if (defaultKinds && !result.errors().isEmpty()) {
            KlogLine.warning(err, "prune.go:71", KlogLine.DEFAULT_PRUNE_KINDS); // kubectl diff logs it too
        }
        err.flush();
        List<DiffObject> objects = result.all();
        DiffCounts counts = DiffCounts.of(objects, result.errors().size(), options.prune());
        DiffText text = new DiffText(apply.environment(), options.colour());
        int status = switch (options.output().format()) {
            case TEXT -> text.print(objects.stream().sorted(DiffObject.KUBECTL_ORDER).toList(), options.explain(), out, err);
            case JSON -> printed(DiffJson.render(objects, counts, result.errors(), options.explain()), objects, out);
            case MARKDOWN -> printed(DiffMarkdown.render(objects, counts, result.errors(), options.explain(),
                    options.output().maxBytes()), objects, out);
        };
        if (options.counts()) {
            err.println(counts.line());
        }
        err.flush();
        return result.errors().isEmpty() ? status : ERROR;
    }

    /**
     * apply --dry-run=client|server --diff: each object's diff, then apply's line for it; apply's
     * exit codes (1 when an object failed). With --prune, the members it would prune too, diffed and
     * named "pruned" (found as diff --prune finds them: no dry-run DELETE is sent).
     */
    public int applyWithDiff(ApplyOptions applyOptions, PrintWriter out, PrintWriter err) {
        List<Manifest> read = read("apply");
        ClusterGateway cluster = apply.cluster(options.cluster());
        DiffLines lines = new DiffLines(err, true, false);
        DiffResult result = Diffs.run(cluster, read, request(applyOptions, true), apply.sleeper(), lines);
        warningCount += lines.warningCount();
        err.flush();
        new DiffText(apply.environment(), options.colour()).print(result.all(), false, out, err);
        for (DiffObject o : result.objects()) {
            out.println(Words.line(o.ref().display(), o.applied(), applyOptions.dryRun()));
        }
        for (DiffObject o : result.pruned()) {
            out.println(o.ref().display() + " pruned" + Words.suffix(applyOptions.dryRun()));
        }
        out.flush();
        return result.errors().isEmpty() ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** The server's warnings printed (each text once a run, the prune's listing's too), for --warnings-as-errors. */
    public int warningCount() {
        return warningCount;
    }

    private DiffRequest request(ApplyOptions applyOptions, boolean applying) {
        return new DiffRequest(applyOptions, options.applySet(), options.labelPrune(), options.shown(), applying);
    }

    /**
     * --live: the kubeconfig context's namespace, where apply would place an object that names none
     * (nothing is sent); "default" when no configuration names a server.
     */
    private String contextNamespace() {
        ClusterFlags flags = options.cluster();
        try {
            return apply.cluster(flags).contextNamespace();
        } catch (io.japply.apply.kubeconfig.KubeconfigException e) {
            if (e.kind() != io.japply.apply.kubeconfig.KubeconfigException.Kind.NO_SERVER) {
                throw e; // what the line or the kubeconfig names must exist, even for a preview
            }
            return Diffs.CONTEXT_NAMESPACE;
        }
    }

    /** Prints a whole document; 1 when anything changes, as the text output. */
    private static int printed(String document, List<DiffObject> objects, PrintWriter out) {
        out.print(document);
        out.flush();
        return objects.stream().anyMatch(o -> o.action() != DiffAction.UNCHANGED) ? 1 : 0;
    }

    /**
     * The manifests of -f or -k, filtered by -l; none at all is refused, as by apply ({@code command} names
     * the verb), unless --prune-allow-empty.
     */
    private List<Manifest> read(String command) {
        List<Manifest> manifests = apply.manifests(options.input());
        if (!options.allowEmpty()) { // only with --prune: then an empty input shows every member deleted
            Diffs.requireObjects(options.input().files(), options.input().recursive(), manifests, command,
                    apply.environment().directory());
        }
        return manifests;
    }

    /** The apply the diff predicts: a dry run by the server, or by the engine for --local and --live. */
    private ApplyOptions applyOptions() {
        ApplyFlags flags = new ApplyFlags().reading(options.input());
        flags.cluster = options.cluster();
        flags.dryRun = options.local() ? "client" : "server";
        flags.overwrite = true; // as kubectl diff: the prediction overwrites changes made by others
        flags.validate = options.validation().queryValue();
        flags.serverSide = options.serverSide().serverSide();
        flags.forceConflicts = options.serverSide().forceConflicts();
        flags.fieldManager = options.serverSide().fieldManager();
        return flags.toOptions().withoutMigration(); // kubectl diff migrates nothing
    }
}
