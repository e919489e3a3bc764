package io.japply.cli.command;

import io.japply.cli.flags.Input;
import io.japply.apply.RunResults;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.ListsAhead;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.job.ApplyRun;
import io.japply.apply.job.JobOptions;
import io.japply.apply.internal.object.Applier;
import io.japply.apply.internal.rollback.AtomicRollback;
import io.japply.apply.status.WaitListener;
import io.japply.apply.internal.read.Documents;
import io.japply.apply.Manifest;
import io.japply.apply.internal.read.ManifestReader;
import io.japply.apply.internal.support.Daemons;
import io.japply.apply.Failure;
import io.japply.apply.internal.support.Futures;
import io.japply.apply.internal.support.Messages;
import io.japply.cli.Environment;
import io.japply.cli.diff.DiffRun;
import io.japply.cli.diff.DiffSources;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.flags.ApplyFlags;
import io.japply.cli.flags.ChangeCause;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.GracePeriodGateway;
import io.japply.cli.report.KlogLine;
import io.japply.cli.report.Report;
import io.japply.cli.report.Words;
import io.japply.cli.startup.DiscoveryHeadStart;
import io.japply.cli.wait.WaitStep;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Function;

/** Wires an apply together: options, the cluster (fabric8 unless a test gives another), the run. */
public final class Apply implements DiffSources {
    private final Documents documents;
    private final Function<ClusterFlags, ClusterGateway> clusters;
    private final Editor editor;
    private final ApplyRun.Context context;
    private final Environment environment;

    public Apply(Documents documents, Function<ClusterFlags, ClusterGateway> clusters, Editor editor, ApplyRun.Context context,
          Environment environment) {
        this.documents = documents;
        this.clusters = clusters;
        this.editor = editor;
        this.context = context;
        this.environment = environment;
    }

    /** The clock of --wait-ready; tests give one they move. */
    private io.japply.apply.status.WaitClock waitClock = io.japply.apply.status.WaitClock.system();

    public Apply waitClock(io.japply.apply.status.WaitClock clock) {
        this.waitClock = clock;
        return this;
    }

    Applier applier(ClusterGateway cluster, ApplyOptions options) {
        return new Applier(cluster, options, context.sleeper());
    }

    /** How retries wait. */
    public io.japply.apply.Sleeper sleeper() {
        return context.sleeper();
    }

    /** Environment variables and the terminal, for diff's colour and external program. */
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
    public java.util.List<Manifest> manifests(java.util.List<String> files, boolean recursive) {
        return new ManifestReader(documents).read(files, recursive);
    }

    /** The objects of -f or -k, filtered by -l. */
    public java.util.List<Manifest> manifests(Input input) {
        return manifests(input, manifest -> { });
    }

    /** As {@link #manifests(Input)}, handing each object to {@code onRead} as soon as its file is read. */
    private java.util.List<Manifest> manifests(Input input, java.util.function.Consumer<Manifest> onRead) {
        return input.read(new ManifestReader(documents, onRead)::read,
                new Kustomize(environment.get("PATH"), Kustomize.DEFAULT_TIMEOUT)::read);
    }

    /** The objects with --record's change cause in their annotations, when asked for. */
    private static java.util.List<Manifest> recorded(ApplyFlags flags, java.util.List<Manifest> manifests) {
        return flags.recordedCause().map(cause -> ChangeCause.annotate(manifests, cause)).orElse(manifests);
    }

    public ClusterGateway cluster(ClusterFlags flags) {
        return clusters.apply(flags);
    }

    public int run(ApplyFlags flags, PrintWriter out, PrintWriter err) {
        ApplyOptions options = flags.toOptions();
        Optional<ObjectPrinter> printer = flags.printer(); // a bad -o or template stops the run before anything is sent
        Words.dryRunDeprecation(flags.dryRun).ifPresent(err::println);
        Input input = flags.input();
        boolean atomic = flags.job.atomic(options.dryRun(), flags.diff);
        if (flags.diff) {
            return DiffRun.forApply(this, flags, options, printer).applyWithDiff(options, out, err);
        }
        JobOptions job = flags.jobOptions(options);
        Optional<WaitStep> wait = flags.job.waitOptions().map(w -> new WaitStep(w, waitClock, context.terminal()));
        flags.cluster.concurrency = job.concurrency();
        // the files are read while fabric8 reads the kubeconfig and builds its client (neither needs the
        // other; the bundled kinds are HeadStart's); discovery, each kind's OpenAPI and the LIST of each
        // kind with several objects (a server-side apply reads nothing) start as their objects are read
        DiscoveryHeadStart discovery = new DiscoveryHeadStart();
        Optional<ListsAhead> lists = options.serverSide() ? Optional.empty() : Optional.of(new ListsAhead(options.namespace()));
        java.util.function.Consumer<Manifest> onRead = lists.isPresent() ? discovery.andThen(lists.get()) : discovery;
        java.util.concurrent.FutureTask<java.util.List<Manifest>> reading =
                new java.util.concurrent.FutureTask<>(() -> recorded(flags, manifests(input, onRead)));
        Daemons.start("japply-read", reading);
        ClusterGateway client = GracePeriodGateway.of(clusters.apply(flags.cluster), flags.gracePeriod);
        discovery.connect(client);
        ClusterGateway cluster = lists.map(ahead -> ahead.connect(client)).orElse(client);
        Report report = new Report(options, job.summaryJson(), out, err, context.terminal(), printer);
        ApplyRun run = ApplyRun.of(cluster, options, job, context, () -> Futures.join(reading, "interrupted"));
        discovery.metadataTo(run::metadataAhead);
        if (atomic) {
            run.recordingForRollback();
        }
        if (job.labelPrune().filter(labels -> labels.allowlist().isEmpty()).isPresent()) {
            // kubectl logs it on every such prune as the prune starts, before the server's warnings on its LISTs
            report.beforePrune(() -> KlogLine.warning(err, "prune.go:71", KlogLine.DEFAULT_PRUNE_KINDS));
        }
        Optional<String> refused;
        try {
            refused = run.run(new RunResults(report));
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            // the ApplySet's parent could not be read or written (or its kinds found): nothing was applied
            refused = Optional.of(Messages.describe(e));
        }
        if (refused.isPresent()) {
            // nothing was applied; --summary=json still prints its document, with the reason in it
            report.runError(refused.get());
            return report.finish();
        }
        wait.ifPresent(step -> step.after(options.dryRun(), cluster, report, err));
        if (atomic && report.runFailed()) {
            // the rollback reads every object afresh: never through the lists read ahead for the apply
            AtomicRollback rollback = new AtomicRollback(client, options, job.cascade(), context.sleeper(),
                    context.nanoTime(), waitClock, wait.map(WaitStep::options));
            report.rolledBack(rollback.run(report.firstFailure(), run.changes(), new WaitListener() {
            }));
        }
        return flags.cluster.connection.afterRun(report.finish(), report.warningCount(), err);
    }
}
