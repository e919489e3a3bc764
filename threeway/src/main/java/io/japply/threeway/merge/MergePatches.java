package io.japply.threeway.merge;

import com.fasterxml.jackson.databind.JsonNode;

public final class MergePatches {
    private MergePatches() {
    }

    public static JsonNode diff(JsonNode original, JsonNode modified) {
        throw new UnsupportedOperationException("in progress");
    }

    public static JsonNode apply(JsonNode target, JsonNode patch) {
        throw new UnsupportedOperationException("in progress");
    }
}
