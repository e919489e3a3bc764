package io.japply.apply;

import io.japply.apply.status.WaitOutcome;
import java.util.List;
import java.util.Optional;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.RollbackReport;

/**
 * What an apply of many objects did: one result per object in input order, and what was pruned; after
 * {@link Japply#applyAndWait}, how the readiness wait ended; with {@link Japply#atomic}, the rollback of a
 * failed run.
 */
public record ApplyReport(List<ApplyResult> results, List<PruneResult> pruned, boolean pruneSkipped,
                          Optional<WaitOutcome> readiness, Optional<RollbackReport> rollback) {
    public ApplyReport {
        results = List.copyOf(results);
        pruned = List.copyOf(pruned);
    }

    /** A report of the apply alone: no readiness wait, no rollback. */
    public ApplyReport(List<ApplyResult> results, List<PruneResult> pruned, boolean pruneSkipped) {
        this(results, pruned, pruneSkipped, Optional.empty(), Optional.empty());
    }

    /** The objects that could not be applied (the others were). */
    public List<ApplyResult> failed() {
        return results.stream().filter(ApplyResult::failed).toList();
    }

    /** True when every object was applied, every prune succeeded and, when waited for, every object became ready. */
    public boolean succeeded() {
        return failed().isEmpty() && pruned.stream().noneMatch(PruneResult::failed) && !pruneSkipped
                && readiness.map(w -> w.end() == WaitOutcome.End.ALL_CURRENT).orElse(true);
    }

    /** How many objects got this action. */
    public long count(Action action) {
        return results.stream().filter(r -> r.action() == action).count();
    }

    ApplyReport withReadiness(WaitOutcome outcome) {
        return new ApplyReport(results, pruned, pruneSkipped, Optional.of(outcome), rollback);
    }

    ApplyReport withRollback(RollbackReport report) {
        return new ApplyReport(results, pruned, pruneSkipped, readiness, Optional.of(report));
    }

    /** The first failure, in words: what an --atomic rollback reports as its cause. */
    public String firstFailure() {
        return failed().stream().findFirst().map(r -> r.error().map(Throwable::getMessage).orElse("failed"))
                .or(() -> pruned.stream().filter(PruneResult::failed).findFirst().flatMap(PruneResult::error))
                .or(() -> readiness.filter(w -> w.end() != WaitOutcome.End.ALL_CURRENT).map(WaitOutcome::summary))
                .orElse(pruneSkipped ? "pruning was skipped" : "");
    }
}
