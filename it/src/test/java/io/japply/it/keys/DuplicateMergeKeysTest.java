package io.japply.it.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.annotations.LastApplied;
import io.japply.cli.Japply;
import io.japply.it.FakeApiServer;
import io.japply.it.Kubectl;
import io.japply.threeway.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lists whose merge key is shared by several items (resources/duplicate-merge-keys/*.yaml). Each
 * fixture holds original (the last apply), modified (the manifest), current (the live object without
 * its annotation), the intended object written by hand (or the error japply gives), and kubectl's
 * own patch and its result. One {@code kubectl apply} against the fake server checks that record is
 * still what kubectl sends and {@code kubectl patch --local} that it still gives the recorded result;
 * japply's patch, applied by {@code kubectl patch --local} (the server's code), must give the intended
 * object, and so must japply's own apply (the diff preview).
 */
class DuplicateMergeKeysTest {
    private static final YAMLMapper YAML = new YAMLMapper();
    private static final Path FIXTURES = Path.of("src/test/resources/duplicate-merge-keys");

    @TempDir
    static Path tmp;
    private static Map<String, JsonNode> sentByKubectl;

    static Stream<Arguments> fixtures() throws IOException {
        List<Arguments> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(FIXTURES)) {
            for (Path f : files.sorted().toList()) {
                // through JSON text, so numbers are the nodes Json.parse gives for kubectl's output
                JsonNode fixture = Json.parse(YAML.readTree(f.toFile()).toString());
                out.add(Arguments.of(Named.of(f.getFileName().toString(), fixture)));
            }
        }
        return out.stream();
    }

    @BeforeAll
    static void kubectlAppliesEveryFixtureOnce() throws Exception {
        Kubectl.require();
        Path manifests = Files.createDirectories(tmp.resolve("manifests"));
        try (FakeApiServer server = new FakeApiServer().start()) {
            server.serving(FakeApiServer.BUILT_IN_AND_WIDGET);
            for (Arguments a : fixtures().toList()) {
                JsonNode f = (JsonNode) ((Named<?>) a.get()[0]).getPayload();
                String name = ((Named<?>) a.get()[0]).getName();
                server.withObject(path(f), live(f).toString());
                Files.writeString(manifests.resolve(name + ".json"), f.get("modified").toString());
            }
            Kubectl.Result r = Kubectl.run(List.of("apply", "-f", manifests.toString(), "--kubeconfig",
                    server.writeKubeconfig(tmp).toString(), "--validate=false"));
            assertEquals(0, r.exitCode(), "kubectl apply failed:\n" + r.err());
            sentByKubectl = new HashMap<>();
            for (LoggedRequest p : server.patches()) {
                sentByKubectl.put(p.getUrl().split("\\?")[0], Json.parse(p.getBodyAsString()));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void duplicateMergeKeys(JsonNode f) throws Exception {
        JsonNode sent = sentByKubectl.get(path(f));
        JsonNode recorded = f.path("kubectl").get("patch");
        JsonNode kubectlPatch = withoutAnnotation(sent);
        if (recorded == null) {
            fail("record kubectl's patch: " + kubectlPatch + "\nresult: " + kubectlResult(f.get("current"), kubectlPatch));
        }
        assertEquals(recorded, kubectlPatch, "kubectl 1.32 no longer sends the recorded patch");
        assertEquals(f.get("kubectl").get("result"), kubectlResult(f.get("current"), recorded),
                "kubectl's recorded patch no longer gives the recorded result");
        if (f.has("intended")) {
            assertNotEquals(f.get("intended"), f.get("kubectl").get("result"), "kubectl no longer corrupts this object");
            JsonNode ours = Json.parse(japply("compute-patch", "--modified", file(f, "modified"), "--current", liveFile(f)));
            assertEquals(f.get("intended"), withoutAnnotation(patchLocal(live(f), ours)),
                    "japply's patch " + ours + " applied by kubectl patch --local");
            assertEquals(f.get("intended"), withoutAnnotation(Json.parse(japply("patch", "--local", "-f", liveFile(f),
                    "-p", ours.toString()))), "japply's own apply of its patch (the diff preview)");
        } else {
            String error = japplyFails("compute-patch", "--modified", file(f, "modified"), "--current", liveFile(f));
            assertTrue(error.contains(f.get("error").asText()), error);
            JsonNode allowed = Json.parse(japply("compute-patch", "--allow-duplicate-merge-keys", "--modified",
                    file(f, "modified"), "--current", liveFile(f)));
            assertEquals(recorded, withoutAnnotation(allowed), "--allow-duplicate-merge-keys sends kubectl's patch");
        }
    }

    /** The live object: current carrying original as kubectl's last-applied annotation. */
    private static ObjectNode live(JsonNode f) {
        ObjectNode live = f.get("current").deepCopy();
        String annotation = LastApplied.modified((ObjectNode) f.get("original"), "default")
                .at("/metadata/annotations").get(LastApplied.KEY).asText();
        live.withObject("/metadata").withObject("/annotations").put(LastApplied.KEY, annotation);
        return live;
    }

    private static String path(JsonNode f) {
        String name = f.at("/modified/metadata/name").asText();
        return "Service".equals(f.at("/modified/kind").asText())
                ? "/api/v1/namespaces/default/services/" + name
                : "/apis/apps/v1/namespaces/default/deployments/" + name;
    }

    /** A patch or object without the last-applied annotation (and maps emptied by its removal). */
    private static JsonNode withoutAnnotation(JsonNode node) {
        ObjectNode copy = node.deepCopy();
        if (copy.at("/metadata/annotations").isObject()) {
            ObjectNode annotations = (ObjectNode) copy.at("/metadata/annotations");
            annotations.remove(LastApplied.KEY);
            if (annotations.isEmpty()) {
                ((ObjectNode) copy.get("metadata")).remove("annotations");
            }
            if (copy.get("metadata").isEmpty()) {
                copy.remove("metadata");
            }
        }
        return copy;
    }

    /** What kubectl's patch does to current: the object, or {"error": kubectl's message} when it fails. */
    private static JsonNode kubectlResult(JsonNode target, JsonNode patch) throws Exception {
        Kubectl.Result r = kubectlPatchLocal(target, patch);
        return r.exitCode() == 0 ? Json.parse(r.out()) : Json.object().put("error", r.err().strip());
    }

    private static JsonNode patchLocal(JsonNode target, JsonNode patch) throws Exception {
        Kubectl.Result r = kubectlPatchLocal(target, patch);
        assertEquals(0, r.exitCode(), "kubectl patch --local failed: " + r.err());
        return Json.parse(r.out());
    }

    private static Kubectl.Result kubectlPatchLocal(JsonNode target, JsonNode patch) throws Exception {
        Path file = Files.createTempFile(tmp, "target", ".json");
        Files.writeString(file, target.toString());
        Kubectl.Result r = Kubectl.run(List.of("patch", "--local", "-f", file.toString(), "--type", "strategic",
                "-p", patch.toString(), "-o", "json"));
        Files.delete(file);
        return r;
    }

    private static String file(JsonNode f, String field) throws IOException {
        return Files.writeString(Files.createTempFile(tmp, field, ".json"), f.get(field).toString()).toString();
    }

    private static String liveFile(JsonNode f) throws IOException {
        return Files.writeString(Files.createTempFile(tmp, "live", ".json"), live(f).toString()).toString();
    }

    private static String japply(String... args) {
        Run run = run(args);
        assertEquals(0, run.code, "japply " + String.join(" ", args) + ": " + run.err);
        return run.out;
    }

    private static String japplyFails(String... args) {
        Run run = run(args);
        assertEquals(1, run.code, "japply should refuse: " + run.out);
        return run.err;
    }

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply().run(new PrintStream(out), new PrintStream(err), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
