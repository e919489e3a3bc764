package io.japply.cli.command;

import io.japply.cli.flags.Selector;
import io.japply.cli.flags.Input;
import io.japply.apply.Manifests;
import io.japply.apply.DiffRequest;
import io.japply.apply.model.Failure;
import io.japply.cli.ExitCodes;
import io.japply.cli.diff.DiffFormat;
import io.japply.cli.diff.DiffOutput;
import io.japply.cli.diff.DiffOptions;
import io.japply.cli.diff.DiffRun;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.DiffPruneFlags;
import io.japply.cli.flags.ServerSideFlags;
import io.japply.cli.report.Colour;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "diff",
        description = {"Show what apply would change: the live objects against the objects as they would be after"
                + " the apply, as a unified diff of YAML (like kubectl diff).",
                "Exit status: 0 no differences, 1 differences, >1 an error."})
public final class DiffCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = {"-f", "--filename"}, split = ",", paramLabel = "FILE|DIR|URL|-", description = "Manifests to compare (repeatable).")
    List<String> files = new ArrayList<>();

    @Option(names = {"-R", "--recursive"}, description = "Read directories recursively (also for --live).")
    boolean recursive;

    @Mixin
    ClusterFlags cluster = new ClusterFlags();

    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
            description = "Objects compared at the same time, as kubectl diff's (the output is the same whatever N). Default: ${DEFAULT-VALUE}.")
    int concurrency = 1;

    @Option(names = "--local", description = "Predict with japply's own merge instead of the server's dry run"
            + " (the live objects still come from the cluster).")
    boolean local;

    @Option(names = "--live", paramLabel = "FILE|DIR", description = "No cluster: take the live objects from these"
            + " files (saved 'kubectl get -o yaml' output; repeatable); implies --local.")
    List<String> live = new ArrayList<>();

    @Option(names = "--color", paramLabel = "auto|always|never", defaultValue = "auto",
            description = "Colour the diff: auto (default) only on a terminal and when NO_COLOR is unset.")
    String color;

    @Option(names = "--show-secrets", description = "Print Secret values instead of masking them.")
    boolean showSecrets;

    @Option(names = "--show-managed-fields", description = "Include metadata.managedFields in the diff.")
    boolean showManagedFields;

    @Option(names = "--validate", arity = "0..1", fallbackValue = "strict", defaultValue = "strict",
            paramLabel = "strict|warn|ignore", description = "Fields the server's schema does not know, in the server's"
            + " dry run: strict (or true) fails, warn prints the server's warning, ignore (or false) drops them."
            + " Default: ${DEFAULT-VALUE}.")
    String validate = "strict";

    @Option(names = "--explain", description = "After each object's diff, say why each part changes.")
    boolean explain;

    @Option(names = "--counts", description = "End with a line on stderr counting the objects changed, to create,"
            + " unchanged (and to delete, failed); without it only when stderr is a terminal, as kubectl prints none.")
    boolean counts;

    @Option(names = {"-l", "--selector"}, paramLabel = "SELECTOR",
            description = "Only the objects whose labels match (a=b,c!=d,e in (x,y),!f,g); the others are skipped.")
    String selector;

    @Option(names = {"-k", "--kustomize"}, paramLabel = "DIR",
            description = "Compare what 'kubectl kustomize DIR' (or 'kustomize build DIR') prints; not with -f.")
    String kustomization;
    @Option(names = {"-o", "--output"}, paramLabel = "text|json|markdown", defaultValue = "text",
            description = "text (default): unified diffs; json: per object its action and changed paths;"
                    + " markdown: a summary table and one collapsible diff per object, for a pull-request comment.")
    String output;

    @Option(names = "--max-bytes", paramLabel = "N", description = "With -o markdown: cut the output to N bytes"
            + " (default 65536, GitHub's comment limit; 0: no limit), with a note saying how much was left out.")
    Long maxBytes;

    @Mixin
    ServerSideFlags serverSide = new ServerSideFlags();

    @Mixin
    DiffPruneFlags prune = new DiffPruneFlags();

    private final Apply apply;

    public DiffCommand(Apply apply) {
        this.apply = apply;
    }

    @Override
    public Integer call() {
        try {
            Input input = new Input(files, recursive, Optional.ofNullable(kustomization),
                    Optional.ofNullable(selector).map(Selector::parse)).validate();
            cluster.concurrency = Math.max(1, concurrency); // kubectl takes any number; below 1 is one at a time
            DiffOptions options = new DiffOptions(input, cluster, local || !live.isEmpty(),
                    List.copyOf(live), Colour.parse(color).orElseThrow(() -> Failure.usage(
                            "--color must be auto, always or never, not '" + color + "'")),
                    new DiffRequest.Shown(showSecrets, showManagedFields), explain,
                    counts || apply.environment().errorTerminal(), ApplyFlags.validation(validate),
                    new DiffOutput(DiffFormat.parse(output), Optional.ofNullable(maxBytes)), serverSide.options(),
                    prune.parent(), prune.labels(selector), prune.allowEmpty).validate();
            DiffRun run = new DiffRun(apply, options);
            int code = run.diff(spec.commandLine().getOut(), spec.commandLine().getErr());
            return cluster.connection.afterRun(code, run.warningCount(), spec.commandLine().getErr());
        } catch (io.japply.apply.kubeconfig.KubeconfigException e) {
            spec.commandLine().getErr().print(io.japply.cli.KubeconfigWords.text(e)); // kubectl diff: exit 2
            return DiffRun.ERROR;
        } catch (Failure e) {
            if (Failure.USAGE.equals(e.errorType())) {
                throw e;
            }
            // kubectl diff: any error exits above 1, since 1 means "differences found"
            spec.commandLine().getErr().println("error: " + ExitCodes.message(e));
            return DiffRun.ERROR;
        }
    }
}
