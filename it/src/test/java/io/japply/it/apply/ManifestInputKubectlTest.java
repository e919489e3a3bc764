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
import io.japply.it.StoringServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Files as projects ship them, applied by kubectl and by japply on the same server: the same objects. */
class ManifestInputKubectlTest {
    @TempDir
    Path tmp;

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(
            new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true),
                new FakeApiServer.Served("v1", "secrets", "Secret", true),
                new FakeApiServer.Served("v1", "namespaces", "Namespace", false)).withNamespaces("by-kubectl", "by-japply");


    @Test
    void typedListsAndByteOrderMarksAsKubectlReadsThem() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("shipped"));
        Files.writeString(dir.resolve("a-lists.yaml"), "apiVersion: v1\nkind: ConfigMapList\nitems:\n"
                + "- metadata: {name: typed}\n  data: {k: v}\n- apiVersion: v1\n  kind: Secret\n  metadata: {name: own-kind}\n"
                + "---\napiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: ConfigMap, metadata: {name: plain}}\n"
                + "---\napiVersion: v1\nkind: SecretList\nitems: null\n");
        Files.write(dir.resolve("b-utf16.yaml"), withBom(new byte[] {(byte) 0xFF, (byte) 0xFE},
                cm("utf16").getBytes(StandardCharsets.UTF_16LE)));
        Files.write(dir.resolve("c-utf8.yaml"), withBom(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                cm("utf8-bom").getBytes(StandardCharsets.UTF_8)));
        Kubectl.Result k = kubectl(dir, "by-kubectl");
        JapplyRun j = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", dir.toString(), "-n", "by-japply");
        assertEquals(0, k.exitCode(), k.err());
        assertEquals(0, j.code(), j.err());
        assertEquals(k.out(), j.out());
        assertEquals(stored("by-kubectl"), stored("by-japply"));
        assertEquals(5, stored("by-japply").size(), stored("by-japply")::toString);
    }

    @Test
    void aFileWithARecursiveAliasFailsAloneForBoth() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("mixed"));
        Files.writeString(dir.resolve("a-alias.yaml"), cm("alias") + "data: &a\n  k: *a\n");
        Files.writeString(dir.resolve("b-good.yaml"), cm("good"));
        Kubectl.Result k = kubectl(dir, "by-kubectl");
        JapplyRun j = JapplyRun.of(cluster.kubeconfig(), "apply", "-f", dir.toString(), "-n", "by-japply");
        assertEquals(1, k.exitCode(), k.err());
        assertEquals(1, j.code(), j.err());
        assertEquals(k.out(), j.out());
        assertEquals(stored("by-kubectl"), stored("by-japply"));
        assertTrue(k.err().contains("a-alias.yaml") && j.err().contains("for: \"" + dir.resolve("a-alias.yaml") + "\""),
                "both name the file:\n" + k.err() + j.err());
    }

    private Kubectl.Result kubectl(Path dir, String namespace) throws Exception {
        Kubectl.require();
        return Kubectl.run(List.of("apply", "-f", dir.toString(), "-n", namespace, "--kubeconfig", cluster.kubeconfig().toString(),
                "--validate=false"));
    }

    private static String cm(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\n";
    }

    private static byte[] withBom(byte[] bom, byte[] text) {
        byte[] out = new byte[bom.length + text.length];
        System.arraycopy(bom, 0, out, 0, bom.length);
        System.arraycopy(text, 0, out, bom.length, text.length);
        return out;
    }

    /** The objects stored in a namespace by kind and name: what each tool sent, its namespace left out. */
    private Map<String, JsonNode> stored(String namespace) {
        Map<String, JsonNode> out = new TreeMap<>();
        cluster.store().all().forEach((path, object) -> {
            if (path.contains("/namespaces/" + namespace + "/")) {
                ObjectNode copy = object.deepCopy();
                copy.remove("status");
                ObjectNode metadata = (ObjectNode) copy.get("metadata");
                metadata.remove(List.of("namespace", "uid", "resourceVersion", "creationTimestamp", "annotations"));
                out.put(path.replace(namespace, "NS"), copy);
            }
        });
        return out;
    }
}
