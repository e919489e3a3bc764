package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * DaemonSet: its controller always writes observedGeneration, so (stricter than the shared rule)
 * a missing generation or observed generation means it has not acted yet; then every node's pod
 * scheduled, updated, available and ready.
 */
final class DaemonSetRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        if (Fields.integer(object, "metadata.generation").isEmpty()) {
            return StatusResult.inProgress("NoGeneration", "DaemonSet has no metadata.generation yet");
        }
        if (Fields.integer(object, "status.observedGeneration").isEmpty()) {
            return StatusResult.inProgress("NoObservedGeneration", "DaemonSet not yet observed by its controller");
        }
        long desired = Fields.number(object, "status.desiredNumberScheduled", -1);
        if (desired < 0) {
            return StatusResult.inProgress("NoDesiredNumber", "DaemonSet has no status.desiredNumberScheduled yet");
        }
        long scheduled = Fields.number(object, "status.currentNumberScheduled", 0);
        long updated = Fields.number(object, "status.updatedNumberScheduled", 0);
        long available = Fields.number(object, "status.numberAvailable", 0);
        long ready = Fields.number(object, "status.numberReady", 0);
        if (scheduled < desired) {
            return StatusResult.inProgress("LessCurrent", scheduled + " of " + desired + " pods scheduled");
        }
        if (updated < desired) {
            return StatusResult.inProgress("LessUpdated", updated + " of " + desired + " pods updated");
        }
        if (available < desired) {
            return StatusResult.inProgress("LessAvailable", available + " of " + desired + " pods available");
        }
        if (ready < desired) {
            return StatusResult.inProgress("LessReady", ready + " of " + desired + " pods ready");
        }
        return StatusResult.current("DaemonSet rolled out: " + desired + " pods");
    }
}
