package io.japply.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.preview.Explain;
import io.japply.apply.preview.Prediction;
import io.japply.apply.preview.Predictor;
import io.japply.apply.object.Applier;
import io.japply.apply.preview.Redaction;
import io.japply.apply.preview.RenderedPair;
import io.japply.apply.preview.UnifiedText;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.NoSchema;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.support.Failure;
import io.japply.apply.cluster.LiveFiles;
import io.japply.apply.read.Manifest;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.object.PatchPlan;
import io.japply.apply.read.NoObjects;
import io.japply.apply.DryRun;
import io.japply.apply.object.Outcome;

/**
 * japply diff, and apply --dry-run --diff: each object goes through the apply as a dry run (the
 * server's, or the engine's for --local and --live), and the live object it started from is
 * compared with the result, secrets masked, as YAML with sorted keys.
 */
final class DiffRun {
    /** Any error: kubectl diff exits above 1, since 1 means "differences found". */
    static final int ERROR = 2;

    private final Apply apply;
    private final DiffCommand.DiffOptions options;

    DiffRun(Apply apply, DiffCommand.DiffOptions options) {
        this.apply = apply;
        this.options = options;
    }

    /** The diff of apply --diff: only with a dry run, not server-side (it reads no live object), no -o json|yaml. */
    static DiffRun forApply(Apply apply, ApplyFlags flags, ApplyOptions applyOptions) {
        if (applyOptions.dryRun() == DryRun.NONE) {
            throw Failure.usage("--diff needs --dry-run=client or --dry-run=server");
        }
        if (applyOptions.serverSide()) {
            throw Failure.usage("--diff cannot be used with --server-side");
        }
        if (applyOptions.output().filter(o -> !o.equals("name")).isPresent()) {
            throw Failure.usage("--diff cannot be used with -o json or -o yaml");
        }
        return new DiffRun(apply, new DiffCommand.DiffOptions(flags.input(),
                flags.cluster, applyOptions.dryRun() == DryRun.CLIENT, List.of(), Colour.AUTO,
                Redaction.Options.DEFAULT, false, applyOptions.fieldValidation()));
    }

    int diff(PrintWriter out, PrintWriter err) {
        ApplyOptions applyOptions = applyOptions();
        ClusterGateway cluster = options.live().isEmpty() ? apply.cluster(options.cluster())
                : LiveFiles.read(apply.manifests(options.live(), options.input().recursive()), applyOptions.namespace());
        List<Prediction> previews = new ArrayList<>();
        int failed = preview(cluster, applyOptions, read("diff"), previews, err, false);
        int status = print(previews, out, err);
        return failed > 0 ? ERROR : status;
    }

    /**
     * apply --dry-run=client|server --diff: each object's diff, then apply's line for it; apply's
     * exit codes (1 when an object failed).
     */
    int applyWithDiff(ApplyOptions applyOptions, PrintWriter out, PrintWriter err) {
        List<Manifest> manifests = read("apply");
        List<Prediction> previews = new ArrayList<>();
        int failed = preview(apply.cluster(options.cluster()), applyOptions, manifests, previews, err, true);
        print(previews, out, err);
        for (Prediction p : previews) {
            out.println(p.outcome().ref().display() + " " + Words.action(p.outcome().action()) + Words.suffix(applyOptions.dryRun()));
        }
        out.flush();
        return failed > 0 ? ExitCodes.FAILURE : ExitCodes.OK;
    }

    /**
     * Runs every manifest through the dry-run apply; warnings and errors go to stderr (apply's own
     * warnings only when {@code applying}: kubectl diff prints the server's alone); returns how many failed.
     */
    private int preview(ClusterGateway cluster, ApplyOptions applyOptions, List<Manifest> manifests,
                        List<Prediction> previews, PrintWriter err, boolean applying) {
        int[] failed = {0};
        WarningPrinter warnings = new WarningPrinter(err);
        previews.addAll(new Predictor(cluster, applyOptions, apply.sleeper()).predict(manifests,
                outcome -> warnings.print(outcome.warnings().stream()
                        .filter(w -> applying || !Applier.isMissingAnnotationWarning(w)).toList()), outcome -> {
                    failed[0]++;
                    err.println("error: " + ExitCodes.oneLine(masked(outcome)));
                }));
        return failed[0];
    }

    /** The refusal with a Secret's values masked: the API server quotes the value it refuses. */
    private String masked(io.japply.apply.object.Outcome outcome) {
        Manifest manifest = outcome.manifest();
        return options.redaction().showSecrets() || manifest.problem().isPresent() ? outcome.error()
                : io.japply.apply.preview.MessageMasking.mask(outcome.error(), manifest.object());
    }

    /** The manifests of -f or -k, filtered by -l; none at all is refused, as by apply ({@code command} names the verb). */
    private List<Manifest> read(String command) {
        List<Manifest> manifests = apply.manifests(options.input());
        NoObjects.require(options.input().files(), options.input().recursive(), manifests, command);
        return manifests;
    }

    /** Prints the diffs (built in, or the external program's) and explanations; 1 when anything changes. */
    private int print(List<Prediction> previews, PrintWriter out, PrintWriter err) {
        List<RenderedPair> rendered = previews.stream().map(this::rendered).toList();
        Optional<String> external = apply.environment().get(ExternalDiff.VARIABLE);
        int status;
        if (external.isPresent()) {
            try {
                status = new ExternalDiff(external.get()).run(rendered, out, err);
            } catch (ExternalDiff.Failed e) {
                err.println("error: " + e.getMessage());
                return ERROR;
            }
        } else {
            boolean paint = options.colour().enabled(apply.environment());
            rendered.forEach(pair -> out.print(Colour.render(UnifiedText.lines(pair), paint)));
            status = rendered.stream().anyMatch(RenderedPair::changed) ? 1 : 0;
        }
        if (options.explain()) {
            previews.forEach(p -> explain(p).forEach(out::println));
        }
        out.flush();
        return status;
    }

    private RenderedPair rendered(Prediction preview) {
        return preview.rendered(options.redaction());
    }

    static String fileName(ObjectRef ref) {
        return Prediction.fileName(ref);
    }

    private List<String> explain(Prediction preview) {
        ObjectRef ref = preview.outcome().ref();
        ObjectNode object = preview.outcome().manifest().object();
        try {
            Explain.Sides sides = new Explain.Sides(LastApplied.original(preview.live()).orElse(null),
                    LastApplied.modified(object, ref.namespace()), preview.live(), preview.merged(),
                    PatchPlan.of(Optional.empty(), object).schema().orElse(NoSchema.INSTANCE),
                    options.redaction().showSecrets());
            return Explain.lines(ref.display() + (ref.namespace() == null ? "" : " (namespace " + ref.namespace() + ")"),
                    sides);
        } catch (PatchException e) {
            return List.of(ref.display() + ": cannot explain: " + e.getMessage());
        }
    }

    /** The apply the diff predicts: a dry run by the server, or by the engine for --local and --live. */
    private ApplyOptions applyOptions() {
        ApplyFlags flags = new ApplyFlags().reading(options.input());
        flags.cluster = options.cluster();
        flags.dryRun = options.local() ? "client" : "server";
        flags.overwrite = true; // as kubectl diff: the prediction overwrites changes made by others
        flags.validate = options.validation().queryValue();
        return flags.toOptions();
    }
}
