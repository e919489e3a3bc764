package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.FakeApiServer;
import io.japply.it.server.ObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same command lines cold and through the warm process give the same bytes on stdout and stderr and
 * the same exit code: offline lines (relative paths among them, stdin for -f -), usage errors, and lines
 * against a fake API server. The warm process's request count shows that the warm runs were answered warm.
 */
class WarmSameBytesTest {
    @TempDir
    Path dir;

    private Launcher launcher;
    private WarmProcesses warm;
    private FakeApiServer server;
    private String kubeconfig;

    @BeforeEach
    void start() throws Exception {
        launcher = new Launcher(dir);
        warm = new WarmProcesses(launcher);
        server = new FakeApiServer(new ObjectStore()).storing().start();
        kubeconfig = server.writeKubeconfig(Files.createDirectories(dir.resolve("config"))).toString();
    }

    @AfterEach
    void stop() {
        warm.stop();
        server.close();
    }

    record Line(String stdin, List<String> args) {
        static Line of(String... args) {
            return new Line(null, List.of(args));
        }
    }

    private List<Line> lines() throws Exception {
        String configmap = Files.readString(Launcher.ROOT.resolve("examples/manifests/configmap.yaml"));
        Path template = Files.writeString(dir.resolve("names.tmpl"), "{{.kind}}/{{.metadata.name}}\n");
        List<Line> lines = new ArrayList<>(List.of(
                Line.of("diff", "-f", "examples/manifests", "--live", "examples/live", "--explain"),
                new Line(configmap, List.of("diff", "-f", "-", "--live", "examples/live")),
                new Line(configmap, List.of("apply", "-f", "-", "--dry-run=client", "-o", "yaml", "--kubeconfig", kubeconfig)),
                Line.of("version"),
                Line.of("--help"),
                Line.of("apply", "--help"),
                Line.of("-f", "no/such/file.yaml", "--kubeconfig", kubeconfig),
                Line.of("apply", "--no-such-flag"),
                Line.of("diff", "-f", "examples/manifests", "--kubeconfig", kubeconfig),
                Line.of("apply", "-f", "examples/manifests", "--kubeconfig", kubeconfig),
                Line.of("view-last-applied", "configmap/settings", "-n", "shop", "--kubeconfig", kubeconfig),
                Line.of("apply", "-f", "examples/manifests", "--kubeconfig", kubeconfig, "--context", "missing"),
                // a relative directory with no manifests, named as given (the warm process runs in "/")
                Line.of("apply", "-f", "client", "--kubeconfig", kubeconfig),
                Line.of("diff", "-f", "client", "--kubeconfig", kubeconfig),
                // a template file named relative to the directory the line runs in
                Line.of("apply", "-f", "examples/manifests", "--dry-run=client", "--kubeconfig", kubeconfig,
                        "-o", "go-template-file=" + Launcher.ROOT.relativize(template))));
        return lines;
    }

    @Test
    void everyLineGivesTheSameBytesWarmAsCold() throws Exception {
        // the objects exist before the lines compare: the first apply of each would otherwise create them
        launcher.cold(null, "apply", "-f", "examples/manifests", "--kubeconfig", kubeconfig);
        int before = warm.started().requests();
        List<Line> lines = lines();
        List<String> seen = new ArrayList<>();
        for (Line line : lines) {
            String[] args = line.args().toArray(String[]::new);
            Launcher.Result cold = launcher.cold(line.stdin(), args);
            Launcher.Result warmRun = launcher.warm(line.stdin(), args);
            assertEquals(cold, warmRun, String.join(" ", args));
            seen.add(cold.code() + " " + cold.out().lines().findFirst().orElse("") + cold.err().lines().findFirst().orElse(""));
        }
        // the lines compared what they were meant to: a diff, an apply of existing objects, a missing file
        assertTrue(seen.get(0).startsWith("1 diff -u -N"), seen.toString());
        assertTrue(seen.get(9).startsWith("0 ") && seen.get(9).contains("unchanged"), seen.toString());
        assertTrue(seen.get(6).contains("no/such/file.yaml"), seen.toString());
        assertTrue(seen.get(14).startsWith("0 ") && seen.get(14).contains("/"), seen.toString());
        assertTrue(seen.get(12).contains("error reading [client]") && seen.get(13).contains("error reading [client]"),
                seen.toString());
        assertEquals(before + lines.size(), warm.status().orElseThrow().requests(), "every line answered warm");
    }
}
