package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Deployment: every replica updated, available and ready, no old replica left, and the
 * controller's Progressing and Available conditions agreeing. A Progressing condition with reason
 * ProgressDeadlineExceeded is Failed, with the controller's own message.
 */
final class DeploymentRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        List<Condition> conditions = Condition.of(object);
        Optional<Condition> progressing = Condition.find(conditions, "Progressing");
        if (progressing.isPresent() && progressing.get().reason().equals("ProgressDeadlineExceeded")) {
            return StatusResult.failed("ProgressDeadlineExceeded",
                    progressing.get().explain("progress deadline exceeded"));
        }
        Replicas r = new Replicas(object);
        if (r.observed < r.wanted) {
            return StatusResult.inProgress("LessReplicas", r.observed + " of " + r.wanted + " replicas created");
        }
        if (r.updated < r.wanted) {
            return StatusResult.inProgress("LessUpdated", r.updated + " of " + r.wanted + " replicas updated");
        }
        if (r.observed > r.wanted) {
            return StatusResult.inProgress("ExtraPods", (r.observed - r.wanted) + " old replicas pending termination");
        }
        if (r.available < r.updated) {
            return StatusResult.inProgress("LessAvailable", r.available + " of " + r.updated + " updated replicas available");
        }
        if (r.ready < r.wanted) {
            return StatusResult.inProgress("LessReady", r.ready + " of " + r.wanted + " replicas ready");
        }
        // Without a progress deadline the controller never writes Progressing: nothing to check then.
        boolean noDeadline = Fields.integer(object, "spec.progressDeadlineSeconds").isEmpty()
                || Fields.number(object, "spec.progressDeadlineSeconds", 0) == Integer.MAX_VALUE;
        boolean rolledOut = progressing.map(c -> c.isTrue() && c.reason().equals("NewReplicaSetAvailable")).orElse(false);
        if (!noDeadline && !rolledOut) {
            return StatusResult.inProgress("ReplicaSetNotAvailable", "new ReplicaSet not yet available"
                    + progressing.map(c -> ": " + c.explain(c.status())).orElse(""));
        }
        if (!Condition.find(conditions, "Available").map(Condition::isTrue).orElse(false)) {
            return StatusResult.inProgress("DeploymentNotAvailable", "Deployment not yet Available");
        }
        return StatusResult.current("Deployment available: " + r.observed + " replicas");
    }

    private static final class Replicas {
        final long wanted;
        final long observed;
        final long updated;
        final long ready;
        final long available;

        Replicas(JsonNode object) {
            wanted = Fields.number(object, "spec.replicas", 1); // the API server's default
            observed = Fields.number(object, "status.replicas", 0);
            updated = Fields.number(object, "status.updatedReplicas", 0);
            ready = Fields.number(object, "status.readyReplicas", 0);
            available = Fields.number(object, "status.availableReplicas", 0);
        }
    }
}
