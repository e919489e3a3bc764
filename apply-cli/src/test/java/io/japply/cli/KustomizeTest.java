package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** -k DIR: the objects come from kubectl kustomize (or kustomize build) found on the PATH. */
class KustomizeTest {
    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();

    private static final String BUILT = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: built\n  labels: {app: web}\n"
            + "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: other\n";

    private Cli.Result japply(String path, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // the run's whole environment: the program inherits it (cat by its path: no /bin on this PATH)
        int code = new Japply(flags -> cluster, d -> { }).withEnvironment(new Environment(Map.of("PATH", path), false))
                .run(new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Cli.Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** A fake tool in its own directory: records its arguments, then runs {@code body}. */
    private Path tool(String name, String body) throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin-" + name));
        Path script = bin.resolve(name);
        Files.writeString(script, "#!/bin/sh\necho \"$@\" > " + bin.resolve("args") + "\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    private static String printing(String yaml) {
        return "/bin/cat <<'EOF'\n" + yaml + "EOF";
    }

    @Test
    void appliesWhatKubectlKustomizePrintsAndPrefersKubectl() throws IOException {
        Path kubectl = tool("kubectl", printing(BUILT));
        Path kustomize = tool("kustomize", "exit 7");
        Cli.Result result = japply(kubectl + ":" + kustomize, "apply", "-k", "overlays/prod");
        assertEquals("configmap/built created\nconfigmap/other created\n", result.ok());
        assertEquals("kustomize overlays/prod\n", Files.readString(kubectl.resolve("args")));
    }

    @Test
    void usesKustomizeBuildWithoutKubectlAndFiltersBySelector() throws IOException {
        Path kustomize = tool("kustomize", printing(BUILT));
        Cli.Result result = japply(kustomize.toString(), "-k", "base", "-l", "app=web", "--dry-run=client");
        assertEquals("configmap/built created (dry run)\n", result.ok());
        assertEquals("build base\n", Files.readString(kustomize.resolve("args")));
    }

    @Test
    void diffReadsTheKustomizationToo() throws IOException {
        Path kubectl = tool("kubectl", printing(BUILT));
        Cli.Result result = japply(kubectl.toString(), "diff", "-k", "base", "--local");
        assertEquals(1, result.code(), result.err());
        assertTrue(result.out().contains("v1.ConfigMap.default.built"), result.out());
    }

    @Test
    void namesBothToolsWhenNeitherIsThere() {
        String line = japply(dir.toString(), "apply", "-k", "base").errorLine(ExitCodes.FAILURE);
        assertTrue(line.contains("neither kubectl nor kustomize is on the PATH"), line);
        assertEquals(0, cluster.requests.size());
    }

    @Test
    void reportsTheToolsErrorAndStatus() throws IOException {
        Path kubectl = tool("kubectl", "echo 'Error: accumulating resources: nope.yaml' >&2\nexit 3");
        String line = japply(kubectl.toString(), "apply", "-k", "base").errorLine(ExitCodes.FAILURE);
        assertEquals("error: '" + kubectl.resolve("kubectl") + " kustomize base' failed with exit status 3:"
                + " Error: accumulating resources: nope.yaml", line);
        assertEquals(0, cluster.requests.size());
    }

    @Test
    void refusesMinusFWithMinusKInKubectlsWords() throws IOException {
        Path kubectl = tool("kubectl", printing(BUILT));
        String file = Cli.write(dir, "x.yaml", BUILT);
        assertEquals("error: only one of -f or -k can be specified (see 'japply apply --help')",
                japply(kubectl.toString(), "apply", "-k", "base", "-f", file).errorLine(ExitCodes.USAGE));
        assertEquals("error: only one of -f or -k can be specified (see 'japply diff --help')",
                japply(kubectl.toString(), "diff", "-k", "base", "-f", file).errorLine(ExitCodes.USAGE));
        assertEquals("error: must specify one of -f and -k (see 'japply apply --help')",
                japply(kubectl.toString(), "apply").errorLine(ExitCodes.USAGE));
    }
}
