package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.meta.PatchMetaLookup;

public final class PatchApplier {
    private PatchApplier() {
    }

    public static ObjectNode apply(JsonNode document, JsonNode patch, PatchMetaLookup schema) {
        throw new UnsupportedOperationException("in progress");
    }
}
