package io.japply.threeway.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.threeway.JsonMergePatch;
import io.japply.threeway.JsonPatch;
import io.japply.threeway.MergeKeyOptions;
import io.japply.threeway.PatchException;
import io.japply.threeway.Precondition;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.NoSchema;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine's own fixtures (resources/engine/*.yaml): RFC vectors, kubectl-checked applies,
 * typed errors, three-way rules. One runner; a case runs once per metadata source it names.
 */
class EngineFixturesTest {
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();
    private static final List<String> FILES = List.of("rfc7386-merge-patch", "rfc6902-json-patch",
            "smp-deployment-apply", "smp-errors", "three-way", "crd-schema-edit", "map-of-lists-edit",
            "duplicate-merge-keys", "patch-merge-key");
    private static final Comparator<JsonNode> NUMBERS_BY_VALUE = (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue());
        }
        return a.equals(b) ? 0 : 1;
    };

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String file : FILES) {
            JsonNode doc = read("/engine/" + file + ".yaml");
            for (JsonNode c : doc.get("cases")) {
                String schema = c.path("schema").asText(doc.path("schema").asText("none"));
                if (!c.has("target") && doc.has("base")) {
                    ((com.fasterxml.jackson.databind.node.ObjectNode) c).set("target", doc.get("base"));
                }
                for (Map.Entry<String, PatchMetaLookup> source : sources(schema).entrySet()) {
                    String name = file + " / " + c.get("id").asText() + " [" + source.getKey() + "]";
                    out.add(Arguments.of(Named.of(name, c), doc.path("op").asText(null), source.getValue()));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void fixture(JsonNode c, String fileOp, PatchMetaLookup schema) {
        String op = c.path("op").asText(fileOp);
        Supplier<JsonNode> run = () -> run(op, c, schema);
        if (c.has("error")) {
            expectError(c.get("error"), run);
            return;
        }
        JsonNode actual = run.get();
        String context = "case " + c.get("id").asText() + ":\n" + c.toPrettyString() + "\ngot: " + actual;
        if (c.has("expect")) {
            JsonNode at = actual.at(c.get("expect").get("path").asText());
            assertTrue(c.get("expect").get("value").equals(NUMBERS_BY_VALUE, at), context + "\nat path: " + at);
        } else {
            JsonNode expected = c.has("result") ? c.get("result") : c.get("patch");
            assertTrue(expected.equals(NUMBERS_BY_VALUE, actual), context);
        }
        if (c.has("intended")) {
            JsonNode result = StrategicMergePatch.apply(c.get("current"), actual, schema);
            assertTrue(c.get("intended").equals(NUMBERS_BY_VALUE, result), context + "\napplied to current: " + result);
        }
    }

    private static JsonNode run(String op, JsonNode c, PatchMetaLookup schema) {
        return switch (op) {
            case "apply" -> StrategicMergePatch.apply(c.get("target"), c.get("patch"), schema);
            case "threeWay" -> StrategicMergePatch.createThreeWay(c.get("original"), c.get("modified"),
                    c.get("current"), schema, options(c));
            case "twoWay" -> StrategicMergePatch.createTwoWay(c.get("original"), c.get("modified"), schema,
                    mergeKeys(c));
            case "mergeThreeWay" -> JsonMergePatch.createThreeWay(c.get("original"), c.get("modified"),
                    c.get("current"), options(c));
            case "mergeApply" -> JsonMergePatch.apply(c.get("target"), c.get("patch"));
            case "jsonPatch" -> JsonPatch.apply(c.get("target"), c.get("patch"));
            default -> throw new IllegalArgumentException("unknown op " + op);
        };
    }

    private static ThreeWayOptions options(JsonNode c) {
        List<Precondition> preconditions = "kubectl".equals(c.path("preconditions").asText())
                ? Precondition.kubectlDefaults() : List.of();
        return new ThreeWayOptions(c.path("overwrite").asBoolean(true), preconditions, mergeKeys(c));
    }

    private static MergeKeyOptions mergeKeys(JsonNode c) {
        return new MergeKeyOptions(c.path("allowDuplicateMergeKeys").asBoolean(false),
                c.path("emitPatchMergeKey").asBoolean(false));
    }

    private static void expectError(JsonNode expected, Supplier<JsonNode> run) {
        PatchException e = assertThrows(PatchException.class, run::get);
        assertEquals(expected.get("type").asText(), e.errorType(), e.getMessage());
        if (expected.has("contains")) {
            assertTrue(e.getMessage().contains(expected.get("contains").asText()), e.getMessage());
        }
        if (expected.has("path")) {
            assertEquals(expected.get("path").asText(), e.path(), e.getMessage());
        }
    }

    private static Map<String, PatchMetaLookup> sources(String schema) throws IOException {
        if ("none".equals(schema)) {
            return Map.of("none", NoSchema.INSTANCE);
        }
        if ("patch-merge-key".equals(schema)) {
            return Map.of("openapi-v2", OpenApiSchemas.load(readJson("/schemas/patch-merge-key.openapi-v2.json"), "Doc"));
        }
        if (schema.startsWith("builtin:")) {
            String gvk = schema.substring("builtin:".length());
            int slash = gvk.lastIndexOf('/');
            return Map.of("bundled", BuiltinKinds.bundled().find(gvk.substring(0, slash), gvk.substring(slash + 1))
                    .orElseThrow().schema());
        }
        String base = "/schemas/apps-v1-" + schema;
        String definition = "io.k8s.api.apps.v1.Deployment";
        return Map.of(
                "openapi-v2", OpenApiSchemas.load(readJson(base + ".openapi-v2.json"), definition),
                "openapi-v3", OpenApiSchemas.load(readJson(base + ".openapi-v3.json"), definition),
                "bundled", BuiltinKinds.bundled().find("apps/v1", "Deployment").orElseThrow().schema());
    }

    private static JsonNode read(String resource) throws IOException {
        try (InputStream in = EngineFixturesTest.class.getResourceAsStream(resource)) {
            return YAML.readTree(in);
        }
    }

    private static JsonNode readJson(String resource) throws IOException {
        try (InputStream in = EngineFixturesTest.class.getResourceAsStream(resource)) {
            return Json.mapper().readTree(in);
        }
    }
}
