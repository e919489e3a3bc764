package io.japply.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.PatchType;
import io.japply.apply.model.Failure;
import io.japply.apply.KubectlPatch;
import io.japply.apply.TextDocuments;
import io.japply.cli.flags.PatchKind;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.JsonPatch;
import io.japply.threeway.PatchException;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;

/** Applies a patch to an object offline, as {@code kubectl patch --local} does. */
final class LocalPatch {
    private final Optional<PatchMetaLookup> schema;
    private final PatchKind defaultType;

    /** {@code schema} is needed by strategic patches only. */
    LocalPatch(Optional<PatchMetaLookup> schema, PatchKind defaultType) {
        this.schema = schema;
        this.defaultType = defaultType;
    }

    ObjectNode apply(ObjectNode target, JsonNode patch, PatchKind type) {
        JsonNode result = switch (type) {
            case STRATEGIC -> StrategicMergePatch.apply(target, patch, strategicSchema(target));
            case MERGE -> JsonMergePatch.apply(target, patch);
            case JSON -> JsonPatch.apply(target, patch);
        };
        if (!(result instanceof ObjectNode object)) {
            throw new InvalidPatchException("", "the patch turns the object into " + TextDocuments.kind(result)
                    + "; expected an object");
        }
        return object;
    }

    /** kubectl refuses a strategic patch for kinds without patch metadata (custom resources). */
    private PatchMetaLookup strategicSchema(ObjectNode target) {
        KubectlPatch.Plan plan = KubectlPatch.plan(schema, target);
        if (plan.type() != PatchType.STRATEGIC) {
            throw Failure.input("strategic merge patch is not supported for " + target.path("apiVersion").asText()
                    + "/" + target.path("kind").asText() + ", which is not a built-in kind; use --type merge or --schema");
        }
        return plan.strategicSchema();
    }

    /** A batch line {"target", "patch", "type"?} to {"result"}; the type defaults to --type. */
    ObjectNode line(ObjectNode line) {
        PatchKind type = LineFields.text(line, "type")
                .map(name -> PatchKind.parse(name).orElseThrow(() -> Failure.input(PatchKind.unknown(name))))
                .orElse(defaultType);
        ObjectNode answer = Json.object();
        ObjectNode target = LineFields.object(line, "target");
        JsonNode patch = LineFields.required(line, "patch");
        try {
            answer.set("result", apply(target, patch, type));
        } catch (PatchException e) {
            throw Secrets.masked(e, target, patch);
        }
        return answer;
    }
}
