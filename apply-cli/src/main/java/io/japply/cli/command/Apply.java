package io.japply.cli.command;

import io.japply.apply.ApplyJob;
import io.japply.apply.model.Manifest;
import io.japply.apply.Manifests;
import io.japply.apply.model.RollbackReport;
import io.japply.apply.model.Sleeper;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.apply.status.WaitClock;
import io.japply.cli.Environment;
import io.japply.cli.diff.DiffRun;
import io.japply.cli.diff.DiffSources;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ChangeCause;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.GracePeriodGateway;
import io.japply.cli.flags.Input;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.report.KlogLine;
import io.japply.cli.report.Report;
import io.japply.cli.report.Words;
import io.japply.cli.wait.WaitStep;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * An apply from its flags: one options value, one call on the library's face ({@link ApplyJob}), its
 * events and values handed to the printers. The cluster is fabric8's unless a test gives another.
 */
public final class Apply implements DiffSources {
    /** How a run waits and tells time, and whether stderr is a terminal; tests give clocks they move. */
    public record Context(Sleeper sleeper, LongSupplier nanoTime, boolean terminal) {
    }

    private final InputStream stdin;
    private final Function<ClusterFlags, ClusterGateway> clusters;
    private final Editor editor;
    private final Context context;
    private final Environment environment;
    /** The clock of --wait-ready; tests give one they move. */
    private WaitClock waitClock = WaitClock.system();

    public Apply(InputStream stdin, Function<ClusterFlags, ClusterGateway> clusters, Editor editor, Context context,
                 Environment environment) {
        this.stdin = stdin;
        this.clusters = clusters;
        this.editor = editor;
        this.context = context;
        this.environment = environment;
    }

    public Apply waitClock(WaitClock clock) {
        this.waitClock = clock;
        return this;
    }

    /** How retries wait. */
    @Override
    public Sleeper sleeper() {
        return context.sleeper();
    }

    /** Environment variables and the terminal, for diff's colour and external program. */
    @Override
    public Environment environment() {
        return environment;
    }

    /** The user's editor, for edit-last-applied. */
    Editor editor() {
        return editor;
    }

    /** Production: fabric8 with the kubeconfig kubectl's loading rules choose (Kubeconfig), or the Pod's account. */
    public static ClusterGateway fabric8(ClusterFlags flags) {
        return Kubeconfig.gateway(flags);
    }

    /** The manifests of -f, read as apply reads them. */
    @Override
    public List<Manifest> manifests(List<String> files, boolean recursive) {
        return Manifests.read(files, recursive, stdin, manifest -> { }, environment.directory());
    }

    /** The objects of -f or -k, filtered by -l. */
    @Override
    public List<Manifest> manifests(Input input) {
        return manifests(input, manifest -> { });
    }

    /** As {@link #manifests(Input)}, handing each object to {@code onRead} as soon as its file is read. */
    private List<Manifest> manifests(Input input, Consumer<Manifest> onRead) {
        return input.read((files, recursive) -> Manifests.read(files, recursive, stdin, onRead, environment.directory()),
                new Kustomize(environment, Kustomize.DEFAULT_TIMEOUT)::read);
    }

    /** The objects with --record's change cause in their annotations, when asked for. */
    private static List<Manifest> recorded(ApplyFlags flags, List<Manifest> manifests) {
        return flags.recordedCause().map(cause -> ChangeCause.annotate(manifests, cause)).orElse(manifests);
    }

    @Override
    public ClusterGateway cluster(ClusterFlags flags) {
        return clusters.apply(flags);
    }

    public int run(ApplyFlags flags, PrintWriter out, PrintWriter err) {
        ApplyOptions options = flags.toOptions();
        Optional<ObjectPrinter> printer = flags.printer(environment.directory()); // a bad -o or template stops the run before anything is sent
        Words.dryRunDeprecation(flags.dryRun).ifPresent(err::println);
        Input input = flags.input();
        boolean atomic = flags.job.atomic(options.dryRun(), flags.diff);
        if (flags.diff) {
            return DiffRun.forApply(this, flags, options, printer).applyWithDiff(options, out, err);
        }
        JobOptions job = flags.jobOptions(options);
        Optional<WaitStep> wait = flags.job.waitOptions().map(w -> new WaitStep(w, waitClock, context.terminal()));
        flags.cluster.concurrency = job.concurrency();
        Report report = new Report(options, job.summaryJson(), out, err, context.terminal(), printer);
        if (job.labelPrune().filter(labels -> labels.allowlist().isEmpty()).isPresent()) {
            // kubectl logs it on every such prune as the prune starts, before the server's warnings on its LISTs
            report.beforePrune(() -> KlogLine.warning(err, "prune.go:71", KlogLine.DEFAULT_PRUNE_KINDS));
        }
        ApplyJob.Outcome outcome = ApplyJob
                .connectingWith(() -> GracePeriodGateway.of(clusters.apply(flags.cluster), flags.gracePeriod))
                .clocks(context.sleeper(), context.nanoTime(), waitClock)
                .in(environment.directory())
                .run(new ApplyJob.Request(options, job, atomic, wait.map(WaitStep::options)),
                        onRead -> recorded(flags, manifests(input, onRead)), report.listener(),
                        wait.map(step -> step.printingTo(report, err)).orElseGet(() -> new ApplyJob.WaitEvents() {
                        }));
        if (outcome.refused().isPresent()) {
            // nothing was applied; --summary=json still prints its document, with the reason in it
            report.runError(outcome.refused().get());
            return report.finish();
        }
        // the rollback's cause in the command line's words: the first failure as the report printed it
        outcome.rollback().ifPresent(rollback -> report.rolledBack(
                new RollbackReport(report.firstFailure(), rollback.objects(), rollback.readiness())));
        return flags.cluster.connection.afterRun(report.finish(), report.warningCount(), err);
    }
}
