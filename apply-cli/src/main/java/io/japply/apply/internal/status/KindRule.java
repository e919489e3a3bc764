package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;

/** The status rule of one kind (or family of kinds), applied after the rules every object shares. */
interface KindRule {
    /** The status of the object; {@code now} matters only to rules with a grace period. */
    StatusResult evaluate(JsonNode object, Instant now);
}
