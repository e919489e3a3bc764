package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The last-applied annotation japply writes is byte for byte the one the reference kubectl (1.37.2)
 * writes: kubectl creates the manifests of resources/annotation-bytes against a fake API server, and
 * each recorded POST body is compared with japply's annotated object for the same document.
 */
class AnnotationBytesTest {
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();
    private static final Set<String> CLUSTER_SCOPED = Set.of("Namespace");
    /** Numbers equal by value: kubectl's body says 1 where the manifest said 1.0. */
    private static final Comparator<JsonNode> SAME_VALUE = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

    @Test
    void kubectlWritesTheAnnotationJapplyWrites(@TempDir Path tmp) throws Exception {
        Kubectl.require();
        Path manifests = resourceDir("annotation-bytes");
        Map<String, LoggedRequest> sentByName = new HashMap<>();
        try (FakeApiServer server = new FakeApiServer().start().serving(FakeApiServer.BUILT_IN_AND_WIDGET)
                .withNamespace("team-a")) {
            Path kubeconfig = server.writeKubeconfig(tmp);
            Kubectl.Result r = Kubectl.run(List.of("apply", "-f", manifests.toString(), "--kubeconfig",
                    kubeconfig.toString(), "--validate=false"));
            assertEquals(0, r.exitCode(), "kubectl apply failed:\n" + r.err() + r.out());
            for (LoggedRequest post : server.creates()) {
                sentByName.put(GoJson.parse(post.getBodyAsString()).at("/metadata/name").asText(), post);
            }
        }
        List<ObjectNode> locals = new ArrayList<>();
        for (Path file : files(manifests)) {
            locals.addAll(read(file));
        }
        assertEquals(locals.size(), sentByName.size(), "one create per document: " + sentByName.keySet());
        for (ObjectNode local : locals) {
            compare(local, sentByName.get(local.at("/metadata/name").asText()));
        }
    }

    private static void compare(ObjectNode local, LoggedRequest post) throws Exception {
        String name = local.at("/metadata/name").asText();
        assertNotNull(post, "kubectl sent nothing for " + name);
        String namespace = CLUSTER_SCOPED.contains(local.get("kind").asText()) ? null : "default";
        JsonNode sent = GoJson.parse(post.getBodyAsString());
        String kubectlText = sent.at("/metadata/annotations").get(LastApplied.KEY).asText();
        assertEquals(kubectlText, LastApplied.serialize(local, namespace), name + ": annotation bytes");
        ObjectNode modified = LastApplied.modified(local, namespace);
        assertTrue(sent.equals(SAME_VALUE, modified), name + ": the whole object\n" + sent + "\n" + modified);
        // a create sends the annotated object itself, encoded the same way
        assertEquals(new String(post.getBody(), StandardCharsets.UTF_8), GoJson.write(modified) + "\n",
                name + ": body bytes");
    }

    /** The documents of a file as japply reads them: JSON when it starts with '{', else YAML documents. */
    private static List<ObjectNode> read(Path file) throws IOException {
        String text = Files.readString(file);
        if (text.stripLeading().startsWith("{")) {
            return List.of((ObjectNode) GoJson.parse(text));
        }
        List<ObjectNode> out = new ArrayList<>();
        for (JsonNode doc : YAML.readerFor(JsonNode.class).<JsonNode>readValues(text).readAll()) {
            out.add((ObjectNode) Json.mapper().valueToTree(doc));
        }
        return out;
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    private static Path resourceDir(String name) throws URISyntaxException {
        return Path.of(AnnotationBytesTest.class.getResource("/" + name).toURI());
    }
}
