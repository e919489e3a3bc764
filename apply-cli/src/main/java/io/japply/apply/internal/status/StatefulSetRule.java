package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * StatefulSet, whose controller writes no conditions: replica counts, then either the partitioned
 * part of a rolling update or, unpartitioned, every pod at the update revision. OnDelete sets are
 * updated by hand, so there is nothing to wait for.
 */
final class StatefulSetRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        if (Fields.text(object, "spec.updateStrategy.type").equals("OnDelete")) {
            return StatusResult.current("update strategy OnDelete: pods are replaced by hand");
        }
        long wanted = Fields.number(object, "spec.replicas", 1);
        long observed = Fields.number(object, "status.replicas", 0);
        long ready = Fields.number(object, "status.readyReplicas", 0);
        long current = Fields.number(object, "status.currentReplicas", 0);
        long updated = Fields.number(object, "status.updatedReplicas", 0);
        if (observed < wanted) {
            return StatusResult.inProgress("LessReplicas", observed + " of " + wanted + " replicas created");
        }
        if (ready < wanted) {
            return StatusResult.inProgress("LessReady", ready + " of " + wanted + " replicas ready");
        }
        if (observed > wanted) {
            return StatusResult.inProgress("ExtraPods", (observed - wanted) + " old replicas pending termination");
        }
        // The API server defaults partition to 0, which partitions nothing: like kubectl rollout
        // status (and unlike kstatus, which stops at any partition) only a positive one counts, so
        // an ordinary rolling update still waits for the revisions to match.
        long partition = Fields.number(object, "spec.updateStrategy.rollingUpdate.partition", 0);
        if (partition > 0) {
            long toUpdate = Math.max(0, wanted - partition);
            if (updated < toUpdate) {
                return StatusResult.inProgress("PartitionRollout", updated + " of " + toUpdate
                        + " replicas above partition " + partition + " updated");
            }
            return StatusResult.current("partitioned roll out complete: " + updated + " replicas updated");
        }
        if (current < wanted) {
            return StatusResult.inProgress("LessCurrent", current + " of " + wanted + " replicas at the current revision");
        }
        String currentRevision = Fields.text(object, "status.currentRevision");
        String updateRevision = Fields.text(object, "status.updateRevision");
        if (!currentRevision.equals(updateRevision)) {
            return StatusResult.inProgress("RevisionMismatch", "waiting for revision " + updateRevision
                    + " to replace " + currentRevision + " (" + updated + " of " + wanted + " updated)");
        }
        return StatusResult.current("StatefulSet rolled out: " + observed + " replicas at revision " + updateRevision);
    }
}
