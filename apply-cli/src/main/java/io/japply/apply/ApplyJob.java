package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.ListsAhead;
import io.japply.apply.internal.job.ApplyRun;
import io.japply.apply.internal.job.DiscoveryHeadStart;
import io.japply.apply.internal.rollback.AtomicRollback;
import io.japply.apply.internal.support.Daemons;
import io.japply.apply.internal.support.Futures;
import io.japply.apply.internal.support.Messages;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.JobOptions;
import io.japply.apply.status.WaitClock;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.status.WaitOutcome;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import io.japply.apply.model.Manifest;
import io.japply.apply.model.RollbackReport;
import io.japply.apply.model.Sleeper;

/**
 * One apply as {@code japply apply} runs it, an options value and one call: the files read while the
 * connection opens (discovery and the lists of kinds with several objects started as objects are read),
 * the run in kind order with its prune (ApplySet or label), the readiness wait, and {@code --atomic}'s
 * rollback. Events reach the listeners as they happen; the call returns what ended the run.
 */
public final class ApplyJob {
    /** What to do: the apply's and the job's options (both checked), all or nothing, and the readiness wait. */
    public record Request(ApplyOptions options, JobOptions job, boolean atomic, Optional<WaitOptions> readiness) {
    }

    /** How the run ended: refused before applying anything (why), the wait's outcome, the rollback's report. */
    public record Outcome(Optional<String> refused, Optional<WaitOutcome> waited, Optional<RollbackReport> rollback) {
    }

    /** Reads the objects, handing each to {@code onRead} as soon as its file is read (from the reading thread). */
    @FunctionalInterface
    public interface Input {
        List<Manifest> read(Consumer<Manifest> onRead);
    }

    /** Hears the readiness wait; nothing by default. */
    public interface WaitEvents {
        /** The wait was not started: objects or prunes failed (their number). */
        default void skipped(int failed) {
        }

        /** The wait cannot run: this connection cannot watch objects (the run counts it as failed). */
        default void cannotWatch() {
        }

        /** The wait starts for {@code objects} applied objects: the listener that hears each change. */
        default WaitListener started(int objects) {
            return new WaitListener() {
            };
        }

        /** The wait ended, before any rollback. */
        default void ended(WaitOutcome outcome) {
        }
    }

    private final Supplier<ClusterGateway> connect;
    private final Sleeper sleeper;
    private final LongSupplier nanoTime;
    private final WaitClock waitClock;
    /** The working directory the input's file names are relative to (the process's unless given). */
    private java.nio.file.Path directory = io.japply.apply.kubeconfig.Surroundings.processDirectory();

    private ApplyJob(Supplier<ClusterGateway> connect, Sleeper sleeper, LongSupplier nanoTime, WaitClock waitClock) {
        this.connect = connect;
        this.sleeper = sleeper;
        this.nanoTime = nanoTime;
        this.waitClock = waitClock;
    }

    /** The same, the input's relative file names read in {@code workingDirectory} (a warm process's request has its own). */
    public ApplyJob in(java.nio.file.Path workingDirectory) {
        ApplyJob copy = new ApplyJob(connect, sleeper, nanoTime, waitClock);
        copy.directory = workingDirectory;
        return copy;
    }

    /**
     * A job over the cluster {@code connect} opens (called once per run, while the files are read: see
     * {@link Connections#gateway}); the system's clocks. Not closed by japply.
     */
    public static ApplyJob connectingWith(Supplier<ClusterGateway> connect) {
        return new ApplyJob(connect, Sleeper.system(), System::nanoTime, WaitClock.system());
    }

    /** The same with clocks of the caller's (tests give ones they move). */
    public ApplyJob clocks(Sleeper sleeps, LongSupplier nanos, WaitClock waits) {
        return new ApplyJob(connect, sleeps, nanos, waits).in(directory);
    }

    /**
     * Runs the apply: reads {@code input}, applies, prunes, waits (with {@link Request#readiness}) and, with
     * {@link Request#atomic}, rolls back when an object, a prune or the wait failed. {@code results}
     * hears each object and each pruned member as it is done (from the run's threads), {@code wait} the
     * readiness wait. A {@link JobTally} given as {@code results} is the one the run counts with.
     *
     * @throws RuntimeException the connection's or the input's failure (KubeconfigException, Failure): nothing applied
     */
    public Outcome run(Request request, Input input, RunResults.Listener results, WaitEvents wait) {
        ApplyOptions options = request.options();
        JobOptions job = request.job();
        // the files are read while the connection opens (neither needs the other); discovery, each kind's
        // OpenAPI and the LIST of each kind with several objects (a server-side apply reads nothing) start
        // as their objects are read
        DiscoveryHeadStart discovery = new DiscoveryHeadStart();
        Optional<ListsAhead> lists = options.serverSide() ? Optional.empty() : Optional.of(new ListsAhead(options.namespace()));
        Consumer<Manifest> onRead = lists.isPresent() ? discovery.andThen(lists.get()) : discovery;
        FutureTask<List<Manifest>> reading = new FutureTask<>(() -> input.read(onRead));
        Daemons.start("japply-read", reading);
        ClusterGateway client = connect.get();
        discovery.connect(client);
        ClusterGateway cluster = lists.map(ahead -> ahead.connect(client)).orElse(client);
        // a caller's own tally is kept (it reads the counts the run is judged by), not counted again
        JobTally tally = results instanceof JobTally own ? own : new JobTally(results);
        ApplyRun run = ApplyRun.of(cluster, options, job, new ApplyRun.Context(sleeper, nanoTime, false, directory),
                () -> Futures.join(reading, "interrupted"));
        discovery.metadataTo(run::metadataAhead);
        if (request.atomic()) {
            run.recordingForRollback();
        }
        Optional<String> refused;
        try {
            refused = run.run(new RunResults(tally));
        } catch (ClusterGateway.Refused | ClusterGateway.Conflict e) {
            // the ApplySet's parent could not be read or written (or its kinds found): nothing was applied
            refused = Optional.of(Messages.describe(e));
        }
        if (refused.isPresent()) {
            return new Outcome(refused, Optional.empty(), Optional.empty());
        }
        Optional<WaitOutcome> waited = request.readiness().flatMap(w -> ReadinessStep.await(w, options.dryRun(), cluster,
                waitClock, tally, wait));
        if (!request.atomic() || !tally.runFailed(waited)) {
            return new Outcome(Optional.empty(), waited, Optional.empty());
        }
        // the rollback reads every object afresh: never through the lists read ahead for the apply
        AtomicRollback rollback = new AtomicRollback(client, options, job.cascade(), sleeper, nanoTime, waitClock,
                request.readiness());
        RollbackReport report = rollback.run(tally.firstFailure(waited), run.changes(), new WaitListener() {
        });
        return new Outcome(Optional.empty(), waited, Optional.of(report));
    }
}
