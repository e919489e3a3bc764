package io.japply.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.threeway.json.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * Reads one YAML or JSON document, as kubectl does: text starting with '{' or '[' is JSON, the rest
 * YAML. Integers become longs. Nesting is capped at Jackson's default (1000 levels) for both
 * formats, so a hostile document fails with a message instead of a StackOverflowError.
 */
final class Documents {
    static final String STDIN = "-";
    private static final int MAX_DEPTH = StreamReadConstraints.DEFAULT_MAX_DEPTH;
    private static final ObjectMapper YAML = yamlMapper();

    private final InputStream stdin;

    Documents(InputStream stdin) {
        this.stdin = stdin;
    }

    /** The single object in a file ("-" is standard input). */
    ObjectNode readObject(String source) {
        return requireObject(parse(readText(source), source), source);
    }

    /** The text of a file ("-" is standard input), named in every error. */
    String readText(String source) {
        try (BufferedReader reader = open(source)) {
            StringWriter text = new StringWriter();
            reader.transferTo(text);
            return text.toString();
        } catch (IOException e) {
            throw unreadable(source, e);
        }
    }

    /** A UTF-8 reader of a file ("-" is standard input); errors name the file. */
    BufferedReader open(String source) {
        if (STDIN.equals(source)) {
            return new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8));
        }
        try {
            return Files.newBufferedReader(Path.of(source));
        } catch (IOException e) {
            throw unreadable(source, e);
        }
    }

    static Failure unreadable(String source, IOException e) {
        if (e instanceof NoSuchFileException) {
            return Failure.input(source + ": no such file");
        }
        if (e instanceof CharacterCodingException) {
            return Failure.input(source + ": not UTF-8 text");
        }
        return Failure.input(source + ": cannot read: " + e.getMessage());
    }

    /** Exactly one document (object, list or scalar) of YAML or JSON text. */
    static JsonNode parse(String text, String name) {
        List<JsonNode> documents = parseAll(text, name);
        if (documents.size() != 1) {
            throw Failure.input(name + ": " + (documents.isEmpty()
                    ? "holds no document" : "holds " + documents.size() + " documents; expected exactly one"));
        }
        return documents.get(0);
    }

    static ObjectNode requireObject(JsonNode node, String name) {
        if (!(node instanceof ObjectNode object)) {
            throw Failure.input(name + ": expected an object, found " + kind(node));
        }
        return object;
    }

    static String kind(JsonNode node) {
        return node == null ? "nothing" : node.getNodeType().name().toLowerCase(Locale.ROOT);
    }

    static List<JsonNode> parseAll(String text, String name) {
        boolean json = text.stripLeading().startsWith("{") || text.stripLeading().startsWith("[");
        ObjectMapper mapper = json ? Json.mapper() : YAML;
        ObjectReader reader = mapper.readerFor(JsonNode.class).without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        List<JsonNode> documents = new ArrayList<>();
        try (JsonParser parser = mapper.createParser(text)) {
            while (parser.nextToken() != null) {
                if (!isEmptyDocument(parser)) {
                    documents.add(reader.readTree(parser));
                }
            }
        } catch (JsonProcessingException e) {
            throw Failure.input(name + ": " + describe(e, json ? "JSON" : "YAML"));
        } catch (IOException e) {
            throw Failure.input(name + ": malformed " + (json ? "JSON" : "YAML") + ": " + e.getMessage());
        }
        return documents;
    }

    /** "---" alone: kubectl skips it. Jackson reports it as null or as "", depending on the factory. */
    private static boolean isEmptyDocument(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        return token == JsonToken.VALUE_NULL || token == JsonToken.VALUE_STRING && parser.getText().isEmpty();
    }

    static String describe(JsonProcessingException e, String format) {
        String message = e.getOriginalMessage();
        if (e instanceof StreamConstraintsException || message.contains("Nesting Depth exceeded")) {
            return "document nested deeper than " + MAX_DEPTH + " levels";
        }
        if (e.getCause() instanceof MarkedYAMLException yaml && yaml.getProblemMark() != null) {
            Mark at = yaml.getProblemMark(); // SnakeYAML's own message spans lines; keep its gist
            return "malformed YAML at line " + (at.getLine() + 1) + ", column " + (at.getColumn() + 1)
                    + ": " + yaml.getProblem();
        }
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        return "malformed " + format + where + ": " + ExitCodes.oneLine(message);
    }

    private static ObjectMapper yamlMapper() {
        LoaderOptions options = new LoaderOptions();
        options.setNestingDepthLimit(MAX_DEPTH); // SnakeYAML's own default is 50: too low for deep CRD schemas
        options.setCodePointLimit(64 * 1024 * 1024); // its 3 MB default refuses a large but valid List
        YAMLFactory factory = YAMLFactory.builder().loaderOptions(options).build();
        return YAMLMapper.builder(factory).enable(DeserializationFeature.USE_LONG_FOR_INTS).build();
    }
}
