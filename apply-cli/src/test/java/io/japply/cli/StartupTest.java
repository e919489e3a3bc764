package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.testing.BoundedProcess;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** --help and version do only what they print: no kubeconfig, no schema bundle, no Jackson or YAML reader. */
class StartupTest {
    /** Classes whose loading means a kubeconfig, the schema bundle or a document reader was set up. */
    private static final List<String> NOT_LOADED = List.of("io.fabric8.kubernetes.client.Config ",
            "io.japply.apply.internal.kubeconfig.KubeconfigFastPath ", "io.japply.threeway.meta.BuiltinKinds ",
            "com.fasterxml.jackson.databind.ObjectMapper ", "org.yaml.snakeyaml.LoaderOptions ");
    private static final long PROCESS_WAIT_SECONDS = 120;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"version", "version --client", "--version"})
    void versionPrintsTheVersionWithoutACluster(String args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Japply japply = new Japply(flags -> {
            throw new AssertionError("no cluster for " + args);
        }, duration -> { });
        int code = japply.run(new PrintStream(out), new PrintStream(err), args.split(" "));
        assertEquals(0, code, err::toString);
        assertEquals("japply " + Japply.Version.number(), out.toString(StandardCharsets.UTF_8).lines().findFirst().orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "version", "apply --help", "diff -h"})
    void aFreshJvmLoadsNoKubeconfigSchemaOrDocumentReader(String command) throws IOException, InterruptedException {
        String classes = classesLoadedBy(command.split(" "));
        for (String name : NOT_LOADED) {
            assertTrue(!classes.contains(name), "japply " + command + " loaded " + name.trim());
        }
    }

    /** Completion's Shell is a field type of its command: only building that command's model loads it. */
    @Test
    void theRootHelpBuildsNoModelOfTheCommandsBelow() throws IOException, InterruptedException {
        String classes = classesLoadedBy("--help");
        assertTrue(!classes.contains("io.japply.cli.command.Completion$Shell "), "japply --help built the completion command");
        assertTrue(classesLoadedBy("completion", "bash").contains("io.japply.cli.command.Completion$Shell "), "the marker is sound");
    }

    private String classesLoadedBy(String... args) throws IOException, InterruptedException {
        String command = String.join(" ", args);
        List<String> line = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        line.addAll(List.of(args));
        BoundedProcess.Result process = BoundedProcess.of(line).errorsIntoOutput()
                .timeout(java.time.Duration.ofSeconds(PROCESS_WAIT_SECONDS)).run();
        String classes = process.out();
        assertEquals(0, process.code(), classes);
        assertTrue(classes.contains("io.japply.cli.Main "), "the class log lists japply's classes");
        return classes;
    }
}
