package io.japply.it.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.cli.Japply;
import io.japply.it.FakeApiServer;
import io.japply.it.Kubectl;
import io.japply.threeway.json.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * japply computes the patch kubectl sends: generated apply scenarios are served by a fake API
 * server, one run of the reference kubectl (1.37.2) {@code apply -f DIR} records its PATCH bodies and media types, and
 * japply's compute-patch --batch (in this JVM) must produce the same, or {} where kubectl sent
 * nothing. -Djapply.parity.cases=5000 -Djapply.parity.seed=N for a long run (it/README.md).
 */
class KubectlParityTest {
    private static final long SEED = Long.getLong("japply.parity.seed", 20261122L);
    private static final int CASES = Integer.getInteger("japply.parity.cases", 300);
    /** How many of kubectl's patches are also applied offline by both tools (one kubectl process each). */
    private static final int LOCAL_CASES = Integer.getInteger("japply.parity.local", 40);
    private static final Map<String, String> MEDIA_TYPES = Map.of(
            "strategic", "application/strategic-merge-patch+json", "merge", "application/merge-patch+json");

    @TempDir
    static Path tmp;
    private static List<ParityCase> cases;
    private static Map<String, LoggedRequest> sent;
    private static Map<String, LoggedRequest> sentWithOpenApiV3;

    @BeforeAll
    static void runKubectlOnce() throws Exception {
        Kubectl.require();
        cases = ParityCase.generate(SEED, CASES);
        sent = kubectlPatches(cases, tmp.resolve("compiled-in"), false);
        sentWithOpenApiV3 = kubectlPatches(cases, tmp.resolve("openapi-v3"), true);
    }

    /** kubectl with no OpenAPI from the server: its compiled-in types give the metadata. */
    @Test
    void japplyComputesThePatchKubectlSends() throws Exception {
        assertSamePatches(sent, "compiled-in types");
    }

    /**
     * kubectl with the release's OpenAPI v3 served (FakeApiServer's v1.32.6 documents), its metadata
     * source on a real server: the bundled metadata japply uses must give the same patches.
     */
    @Test
    void japplyComputesThePatchKubectlSendsWithOpenApiV3Served() throws Exception {
        assertSamePatches(sentWithOpenApiV3, "OpenAPI v3");
    }

    private static void assertSamePatches(Map<String, LoggedRequest> sent, String source) throws Exception {
        Map<String, JsonNode> ours = japplyPatches(cases);
        List<String> mismatches = new ArrayList<>();
        for (ParityCase c : cases) {
            String problem = compare(sent.get(c.path()), ours.get(c.path()));
            if (problem != null) {
                mismatches.add(c.describe(SEED) + ": " + problem);
            }
        }
        System.out.println("parity: " + (cases.size() - mismatches.size()) + "/" + cases.size()
                + " cases match kubectl with " + source + " (seed " + SEED + ", " + sent.size() + " patches sent by kubectl)");
        assertTrue(mismatches.isEmpty(), mismatches.size() + " mismatches:\n" + String.join("\n\n", mismatches));
    }

    /** kubectl patch --local and japply patch --local give the same object for kubectl's own patches. */
    @Test
    void japplyAppliesAPatchAsKubectlPatchLocalDoes() throws Exception {
        List<ParityCase> sample = cases.stream().filter(c -> sent.containsKey(c.path())).limit(LOCAL_CASES).toList();
        StringBuilder lines = new StringBuilder();
        Map<String, JsonNode> theirs = new HashMap<>();
        for (ParityCase c : sample) {
            LoggedRequest patch = sent.get(c.path());
            String type = patch.getHeader("Content-Type").startsWith(MEDIA_TYPES.get("merge")) ? "merge" : "strategic";
            Path live = Files.writeString(tmp.resolve(c.name() + "-live.json"), c.live().toString());
            Kubectl.Result r = Kubectl.run(List.of("patch", "--local", "-f", live.toString(), "--type", type,
                    "-p", patch.getBodyAsString(), "-o", "json", "--show-managed-fields"));
            assertEquals(0, r.exitCode(), c.describe(SEED) + ": kubectl patch --local failed: " + r.err());
            theirs.put(c.path(), Json.parse(r.out()));
            ObjectNode line = Json.object().put("id", c.path()).put("type", type);
            line.set("target", c.live());
            line.set("patch", Json.parse(patch.getBodyAsString()));
            lines.append(line).append('\n');
        }
        List<String> mismatches = new ArrayList<>();
        for (JsonNode answer : runBatch(lines.toString(), "patch", "--local", "--batch", "-").values()) {
            String path = answer.get("id").asText();
            if (!theirs.get(path).equals(answer.get("result"))) {
                mismatches.add(path + "\n  kubectl: " + theirs.get(path) + "\n  japply:  " + answer);
            }
        }
        System.out.println("parity: patch --local " + (sample.size() - mismatches.size()) + "/" + sample.size());
        assertTrue(mismatches.isEmpty(), String.join("\n\n", mismatches));
    }

    /** What kubectl sent, by object path, from one run over a directory of all the manifests. */
    private static Map<String, LoggedRequest> kubectlPatches(List<ParityCase> cases, Path tmp, boolean openApiV3)
            throws Exception {
        Path manifests = Files.createDirectories(tmp.resolve("manifests"));
        try (FakeApiServer server = new FakeApiServer().start()) {
            if (openApiV3) {
                server.servingOpenApiV3();
            }
            List<FakeApiServer.Served> kinds = new ArrayList<>();
            Kinds.ALL.forEach(k -> kinds.add(new FakeApiServer.Served(k.apiVersion(), k.plural(), k.kind(), true)));
            kinds.add(new FakeApiServer.Served("v1", "namespaces", "Namespace", false));
            server.serving(kinds);
            for (ParityCase c : cases) {
                server.withObject(c.path(), c.live().toString());
                Files.writeString(manifests.resolve(String.format("%05d-%s.json", c.index(), c.name())), c.manifest().toString());
            }
            Kubectl.Result r = Kubectl.run(Kubectl.binary(), List.of("apply", "-f", manifests.toString(), "--kubeconfig",
                    server.writeKubeconfig(tmp).toString(), "--validate=false"), Map.of(), 120 + cases.size() / 5);
            assertEquals(0, r.exitCode(), "kubectl apply failed:\n" + r.err());
            Map<String, LoggedRequest> byPath = new HashMap<>();
            server.patches().forEach(p -> byPath.put(p.getUrl().split("\\?")[0], p));
            return byPath;
        }
    }

    /** japply's answers by object path: {"patch", "patchType"} or {"error"}. */
    private static Map<String, JsonNode> japplyPatches(List<ParityCase> cases) throws Exception {
        StringBuilder lines = new StringBuilder();
        for (ParityCase c : cases) {
            ObjectNode line = Json.object().put("id", c.path()).put("namespace", "default");
            line.set("modified", c.manifest());
            line.set("current", c.live());
            lines.append(line).append('\n');
        }
        return runBatch(lines.toString(), "compute-patch", "--batch", "-");
    }

    /** japply in this JVM on JSON lines; answers by id. */
    private static Map<String, JsonNode> runBatch(String lines, String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Japply().run(new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out), new PrintStream(err), args);
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        Map<String, JsonNode> answers = new HashMap<>();
        for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            JsonNode answer = Json.parse(line);
            answers.put(answer.get("id").asText(), answer);
        }
        return answers;
    }

    /** Null when japply's answer is kubectl's; otherwise what differs. */
    private static String compare(LoggedRequest kubectl, JsonNode ours) throws Exception {
        if (ours == null || ours.has("error")) {
            return "japply failed: " + ours;
        }
        JsonNode patch = ours.get("patch");
        if (kubectl == null) {
            return patch.isEmpty() ? null : "kubectl sent nothing, japply would send " + patch;
        }
        JsonNode theirs = Json.parse(kubectl.getBodyAsString());
        String mediaType = kubectl.getHeader("Content-Type");
        if (!mediaType.startsWith(MEDIA_TYPES.get(ours.get("patchType").asText()))) {
            return "media type: kubectl " + mediaType + ", japply " + ours.get("patchType");
        }
        return theirs.equals(patch) ? null : "\n  kubectl: " + theirs + "\n  japply:  " + patch;
    }
}
