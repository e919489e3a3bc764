package io.japply.apply.read;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * One object of the input, or the reason it cannot be one, with where it came from: the file (or
 * URL, or "-"), the document in that file (from 1) and, inside a List, the item (from 1).
 */
public record Manifest(String source, int document, int item, ObjectNode object, String error) {

    public static Manifest of(String source, int document, int item, ObjectNode object) {
        return new Manifest(source, document, item, object, null);
    }

    public static Manifest invalid(String source, int document, int item, String error) {
        return new Manifest(source, document, item, null, error);
    }

    public Optional<String> problem() {
        return Optional.ofNullable(error);
    }

    /** "deploy.yaml, document 2" or "all.yaml, document 1, item 3": how errors name the object. */
    public String where() {
        return source + ", document " + document + (item > 0 ? ", item " + item : "");
    }
}
