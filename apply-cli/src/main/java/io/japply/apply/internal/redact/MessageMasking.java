package io.japply.apply.internal.redact;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.annotations.LastApplied;
import io.japply.threeway.ConflictException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
        return Redaction.isSecret(object) ? mask(message, List.of(object)) : message;
    }

    /**
     * An engine error about a Secret ({@code object}) without its values: a conflict names its paths
     * with the values of data, stringData and the last-applied annotation as "***"; any message has
     * every data and stringData value of {@code sides} (the object, the live object, a patch: null
     * skipped) masked, also where Go's map format prints them bare ({@code map[password:abc]}).
     */
    public static String message(RuntimeException e, JsonNode object, JsonNode... sides) {
        if (!Redaction.isSecret(object)) {
            return e.getMessage();
        }
        String text = e instanceof ConflictException c ? c.describe(MessageMasking::secretPath) : e.getMessage();
        List<JsonNode> all = new ArrayList<>();
        all.add(object);
        Arrays.stream(sides).filter(Objects::nonNull).forEach(all::add);
        return mask(text, all);
    }

    /** Where a Secret keeps values: data, stringData, and the copy of both in the last-applied annotation. */
    static boolean secretPath(String path) {
        return path.equals("data") || path.equals("stringData") || path.startsWith("data.") || path.startsWith("data[")
                || path.startsWith("stringData.") || path.startsWith("stringData[")
                || path.startsWith("metadata.annotations[" + LastApplied.KEY + "]") || path.equals("metadata")
                || path.equals("metadata.annotations");
    }

    private static String mask(String message, List<JsonNode> objects) {
        if (message == null) {
            return null;
        }
        String masked = message;
        for (JsonNode object : objects) {
            for (var entry : entries(object)) {
                masked = masked.replace(entry.getKey() + ":" + entry.getValue() + " ", entry.getKey() + ":" + Redaction.MASK + " ")
                        .replace(entry.getKey() + ":" + entry.getValue() + "]", entry.getKey() + ":" + Redaction.MASK + "]");
            }
            for (String value : values(object)) {
                masked = masked.replace("\"" + value + "\"", "\"" + Redaction.MASK + "\"");
                if (value.length() >= BARE_MIN_LENGTH) {
                    masked = masked.replace(value, Redaction.MASK);
                }
            }
        }
        return masked;
    }

    /** Each key of data and stringData with each form of its value (raw, decoded, encoded). */
    private static List<Map.Entry<String, String>> entries(JsonNode object) {
        List<Map.Entry<String, String>> entries = new ArrayList<>();
        for (String field : List.of("data", "stringData")) {
            object.path(field).properties().forEach(e -> {
                Set<String> forms = new LinkedHashSet<>();
                forms.add(e.getValue().asText());
                decoded(e.getValue().asText(), forms);
                forms.add(Base64.getEncoder().encodeToString(e.getValue().asText().getBytes(StandardCharsets.UTF_8)));
                forms.stream().filter(v -> !v.isEmpty()).forEach(v -> entries.add(Map.entry(e.getKey(), v)));
            });
        }
        return entries;
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
