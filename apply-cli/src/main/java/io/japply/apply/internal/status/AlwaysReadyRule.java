package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/**
 * Kinds that are ready as soon as the API server stores them (Secret, ConfigMap, CronJob,
 * PodDisruptionBudget): no controller status to wait for beyond the shared generation rule.
 */
final class AlwaysReadyRule implements KindRule {
    @Override
    public StatusResult evaluate(JsonNode object, Instant now) {
        return StatusResult.current(Fields.kind(object) + " is ready once stored");
    }
}
