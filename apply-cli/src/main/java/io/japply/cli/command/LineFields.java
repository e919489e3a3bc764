package io.japply.cli.command;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import io.japply.apply.model.Failure;
import io.japply.apply.TextDocuments;

/** Typed reads of a batch line's fields; a wrong type is the line's "input" error. */
final class LineFields {
    private LineFields() {
    }

    /** A field that must be there; JSON null counts as absent. */
    static JsonNode required(ObjectNode line, String key) {
        return optional(line, key).orElseThrow(() -> Failure.input("\"" + key + "\" is missing"));
    }

    static Optional<JsonNode> optional(ObjectNode line, String key) {
        JsonNode value = line.get(key);
        return value == null || value.isNull() ? Optional.empty() : Optional.of(value);
    }

    static ObjectNode object(ObjectNode line, String key) {
        return asObject(required(line, key), key);
    }

    static Optional<ObjectNode> optionalObject(ObjectNode line, String key) {
        return optional(line, key).map(value -> asObject(value, key));
    }

    static boolean bool(ObjectNode line, String key, boolean absent) {
        JsonNode value = optional(line, key).orElse(null);
        if (value == null) {
            return absent;
        }
        if (!value.isBoolean()) {
            throw Failure.input("\"" + key + "\" must be true or false, found " + TextDocuments.kind(value));
        }
        return value.booleanValue();
    }

    static Optional<String> text(ObjectNode line, String key) {
        return optional(line, key).map(value -> {
            if (!value.isTextual()) {
                throw Failure.input("\"" + key + "\" must be a string, found " + TextDocuments.kind(value));
            }
            return value.textValue();
        });
    }

    private static ObjectNode asObject(JsonNode value, String key) {
        if (!(value instanceof ObjectNode object)) {
            throw Failure.input("\"" + key + "\" must be an object, found " + TextDocuments.kind(value));
        }
        return object;
    }
}
