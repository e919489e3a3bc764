package io.japply.apply.internal.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.japply.testing.BoundedProcess;
import io.japply.threeway.json.GoJson;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each JSON input of the corpus, read as kubectl reads an object and written by {@link GoYamlWriter}, is
 * byte for byte the YAML kubectl 1.37.2's printer (sigs.k8s.io/yaml v1.6.0, go.yaml.in/yaml/v2 v2.4.4) wrote for it:
 * the expected files come from tools/goyaml-reference, and with Go on the PATH this test runs it
 * again to prove they still do.
 */
class GoYamlWriterCorpusTest {
    private static final Path CORPUS = Path.of("src/test/resources/io/japply/apply/yaml/goyaml");
    private static final Path REFERENCE = Path.of("../tools/goyaml-reference");
    private static final Path ACTUAL = Path.of("target/goyaml-actual");

    static List<String> inputs() throws IOException {
        try (Stream<Path> files = Files.list(CORPUS)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - ".json".length())).sorted().toList();
        }
    }

    @ParameterizedTest
    @MethodSource("inputs")
    void writesWhatGoYamlWrites(String name) throws IOException {
        String json = Files.readString(CORPUS.resolve(name + ".json"));
        String expected = Files.readString(CORPUS.resolve(name + ".yaml"));
        String actual = GoYamlWriter.write(GoJson.parse(json));
        Files.deleteIfExists(ACTUAL.resolve(name + ".yaml"));
        if (!expected.equals(actual)) { // kept for diff(1): a long document's assertion message is hard to read
            Files.createDirectories(ACTUAL);
            Files.writeString(ACTUAL.resolve(name + ".yaml"), actual);
        }
        assertEquals(expected, actual, name + " (japply's output is in " + ACTUAL.resolve(name + ".yaml") + ")");
    }

    @Test
    void corpusHasEveryKindOfCase() throws IOException {
        assertFalse(inputs().size() < 14, "the corpus lost inputs: " + inputs());
    }

    /** tools/goyaml-reference writes with the YAML modules the reference kubectl (it/kubectl/go.mod) is built with. */
    @Test
    void theToolUsesTheReferenceKubectlsYamlModules() throws IOException {
        String tool = Files.readString(REFERENCE.resolve("go.mod"));
        String kubectl = Files.readString(Path.of("../it/kubectl/go.mod"));
        for (String module : List.of("sigs.k8s.io/yaml", "go.yaml.in/yaml/v2")) {
            assertEquals(version(kubectl, module), version(tool, module), module);
        }
    }

    private static String version(String goMod, String module) {
        Matcher required = Pattern.compile("(?m)^\\s*(?:require\\s+)?" + Pattern.quote(module) + " (v\\S+)").matcher(goMod);
        assertTrue(required.find(), "no " + module + " in go.mod");
        return required.group(1);
    }

    @Test
    void expectedFilesAreWhatTheRealGoYamlWrites() throws IOException, InterruptedException {
        boolean go = onPath("go");
        if (!go && "true".equals(System.getenv("CI"))) {
            fail("go is not on the PATH: CI regenerates the go-yaml corpus with tools/goyaml-reference");
        }
        assumeTrue(go, "go is not on the PATH: the go-yaml corpus is checked against its committed outputs only");
        Path scratch = Files.createTempDirectory("goyaml-corpus");
        for (String name : inputs()) {
            Files.copy(CORPUS.resolve(name + ".json"), scratch.resolve(name + ".json"));
        }
        BoundedProcess.Result run = BoundedProcess.of("go", "run", ".", scratch.toAbsolutePath().toString())
                .directory(REFERENCE).errorsIntoOutput().timeout(Duration.ofMinutes(5)).run();
        if (run.code() != 0) {
            fail("tools/goyaml-reference failed: " + run.show());
        }
        for (String name : inputs()) {
            assertEquals(Files.readString(CORPUS.resolve(name + ".yaml")),
                    Files.readString(scratch.resolve(name + ".yaml")), name + ".yaml is no longer what go-yaml writes");
        }
    }

    private static boolean onPath(String name) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
                return true;
            }
        }
        return false;
    }
}
