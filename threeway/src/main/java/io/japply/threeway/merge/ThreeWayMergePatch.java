package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.ThreeWayOptions;

public final class ThreeWayMergePatch {
    private ThreeWayMergePatch() {
    }

    public static ObjectNode create(JsonNode original, JsonNode modified, JsonNode current, ThreeWayOptions options) {
        throw new UnsupportedOperationException("in progress");
    }
}
