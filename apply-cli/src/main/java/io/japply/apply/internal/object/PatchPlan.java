package io.japply.apply.internal.object;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.Optional;
import io.japply.apply.model.PatchType;
import io.japply.apply.model.Failure;

/**
 * How one object is patched, decided as kubectl decides it: a strategic merge patch when the kind's
 * patch metadata is known (from --schema, else the built-in kinds) and its PATCH accepts one; a
 * three-way JSON merge patch otherwise (custom resources).
 */
public record PatchPlan(PatchType type, Optional<PatchMetaLookup> schema, boolean namespaced) {

    /** The plan for {@code object}; an explicit schema wins over the built-in kinds. */
    public static PatchPlan of(Optional<PatchMetaLookup> explicit, JsonNode object) {
        if (explicit.isPresent()) {
            return new PatchPlan(PatchType.STRATEGIC, explicit, true);
        }
        String apiVersion = object.path("apiVersion").asText("");
        String kind = object.path("kind").asText("");
        if (apiVersion.isEmpty() || kind.isEmpty()) {
            throw Failure.input("the object has no apiVersion and kind, so its patch metadata is unknown;"
                    + " add them or pass --schema FILE --definition NAME");
        }
        // kinds outside the bundle (custom resources) are taken as namespaced, as most are
        return BuiltinKinds.bundled().find(apiVersion, kind)
                .filter(BuiltinKinds.Kind::strategicMergePatch)
                .map(k -> new PatchPlan(PatchType.STRATEGIC, Optional.of(k.schema()), k.namespaced()))
                .orElseGet(() -> new PatchPlan(PatchType.MERGE, Optional.empty(),
                        BuiltinKinds.bundled().find(apiVersion, kind).map(BuiltinKinds.Kind::namespaced).orElse(true)));
    }

    public PatchMetaLookup strategicSchema() {
        return schema.orElseThrow();
    }
}
