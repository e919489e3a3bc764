package io.japply.apply.model;

import io.japply.apply.status.WaitOutcome;
import java.util.List;
import java.util.Optional;

/**
 * An --atomic rollback: why it happened ({@link #cause}, the first failure, never hidden by the
 * rollback's own), each changed object's outcome, newest change first, and, when the apply waited for
 * readiness, how the wait for the rolled-back objects ended.
 */
public record RollbackReport(String cause, List<RollbackResult> objects, Optional<WaitOutcome> readiness) {
    public RollbackReport {
        objects = List.copyOf(objects);
    }

    /** Every changed object put back (and ready again, when waited for). */
    public boolean complete() {
        return objects.stream().allMatch(RollbackResult::rolledBack)
                && readiness.map(w -> w.end() == WaitOutcome.End.ALL_CURRENT).orElse(true);
    }

    /** The objects not put back (not rolled back or failed). */
    public List<RollbackResult> left() {
        return objects.stream().filter(r -> !r.rolledBack()).toList();
    }
}
