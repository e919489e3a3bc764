package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.threeway.json.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs japply through its {@code run} seam and reads what it printed. */
final class Cli {
    static final String SCHEMA = resource("schema/pod.openapi-v2.json");
    static final String DEFINITION = "io.japply.test.Pod";

    private Cli() {
    }

    record Result(int code, String out, String err) {
        JsonNode json() {
            return parse(out);
        }

        List<JsonNode> lines() {
            return out.lines().map(Cli::parse).toList();
        }

        /** Asserts a failure told in exactly one line, without a stack trace, and returns that line. */
        String errorLine(int expectedCode) {
            assertEquals(expectedCode, code, () -> "exit code; stderr: " + err);
            assertEquals("", out, "nothing on stdout");
            List<String> lines = err.lines().toList();
            assertEquals(1, lines.size(), () -> "one line on stderr, got:\n" + err);
            assertTrue(lines.get(0).startsWith("error: "), lines.get(0));
            assertFalse(err.contains("Exception") || err.contains("\tat "), () -> "no stack trace: " + err);
            return lines.get(0);
        }

        /** Asserts success and returns stdout. */
        String ok() {
            assertEquals(0, code, () -> "exit code; stderr: " + err);
            assertEquals("", err);
            return out;
        }
    }

    static Result run(String... args) {
        return runWithInput("", args);
    }

    static Result runWithInput(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply().run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                args);
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    static String write(Path dir, String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonNode parse(String json) {
        try {
            return Json.parse(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** YAML with integers as longs, as japply reads it, so trees compare equal to {@link #parse}'s. */
    static JsonNode parseYaml(String yaml) {
        try {
            return YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build().readTree(yaml);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A JSON string literal holding {@code text}. */
    static String quoted(String text) {
        return Json.compact(Json.nodes().textNode(text));
    }

    private static String resource(String name) {
        try {
            return Path.of(Cli.class.getClassLoader().getResource(name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
