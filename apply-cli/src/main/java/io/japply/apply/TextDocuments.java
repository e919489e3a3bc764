package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.read.Documents;
import java.io.BufferedReader;
import java.io.InputStream;
import java.util.List;
import io.japply.apply.model.Failure;

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

    /** Files read as kubectl reads them, {@code stdin} for "-" (closed after it is read), relative names in
     * the process's working directory. */
    static TextDocuments reading(InputStream stdin) {
        return reading(stdin, io.japply.apply.kubeconfig.Surroundings.processDirectory());
    }

    /** The same, relative names in {@code directory} (a warm process's request has its own). */
    static TextDocuments reading(InputStream stdin, java.nio.file.Path directory) {
        Documents documents = new Documents(stdin, directory);
        return new TextDocuments() {
            @Override
            public ObjectNode readObject(String source) {
                return documents.readObject(source);
            }

            @Override
            public String readText(String source) {
                return documents.readText(source);
            }

            @Override
            public BufferedReader open(String source) {
                return documents.open(source);
            }

            @Override
            public java.nio.file.Path path(String name) {
                return documents.path(name);
            }
        };
    }

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
