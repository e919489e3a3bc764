package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release's OCI image: its config (non-root user, /work, japply as the entrypoint, OCI labels), a layer
 * without a shell, and japply in it against the test cluster: apply -f of a mounted folder with
 * --summary=json, then diff exiting 0, then 1 after a change. Run by podman (runc, host network) where
 * podman runs; elsewhere the test says so in one line and runs the entrypoint under chroot as the image's user
 * (under CI=true, where .ci/run installs podman, a podman that cannot run fails the test).
 */
@RealServer
class ImageTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    @Timeout(900)
    void runsAgainstTheClusterAsItsOwnUser(Cluster cluster) throws Exception {
        Path archive = Release.artifact("-oci.tar");
        Path layout = Files.createDirectory(tmp.resolve("layout"));
        Release.tool(layout, "tar", "-xf", archive.toString());
        JsonNode manifest = blob(layout, JSON.readTree(layout.resolve("index.json").toFile()).get("manifests").get(0));
        JsonNode config = blob(layout, manifest.get("config")).get("config");
        assertEquals("65532:65532", config.get("User").asText());
        assertEquals("/work", config.get("WorkingDir").asText());
        assertEquals("/opt/japply/runtime/bin/java", config.get("Entrypoint").get(0).asText());
        assertEquals("/opt/japply/lib/japply.jar", last(config.get("Entrypoint")));
        JsonNode labels = config.get("Labels");
        assertTrue(labels.get("org.opencontainers.image.revision").asText().matches("[0-9a-f]{40}"), labels.toString());
        assertFalse(labels.get("org.opencontainers.image.version").asText().isEmpty(), labels.toString());
        List<Path> layers = new java.util.ArrayList<>();
        List<String> entries = new java.util.ArrayList<>();
        for (JsonNode layer : manifest.get("layers")) {
            layers.add(layout.resolve("blobs/sha256/" + layer.get("digest").asText().substring(7)));
            entries.addAll(Release.tool(tmp, "tar", "-tzf", layers.get(layers.size() - 1).toString()).lines().toList());
        }
        assertEquals(List.of("./opt/japply/lib/japply.aot"), Release.tool(tmp, "tar", "-tzf", layers.get(1).toString())
                .lines().toList(), "the AOT cache alone in the second layer (the one part a rebuild changes)");
        assertTrue(entries.stream().noneMatch(e -> e.matches("\\./(usr/)?s?bin/(ba|da)?sh")), "no shell in the image");

        String ns = cluster.namespace("image");
        Path work = Files.createDirectory(tmp.resolve("work"));
        Files.copy(cluster.kubeconfig(), work.resolve("kubeconfig"));
        Release.manifestsIn(ns, work.resolve("manifests"));
        Release.tool(tmp, "chmod", "-R", "a+rX", work.toString());
        ImageRunner image = ImageRunner.podman(archive, tmp, work)
                .orElseGet(() -> ImageRunner.chroot(layers, config, tmp, work));

        Release.Run version = image.run("version", "-o", "json");
        assertEquals(0, version.code(), version.show());
        assertEquals("/opt/japply/runtime", JSON.readTree(version.out()).get("clientVersion").get("javaHome").asText());
        Release.Run applied = image.run("apply", "-f", "/work/manifests", "--kubeconfig", "/work/kubeconfig", "--summary=json");
        assertEquals(0, applied.code(), applied.show());
        JsonNode summary = JSON.readTree(applied.out());
        assertEquals(4, summary.get("totals").get("created").asInt(), applied.out());
        assertEquals(0, summary.get("exitCode").asInt(), applied.out());
        Release.Run unchanged = image.run("diff", "-f", "/work/manifests", "--kubeconfig", "/work/kubeconfig");
        assertEquals(0, unchanged.code(), unchanged.show());
        Path configMap = work.resolve("manifests/configmap.yaml");
        Files.writeString(configMap, Files.readString(configMap) + "  added-by-test: \"yes\"\n");
        Release.Run changed = image.run("diff", "-f", "/work/manifests", "--kubeconfig", "/work/kubeconfig");
        assertEquals(1, changed.code(), changed.show());
        assertTrue(changed.out().contains("+  added-by-test: \"yes\""), changed.out());
    }

    private static JsonNode blob(Path layout, JsonNode descriptor) throws java.io.IOException {
        return JSON.readTree(layout.resolve("blobs/sha256/" + descriptor.get("digest").asText().substring(7)).toFile());
    }

    private static String last(JsonNode array) {
        return array.get(array.size() - 1).asText();
    }
}
