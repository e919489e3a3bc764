package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.InvalidPatchException;

/** The engine's invalid-input errors, with upstream's wording so messages can be compared. */
final class Errors {
    private Errors() {
    }

    static String join(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    static String index(String path, int i) {
        return path + "[" + i + "]";
    }

    static InvalidPatchException noMergeKey(String path, JsonNode map, String mergeKey) {
        return new InvalidPatchException(path,
                "map: " + Values.formatV(map) + " does not contain declared merge key: " + mergeKey);
    }

    static InvalidPatchException badArgType(String path, String expected, JsonNode actual) {
        return new InvalidPatchException(path,
                "expected a " + expected + ", but received a " + goTypeName(actual));
    }

    static InvalidPatchException badPatchType(String path, JsonNode type, JsonNode map) {
        return new InvalidPatchException(path,
                "unknown patch type: " + Values.formatV(type) + " in map: " + Values.formatV(map));
    }

    static InvalidPatchException retainKeysFormat(String path) {
        return new InvalidPatchException(path, "invalid patch format of retainKeys");
    }

    static InvalidPatchException primitiveListFormat(String path) {
        return new InvalidPatchException(path, "invalid patch format of primitive list");
    }

    static InvalidPatchException setElementOrderFormat(String path) {
        return new InvalidPatchException(path, "invalid patch format of setElementOrder list");
    }

    static InvalidPatchException listOfLists(String path) {
        return new InvalidPatchException(path, "lists of lists are not supported");
    }

    static String goTypeName(JsonNode node) {
        return switch (Kind.of(node)) {
            case NULL -> "<nil>";
            case BOOL -> "bool";
            case INT -> "int64";
            case FLOAT -> "float64";
            case STRING -> "string";
            case MAP -> "map[string]interface {}";
            case LIST -> "[]interface {}";
        };
    }
}
