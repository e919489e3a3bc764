package io.japply.cli.diff;

import io.japply.apply.DryRun;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.LiveFiles;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.apply.internal.object.MissingAnnotation;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.DiffAction;
import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.Predictor;
import io.japply.apply.internal.preview.PrunePreview;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.report.KlogLine;
import io.japply.apply.internal.preview.Redaction;
import io.japply.apply.Manifest;
import io.japply.apply.internal.read.NoObjects;
import io.japply.apply.Failure;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.ServerSideFlags;
import io.japply.cli.report.Colour;
import io.japply.cli.report.WarningPrinter;
import io.japply.cli.report.Words;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * japply diff, and apply --dry-run --diff: each object goes through the apply as a dry run (the
 * server's, or the engine's for --local and --live), and the live object it started from is
 * compared with the result, secrets masked, as YAML with sorted keys; with --prune --applyset the
 * members apply would delete follow, each compared with nothing.
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
                new Redaction.Options(flags.showSecrets, flags.showManagedFields), false, false,
                applyOptions.fieldValidation(), DiffOutput.TEXT,
                ServerSideFlags.Options.NONE, job.applySet(), job.labelPrune(), job.pruneAllowEmpty()));
    }

    public int diff(PrintWriter out, PrintWriter err) {
        ApplyOptions applyOptions = applyOptions();
        ClusterGateway cluster = options.live().isEmpty() ? apply.cluster(options.cluster())
                : LiveFiles.read(apply.manifests(options.live(), options.input().recursive()), applyOptions.namespace(),
                        contextNamespace());
        List<Manifest> manifests = read("diff");
        Optional<PrunePreview> prune = prunePreview(cluster, applyOptions);
        List<Prediction> previews = new ArrayList<>();
        WarningPrinter warnings = new WarningPrinter(err);
        List<String> errors = preview(cluster, applyOptions, prune.map(p -> p.label(manifests)).orElse(manifests),
                previews, err, warnings, false);
        List<DiffObject> objects = new ArrayList<>(previews.stream().map(p -> DiffObject.of(p, options.redaction())).toList());
        boolean defaultKinds = options.labelPrune().filter(labels -> labels.allowlist().isEmpty()).isPresent();
        if (defaultKinds && errors.isEmpty()) {
            // kubectl diff logs it too, as its prune starts: before the server's warnings on the listing
            KlogLine.warning(err, "prune.go:71", KlogLine.DEFAULT_PRUNE_KINDS);
        }
        prune.ifPresent(p -> objects.addAll(DiffPrune.objects(p, previews, errors.size(), options.redaction(), err,
                text -> warnings.print(List.of(text)))));
        warningCount += warnings.count();
        if (defaultKinds && !errors.isEmpty()) {
            KlogLine.warning(err, "prune.go:71", KlogLine.DEFAULT_PRUNE_KINDS); // kubectl diff logs it too
        }
        DiffCounts counts = DiffCounts.of(objects, errors.size(), prune.isPresent());
        int status = switch (options.output().format()) {
            case TEXT -> printText(objects.stream().sorted(DiffObject.KUBECTL_ORDER).toList(), options.explain(), out, err);
            case JSON -> printed(DiffJson.render(objects, counts, errors, options.explain() ? this::explanations : null),
                    objects, out);
            case MARKDOWN -> printed(DiffMarkdown.render(objects, counts, errors,
                    options.explain() ? this::explanations : null, options.output().maxBytes()), objects, out);
        };
        if (options.counts()) {
            err.println(counts.line());
        }
        err.flush();
        return errors.isEmpty() ? status : ERROR;
    }

    /** --prune's preview: by the ApplySet, or by label as kubectl diff --prune; none without --prune. */
    private Optional<PrunePreview> prunePreview(ClusterGateway cluster, ApplyOptions applyOptions) {
        return options.applySet().map(parent -> PrunePreview.start(parent, cluster, applyOptions))
                .or(() -> options.labelPrune().map(labels -> PrunePreview.byLabel(labels, cluster, applyOptions)));
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
            return LiveFiles.CONTEXT_NAMESPACE;
        }
    }

    /** Prints a whole document; 1 when anything changes, as the text output. */
    private static int printed(String document, List<DiffObject> objects, PrintWriter out) {
        out.print(document);
        out.flush();
        return objects.stream().anyMatch(o -> o.action() != DiffAction.UNCHANGED) ? 1 : 0;
    }

    /**
     * apply --dry-run=client|server --diff: each object's diff, then apply's line for it; apply's
     * exit codes (1 when an object failed). With --prune, the members it would prune too, diffed and
     * named "pruned" (found as diff --prune finds them: no dry-run DELETE is sent).
     */
    public int applyWithDiff(ApplyOptions applyOptions, PrintWriter out, PrintWriter err) {
        List<Manifest> read = read("apply");
        ClusterGateway cluster = apply.cluster(options.cluster());
        Optional<PrunePreview> prune = prunePreview(cluster, applyOptions);
        List<Manifest> manifests = prune.map(p -> p.label(read)).orElse(read);
        List<Prediction> previews = new ArrayList<>();
        WarningPrinter warnings = new WarningPrinter(err);
        int failed = preview(cluster, applyOptions, manifests, previews, err, warnings, true).size();
        List<DiffObject> objects = new ArrayList<>(previews.stream().map(p -> DiffObject.of(p, options.redaction())).toList());
        List<DiffObject> pruned = prune.map(p -> DiffPrune.objects(p, previews, failed, options.redaction(), err,
                text -> warnings.print(List.of(text)))).orElse(List.of());
        warningCount += warnings.count();
        objects.addAll(pruned);
        printText(objects, false, out, err);
        for (Prediction p : previews) {
            out.println(Words.line(p.outcome().ref().display(), p.outcome().action(), applyOptions.dryRun()));
        }
        for (DiffObject o : pruned) {
            out.println(o.ref().display() + " pruned" + Words.suffix(applyOptions.dryRun()));
        }
        out.flush();
        return failed > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    /**
     * Runs every manifest through the dry-run apply; warnings and errors go to stderr (apply's own
     * warnings only when {@code applying}: kubectl diff prints the server's alone), each text once with
     * {@code warnings}, the printer of the whole run (the prune's listing prints through it too); returns the errors.
     */
    private List<String> preview(ClusterGateway cluster, ApplyOptions applyOptions, List<Manifest> manifests,
                                 List<Prediction> previews, PrintWriter err, WarningPrinter warnings,
                                 boolean applying) {
        List<String> errors = new ArrayList<>();
        previews.addAll(new Predictor(cluster, applyOptions, apply.sleeper()).predict(manifests,
                outcome -> warnings.print(outcome.warnings().stream()
                        .filter(w -> applying || !MissingAnnotation.isWarning(w)).toList()), outcome -> {
                    // kubectl diff's refused GET is the server's words alone, as the server said them
                    boolean refusedRead = !applying && outcome.cause() instanceof io.japply.apply.cluster.ClusterGateway.Refused
                            && io.japply.apply.internal.support.Messages.isServerWords(outcome.error())
                            && outcome.error().contains("\nfrom server for: ");
                    errors.add(refusedRead ? outcome.cause().getMessage() : io.japply.apply.internal.support.Messages.text(masked(outcome), null));
                    String text = errors.get(errors.size() - 1);
                    // kubectl diff's words for a refused write are its own, not apply's, the server's frame first
                    String diffSays = applying ? text : io.japply.apply.internal.object.WriteRefused.asDiffSays(text);
                    errors.set(errors.size() - 1, diffSays);
                    err.println((refusedRead || !diffSays.equals(text)
                            || io.japply.apply.internal.support.Messages.isServerAnswer(text) ? "" : "error: ") + diffSays);
                }));
        err.flush();
        return errors;
    }

    /** The server's warnings printed (each text once a run, the prune's listing's too), for --warnings-as-errors. */
    public int warningCount() {
        return warningCount;
    }

    /** The refusal with a Secret's values masked: the API server quotes the value it refuses. */
    private String masked(io.japply.apply.internal.object.Outcome outcome) {
        Manifest manifest = outcome.manifest();
        return options.redaction().showSecrets() || manifest.problem().isPresent() ? outcome.error()
                : io.japply.apply.internal.preview.MessageMasking.mask(outcome.error(), manifest.object());
    }

    /**
     * The manifests of -f or -k, filtered by -l; none at all is refused, as by apply ({@code command} names
     * the verb), unless --prune-allow-empty.
     */
    private List<Manifest> read(String command) {
        List<Manifest> manifests = apply.manifests(options.input());
        if (!options.allowEmpty()) { // only with --prune: then an empty input shows every member deleted
            NoObjects.require(options.input().files(), options.input().recursive(), manifests, command);
        }
        return manifests;
    }

    /**
     * The text output: each object's diff (built in, or all by the external program at once), each
     * followed by its explanation when asked (after all of them with an external program); 1 when
     * anything changes.
     */
    private int printText(List<DiffObject> objects, boolean explain, PrintWriter out, PrintWriter err) {
        Optional<String> external = apply.environment().get(ExternalDiff.VARIABLE);
        if (external.isPresent()) {
            int status;
            try {
                status = new ExternalDiff(external.get()).run(
                        objects.stream().filter(o -> o.action() != DiffAction.PRUNE).map(DiffObject::rendered).toList(),
                        objects.stream().filter(o -> o.action() == DiffAction.PRUNE).map(DiffObject::rendered).toList(),
                        out, err);
            } catch (ExternalDiff.Failed e) {
                err.println("error: " + e.getMessage());
                return ERROR;
            }
            if (explain) {
                objects.forEach(o -> explanation(o).forEach(out::println));
            }
            out.flush();
            return status;
        }
        boolean paint = options.colour().enabled(apply.environment());
        for (DiffObject object : objects) {
            out.print(Colour.render(object.diffLines(), paint));
            if (explain) {
                explanation(object).forEach(out::println);
            }
        }
        out.flush();
        return objects.stream().anyMatch(o -> o.rendered().changed()) ? 1 : 0;
    }

    /** Why each part changes; nothing for a member --prune would delete (it goes whole). */
    private List<String> explanation(DiffObject object) {
        return object.prediction() == null ? List.of() : explanations(object).lines(object);
    }

    private Explanations explanations(DiffObject object) {
        return Explanations.of(object.prediction(), options.redaction().showSecrets());
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
