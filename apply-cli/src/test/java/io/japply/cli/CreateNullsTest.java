package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.cluster.ObjectRef;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A create sends the manifest without its null-valued fields, as kubectl does (its POST body loses
 * them; the annotation keeps them). An API server would otherwise decode {@code x: null} in a map
 * of strings as {@code x: ""}: a label or a ConfigMap key kubectl never creates. Found with
 * controller-gen's {@code creationTimestamp: null} in MetalLB's install manifest (bin/try-manifests).
 */
class CreateNullsTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();

    @Test
    void theCreatedObjectHasNoNullFieldsButTheAnnotationKeepsThem() throws IOException {
        Path file = Files.writeString(dir.resolve("cm.yaml"), """
                apiVersion: v1
                kind: ConfigMap
                metadata:
                  name: c
                  creationTimestamp: null
                  labels: {x: null, w: "1"}
                data: {k: v, gone: null}
                z:
                  list:
                  - {a: null, b: 1}
                  - null
                """);
        int code = new Japply(flags -> cluster, d -> { }).run(new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream()), "apply", "-f", file.toString());

        assertEquals(0, code);
        ObjectNode created = cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "c"));
        assertFalse(created.path("metadata").has("creationTimestamp"), created.toString());
        assertEquals("{\"w\":\"1\"}", created.path("metadata").path("labels").toString());
        assertEquals("{\"k\":\"v\"}", created.path("data").toString());
        assertEquals("{\"list\":[{\"b\":1},null]}", created.path("z").toString(), "null items of lists stay");
        String annotation = created.path("metadata").path("annotations").path(LastApplied.KEY).asText();
        assertTrue(annotation.contains("\"creationTimestamp\":null") && annotation.contains("\"x\":null"), annotation);
    }
}
