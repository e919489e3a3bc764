package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.PatchMetaLookup;

/** Applies a strategic merge patch with the API server's semantics; works on copies. */
public final class PatchApplier {
    private PatchApplier() {
    }

    public static ObjectNode apply(JsonNode document, JsonNode patch, PatchMetaLookup schema) {
        ObjectNode target = Json2.copyOrEmpty(document, "document");
        ObjectNode p = Json2.copyOrEmpty(patch, "patch");
        return Merger.mergeMap(target, p, schema, MergeOptions.APPLY, "");
    }
}
