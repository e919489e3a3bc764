package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * CustomResourceDefinition: Established=True is Current; names not accepted, or Established=False
 * for any reason but Installing, is Failed. Conditions are read in the order the server wrote them.
 */
final class CrdRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        for (Condition c : Condition.of(object)) {
            if (c.type().equals("NamesAccepted") && c.isFalse()) {
                return StatusResult.failed(c.reason(), "names not accepted: " + c.explain("NamesAccepted=False"));
            }
            if (c.type().equals("Established") && c.isFalse() && !c.reason().equals("Installing")) {
                return StatusResult.failed(c.reason(), "not established: " + c.explain("Established=False"));
            }
            if (c.type().equals("Established") && c.isTrue()) {
                return StatusResult.current("CRD is established");
            }
        }
        return StatusResult.inProgress("Installing", "CRD not established yet");
    }
}
