package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import io.japply.apply.model.FieldValidation;

/** --validate on every write, and the server's warnings: printed in input order, once, and in the summary. */
class ValidationTest {
    @TempDir
    Path dir;

    private final FakeCluster fake = new FakeCluster();
    private final WarningCluster cluster = new WarningCluster(fake);

    /** stdout and stderr in one stream, so the test sees how they interleave. */
    private String japply(String... args) {
        ByteArrayOutputStream both = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(both, true, StandardCharsets.UTF_8);
        new Japply(flags -> cluster, d -> { }).run(stream, stream, args);
        return both.toString(StandardCharsets.UTF_8);
    }

    private String configMaps(String... names) throws IOException {
        StringBuilder text = new StringBuilder();
        for (String name : names) {
            text.append("---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: ").append(name).append("}\ndata: {k: v}\n");
        }
        return Files.writeString(dir.resolve("cms.yaml"), text).toString();
    }

    private List<FieldValidation> writes() {
        return fake.requests.stream().filter(r -> r.verb().equals("POST") || r.verb().equals("PATCH"))
                .map(r -> r.options().fieldValidation()).toList();
    }

    @ParameterizedTest
    @CsvSource({"strict,STRICT", "true,STRICT", "warn,WARN", "ignore,IGNORE", "false,IGNORE", "WARN,WARN"})
    void everyWriteOfApplyAndDiffCarriesTheValidation(String flag, FieldValidation expected) throws IOException {
        String file = configMaps("a");
        japply("apply", "-f", file, "--validate=" + flag);
        List<List<String>> runs = List.of(List.of("apply", "--dry-run=server"), List.of("diff"), List.of("apply"),
                List.of("apply", "--server-side", "--force-conflicts"));
        for (List<String> run : runs) {
            // a new value each time, so that every run has a change to send
            Files.writeString(Path.of(file), Files.readString(Path.of(file)).replaceAll("k: .*}", "k: v" + runs.indexOf(run) + "}"));
            List<String> args = new java.util.ArrayList<>(run);
            args.addAll(List.of("-f", file, "--validate=" + flag));
            japply(args.toArray(String[]::new));
        }
        // the server-side apply of an object applied client-side is followed, as in kubectl, by the apply of
        // its last-applied annotation under kubectl-last-applied (with the same validation)
        assertEquals(List.of("POST", "PATCH", "PATCH", "PATCH", "PATCH", "PATCH"), fake.requests.stream()
                .map(FakeCluster.Request::verb).filter(v -> !v.equals("GET")).toList());
        assertEquals(List.of(expected, expected, expected, expected, expected, expected), writes());
        assertEquals("kubectl-last-applied", fake.requests.get(fake.requests.size() - 1).options().fieldManager());
    }

    @Test
    void strictIsTheDefaultAndTheFlagAloneMeansStrict() throws IOException {
        String file = configMaps("a");
        japply("apply", "-f", file);
        japply("apply", "-f", file, "--validate", "--server-side");
        // the third: the last-applied annotation kept by kubectl-last-applied, as kubectl does
        assertEquals(List.of(FieldValidation.STRICT, FieldValidation.STRICT, FieldValidation.STRICT), writes());
    }

    @Test
    void anUnknownValueIsRefusedInKubectlsWordsBeforeAnythingIsSent() throws IOException {
        String output = japply("apply", "-f", configMaps("a"), "--validate=yes");
        assertEquals("error: invalid - validate option \"yes\"; must be one of: strict (or true), warn, ignore (or false)",
                output.substring(0, output.indexOf(" (see")));
        assertEquals(List.of(), fake.requests);
    }

    @Test
    void serverWarningsArePrintedInInputOrderEachOnceAsKubectlDoes() throws IOException {
        cluster.warn("GET a", "a read warns").warn("POST b", "unknown field \"data.x\"", "b deprecated")
                .warn("POST c", "b deprecated", "c warns");
        String output = japply("apply", "-f", configMaps("a", "b", "c"), "--concurrency=3");
        assertEquals("Warning: a read warns\nconfigmap/a created\n"
                + "Warning: unknown field \"data.x\"\nWarning: b deprecated\nconfigmap/b created\n"
                + "Warning: c warns\nconfigmap/c created\n", output);
    }

    @Test
    void diffPrintsTheWarningsOfItsServerDryRun() throws IOException {
        String file = configMaps("a");
        japply("apply", "-f", file);
        Files.writeString(Path.of(file), Files.readString(Path.of(file)).replace("k: v", "k: w"));
        cluster.warn("PATCH a", "dry run warns");
        String output = japply("diff", "-f", file);
        assertEquals("Warning: dry run warns\n", output.substring(0, output.indexOf("diff -u")));
    }

    @Test
    void theSummaryKeepsEveryObjectsWarnings() throws IOException {
        cluster.warn("POST a", "deprecated").warn("POST b", "deprecated", "unknown field \"data.x\"");
        String output = japply("apply", "-f", configMaps("a", "b"), "--summary=json");
        String json = output.substring(output.indexOf('{'));
        JsonNode objects = Cli.parse(json).get("objects");
        assertEquals(Cli.parse("[\"deprecated\"]"), objects.get(0).get("warnings"));
        assertEquals(Cli.parse("[\"deprecated\",\"unknown field \\\"data.x\\\"\"]"), objects.get(1).get("warnings"));
        assertEquals("Warning: deprecated\nWarning: unknown field \"data.x\"\n", output.substring(0, output.indexOf('{')),
                "stderr as kubectl prints it");
    }

    @Test
    void listWarningsCountAndAFailedWriteKeepsItsWarnings() throws IOException {
        cluster.warn("LIST", "v1 ConfigMap list warns");
        fake.refuseNextWrite(422, "strict decoding error: unknown field \"data.x\"");
        String output = japply("apply", "-f", configMaps("a", "b", "c", "d"), "--concurrency=1", "--summary=json");
        JsonNode summary = Cli.parse(output.substring(output.indexOf('{'), output.lastIndexOf('}') + 1));
        assertEquals(Cli.parse("[\"v1 ConfigMap list warns\"]"), summary.at("/objects/0/warnings"));
        assertFalse(summary.at("/objects/0/error").isNull(), "the refused write");
        assertEquals(Cli.parse("[]"), summary.at("/objects/1/warnings"));
    }
}
