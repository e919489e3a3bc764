package io.japply.apply;

import io.japply.apply.internal.support.Messages;
import io.japply.apply.status.WaitOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.ApplyResult;

/**
 * An {@link ApplyJob}'s run heard on its way to the caller's listener: what failed so far (objects,
 * prunes, a wait that cannot watch) and the objects applied, in input order, for the readiness wait
 * and {@code --atomic}'s decision. Every event is handed on as it came, on the thread it came on.
 * A caller that reads the same counts (a report's totals) hands its own tally to {@link ApplyJob#run},
 * which keeps that one: the run is counted once, here.
 */
public final class JobTally implements RunResults.Listener {
    private final RunResults.Listener listener;
    private ApplyResult[] results = new ApplyResult[0];
    private final List<PruneResult> pruned = new ArrayList<>();
    private int failedObjects;
    private int failedPrunes;
    private boolean cannotWatch;

    /** A tally that hands every event on to {@code listener} once it has counted it. */
    public JobTally(RunResults.Listener listener) {
        this.listener = listener;
    }

    @Override
    public void started(int objects) {
        synchronized (this) {
            results = new ApplyResult[objects];
        }
        listener.started(objects);
    }

    @Override
    public void logged(String warning) {
        listener.logged(warning);
    }

    @Override
    public void applied(int index, ApplyResult result) {
        synchronized (this) {
            results[index] = result;
            failedObjects += result.failed() ? 1 : 0;
        }
        listener.applied(index, result);
    }

    @Override
    public void pruned(PruneResult result) {
        synchronized (this) {
            pruned.add(result);
            failedPrunes += result.failed() ? 1 : 0;
        }
        listener.pruned(result);
    }

    @Override
    public void pruneStarted() {
        listener.pruneStarted();
    }

    @Override
    public void pruneWarning(String text) {
        listener.pruneWarning(text);
    }

    @Override
    public void pruneSkipped(int failedObjects) {
        listener.pruneSkipped(failedObjects);
    }

    /** The readiness wait could not run: a failure of the run. */
    synchronized void cannotWatch() {
        cannotWatch = true;
    }

    /** Objects and prunes that failed, and a wait that could not watch. */
    synchronized int failed() {
        return failedObjects + failedPrunes + (cannotWatch ? 1 : 0);
    }

    /** Objects of the input that failed so far. */
    public synchronized int failedObjects() {
        return failedObjects;
    }

    /** Members that failed to be pruned so far. */
    public synchronized int failedPrunes() {
        return failedPrunes;
    }

    /** The members pruned (or that failed to be) so far, in the order they were done. */
    public synchronized List<PruneResult> pruned() {
        return List.copyOf(pruned);
    }

    /** The objects applied (not failed), in input order. */
    public synchronized List<ApplyResult> applied() {
        List<ApplyResult> ok = new ArrayList<>();
        for (ApplyResult r : results) {
            if (r != null && !r.failed()) {
                ok.add(r);
            }
        }
        return ok;
    }

    /** Whether the run failed: an object, a prune, or the readiness wait (what {@code --atomic} rolls back). */
    synchronized boolean runFailed(Optional<WaitOutcome> waited) {
        return failed() > 0 || waited.filter(w -> w.end() != WaitOutcome.End.ALL_CURRENT).isPresent();
    }

    /** The first object (in input order), else the first prune, that failed, in one line. */
    public synchronized Optional<String> firstFailed() {
        for (ApplyResult r : results) {
            if (r != null && r.failed()) {
                return Optional.of(Messages.oneLine(r.error().get().getMessage()));
            }
        }
        return pruned.stream().filter(PruneResult::failed).findFirst().map(p -> Messages.oneLine(p.error().get()));
    }

    /** The first failure in one line, the cause a rollback names. */
    synchronized String firstFailure(Optional<WaitOutcome> waited) {
        return firstFailed()
                .or(() -> cannotWatch ? Optional.of("this cluster connection cannot watch objects") : Optional.empty())
                .orElseGet(() -> waited.map(WaitOutcome::summary).orElse("the run failed"));
    }
}
