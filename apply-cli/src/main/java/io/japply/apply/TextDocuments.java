package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.read.Documents;
import java.io.BufferedReader;
import java.util.List;

/**
 * YAML or JSON documents read as kubectl reads them: from files ("-" is standard input), or from text;
 * errors are {@link Failure}s naming the file (and the line), kubectl's limits kept.
 */
public interface TextDocuments {
    /** The single object in a file. */
    ObjectNode readObject(String source);

    /** The text of a file that must be text throughout. */
    String readText(String source);

    /** A UTF-8 reader of a file. */
    BufferedReader open(String source);

    /** A file's name as a path where it is read: relative names in the run's working directory. */
    default java.nio.file.Path path(String name) {
        return java.nio.file.Path.of(name);
    }

    /** Exactly one document (object, list or scalar) of YAML or JSON text; {@code name} names it in errors. */
    static JsonNode parse(String text, String name) {
        return Documents.parse(text, name);
    }

    /** Every document of YAML or JSON text. */
    static List<JsonNode> parseAll(String text, String name) {
        return Documents.parseAll(text, name);
    }

    /** A node's JSON type as errors name it ("object", "array", "string"...; "nothing" for none). */
    static String kind(JsonNode node) {
        return Documents.kind(node);
    }
}
