package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.cluster.ObjectRef;

/**
 * An input with no objects is a mistake (a wrong path, an empty render), never "delete everything":
 * apply, apply --prune and diff refuse it as kubectl does, send nothing and delete nothing.
 */
class EmptyInputTest {
    private static final String NO_OBJECTS = "error: no objects passed to apply\n";

    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;

    private String file(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text).toString();
    }

    private String emptyDir(String name) throws IOException {
        return Files.createDirectories(dir.resolve(name)).toString();
    }

    private static String extensions(String path) {
        return "error: error reading [" + path + "]: recognized file extensions are [.json .yaml .yml]\n";
    }

    private static String configMap(String name) {
        return "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: v}\n";
    }

    @Test
    void aFileWithNoObjectsIsRefusedAndNothingIsSent() throws IOException {
        for (String text : List.of("", "---\n", "---\n---\n", "# only a comment\n---\n")) {
            FakeJob.Run run = job.japply("apply", "-f", file("empty.yaml", text));
            assertEquals(new FakeJob.Run(1, "", NO_OBJECTS), run, "input: " + text);
            run = job.japply("apply", "-f", file("empty.yaml", text), "--dry-run=server");
            assertEquals(new FakeJob.Run(1, "", NO_OBJECTS), run, "server dry run, input: " + text);
        }
        assertEquals(List.of(), cluster.requests);
    }

    /** The second -f - would read an empty stream: refused in kubectl's words, not read as "no objects". */
    @Test
    void standardInputNamedTwiceIsRefusedAndNothingIsSent() {
        for (String command : List.of("apply", "diff")) {
            FakeJob.Run run = job.japplyReading(configMap("c"), command, "-f", "-", "-f", "-");
            assertEquals("error: standard input cannot be used for multiple arguments\n", run.err(), command);
            assertEquals(command.equals("apply") ? 1 : 2, run.code(), command);
        }
        assertEquals(List.of(), cluster.requests);
        assertEquals(0, job.japplyReading(configMap("c"), "apply", "-f", "-").code());
    }

    @Test
    void aDirectoryWithoutManifestsIsRefusedAsKubectlRefusesIt() throws IOException {
        String empty = emptyDir("empty");
        assertEquals(new FakeJob.Run(1, "", extensions(empty)), job.japply("apply", "-f", empty));
        String readme = emptyDir("docs");
        Files.writeString(dir.resolve("docs/README.md"), "# not a manifest\n");
        assertEquals(new FakeJob.Run(1, "", extensions(readme)), job.japply("apply", "-f", readme, "-R"));
        // as kubectl: a directory after a file that was read is no reading error, the input is just empty
        String emptyFile = file("empty.yaml", "");
        assertEquals(new FakeJob.Run(1, "", NO_OBJECTS), job.japply("apply", "-f", emptyFile, "-f", empty));
        assertEquals(List.of(), cluster.requests);
    }

    @Test
    void pruneWithAnEmptyInputDeletesNothingAndLeavesTheParentAlone() throws IOException {
        FakeJob.Run first = job.japply("-f", file("set.yaml", configMap("a") + "---\n" + configMap("b")),
                "--prune", "--applyset=app", "-n", "team");
        assertEquals(0, first.code(), first.err());
        cluster.requests.clear();
        String empty = emptyDir("empty");
        for (String dryRun : List.of("none", "client", "server")) {
            FakeJob.Run run = job.japply("-f", empty, "--prune", "--applyset=app", "-n", "team", "--dry-run=" + dryRun);
            assertEquals(new FakeJob.Run(1, "", extensions(empty)), run, "--dry-run=" + dryRun);
            run = job.japply("-f", file("empty.yaml", "---\n"), "--prune", "--applyset=app", "-n", "team",
                    "--dry-run=" + dryRun);
            assertEquals(new FakeJob.Run(1, "", NO_OBJECTS), run, "--dry-run=" + dryRun);
        }
        assertEquals(List.of(), cluster.requests, "not even the parent is read");
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "a")));
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "b")));
    }

    @Test
    void pruningEverythingTakesAnExplicitFlag() throws IOException {
        job.japply("-f", file("set.yaml", configMap("a") + "---\n" + configMap("b")), "--prune", "--applyset=app",
                "-n", "team");
        String empty = emptyDir("empty");
        assertEquals(2, job.japply("-f", empty, "--prune-allow-empty").code(), "only with --prune --applyset");
        FakeJob.Run run = job.japply("-f", empty, "--prune", "--applyset=app", "-n", "team", "--prune-allow-empty");
        assertEquals(new FakeJob.Run(0, "configmap/a pruned\nconfigmap/b pruned\n", ""), run);
        assertTrue(cluster.objects.keySet().stream().noneMatch(r -> r.kind().equals("ConfigMap")));
        assertEquals(1, job.japply("-f", dir.resolve("missing").toString(), "--prune", "--applyset=app", "-n", "team",
                "--prune-allow-empty").code(), "a path that does not exist is still an error");
    }

    @Test
    void diffRefusesAnEmptyInputWithItsErrorCode() throws IOException {
        String empty = emptyDir("empty");
        assertEquals(new FakeJob.Run(2, "", extensions(empty)), job.japply("diff", "-f", empty));
        assertEquals(new FakeJob.Run(2, "", "error: no objects passed to diff\n"),
                job.japply("diff", "-f", file("empty.yaml", "---\n")));
        assertEquals(new FakeJob.Run(1, "", NO_OBJECTS),
                job.japply("apply", "-f", file("empty.yaml", ""), "--dry-run=server", "--diff"));
        assertEquals(List.of(), cluster.requests);
    }
}
