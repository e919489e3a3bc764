package io.japply.threeway.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one JSON mapper of the engine: integers as 64-bit longs, as Kubernetes decodes them. */
public final class Json {
    private static final JsonMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamWriteConstraints(Limits.writeConstraints()).build())
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static JsonNodeFactory nodes() {
        return JsonNodeFactory.instance;
    }

    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** Parses JSON text; throws {@link JsonProcessingException} for malformed input. */
    public static JsonNode parse(String text) throws JsonProcessingException {
        return MAPPER.readTree(text);
    }

    /** A parser that tolerates trailing commas: some published schema files carry them. */
    public static ObjectMapper lenientMapper() {
        return JsonMapper.builder()
                .enable(DeserializationFeature.USE_LONG_FOR_INTS)
                .enable(JsonReadFeature.ALLOW_TRAILING_COMMA)
                .build();
    }

    /** Compact JSON, keys in insertion order. */
    public static String compact(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
