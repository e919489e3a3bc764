package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import io.japply.apply.status.Status;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The rules that hold for any kind and are tried before the per-kind ones: deletion in progress,
 * a spec generation the controller has not seen yet, and the Reconciling/Stalled conditions that
 * controllers following the kstatus convention set. Empty when none of them decides.
 */
final class SharedRules {
    private SharedRules() {
    }

    static Optional<StatusResult> evaluate(JsonNode object) {
        String deletion = Fields.text(object, "metadata.deletionTimestamp");
        if (!deletion.isEmpty()) {
            return Optional.of(new StatusResult(Status.TERMINATING, "Deleting",
                    "deletion requested at " + deletion + ", waiting for finalizers and dependents"));
        }
        Optional<StatusResult> generation = unobservedGeneration(object);
        if (generation.isPresent()) {
            return generation;
        }
        for (Condition c : Condition.of(object)) {
            if (c.type().equals("Reconciling") && c.isTrue()) {
                return Optional.of(StatusResult.inProgress(c.reason(), c.explain("Reconciling")));
            }
            if (c.type().equals("Stalled") && c.isTrue()) {
                return Optional.of(StatusResult.failed(c.reason(), c.explain("Stalled")));
            }
        }
        return Optional.empty();
    }

    /** InProgress when both generations are present and differ; a missing one proves nothing here. */
    static Optional<StatusResult> unobservedGeneration(JsonNode object) {
        OptionalLong generation = Fields.integer(object, "metadata.generation");
        OptionalLong observed = Fields.integer(object, "status.observedGeneration");
        if (generation.isEmpty() || observed.isEmpty() || generation.getAsLong() == observed.getAsLong()) {
            return Optional.empty();
        }
        return Optional.of(StatusResult.inProgress("LatestGenerationNotObserved",
                Fields.kind(object) + " generation " + generation.getAsLong()
                        + " not yet observed by its controller (observed: " + observed.getAsLong() + ")"));
    }
}
