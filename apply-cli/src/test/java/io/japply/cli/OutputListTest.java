package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** apply -o yaml|json|kyaml of several objects: a List with kubectl's key order (YAML sorted, JSON and KYAML kind first). */
class OutputListTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();

    private List<String> topLevel(String output) throws Exception {
        Path file = Files.writeString(dir.resolve("two.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n"
                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n");
        FakeJob.Run run = job.japply("apply", "-f", file.toString(), "-o", output);
        assertEquals(0, run.code(), run.err());
        return run.out().lines().filter(l -> l.matches("[a-zA-Z]+:.*") || l.matches(" {4}\"[a-zA-Z]+\": .*"))
                .map(l -> l.strip().replaceAll("^\"?([a-zA-Z]+)\"?:.*", "$1")).toList();
    }

    @Test
    void yamlListKeysAreSortedAsKubectlPrintsThem() throws Exception {
        assertEquals(List.of("apiVersion", "items", "kind", "metadata"), topLevel("yaml"));
    }

    @Test
    void jsonListKeysComeInKubectlsOrder() throws Exception {
        assertEquals(List.of("kind", "apiVersion", "metadata", "items"), topLevel("json"));
    }

    /** kubectl 1.37 marshals its corev1.List to JSON before the KYAML encoder reads it: the JSON order. */
    @Test
    void kyamlListKeysComeInKubectlsOrder() throws Exception {
        Path file = Files.writeString(dir.resolve("two.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n"
                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n");
        FakeJob.Run run = job.japply("apply", "-f", file.toString(), "-o", "kyaml");
        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("kind", "apiVersion", "metadata", "items"), run.out().lines()
                .filter(l -> l.matches(" {2}[a-zA-Z]+: .*")).map(l -> l.strip().replaceAll(":.*", "")).toList());
        assertTrue(run.out().startsWith("---\n{\n  kind: \"List\",\n"), run.out());
    }
}
