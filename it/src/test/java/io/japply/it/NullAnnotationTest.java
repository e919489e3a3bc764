package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.annotations.LastApplied;
import io.japply.threeway.json.Json;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A null annotation value: kubectl 1.32 silently dropped every annotation of the object; since 1.33
 * kubectl writes "" and keeps the others. japply's create body is the reference kubectl's (the
 * last-applied annotation's text included).
 */
class NullAnnotationTest {
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();

    @Test
    void japplyWritesWhatTheReferenceKubectlWrites(@TempDir Path tmp) throws Exception {
        Kubectl.require();
        Path manifest = Path.of(getClass().getResource("/null-annotation/configmap.yaml").toURI());
        ObjectNode local = (ObjectNode) Json.mapper().valueToTree(YAML.readTree(manifest.toFile()));
        ObjectNode ours = LastApplied.modified(local, "default");

        JsonNode byReference = create(Kubectl.binary(), manifest, tmp);
        assertEquals(byReference, ours);
        assertEquals("payments", ours.at("/metadata/annotations/team").asText());
        assertEquals("", ours.at("/metadata/annotations/empty").asText("absent"), "the null value is written as \"\"");
    }

    private static JsonNode create(String kubectl, Path manifest, Path tmp) throws Exception {
        try (FakeApiServer server = new FakeApiServer().start()) {
            Path kubeconfig = server.writeKubeconfig(tmp);
            Kubectl.Result r = Kubectl.run(kubectl, List.of("apply", "-f", manifest.toString(), "--kubeconfig",
                    kubeconfig.toString(), "--validate=false"));
            assertEquals(0, r.exitCode(), kubectl + " apply failed:\n" + r.err() + r.out());
            return Json.parse(server.creates().get(0).getBodyAsString());
        }
    }
}
