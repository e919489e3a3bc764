package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
 * A null annotation value: kubectl 1.32 silently drops every annotation of the object, 1.33 writes
 * "" and keeps the others. japply follows 1.33; this test pins both kubectl behaviours beside ours.
 */
class NullAnnotationTest {
    private static final YAMLMapper YAML = YAMLMapper.builder().enable(DeserializationFeature.USE_LONG_FOR_INTS).build();

    @Test
    void japplyWritesWhatKubectl133WritesAndKeepsWhat132Drops(@TempDir Path tmp) throws Exception {
        Kubectl.require();
        Path manifest = Path.of(getClass().getResource("/null-annotation/configmap.yaml").toURI());
        ObjectNode local = (ObjectNode) Json.mapper().valueToTree(YAML.readTree(manifest.toFile()));
        ObjectNode ours = LastApplied.modified(local, "default");

        JsonNode by132 = create("kubectl", manifest, tmp);
        assertFalse(by132.at("/metadata/annotations").has("team"), "kubectl 1.32 drops the other annotations");

        String kubectl133 = Kubectl.version("1.33");
        assumeTrue(kubectl133 != null, "kubectl.1.33 is not beside kubectl: skipping the 1.33 comparison");
        JsonNode by133 = create(kubectl133, manifest, tmp);
        assertEquals(by133, ours);
        assertEquals("payments", ours.at("/metadata/annotations/team").asText());
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
