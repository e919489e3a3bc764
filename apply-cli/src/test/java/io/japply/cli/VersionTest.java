package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.testing.BoundedProcess;
import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.ReferenceKubectl;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * japply version: the kubectl it is the twin of (the reference kubectl, v1.37.2), the commit and its date
 * as git tells them for this checkout (the build wrote them), the running JVM, and -o json shaped as the
 * reference kubectl's `kubectl version --client -o json`.
 */
class VersionTest {
    @Test
    void textNamesTheCommitItsDateAndTheRuntime() throws Exception {
        List<String> lines = Cli.run("version").ok().lines().toList();
        assertEquals(List.of("japply " + Japply.Version.number(), "Twin of: kubectl v1.37.2",
                "Git Commit: " + git("--format=%H"),
                "Build Date: " + git("--format=%cd", "--date=format-local:%Y-%m-%dT%H:%M:%SZ"),
                "Java Runtime: " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor")
                        + ") at " + System.getProperty("java.home"), "Platform: linux/amd64"), lines);
        assertEquals(Cli.run("version").out(), Cli.run("--version").out());
    }

    /**
     * kubectl 1.37.2 prints clientVersion (major, minor, gitVersion, gitCommit, gitTreeState, buildDate,
     * goVersion, compiler, platform) and kustomizeVersion; japply the fields both have under kubectl's
     * names and in kubectl's order, its Java runtime in the place of Go's, and the twin's version last.
     */
    @Test
    void jsonIsShapedAsKubectlsAndSaysTheSame() throws Exception {
        JsonNode kubectl = Cli.parse(run(ReferenceKubectl.require(), "version", "--client", "-o", "json"));
        JsonNode japply = Cli.run("version", "--client", "-o", "json").json();
        assertEquals(List.of("clientVersion", "kustomizeVersion"), names(kubectl));
        assertEquals(List.of("clientVersion", "kubectlVersion"), names(japply));
        assertEquals(List.of("major", "minor", "gitVersion", "gitCommit", "gitTreeState", "buildDate", "goVersion",
                "compiler", "platform"), names(kubectl.get("clientVersion")));
        JsonNode ours = japply.get("clientVersion");
        assertEquals(List.of("gitVersion", "gitCommit", "buildDate", "javaVersion", "javaVendor", "javaHome", "platform"),
                names(ours));
        ours.fields().forEachRemaining(field -> assertTrue(field.getValue().isTextual(), field.getKey()));
        assertEquals(kubectl.at("/clientVersion/platform"), ours.get("platform"));
        assertEquals(kubectl.at("/clientVersion/gitVersion"), japply.get("kubectlVersion"), "the twin is the reference");
        assertEquals(ReferenceKubectl.VERSION, japply.get("kubectlVersion").asText());
        assertEquals(git("--format=%H"), ours.get("gitCommit").asText());
        assertEquals(System.getProperty("java.home"), ours.get("javaHome").asText());
        assertEquals(Cli.run("version", "-o", "json").out(), Cli.run("version", "--client", "-o", "json").out());
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    @Test
    void anotherOutputIsAUsageError() {
        assertEquals("error: --output must be 'json', not 'yaml' (see 'japply version --help')",
                Cli.run("version", "-o", "yaml").errorLine(ExitCodes.USAGE));
    }

    private static String git(String... format) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "log", "-1"));
        command.addAll(List.of(format));
        return run(command.toArray(String[]::new)).strip();
    }

    private static String run(String... command) throws IOException, InterruptedException {
        BoundedProcess.Result run = BoundedProcess.of(command).directory(Path.of("").toAbsolutePath()).env("TZ", "UTC0")
                .timeout(Duration.ofSeconds(60)).run();
        assertEquals(0, run.code(), run.show());
        return run.out();
    }
}
