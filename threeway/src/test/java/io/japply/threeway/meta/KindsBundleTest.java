package io.japply.threeway.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class KindsBundleTest {
    private static final String TREE = """
            {"kubernetesVersion": "v1.99.0", "source": "a test",
             "definitions": {
               "io.k8s.api.apps.v1.Deployment": {"type": "object", "properties": {"spec": {"type": "object"}}},
               "io.k8s.api.core.v1.Binding": {"type": "object"}},
             "kinds": {
               "apps/v1/Deployment": {"definition": "io.k8s.api.apps.v1.Deployment", "strategicMergePatch": true,
                                      "namespaced": true, "resource": "deployments"},
               "v1/Binding": {"definition": "io.k8s.api.core.v1.Binding", "strategicMergePatch": false,
                              "namespaced": false},
               "v1/WatchEvent": {"definition": "io.k8s.api.core.v1.Binding", "strategicMergePatch": true}}}
            """;

    @Test
    void readsBackTheTreeItWasWrittenFrom() throws IOException {
        JsonNode tree = Json.parse(TREE);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        KindsBundle.write(tree, out);
        KindsBundle.Contents read = KindsBundle.read(new ByteArrayInputStream(out.toByteArray()));
        assertEquals(tree, read.toTree());
        assertEquals(new KindsBundle.Kind("io.k8s.api.core.v1.Binding", false, false, null), read.kinds().get("v1/Binding"));
        assertEquals(new KindsBundle.Kind("io.k8s.api.core.v1.Binding", true, null, null), read.kinds().get("v1/WatchEvent"));
    }

    /** A definition is parsed when it is looked up, not when the bundle is read: a broken one fails only then. */
    @Test
    void parsesEachDefinitionOnItsFirstLookup() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(bytes);
        data.writeInt(KindsBundle.FORMAT);
        data.writeUTF("v1.99.0");
        data.writeUTF("a test");
        data.writeInt(0);
        data.writeInt(2);
        definition(data, "good", "{\"type\":\"object\"}");
        definition(data, "broken", "{\"type\":");
        KindsBundle.Contents read = KindsBundle.read(new ByteArrayInputStream(bytes.toByteArray()));
        assertEquals(2, read.definitions().size());
        assertEquals("object", read.definitions().get("good").path("type").asText());
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> read.definitions().get("broken"));
        assertEquals("bundled definition broken is not JSON", e.getMessage());
    }

    @Test
    void refusesAnotherFormat() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new DataOutputStream(bytes).writeInt(KindsBundle.FORMAT + 1);
        IOException e = assertThrows(IOException.class, () -> KindsBundle.read(new ByteArrayInputStream(bytes.toByteArray())));
        assertEquals("bundled kinds in format 2, expected 1", e.getMessage());
    }

    private static void definition(DataOutputStream data, String name, String json) throws IOException {
        byte[] text = json.getBytes(StandardCharsets.UTF_8);
        data.writeUTF(name);
        data.writeInt(text.length);
        data.write(text);
    }
}
