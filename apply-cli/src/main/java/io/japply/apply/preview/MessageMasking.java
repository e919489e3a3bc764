package io.japply.apply.preview;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Secret values inside messages: the API server quotes an invalid value in its refusal
 * ("Invalid value: \"...\""), so a refusal of a Secret can carry the very value a diff masks.
 */
public final class MessageMasking {
    /** Shorter values are masked only where quoted, so a value "1" does not blank every digit. */
    private static final int BARE_MIN_LENGTH = 4;

    private MessageMasking() {
    }

    /** The message with every value of the Secret's data and stringData (raw and base64) masked; as is for other kinds. */
    public static String mask(String message, JsonNode object) {
        if (message == null || !Redaction.isSecret(object)) {
            return message;
        }
        String masked = message;
        for (String value : values(object)) {
            masked = masked.replace("\"" + value + "\"", "\"" + Redaction.MASK + "\"");
            if (value.length() >= BARE_MIN_LENGTH) {
                masked = masked.replace(value, Redaction.MASK);
            }
        }
        return masked;
    }

    private static Set<String> values(JsonNode object) {
        Set<String> values = new LinkedHashSet<>();
        object.path("data").forEach(v -> {
            values.add(v.asText());
            decoded(v.asText(), values);
        });
        object.path("stringData").forEach(v -> {
            values.add(v.asText());
            values.add(Base64.getEncoder().encodeToString(v.asText().getBytes(StandardCharsets.UTF_8)));
        });
        values.remove("");
        return values;
    }

    private static void decoded(String base64, Set<String> into) {
        try {
            into.add(new String(Base64.getDecoder().decode(base64), StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            // not base64: the server refuses it, and the raw value is masked already
        }
    }
}
