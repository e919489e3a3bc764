package io.japply.apply;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.job.ApplyOptions;
import io.japply.apply.internal.job.ApplyRun;
import io.japply.apply.job.JobOptions;
import io.japply.apply.internal.object.Applier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReferenceArray;
import io.japply.apply.internal.object.Outcome;
import io.japply.apply.cluster.Cascade;
import io.japply.apply.internal.rollback.AtomicRollback;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOptions;
import io.japply.apply.model.ApplyException;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.model.Failure;
import io.japply.apply.model.Manifest;

/** One call of the library: the pipeline run over manifests, its outcomes collected as results. */
final class ManyObjects {
    private final ClusterGateway cluster;
    private final Settings settings;
    private final Runtime runtime;

    ManyObjects(ClusterGateway cluster, Settings settings, Runtime runtime) {
        this.cluster = cluster;
        this.settings = settings;
        this.runtime = runtime;
    }

    /** One object, without ordering or pruning. */
    ApplyResult one(Manifest manifest) {
        long start = runtime.nanoTime().getAsLong();
        Outcome outcome = new Applier(cluster, settings.applyOptions(), runtime.sleeper()).apply(manifest);
        return Outcomes.result(outcome, runtime.nanoTime().getAsLong() - start);
    }

    /**
     * The run over many objects. What refuses the whole run (no objects, options that do not fit, an
     * ApplySet's parent that cannot be used) is an {@link ApplyException}, thrown before anything is sent.
     */
    ApplyReport all(List<Manifest> manifests, ApplyListener listener) {
        return applyThenWait(manifests, listener, Optional.empty(), new WaitListener() {
        });
    }

    /**
     * The run, then, with {@code readiness}, the wait for the applied objects; with {@link Settings#atomic},
     * a failed run (an object, a prune, the wait) rolled back.
     */
    ApplyReport applyThenWait(List<Manifest> manifests, ApplyListener listener, Optional<WaitOptions> readiness,
                              WaitListener waitListener) {
        if (settings.atomic && settings.dryRun != DryRun.NONE) {
            throw new ApplyException(ApplyException.Reason.INVALID_INPUT, "", "atomic(true) cannot be used with a dry"
                    + " run: a dry run changes nothing, so there is nothing to roll back", null);
        }
        Collector collector = new Collector(listener);
        ApplyRun run = run(manifests, collector, settings.atomic);
        ApplyReport report = collector.report();
        if (readiness.isPresent() && report.succeeded()) {
            report = report.withReadiness(WaitReady.await(cluster, settings, runtime.waitClock(), report,
                    readiness.get().timeout(), waitListener));
        }
        if (!settings.atomic || report.succeeded()) {
            return report;
        }
        AtomicRollback rollback = new AtomicRollback(cluster, settings.applyOptions(), Cascade.BACKGROUND,
                runtime.sleeper(), runtime.nanoTime(), runtime.waitClock(), readiness);
        return report.withRollback(rollback.run(report.firstFailure(), run.changes(), waitListener));
    }

    private ApplyRun run(List<Manifest> manifests, Collector collector, boolean atomic) {
        String source = settings.applySet.orElse("");
        if (manifests.isEmpty()) {
            // as kubectl: an empty input is a mistake, and with an ApplySet never "prune every member"
            throw new ApplyException(ApplyException.Reason.INVALID_INPUT, source, "no objects passed to apply"
                    + settings.applySet.map(set -> ": nothing was sent, no member of the ApplySet " + set
                    + " was pruned").orElse(": nothing was sent"), null);
        }
        if (settings.applySet.isPresent() && settings.namespace.isEmpty()) {
            throw new ApplyException(ApplyException.Reason.INVALID_INPUT, source, "pruneApplySet(\"" + source
                    + "\") needs namespace(...): the parent is namespaced and, as in kubectl, never taken from the client", null);
        }
        Optional<String> refused;
        ApplyRun run;
        try {
            ApplyOptions options = settings.applyOptions();
            JobOptions job = settings.jobOptions();
            run = ApplyRun.of(cluster, options, job,
                    new ApplyRun.Context(runtime.sleeper(), runtime.nanoTime(), false), () -> manifests);
            if (atomic) {
                run.recordingForRollback();
            }
            refused = run.run(new RunResults(collector));
        } catch (Failure e) {
            // japply's own one-line failures are internal: the library's callers get its documented exception
            throw new ApplyException(ApplyException.Reason.INVALID_INPUT, source, e.getMessage(), e);
        } catch (ClusterGateway.Refused e) {
            // the ApplySet's parent could not be read or written: nothing was applied
            throw new ApplyException(Outcomes.refusal(e.code()), source, e.getMessage(), e);
        } catch (ClusterGateway.Conflict e) {
            throw new ApplyException(ApplyException.Reason.CONFLICT, source, e.getMessage(), e);
        }
        if (refused.isPresent()) {
            java.util.OptionalInt code = run.parentRefusal(); // the server's refusal, or a parent not fit to use
            throw new ApplyException(code.isPresent() ? Outcomes.refusal(code.getAsInt()) : ApplyException.Reason.INVALID_INPUT,
                    source, refused.get(), null);
        }
        return run;
    }

    /** Keeps each result in its input position and passes it on to the caller's listener. */
    private static final class Collector implements RunResults.Listener {
        private final ApplyListener listener;
        private AtomicReferenceArray<ApplyResult> results = new AtomicReferenceArray<>(0);
        private final List<PruneResult> pruned = Collections.synchronizedList(new ArrayList<>());
        private final AtomicBoolean pruneSkipped = new AtomicBoolean();

        Collector(ApplyListener listener) {
            this.listener = listener;
        }

        @Override
        public void started(int objects) {
            results = new AtomicReferenceArray<>(objects);
        }

        @Override
        public void applied(int index, ApplyResult result) {
            results.set(index, result);
            listener.applied(result);
        }

        @Override
        public void pruned(PruneResult result) {
            pruned.add(result);
            listener.pruned(result);
        }

        @Override
        public void pruneSkipped(int failed) {
            pruneSkipped.set(true);
            listener.pruneSkipped(failed);
        }

        ApplyReport report() {
            List<ApplyResult> list = new ArrayList<>();
            for (int i = 0; i < results.length(); i++) {
                list.add(results.get(i));
            }
            return new ApplyReport(list, pruned, pruneSkipped.get());
        }
    }
}
