package io.japply.apply.internal.preview.normalize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A v1 Secret as stored: the API server's conversion merges {@code stringData} into {@code data}
 * (base64 of the UTF-8 text; a key in both takes stringData's value) and never stores stringData.
 * {@code data} values are bytes to Go ({@link GoBytes}).
 */
final class SecretData {
    private SecretData() {
    }

    static boolean applies(JsonNode object) {
        return "v1".equals(object.path("apiVersion").asText()) && "Secret".equals(object.path("kind").asText());
    }

    /** Changes {@code secret} in place (a copy the caller made). */
    static void mergeInPlace(ObjectNode secret) {
        JsonNode stringData = secret.remove("stringData");
        GoBytes.inPlace(secret.get("data"));
        if (!(stringData instanceof ObjectNode strings) || strings.isEmpty()) {
            return;
        }
        ObjectNode data = secret.get("data") instanceof ObjectNode d ? d : secret.putObject("data");
        strings.fields().forEachRemaining(e -> data.put(e.getKey(), Base64.getEncoder()
                .encodeToString(e.getValue().asText().getBytes(StandardCharsets.UTF_8))));
    }
}
