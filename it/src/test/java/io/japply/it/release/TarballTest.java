package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.it.Kubectl;
import io.japply.it.real.Cluster;
import io.japply.it.real.RealServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release tarball, unpacked into a temporary folder and run with an environment that has no java on
 * its PATH and no JAVA_HOME: its own runtime runs it (version says so), with the AOT cache the build
 * made (-XX:AOTMode=on: the JVM refuses to start on a cache it cannot use); it applies examples/manifests
 * to the test cluster, diff then finds nothing (exit 0), kubectl finds it as a plugin, and nothing is
 * written into the installation.
 */
@RealServer
class TarballTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    @Timeout(600)
    void runsFromAnywhereWithItsOwnRuntimeAndAppliesTheExamples(Cluster cluster) throws Exception {
        Kubectl.require();
        Path tarball = Release.artifact("-linux-x86_64.tar.gz");
        Release.tool(tmp, "tar", "-xzf", tarball.toString());
        String name = tarball.getFileName().toString().replace(".tar.gz", "");
        Path home = tmp.resolve(name).toRealPath();
        Path tools = Files.createDirectory(tmp.resolve("tools")); // what the launcher and the plugin lookup need
        Files.createSymbolicLink(tools.resolve("readlink"), which("readlink"));
        // the reference kubectl (a copy: the user running the release may not read root's cache), never the PATH's
        Files.copy(Path.of(Kubectl.binary()), tools.resolve("kubectl"), java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        Map<String, String> environment = Map.of("PATH", tools + ":" + home.resolve("bin"), "HOME", tmp.toString(),
                "KUBECONFIG", cluster.kubeconfig().toString(), "JDK_JAVA_OPTIONS", "-XX:AOTMode=on");
        for (Path dir : List.of(tools, home.resolve("bin"))) {
            assertFalse(Files.exists(dir.resolve("java")), "no java on the PATH");
        }
        Map<String, FileTime> before = files(home);

        Release.Run version = Release.user(environment, tmp, "japply", "version", "-o", "json");
        assertEquals(0, version.code(), version.show());
        JsonNode client = JSON.readTree(version.out()).get("clientVersion");
        assertEquals(home.resolve("runtime").toString(), client.get("javaHome").asText(), "the bundled runtime ran");
        assertTrue(client.get("javaVersion").asText().startsWith("25"), client.toString());
        assertTrue(client.get("gitCommit").asText().matches("[0-9a-f]{40}"), client.toString());

        String ns = cluster.namespace("tarball");
        Path manifests = Release.manifestsIn(ns, tmp.resolve("manifests"));
        Release.Run applied = Release.user(environment, tmp, "japply", "apply", "-f", manifests.toString());
        assertEquals(0, applied.code(), applied.show());
        assertEquals(List.of("configmap/settings created", "deployment.apps/web created", "secret/db created",
                "service/web created"), applied.out().lines().sorted().toList());
        for (String object : List.of("configmap/settings", "deployment/web", "secret/db", "service/web")) {
            assertTrue(cluster.get(object.split("/")[0], ns, object.split("/")[1]) != null, object);
        }
        Release.Run diff = Release.user(environment, tmp, "japply", "diff", "-f", manifests.toString());
        assertEquals(0, diff.code(), diff.show());
        assertEquals("", diff.out());

        Release.Run plugin = Release.user(environment, tmp, "kubectl", "japply", "version");
        assertEquals(0, plugin.code(), plugin.show());
        Release.Run direct = Release.user(environment, tmp, "japply", "version");
        assertEquals(direct.out(), plugin.out());
        assertTrue(plugin.out().contains(" at " + home.resolve("runtime")), plugin.out());
        assertEquals(before, files(home), "nothing written into the installation");
    }

    private static Path which(String command) {
        return Path.of(Release.tool(Path.of("."), "sh", "-c", "command -v " + command).strip());
    }

    /** Every file and folder under {@code root} with its modification time. */
    private static Map<String, FileTime> files(Path root) throws IOException {
        Map<String, FileTime> times = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : new ArrayList<>(walk.toList())) {
                times.put(root.relativize(path).toString(), Files.getLastModifiedTime(path,
                        java.nio.file.LinkOption.NOFOLLOW_LINKS));
            }
        }
        return times;
    }
}
