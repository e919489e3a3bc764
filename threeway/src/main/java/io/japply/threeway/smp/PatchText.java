package io.japply.threeway.smp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.PatchMetaLookup;

/** Text in, text out: the entry point that mirrors upstream's byte-slice API. */
public final class PatchText {
    private PatchText() {
    }

    /** Applies a patch given as JSON text; unparsable text is "invalid JSON document". */
    public static String apply(String originalJson, String patchJson, PatchMetaLookup schema) {
        JsonNode original = parseObject(originalJson);
        JsonNode patch = parseObject(patchJson);
        return GoJson.write(PatchApplier.apply(original, patch, schema));
    }

    private static JsonNode parseObject(String text) {
        if (text == null) {
            return null;
        }
        try {
            JsonNode node = Json.parse(text);
            if (node == null || !(node.isObject() || node.isNull())) {
                throw new InvalidPatchException("", "invalid JSON document");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new InvalidPatchException("", "invalid JSON document");
        }
    }
}
