package io.japply.it.apply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values of the wrong type and bytes that are no YAML, in one document of several, applied by kubectl
 * and by japply on the same server: the bad document fails alone, named, and the others are applied.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class InputTypesKubectlTest {
    private static final String CM = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ";

    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "secrets", "Secret", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false)).withNamespaces("by-kubectl", "by-japply");


    @Test
    void aBooleanInLabelsFailsItsDocumentForBoth() throws Exception {
        // kubectl: unable to decode "...": json: cannot unmarshal bool into Go struct field ObjectMeta.metadata.labels
        // of type string; the documents before and after it are applied
        Path file = Files.writeString(tmp.resolve("labels.yaml"), CM + "good\n---\n" + CM + "bad\n  labels: {on: yes}\n"
                + "---\n" + CM + "third\n  labels: {on: x}\n");
        Kubectl.Result k = kubectl(file, "by-kubectl");
        JapplyRun j = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", file.toString(), "-n", "by-japply");
        assertEquals(1, k.exitCode(), k.err());
        assertTrue(k.err().contains("cannot unmarshal bool into Go struct field ObjectMeta.metadata.labels"), k.err());
        assertEquals(1, j.code(), j.err());
        assertEquals(k.out(), j.out());
        assertEquals(stored("by-kubectl"), stored("by-japply"));
        assertEquals(List.of("/api/v1/namespaces/NS/configmaps/good", "/api/v1/namespaces/NS/configmaps/third"),
                List.copyOf(stored("by-japply").keySet()));
        // a key read as a boolean is text for both: the label "true"
        assertEquals("x", stored("by-japply").get("/api/v1/namespaces/NS/configmaps/third").at("/metadata/labels/true")
                .asText());
        assertTrue(j.err().startsWith("error: document 2 for: \"" + file + "\": metadata.labels[true] must be text,"
                + " found boolean true"), j.err());
    }

    @Test
    void aNumberInConfigMapDataFailsItsDocumentForBothAndJapplySendsNothingForIt() throws Exception {
        // kubectl sends it and the server refuses it (ConfigMap in version "v1" cannot be handled as a ConfigMap:
        // json: cannot unmarshal number into Go struct field ConfigMap.data of type string); japply refuses it
        // before sending anything for that object, the path named
        Path file = Files.writeString(tmp.resolve("data.yaml"), CM + "good\ndata: {a: \"1\"}\n---\n" + CM + "bad\n"
                + "data: {y: n, a: 1}\n---\napiVersion: v1\nkind: Secret\nmetadata: {name: s}\nstringData: {k: 017}\n");
        Kubectl.Result k = kubectl(file, "by-kubectl");
        cluster.server().resetRequests();
        JapplyRun j = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", file.toString(), "-n", "by-japply");
        assertEquals(1, k.exitCode(), k.err());
        assertTrue(k.err().contains("cannot unmarshal number into Go struct field ConfigMap.data of type string")
                && k.err().contains("cannot unmarshal number into Go struct field Secret.stringData of type string"), k.err());
        assertEquals(1, j.code(), j.err());
        assertEquals(k.out(), j.out());
        assertEquals(stored("by-kubectl"), stored("by-japply"));
        assertEquals(List.of("/api/v1/namespaces/NS/configmaps/good"), List.copyOf(stored("by-japply").keySet()));
        assertTrue(j.err().contains("document 2 for: \"" + file + "\": data[true] must be text, found boolean false;"
                + " data[a] must be text, found number 1"), j.err());
        assertTrue(j.err().contains("document 3 for: \"" + file + "\": stringData[k] must be text, found number 15"),
                j.err());
        List<String> urls = cluster.server().requests().stream().map(r -> r.getMethod() + " " + r.getUrl()).toList();
        assertTrue(urls.stream().noneMatch(u -> u.contains("/configmaps/bad") || u.contains("/secrets")), urls::toString);
    }

    @Test
    void aNulByteFailsItsDocumentForBoth() throws Exception {
        // kubectl: error parsing ...: error converting YAML to JSON: yaml: control characters are not allowed
        Path file = Files.write(tmp.resolve("nul.yaml"), (CM + "good\n---\n" + CM + "bad\ndata:\n  a: \"x\0y\"\n")
                .getBytes(StandardCharsets.UTF_8));
        Kubectl.Result k = kubectl(file, "by-kubectl");
        JapplyRun j = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", file.toString(), "-n", "by-japply");
        assertEquals(1, k.exitCode(), k.err());
        assertTrue(k.err().contains("control characters are not allowed"), k.err());
        assertEquals(1, j.code(), j.err());
        assertEquals(k.out(), j.out());
        assertEquals(stored("by-kubectl"), stored("by-japply"));
        assertEquals(1, stored("by-japply").size(), stored("by-japply")::toString);
        assertTrue(j.err().startsWith("error: document 2 for: \"" + file + "\": malformed YAML at line 11, column 8:"
                + " the character U+0000 is not allowed in YAML"), j.err());
    }

    private Kubectl.Result kubectl(Path file, String namespace) throws Exception {
        Kubectl.require();
        return Kubectl.run(List.of("apply", "-f", file.toString(), "-n", namespace, "--kubeconfig", cluster.kubeconfig().toString(),
                "--validate=false"));
    }

    /** The objects stored in a namespace by path: what each tool sent, its namespace and server fields left out. */
    private Map<String, JsonNode> stored(String namespace) {
        Map<String, JsonNode> out = new TreeMap<>();
        cluster.store().all().forEach((path, object) -> {
            if (path.contains("/namespaces/" + namespace + "/")) {
                ObjectNode copy = object.deepCopy();
                ObjectNode metadata = (ObjectNode) copy.get("metadata");
                metadata.remove(List.of("namespace", "uid", "resourceVersion", "creationTimestamp", "annotations"));
                out.put(path.replace(namespace, "NS"), copy);
            }
        });
        return out;
    }
}
