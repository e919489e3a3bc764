package io.japply.it.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.japply.it.CommandLines;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The sizes of the test corpora that the docs state, counted from the corpora's files as their runners
 * read them: a case added or lost, or a number typed by hand, fails here until the page says the truth.
 */
class DocsCountsTest {
    private static final Path ROOT = Path.of("..");
    private static final Path JSONPATH = ROOT.resolve("apply-cli/src/test/resources/printer/jsonpath");
    private static final Path GOTEMPLATE = ROOT.resolve("apply-cli/src/test/resources/printer/gotemplate/cases.json");
    private static final Path REAL = ROOT.resolve("it/src/test/resources/real");
    private static final Path CONFORMANCE = ROOT.resolve("threeway/src/test/resources/conformance");
    private static final ObjectMapper JSON = new ObjectMapper();

    /** KubectlCases: the "cases" of expected.json (kubectl label) and of expected-applied.json (apply's List). */
    @Test
    void jsonPathCases() throws IOException {
        int cases = JSON.readTree(JSONPATH.resolve("expected.json").toFile()).get("cases").size()
                + JSON.readTree(JSONPATH.resolve("expected-applied.json").toFile()).get("cases").size();
        assertStated("differences.md", "The JSONPath printer\\*\\* prints kubectl's bytes \\((\\d+) cases recorded", cases);
    }

    /** TemplateCases.all: the entries of cases.json. */
    @Test
    void goTemplateCases() throws IOException {
        int cases = JSON.readTree(GOTEMPLATE.toFile()).size();
        assertStated("differences.md", "The Go-template printer\\*\\* prints kubectl's bytes \\((\\d+) templates recorded", cases);
    }

    @Test
    void pipelineLines() {
        int lines = CommandLines.of(REAL.resolve("pipeline-lines/lines.txt")).size();
        assertStated("test-cluster.md", "`PipelineLinesOnRealServerTest` \\| a pipeline's (\\d+) `apply`/`diff` lines", lines);
    }

    @Test
    void lastAppliedLines() {
        int lines = CommandLines.of(REAL.resolve("last-applied-lines/lines.txt")).size();
        assertStated("test-cluster.md", "`LastAppliedLinesOnRealServerTest` \\| (\\d+) lines of", lines);
    }

    /** ConformanceCorpus: the "cases" of every group file the manifest lists; Go-only ones have schema "none". */
    @Test
    void conformanceCases() throws IOException {
        YAMLMapper yaml = new YAMLMapper();
        int cases = 0;
        int runnable = 0;
        for (JsonNode file : yaml.readTree(CONFORMANCE.resolve("manifest.yaml").toFile()).get("files")) {
            for (JsonNode c : yaml.readTree(CONFORMANCE.resolve(file.get("path").asText()).toFile()).get("cases")) {
                cases++;
                runnable += c.path("schema").asText().equals("none") ? 0 : 1;
            }
        }
        assertStated("engine.md", "holds the (\\d+) upstream test cases", cases);
        assertStated("engine.md", "\\*\\*(\\d+) of \\d+ pass;", runnable);
        assertStated("engine.md", "\\*\\*\\d+ of (\\d+) pass;", cases);
    }

    /** Every place {@code page} says it (group 1 of {@code phrase}, line breaks read as spaces) states {@code count}. */
    private static void assertStated(String page, String phrase, int count) {
        String text;
        try {
            text = Files.readString(ROOT.resolve("docs").resolve(page)).replaceAll("\\s+", " ");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        List<Integer> stated = new ArrayList<>();
        Matcher said = Pattern.compile(phrase).matcher(text);
        while (said.find()) {
            stated.add(Integer.parseInt(said.group(1)));
        }
        assertFalse(stated.isEmpty(), "docs/" + page + " no longer says /" + phrase + "/: update this test");
        stated.forEach(n -> assertEquals(count, n, "docs/" + page + " states " + n + " in /" + phrase
                + "/, the corpus has " + count));
    }
}
