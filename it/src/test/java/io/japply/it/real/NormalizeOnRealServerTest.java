package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The offline preview's fixtures (apply-cli's normalize/CASE: a manifest, and the live object saved after
 * an earlier apply, whose last-applied annotation is that earlier file) on the real server: the earlier
 * file applied by kubectl, then `japply diff --local` (japply's own merge and normalization: quantities,
 * stringData, empty optional fields, defaults) against `kubectl diff` (the server's dry run) of the
 * manifest: the same exit code and the same MERGED objects. Names are made the test's own (its
 * namespace, a group of its own for the CRD), so fixtures written for `shop` and `example.com` run side by side.
 */
@RealServer
class NormalizeOnRealServerTest {
    private static final Path FIXTURES = Path.of("../apply-cli/src/test/resources/normalize");
    private static final YAMLMapper YAML = new YAMLMapper();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern NAMESPACE_SHOP = Pattern.compile("(namespace\"?\\s*:\\s*\"?)shop\\b");
    private static final String NS = "@NAMESPACE@";

    @TempDir
    Path tmp;

    static Stream<String> fixtures() throws IOException {
        try (Stream<Path> dirs = Files.list(FIXTURES)) {
            return dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    @Timeout(120)
    void theLocalPreviewIsWhatTheServerWouldStore(String fixture, Cluster cluster) throws Exception {
        Kubectl.require();
        Path dir = FIXTURES.resolve(fixture);
        String ns = cluster.namespace("norm");
        Path earlier = Files.writeString(tmp.resolve("earlier.yaml"), own(lastApplied(dir.resolve("live.yaml")), ns));
        Path manifest = Files.writeString(tmp.resolve("manifest.yaml"), own(Files.readString(dir.resolve("manifest.yaml")), ns));
        applyUntilEstablished(cluster, earlier);

        DiffCapture byKubectl = DiffCapture.run(cluster, tmp, "kubectl", manifest, null, List.of());
        // kubectl's diff shows a Secret's stringData in the last-applied annotation; japply masks it there too (docs/differences.md)
        DiffCapture server = withoutControllers(new DiffCapture(byKubectl.exitCode(), masked(byKubectl.live()),
                masked(byKubectl.merged())));
        DiffCapture local = withoutControllers(DiffCapture.run(cluster, tmp, "japply", manifest, null, List.of("--local")));
        boolean changes = Files.exists(dir.resolve("expected.diff"));
        // (the exit code is the capturing program's, 1 either way)
        assertEquals(changes, !server.live().equals(server.merged()), fixture + ": the fixture says whether anything changes");
        assertEquals(server.live(), local.live(), fixture + ": the same live objects");
        assertEquals(List.of(), DiffCapture.onlyIn(local.merged(), server.merged()), fixture + ": predicted, not stored");
        assertEquals(List.of(), DiffCapture.onlyIn(server.merged(), local.merged()), fixture + ": stored, not predicted");
    }

    /** The earlier file: each live object's last-applied configuration (JSON, which YAML reads). */
    private static String lastApplied(Path live) throws IOException {
        List<String> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> objects = YAML.readerFor(JsonNode.class).readValues(live.toFile())) {
            while (objects.hasNext()) {
                String json = objects.next().at("/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration").asText();
                documents.add(YAML.writeValueAsString(YAML.readTree(json))); // as YAML: a file of several JSON objects is not JSON
            }
        }
        return String.join("", documents);
    }

    /**
     * The fixture's names made this test's: the namespace "shop" becomes the test's, other names from
     * "shop" (a Namespace object, a ClusterRole) names of its own, the CRD's group one of its own.
     */
    private static String own(String text, String ns) {
        return NAMESPACE_SHOP.matcher(text.replace("example.com", ns + ".example.com")).replaceAll("$1" + NS)
                .replace("shop", ns + "-x").replace(NS, ns);
    }

    /** A Secret's last-applied annotation line with its data and stringData values as japply shows them: ***. */
    private static String masked(String diffText) throws IOException {
        StringBuilder out = new StringBuilder();
        for (String line : diffText.lines().toList()) {
            String json = line.strip();
            if (json.startsWith("{\"apiVersion\":\"v1\",") && json.contains("\"kind\":\"Secret\"")) {
                ObjectNode secret =
                        (ObjectNode) JSON.readTree(json);
                for (String field : List.of("data", "stringData")) {
                    if (secret.get(field) instanceof ObjectNode values) {
                        List<String> names = new ArrayList<>();
                        values.fieldNames().forEachRemaining(names::add);
                        names.forEach(name -> values.put(name, "***"));
                    }
                }
                line = line.substring(0, line.indexOf('{')) + JSON.writeValueAsString(secret);
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    /** kubectl apply; a custom resource is refused until its CRD (in the same file) is established. */
    private static void applyUntilEstablished(Cluster cluster, Path file) throws InterruptedException {
        Kubectl.Result result = cluster.kubectl("apply", "-f", file.toString());
        for (int i = 0; i < 60 && result.exitCode() != 0 && result.err().contains("ensure CRDs are installed first"); i++) {
            Thread.sleep(500);
            result = cluster.kubectl("apply", "-f", file.toString());
        }
        assertEquals(0, result.exitCode(), result.err());
    }

    /**
     * Without what kube-controller-manager writes on its own between the two tools' reads (a Deployment's
     * status and the resourceVersion it moves): the comparison is of what the apply would store.
     */
    private static DiffCapture withoutControllers(DiffCapture capture) {
        return new DiffCapture(capture.exitCode(), withoutControllers(capture.live()), withoutControllers(capture.merged()));
    }

    private static String withoutControllers(String yaml) {
        StringBuilder kept = new StringBuilder();
        boolean inStatus = false;
        for (String line : yaml.split("\n", -1)) {
            if (!line.startsWith(" ") && !line.startsWith("-")) {
                inStatus = line.startsWith("status:");
            }
            if (!inStatus && !line.matches("  resourceVersion: .*")) {
                kept.append(line).append('\n');
            }
        }
        return kept.toString();
    }
}
