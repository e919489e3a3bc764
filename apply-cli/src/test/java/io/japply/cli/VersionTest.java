package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.testing.BoundedProcess;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * japply version: the commit and its date as git tells them for this checkout (the build wrote them),
 * the running JVM, and -o json shaped as kubectl 1.32's `kubectl version --client -o json`.
 */
class VersionTest {
    @Test
    void textNamesTheCommitItsDateAndTheRuntime() throws Exception {
        List<String> lines = Cli.run("version").ok().lines().toList();
        assertEquals(List.of("japply " + Japply.Version.number(), "Git Commit: " + git("--format=%H"),
                "Build Date: " + git("--format=%cd", "--date=format-local:%Y-%m-%dT%H:%M:%SZ"),
                "Java Runtime: " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor")
                        + ") at " + System.getProperty("java.home"), "Platform: linux/amd64"), lines);
        assertEquals(Cli.run("version").out(), Cli.run("--version").out());
    }

    @Test
    void jsonIsShapedAsKubectlsAndSaysTheSame() throws Exception {
        JsonNode ours = Cli.run("version", "-o", "json").json().get("clientVersion");
        JsonNode kubectls = Cli.parse(run("kubectl", "version", "--client", "-o", "json")).get("clientVersion");
        for (String shared : List.of("gitVersion", "gitCommit", "buildDate", "platform")) {
            assertTrue(kubectls.has(shared), shared);
            assertTrue(ours.path(shared).isTextual(), shared);
        }
        assertEquals(kubectls.get("platform"), ours.get("platform"));
        assertEquals(git("--format=%H"), ours.get("gitCommit").asText());
        assertEquals(System.getProperty("java.home"), ours.get("javaHome").asText());
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = ours.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        assertEquals(List.of("gitVersion", "gitCommit", "buildDate", "javaVersion", "javaVendor", "javaHome", "platform"), names);
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
