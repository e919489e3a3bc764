package io.japply.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.JsonPatch;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;
import io.japply.apply.read.Documents;
import io.japply.apply.support.Failure;
import io.japply.apply.object.PatchPlan;

/** Applies a patch to an object offline, as {@code kubectl patch --local} does. */
final class LocalPatch {
    private final Optional<PatchMetaLookup> schema;
    private final PatchType defaultType;

    /** {@code schema} is needed by strategic patches only. */
    LocalPatch(Optional<PatchMetaLookup> schema, PatchType defaultType) {
        this.schema = schema;
        this.defaultType = defaultType;
    }

    ObjectNode apply(ObjectNode target, JsonNode patch, PatchType type) {
        JsonNode result = switch (type) {
            case STRATEGIC -> StrategicMergePatch.apply(target, patch, strategicSchema(target));
            case MERGE -> JsonMergePatch.apply(target, patch);
            case JSON -> JsonPatch.apply(target, patch);
        };
        if (!(result instanceof ObjectNode object)) {
            throw new InvalidPatchException("", "the patch turns the object into " + Documents.kind(result)
                    + "; expected an object");
        }
        return object;
    }

    /** kubectl refuses a strategic patch for kinds without patch metadata (custom resources). */
    private PatchMetaLookup strategicSchema(ObjectNode target) {
        PatchPlan plan = PatchPlan.of(schema, target);
        if (plan.type() != PatchPlan.Type.STRATEGIC) {
            throw Failure.input("strategic merge patch is not supported for " + target.path("apiVersion").asText()
                    + "/" + target.path("kind").asText() + ", which is not a built-in kind; use --type merge or --schema");
        }
        return plan.strategicSchema();
    }

    /** A batch line {"target", "patch", "type"?} to {"result"}; the type defaults to --type. */
    ObjectNode line(ObjectNode line) {
        PatchType type = LineFields.text(line, "type")
                .map(name -> PatchType.parse(name).orElseThrow(() -> Failure.input(PatchType.unknown(name))))
                .orElse(defaultType);
        ObjectNode answer = Json.object();
        answer.set("result", apply(LineFields.object(line, "target"), LineFields.required(line, "patch"), type));
        return answer;
    }
}
