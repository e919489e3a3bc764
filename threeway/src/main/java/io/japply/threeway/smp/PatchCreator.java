package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.meta.PatchMetaLookup;

public final class PatchCreator {
    private PatchCreator() {
    }

    public static ObjectNode twoWay(JsonNode original, JsonNode modified, PatchMetaLookup schema) {
        throw new UnsupportedOperationException("in progress");
    }

    public static ObjectNode threeWay(JsonNode original, JsonNode modified, JsonNode current,
                                      PatchMetaLookup schema, ThreeWayOptions options) {
        throw new UnsupportedOperationException("in progress");
    }
}
