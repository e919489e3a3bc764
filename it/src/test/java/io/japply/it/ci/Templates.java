package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.japply.it.BoundedProcess;
import io.japply.it.Kubectl;
import io.japply.it.publish.Published;
import io.japply.it.real.Cluster;
import io.japply.it.release.Dist;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the CI template tests share: the templates, parsed; the release tarball they install (the one bin/release
 * built, {@link Dist}: its own Java runtime and start-up cache), by a file:// URL, which curl reads as it reads
 * https; the manifests they apply; the summary's totals.
 */
final class Templates {
    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    static final ObjectMapper JSON = new ObjectMapper();

    private Templates() {
    }

    /** The release tarball's file:// URL. */
    static String tarball() {
        return Dist.artifact("-linux-x86_64.tar.gz").toUri().toString();
    }

    /** The release's version, as its tarball's name says it (japply-VERSION-linux-x86_64.tar.gz). */
    static String version() {
        return Dist.artifact("-linux-x86_64.tar.gz").getFileName().toString()
                .replaceFirst("^japply-", "").replaceFirst("-linux-x86_64\\.tar\\.gz$", "");
    }

    /** {@code folder} and all in it readable by anyone: the image's user (65532) reads what is mounted. */
    static void readableByAll(Path folder) {
        BoundedProcess.Result chmod = BoundedProcess.of("chmod", "-R", "a+rX", folder.toString()).run();
        assertEquals(0, chmod.code(), chmod.show());
    }

    /** A Secret's keys as files: {@code config}, the cluster's kubeconfig with its certificates inside it. */
    static Path kubeconfigSecret(Cluster cluster, Path folder) throws IOException {
        Kubectl.Result flat = cluster.kubectl("config", "view", "--raw", "--minify", "--flatten");
        assertEquals(0, flat.exitCode(), flat.err());
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("config"), flat.out());
        readableByAll(folder);
        return folder;
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
