package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.Json;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The last-applied annotation japply writes is byte for byte the one kubectl 1.32 writes: kubectl
 * creates the manifests of resources/annotation-bytes against a fake API server, and each recorded
 * POST body is compared with japply's annotated object for the same file.
 */
class AnnotationBytesTest {
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();
    private static final Set<String> CLUSTER_SCOPED = Set.of("Namespace");

    @Test
    void kubectlWritesTheAnnotationJapplyWrites(@TempDir Path tmp) throws Exception {
        Kubectl.require();
        Path manifests = resourceDir("annotation-bytes");
        Map<String, JsonNode> sentByName = new HashMap<>();
        try (FakeApiServer server = new FakeApiServer().start().withNamespace("team-a")) {
            Path kubeconfig = server.writeKubeconfig(tmp);
            Kubectl.Result r = Kubectl.run(List.of("apply", "-f", manifests.toString(), "--kubeconfig",
                    kubeconfig.toString(), "--validate=false"));
            assertEquals(0, r.exitCode(), "kubectl apply failed:\n" + r.err() + r.out());
            for (LoggedRequest post : server.creates()) {
                JsonNode body = Json.parse(post.getBodyAsString());
                sentByName.put(body.at("/metadata/name").asText(), body);
            }
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(manifests)) {
            files = s.sorted().toList();
        }
        assertEquals(files.size(), sentByName.size(), "one create per manifest: " + sentByName.keySet());
        for (Path file : files) {
            compare(file, sentByName);
        }
    }

    private static void compare(Path file, Map<String, JsonNode> sentByName) throws Exception {
        ObjectNode local = (ObjectNode) Json.mapper().valueToTree(YAML.readTree(file.toFile()));
        String namespace = CLUSTER_SCOPED.contains(local.get("kind").asText()) ? null : "default";
        JsonNode sent = sentByName.get(local.at("/metadata/name").asText());
        assertTrue(sent != null, "kubectl sent nothing for " + file.getFileName());
        String kubectlText = sent.at("/metadata/annotations").get(LastApplied.KEY).asText();
        assertEquals(kubectlText, LastApplied.serialize(local, namespace), file.getFileName() + ": annotation bytes");
        assertEquals(sent, LastApplied.modified(local, namespace), file.getFileName() + ": the whole object");
    }

    private static Path resourceDir(String name) throws URISyntaxException {
        return Path.of(AnnotationBytesTest.class.getResource("/" + name).toURI());
    }

    static String utf8(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
