package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.Optional;

/**
 * ReplicaSet: replica counts. ReplicaFailure=True (a quota, an admission webhook) stays
 * InProgress as in kstatus, since it often clears once the cause is fixed; its message is shown.
 */
final class ReplicaSetRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        Optional<Condition> failure = Condition.find(Condition.of(object), "ReplicaFailure").filter(Condition::isTrue);
        if (failure.isPresent()) {
            return StatusResult.inProgress("ReplicaFailure", "cannot create pods: " + failure.get().explain("ReplicaFailure"));
        }
        long wanted = Fields.number(object, "spec.replicas", 1);
        long observed = Fields.number(object, "status.replicas", 0);
        long labelled = Fields.number(object, "status.fullyLabeledReplicas", 0);
        long available = Fields.number(object, "status.availableReplicas", 0);
        long ready = Fields.number(object, "status.readyReplicas", 0);
        if (labelled < wanted) {
            return StatusResult.inProgress("LessLabelled", labelled + " of " + wanted + " replicas created and labelled");
        }
        if (available < wanted) {
            return StatusResult.inProgress("LessAvailable", available + " of " + wanted + " replicas available");
        }
        if (ready < wanted) {
            return StatusResult.inProgress("LessReady", ready + " of " + wanted + " replicas ready");
        }
        if (observed > wanted) {
            return StatusResult.inProgress("ExtraPods", (observed - wanted) + " replicas pending termination");
        }
        return StatusResult.current("ReplicaSet available: " + observed + " replicas");
    }
}
