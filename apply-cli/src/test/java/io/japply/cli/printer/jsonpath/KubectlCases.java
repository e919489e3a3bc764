package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The corpora tools/jsonpath-reference records from the reference kubectl 1.37.2, with kubectl's exit code, stdout and
 * stderr: templates run by {@code kubectl label --local -f objects/OBJECT.json x=y -o jsonpath=...}
 * (expected.json), and by {@code kubectl apply --dry-run=client -f applied/OBJECT.json -o jsonpath=...},
 * which prints a v1 List (expected-applied.json, with each List as kubectl printed it).
 */
final class KubectlCases {
    static final String DIR = "/printer/jsonpath/";
    static final String EXPECTED = DIR + "expected.json";
    static final String EXPECTED_APPLIED = DIR + "expected-applied.json";

    /** One recorded case. */
    record Case(String object, String mode, String template, int exit, String stdout, String stderr) {
        static Case of(JsonNode c) {
            return new Case(c.get("object").asText(), c.get("mode").asText(), c.get("template").asText(),
                    c.get("exit").asInt(), c.get("stdout").asText(), c.get("stderr").asText());
        }

        boolean strict() {
            return mode.endsWith("-strict");
        }

        boolean asJson() {
            return mode.startsWith("as-json");
        }

        @Override
        public String toString() {
            return object + " " + mode + " " + template;
        }
    }

    private KubectlCases() {
    }

    static JsonNode expected(String resource) {
        return parse(read(resource));
    }

    static JsonNode parse(String json) {
        try {
            return Json.parse(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Case> cases(String resource) {
        List<Case> cases = new ArrayList<>();
        expected(resource).get("cases").forEach(c -> cases.add(Case.of(c)));
        return cases;
    }

    /** The List kubectl apply printed for applied/NAME.json, decoded as japply decodes a server's answer. */
    static JsonNode appliedList(String name) {
        try {
            return GoJson.parse(expected(EXPECTED_APPLIED).get("objects").get(name).toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The object as kubectl label hands it to the printer: the file, decoded as Go does, with the label x=y. */
    static JsonNode object(String name) {
        try {
            ObjectNode object = (ObjectNode) GoJson.parse(read(DIR + "objects/" + name + ".json"));
            ObjectNode metadata = object.with("metadata");
            metadata.with("labels").put("x", "y");
            return object;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(String resource) {
        try (InputStream in = KubectlCases.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
