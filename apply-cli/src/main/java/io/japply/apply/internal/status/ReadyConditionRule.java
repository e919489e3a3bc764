package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.Optional;

/**
 * Every kind without a rule of its own, custom resources included: the widespread (if not
 * standard) Ready condition decides; an object with no Ready condition, or no status at all, has
 * nothing to wait for and is Current.
 */
final class ReadyConditionRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        Optional<Condition> ready = Condition.find(Condition.of(object), "Ready")
                .filter(c -> c.isTrue() || c.isFalse() || c.status().equals("Unknown"));
        if (ready.isEmpty()) {
            return StatusResult.current(Fields.kind(object) + " reports no Ready condition to wait for");
        }
        Condition c = ready.get();
        if (c.isTrue()) {
            return StatusResult.current(Fields.kind(object) + " is Ready");
        }
        // kstatus reads Ready=False as not yet, never as failed: controllers that fail say Stalled.
        return StatusResult.inProgress(c.reason(), "Ready=" + c.status() + ": " + c.explain("not ready yet"));
    }
}
