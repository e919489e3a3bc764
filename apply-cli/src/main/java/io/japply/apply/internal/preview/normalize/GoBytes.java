package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Base64;

/**
 * Go []byte values as the server writes them back: decoded from base64 (line breaks ignored, as
 * Go's decoder ignores them) and encoded again in standard base64 on one line.
 */
final class GoBytes {
    private GoBytes() {
    }

    /** Values of a map of Go []byte (Secret data, ConfigMap binaryData) in standard base64, in place. */
    static void inPlace(JsonNode map) {
        if (map instanceof ObjectNode values) {
            values.fields().forEachRemaining(e -> {
                if (e.getValue().isTextual()) {
                    e.setValue(values.textNode(canonicalBase64(e.getValue().asText())));
                }
            });
        }
    }

    /** Bad base64 is left as written: the server refuses it, and says so in its own words. */
    private static String canonicalBase64(String text) {
        try {
            return Base64.getEncoder().encodeToString(Base64.getDecoder().decode(text.replace("\r", "").replace("\n", "")));
        } catch (IllegalArgumentException e) {
            return text;
        }
    }
}
