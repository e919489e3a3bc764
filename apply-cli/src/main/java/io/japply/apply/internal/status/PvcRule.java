package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/** PersistentVolumeClaim: Current once Bound to a volume. */
final class PvcRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        String phase = Fields.text(object, "status.phase", "");
        if (!phase.equals("Bound")) {
            return StatusResult.inProgress("NotBound", "PVC not Bound yet (phase: "
                    + (phase.isEmpty() ? "none" : phase) + ")");
        }
        return StatusResult.current("PVC is Bound to " + Fields.text(object, "spec.volumeName", "a volume"));
    }
}
