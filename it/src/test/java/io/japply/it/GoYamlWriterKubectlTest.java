package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.yaml.GoYamlWriter;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * GoYamlWriter against the reference kubectl (1.37.2) itself, with no cluster: {@code kubectl label --local
 * -f FILE -o yaml} prints an object with kubectl's YAML printer and {@code -o json} the same object as
 * JSON; japply's YAML of that JSON must be kubectl's bytes. The objects: the go-yaml corpus's real ones
 * (API descriptions in CRDs, a Deployment, issue 34's ConfigMap), its hard strings and random strings as a
 * ConfigMap's data, its numbers and nested lists in a custom resource.
 */
class GoYamlWriterKubectlTest {
    private static final Path CORPUS = Path.of("../apply-cli/src/test/resources/io/japply/apply/yaml/goyaml");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(strings = {"configmap", "deployment", "crd-apps", "crd-batch", "crd-core", "crd-networking-k8s-io"})
    void corpusObjects(String name) throws Exception {
        assertSameAsKubectl(CORPUS.resolve(name + ".json"));
    }

    @Test
    void hardAndRandomStringsAsConfigMapData() throws Exception {
        List<JsonNode> strings = new ArrayList<>();
        GoJson.parse(Files.readString(CORPUS.resolve("strings-as-values.json"))).get("items").forEach(strings::add);
        GoJson.parse(Files.readString(CORPUS.resolve("random-strings.json"))).get("top").forEach(strings::add);
        ObjectNode configMap = Json.object().put("apiVersion", "v1").put("kind", "ConfigMap");
        configMap.putObject("metadata").put("name", "strings");
        ObjectNode data = configMap.putObject("data");
        for (int i = 0; i < strings.size(); i++) {
            data.set("v%04d".formatted(i), strings.get(i)); // keys in one order for go-yaml, whatever Go's map order
        }
        assertSameAsKubectl(Files.writeString(tmp.resolve("strings.json"), GoJson.write(configMap)));
    }

    @Test
    void numbersAndNestingInACustomResource() throws Exception {
        ObjectNode widget = Json.object().put("apiVersion", "example.com/v1").put("kind", "Widget");
        widget.putObject("metadata").put("name", "numbers");
        widget.set("spec", GoJson.parse(Files.readString(CORPUS.resolve("numbers.json"))));
        widget.set("status", GoJson.parse(Files.readString(CORPUS.resolve("nesting.json"))));
        assertSameAsKubectl(Files.writeString(tmp.resolve("widget.json"), GoJson.write(widget)));
    }

    private void assertSameAsKubectl(Path file) throws Exception {
        Kubectl.require();
        Path kubeconfig = Files.writeString(tmp.resolve("no-cluster.kubeconfig"), "");
        String yaml = label(file, kubeconfig, "yaml");
        String json = label(file, kubeconfig, "json");
        assertEquals(yaml, GoYamlWriter.write(GoJson.parse(json)), file.getFileName().toString());
    }

    private static String label(Path file, Path kubeconfig, String output) throws Exception {
        Kubectl.Result r = Kubectl.run(List.of("label", "--local", "-f", file.toString(), "japply-check=yes",
                "-o", output, "--kubeconfig", kubeconfig.toString()));
        assertEquals(0, r.exitCode(), r.err());
        return r.out();
    }
}
