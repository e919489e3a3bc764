package io.japply.threeway.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

/** YAML for messages (conflict errors show both sides as YAML, keys sorted, like kubectl). */
public final class Yaml {
    private static final ObjectMapper MAPPER = new ObjectMapper(YAMLFactory.builder()
            .streamWriteConstraints(Limits.writeConstraints())
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .build())
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private Yaml() {
    }

    public static String write(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(MAPPER.convertValue(node, Object.class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
