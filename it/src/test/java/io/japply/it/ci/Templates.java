package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.japply.it.publish.Command;
import io.japply.it.publish.Published;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

/**
 * A stand-in for the release tarball the CI templates install: japply-VERSION-linux-x86_64/bin/japply
 * running this checkout's japply.jar on the test's java (the real tarball has its own runtime and is
 * tested by the release's own test). Its URL is a file:// one, which curl reads as it reads https.
 */
final class FakeRelease {
    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    static final ObjectMapper JSON = new ObjectMapper();

    private FakeRelease() {
    }

    /** The tarball, made in {@code work}; its file:// URL. */
    static String tarball(Path work) throws IOException, InterruptedException {
        Path jar = Published.checkoutRoot().resolve("apply-cli/target/japply.jar");
        assertTrue(Files.isRegularFile(jar), jar + " is missing: build apply-cli first (mvn -pl apply-cli -am package)");
        Path bin = Files.createDirectories(work.resolve("release/japply-0.1.0-linux-x86_64/bin"));
        Path launcher = bin.resolve("japply");
        Files.writeString(launcher, "#!/bin/sh\nexec '" + Command.java() + "' -jar '" + jar + "' \"$@\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path tarball = work.resolve("japply-0.1.0-linux-x86_64.tar.gz");
        Command.Result tar = Command.run(work.resolve("release"), Map.of(), List.of(), 60,
                List.of("tar", "-czf", tarball.toString(), "japply-0.1.0-linux-x86_64"));
        assertEquals(0, tar.exitCode(), tar.both());
        return tarball.toUri().toString();
    }

    /** Three objects that name no namespace (a job step's -n, or the Pod's namespace, places them), in {@code dir}. */
    static Path manifests(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("settings.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n"
                + "data:\n  greeting: hello\n");
        Files.writeString(dir.resolve("web.yaml"), "apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n"
                + "  selector:\n    app: web\n  ports:\n  - port: 80\n---\napiVersion: apps/v1\nkind: Deployment\n"
                + "metadata:\n  name: web\nspec:\n  selector:\n    matchLabels:\n      app: web\n  template:\n"
                + "    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n      - name: web\n"
                + "        image: nginx:1.27\n");
        return dir;
    }

    /** A CI template of examples/ci, parsed. */
    static JsonNode template(String path) throws IOException {
        return YAML.readTree(Published.checkoutRoot().resolve("examples/ci").resolve(path).toFile());
    }

    /** The summary's totals, checked: {@code created}, {@code unchanged} and {@code failed} objects. */
    static void assertTotals(JsonNode summary, int created, int unchanged, int failed) {
        JsonNode totals = summary.path("totals");
        assertEquals(List.of(created, unchanged, failed), List.of(totals.path("created").asInt(-1),
                totals.path("unchanged").asInt(-1), totals.path("failed").asInt(-1)), summary.toString());
    }
}
