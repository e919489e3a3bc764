package io.japply.apply.model;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * One object of the input, or the reason it cannot be one, with where it came from: the file (or
 * URL, or "-"), the document in that file (from 1) and, inside a List, the item (from 1).
 */
public record Manifest(String source, int document, int item, ObjectNode object, String error) {
    /** The document of an object a library caller gave in memory: it has none, its source names it. */
    public static final int IN_MEMORY = 0;

    public static Manifest of(String source, int document, int item, ObjectNode object) {
        return new Manifest(source, document, item, object, null);
    }

    public static Manifest invalid(String source, int document, int item, String error) {
        return new Manifest(source, document, item, null, error);
    }

    public Optional<String> problem() {
        return Optional.ofNullable(error);
    }

    /**
     * How errors name the object: {@code document 2 for: "deploy.yaml"}, {@code document 1, item 3 for:
     * "all.yaml"}; kubectl's {@code for: "path"}, so log parsers that read kubectl's errors find the file.
     */
    public String where() {
        if (document == IN_MEMORY) {
            return source;
        }
        return "document " + document + (item > 0 ? ", item " + item : "") + " for: \"" + source.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** "deploy.yaml, document 2" or "all.yaml, document 1, item 3": the object's place, for the JSON summary. */
    public String position() {
        if (document == IN_MEMORY) {
            return source;
        }
        return source + ", document " + document + (item > 0 ? ", item " + item : "");
    }
}
