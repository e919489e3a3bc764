package io.japply.apply;

import java.util.List;

/** What an apply of many objects did: one result per object in input order, and what was pruned. */
public record ApplyReport(List<ApplyResult> results, List<PruneResult> pruned, boolean pruneSkipped) {
    public ApplyReport {
        results = List.copyOf(results);
        pruned = List.copyOf(pruned);
    }

    /** The objects that could not be applied (the others were). */
    public List<ApplyResult> failed() {
        return results.stream().filter(ApplyResult::failed).toList();
    }

    /** True when every object was applied and every prune succeeded. */
    public boolean succeeded() {
        return failed().isEmpty() && pruned.stream().noneMatch(PruneResult::failed) && !pruneSkipped;
    }

    /** How many objects got this action. */
    public long count(Action action) {
        return results.stream().filter(r -> r.action() == action).count();
    }
}
