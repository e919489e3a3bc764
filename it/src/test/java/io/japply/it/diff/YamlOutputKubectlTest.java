package io.japply.it.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.it.FakeApiServer;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.StoringServer;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The YAML that view-last-applied and diff write, beside kubectl's on one fake server (issue 34): a
 * ConfigMap whose values are the go-yaml corpus's hard strings (commas, ": ", " #", quotes, long
 * lines, multi-line text, YAML 1.1 look-alikes) and the real API descriptions of its core CRD.
 */
class YamlOutputKubectlTest {
    private static final Path CORPUS = Path.of("../apply-cli/src/test/resources/io/japply/apply/yaml/goyaml");

    @RegisterExtension
    final StoringServer cluster = StoringServer.serving(new FakeApiServer.Served("v1", "configmaps", "ConfigMap", true))
            .withNamespaces("default");

    @TempDir
    Path tmp;

    @Test
    void viewLastAppliedAsKubectl() throws Exception {
        Kubectl.require();
        Path manifest = configMap("v1", "");
        kubectl("apply", "-f", manifest.toString(), "--validate=false");
        String byKubectl = kubectl("apply", "view-last-applied", "-f", manifest.toString(), "-o", "yaml");
        JapplyRun byJapply = JapplyRun.of(cluster.kubeconfig(), "apply", "view-last-applied", "-f", manifest.toString());
        assertEquals(0, byJapply.code(), byJapply.err());
        assertEquals(byKubectl, byJapply.out());
    }

    /** The same KUBECTL_EXTERNAL_DIFF program sees the same LIVE and MERGED files from both tools. */
    @Test
    void diffFilesAsKubectl() throws Exception {
        Kubectl.require();
        kubectl("apply", "-f", configMap("v1", "").toString(), "--validate=false");
        Path changed = configMap("v2", ", changed: yes");
        Map<String, String> byKubectl = diffFiles("kubectl", changed);
        Map<String, String> byJapply = diffFiles("japply", changed);
        assertEquals(byKubectl.keySet(), byJapply.keySet());
        byKubectl.forEach((name, text) -> assertEquals(text, byJapply.get(name), name));
    }

    /** A ConfigMap with one key per string; {@code suffix} added to every third value. */
    private Path configMap(String version, String suffix) throws Exception {
        List<JsonNode> strings = new ArrayList<>();
        GoJson.parse(Files.readString(CORPUS.resolve("strings-as-values.json"))).get("items").forEach(strings::add);
        GoJson.parse(Files.readString(CORPUS.resolve("crd-core.json"))).findValues("description").stream()
                .filter(JsonNode::isTextual).forEach(strings::add);
        ObjectNode object = Json.object().put("apiVersion", "v1").put("kind", "ConfigMap");
        object.putObject("metadata").put("name", "strings").put("namespace", "default");
        ObjectNode data = object.putObject("data");
        for (int i = 0; i < strings.size(); i++) {
            data.put("k%04d".formatted(i), strings.get(i).asText() + (i % 3 == 0 ? suffix : ""));
        }
        return Files.writeString(tmp.resolve(version + ".json"), GoJson.write(object));
    }

    private String kubectl(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--kubeconfig", cluster.kubeconfig().toString()));
        Kubectl.Result r = Kubectl.run(all);
        assertEquals(0, r.exitCode(), r.err());
        return r.out();
    }

    private Map<String, String> diffFiles(String tool, Path manifest) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve("by-" + tool));
        Path script = Files.writeString(tmp.resolve(tool + ".sh"), "#!/bin/sh\ncp -r \"$1\" " + copy.resolve("live")
                + "\ncp -r \"$2\" " + copy.resolve("merged") + "\nexit 1\n");
        script.toFile().setExecutable(true);
        Map<String, String> environment = Map.of("KUBECTL_EXTERNAL_DIFF", script.toString());
        if (tool.equals("kubectl")) {
            Kubectl.Result r = Kubectl.run(Kubectl.binary(), List.of("diff", "-f", manifest.toString(), "--kubeconfig",
                    cluster.kubeconfig().toString()), environment);
            assertEquals(1, r.exitCode(), r.err());
        } else {
            JapplyRun r = JapplyRun.of(cluster.kubeconfig(), environment, "diff", "-f", manifest.toString());
            assertEquals(1, r.code(), r.err());
        }
        Map<String, String> files = new TreeMap<>();
        for (String side : List.of("live", "merged")) {
            try (Stream<Path> list = Files.list(copy.resolve(side))) {
                for (Path file : list.toList()) {
                    files.put(side + "/" + file.getFileName(), Files.readString(file)
                            .replaceAll("resourceVersion: \"\\d+\"", "resourceVersion: N"));
                }
            }
        }
        return files;
    }
}
