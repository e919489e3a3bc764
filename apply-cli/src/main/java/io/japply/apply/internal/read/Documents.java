package io.japply.apply.internal.read;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.GoYaml;
import io.japply.threeway.json.JsonInput;
import io.japply.threeway.json.Limits;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import io.japply.apply.internal.support.Messages;
import io.japply.apply.model.Failure;

/**
 * Reads one YAML or JSON document, as kubectl does: text starting with '{' or '[' is JSON, the rest
 * YAML. Integers become longs. Nesting is capped at Jackson's default (1000 levels) for both
 * formats, so a hostile document fails with a message instead of a StackOverflowError.
 */
public final class Documents {
    public static final String STDIN = "-";
    /** Built at the first YAML read, not with the class: --help and version never load Jackson or SnakeYAML. */
    private static final class Yaml {
        static final GoYaml READER = new GoYaml(loaderOptions());
    }

    private final InputStream stdin;
    /** Where relative names are read: the run's working directory (a warm process's request has its own). */
    private final Path directory;

    public Documents(InputStream stdin) {
        this(stdin, io.japply.apply.kubeconfig.Surroundings.processDirectory());
    }

    public Documents(InputStream stdin, Path directory) {
        this.stdin = stdin;
        this.directory = directory;
    }

    /** A file's name as a path in the run's directory; messages keep the name as given. */
    public Path path(String name) {
        return directory.resolve(name);
    }

    /** The single object in a file ("-" is standard input). */
    public ObjectNode readObject(String source) {
        return requireObject(parse(readText(source), source), source);
    }

    /** The text of a file ("-" is standard input) that must be text throughout; errors name the file. */
    public String readText(String source) {
        ManifestText text = readManifestText(source);
        if (text.wholeError() != null) {
            throw Failure.input(source + ": " + text.wholeError());
        }
        if (!text.badLines().isEmpty()) {
            throw Failure.input(source + ": " + ManifestText.notUtf8(text.badLines().nextSetBit(0)));
        }
        return text.text();
    }

    /** The text of a file ("-" is standard input), decoded as kubectl decodes it (see {@link ManifestText}). */
    ManifestText readManifestText(String source) {
        try (InputStream in = STDIN.equals(source) ? stdin : null) { // standard input is closed after, as before
            return ManifestText.decode(in != null ? in.readAllBytes() : Files.readAllBytes(path(source)));
        } catch (IOException e) {
            throw unreadable(source, e);
        }
    }

    /** A UTF-8 reader of a file ("-" is standard input); errors name the file. */
    public BufferedReader open(String source) {
        if (STDIN.equals(source)) {
            return new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8));
        }
        try {
            return Files.newBufferedReader(path(source));
        } catch (IOException e) {
            throw unreadable(source, e);
        }
    }

    public static Failure unreadable(String source, IOException e) {
        if (e instanceof NoSuchFileException) {
            return Failure.input("the path \"" + source + "\" does not exist"); // kubectl's words
        }
        if (e instanceof CharacterCodingException) {
            return Failure.input(source + ": not UTF-8 text");
        }
        return Failure.input(source + ": cannot read: " + e.getMessage());
    }

    /** Exactly one document (object, list or scalar) of YAML or JSON text. */
    public static JsonNode parse(String text, String name) {
        List<JsonNode> documents = parseAll(text, name);
        if (documents.size() != 1) {
            throw Failure.input(name + ": " + (documents.isEmpty()
                    ? "holds no document" : "holds " + documents.size() + " documents; expected exactly one"));
        }
        return documents.get(0);
    }

    public static ObjectNode requireObject(JsonNode node, String name) {
        if (!(node instanceof ObjectNode object)) {
            throw Failure.input(name + ": expected an object, found " + kind(node));
        }
        return object;
    }

    public static String kind(JsonNode node) {
        return node == null ? "nothing" : node.getNodeType().name().toLowerCase(Locale.ROOT);
    }

    public static List<JsonNode> parseAll(String text, String name) {
        return parseAll(text, name, 0);
    }

    /** As {@link #parseAll(String, String)} for text after {@code linesBefore} lines of its file: errors name its lines. */
    static List<JsonNode> parseAll(String text, String name, int linesBefore) {
        return isJson(text) ? parseJson(text, name, linesBefore) : parseYaml(text, name, linesBefore);
    }

    /** Whether kubectl reads {@code text} as JSON: it starts, after white space, with '{' or '['. */
    static boolean isJson(String text) {
        String trimmed = text.stripLeading();
        return trimmed.startsWith("{") || trimmed.startsWith("[");
    }

    /** JSON as Kubernetes decodes it: int64 integers, other numbers float64 (so 1e20 is readable, 1e400 not). */
    private static List<JsonNode> parseJson(String text, String name, int linesBefore) {
        ObjectReader reader = GoJson.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        try {
            return JsonInput.readAll(reader, text);
        } catch (JsonProcessingException e) {
            throw Failure.input(name + ": " + describe(e, "JSON", linesBefore));
        } catch (IOException e) {
            throw Failure.input(name + ": malformed JSON: " + e.getMessage());
        }
    }

    /** YAML as kubectl reads it (YAML 1.1 typing, see GoYaml); "---" alone is no document. */
    static List<JsonNode> parseYaml(String text, String name, int linesBefore) {
        try {
            return Yaml.READER.readAll(text).stream().filter(d -> d != null && !d.isNull()).toList();
        } catch (MarkedYAMLException e) {
            Mark at = e.getProblemMark(); // SnakeYAML's own message spans lines; keep its gist
            String where = at == null ? ""
                    : " at line " + (linesBefore + at.getLine() + 1) + ", column " + (at.getColumn() + 1);
            throw Failure.input(name + ": malformed YAML" + where + ": " + Messages.oneLine(String.valueOf(e.getProblem())));
        } catch (GoYaml.GoYamlException e) {
            throw Failure.input(name + ": invalid YAML at line " + (linesBefore + e.line()) + ", column " + e.column()
                    + ": " + e.getMessage());
        } catch (YAMLException e) {
            throw Failure.input(name + ": " + ReadLimits.describeYaml(String.valueOf(e.getMessage())));
        }
    }

    public static String describe(JsonProcessingException e, String format) {
        return describe(e, format, 0);
    }

    private static String describe(JsonProcessingException e, String format, int linesBefore) {
        String message = e.getOriginalMessage();
        if (e instanceof JsonInput.OutOfRange range) {
            return message + " at " + range.path();
        }
        if (e instanceof JsonInput.OverLimit limit) {
            return ReadLimits.describe(message) + " at " + limit.path();
        }
        if (e instanceof StreamConstraintsException) {
            return ReadLimits.describe(message);
        }
        if (e.getCause() instanceof MarkedYAMLException yaml && yaml.getProblemMark() != null) {
            Mark mark = yaml.getProblemMark(); // SnakeYAML's own message spans lines; keep its gist
            return "malformed YAML at line " + (linesBefore + mark.getLine() + 1) + ", column " + (mark.getColumn() + 1)
                    + ": " + yaml.getProblem();
        }
        JsonLocation location = e.getLocation();
        String where = location == null || location.getLineNr() < 1 ? ""
                : " at line " + (linesBefore + location.getLineNr()) + ", column " + location.getColumnNr();
        return "malformed " + format + where + ": " + Messages.oneLine(message);
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        // GoYaml checks Limits.MAX_DEPTH where it knows the path; SnakeYAML's limit (its default, 50, is
        // too low for deep CRD schemas) only keeps its own recursion bounded
        options.setNestingDepthLimit(Limits.MAX_DEPTH + 10);
        options.setCodePointLimit(Limits.MAX_YAML_CODE_POINTS); // its 3 MB default refuses a large but valid List
        return options;
    }
}
