package io.japply.cli;

import static io.japply.cli.Cli.run;
import static io.japply.cli.Cli.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every user mistake ends in one line on stderr naming the file, and exit 1 (2 for flag mistakes). */
class InputErrorsTest {
    @TempDir
    Path dir;

    private Cli.Result mergeOnto(String target) {
        return run("patch", "--local", "-f", target, "-p", "{\"a\":2}", "--type", "merge");
    }

    private static void assertMentions(String line, String... parts) {
        for (String part : parts) {
            assertTrue(line.contains(part), () -> "'" + part + "' in: " + line);
        }
    }

    @Test
    void malformedYaml() {
        String file = write(dir, "bad.yaml", "a: [1, 2\nb: 3\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "malformed YAML", "line ");
    }

    @Test
    void malformedJson() {
        String file = write(dir, "bad.json", "{\"a\": 1,}");
        assertMentions(mergeOnto(file).errorLine(1), file, "malformed JSON", "line 1");
    }

    @Test
    void multiDocumentYaml() {
        String file = write(dir, "two.yaml", "a: 1\n---\nb: 2\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "2 documents");
    }

    @Test
    void multiDocumentJson() {
        String file = write(dir, "two.json", "{\"a\": 1}\n{\"b\": 2}\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "2 documents");
    }

    @Test
    void trailingEmptyYamlDocumentIsNoDocument() {
        String file = write(dir, "one.yaml", "---\na: 1\n---\n");
        assertEquals(Cli.parse("{\"a\":2}"), Cli.parse(mergeOnto(file).ok()));
    }

    @Test
    void emptyFile() {
        String file = write(dir, "empty.yaml", "# nothing here\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "no document");
    }

    @Test
    void missingFile() {
        String file = dir.resolve("nope.yaml").toString();
        assertMentions(mergeOnto(file).errorLine(1), file, "does not exist");
    }

    @Test
    void documentThatIsNotAnObject() {
        String file = write(dir, "list.yaml", "- a\n- b\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "expected an object, found array");
    }

    @Test
    void computePatchNamesTheFileThatIsNotAnObject() {
        String current = write(dir, "current.yaml", "a: 1\n");
        String modified = write(dir, "modified.yaml", "just text\n");
        String line = run("compute-patch", "--modified", modified, "--current", current, "--original", current,
                "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION).errorLine(1);
        assertMentions(line, modified, "expected an object, found string");
    }

    @Test
    void malformedInlinePatch() {
        String target = write(dir, "t.yaml", "a: 1\n");
        String line = run("patch", "--local", "-f", target, "-p", "{\"a\":", "--type", "merge").errorLine(1);
        assertMentions(line, "--patch", "malformed JSON");
    }

    @Test
    void missingPatchFile() {
        String target = write(dir, "t.yaml", "a: 1\n");
        String patch = dir.resolve("p.json").toString();
        assertMentions(run("patch", "--local", "-f", target, "-p", "@" + patch, "--type", "merge").errorLine(1),
                patch, "does not exist");
    }

    @Test
    void unknownPatchTypeIsAUsageError() {
        String target = write(dir, "t.yaml", "a: 1\n");
        String line = run("patch", "--local", "-f", target, "-p", "{}", "--type", "foo").errorLine(2);
        assertMentions(line, "unknown patch type 'foo'", "strategic, merge or json");
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertMentions(run("compute-patch", "--bogus").errorLine(2), "--bogus");
    }

    @Test
    void unknownOutputFormatIsAUsageError() {
        String target = write(dir, "t.yaml", "a: 1\n");
        assertMentions(run("patch", "--local", "-f", target, "-p", "{}", "--type", "merge", "-o", "xml").errorLine(2),
                "xml");
    }

    @Test
    void schemaWithoutDefinitionIsAUsageError() {
        String file = write(dir, "t.yaml", "a: 1\n");
        assertMentions(run("compute-patch", "--modified", file, "--current", file, "--schema", Cli.SCHEMA).errorLine(2),
                "--schema and --definition");
    }

    @Test
    void computePatchWithoutSchemaNeedsTheObjectsKind() {
        String file = write(dir, "t.yaml", "a: 1\n");
        assertMentions(run("compute-patch", "--modified", file, "--current", file).errorLine(1),
                "no apiVersion and kind");
    }

    @Test
    void strategicPatchWithoutSchemaNeedsTheObjectsKind() {
        String file = write(dir, "t.yaml", "a: 1\n");
        assertMentions(run("patch", "--local", "-f", file, "-p", "{}").errorLine(1), "no apiVersion and kind");
    }

    @Test
    void strategicPatchOfACustomResourceIsRefusedAsKubectlDoes() {
        String file = write(dir, "w.yaml", "apiVersion: stable.example.com/v1\nkind: Widget\nmetadata: {name: w}\n");
        assertMentions(run("patch", "--local", "-f", file, "-p", "{}").errorLine(1), "not a built-in kind");
    }

    @Test
    void unknownDefinitionNamesTheSchemaFile() {
        String file = write(dir, "t.yaml", "a: 1\n");
        String line = run("patch", "--local", "-f", file, "-p", "{}", "--schema", Cli.SCHEMA,
                "--definition", "io.japply.test.Nope").errorLine(1);
        assertMentions(line, Cli.SCHEMA, "io.japply.test.Nope");
    }

    @Test
    void missingSchemaFile() {
        String file = write(dir, "t.yaml", "a: 1\n");
        String schema = dir.resolve("schema.json").toString();
        assertMentions(run("patch", "--local", "-f", file, "-p", "{}", "--schema", schema,
                "--definition", Cli.DEFINITION).errorLine(1), schema, "no such file");
    }

    @Test
    void deeplyNestedJsonIsRefusedCleanly() {
        String file = write(dir, "deep.json", "[".repeat(10_000) + "]".repeat(10_000));
        assertMentions(mergeOnto(file).errorLine(1), file, "nested deeper than 1000 levels at /0/0/0/0/0/0/...");
    }

    @Test
    void deeplyNestedYamlIsRefusedCleanly() {
        // flow style: 10,000 levels in block style would take 100 MB of indentation
        String file = write(dir, "deep.yaml", "k: " + "{k: ".repeat(10_000) + "v" + "}".repeat(10_000) + "\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "nested deeper than 1000 levels");
    }

    @Test
    void nestingWithinTheLimitIsFine() {
        String file = write(dir, "deep.json", "{\"a\":".repeat(500) + "1" + "}".repeat(500));
        assertEquals(Cli.parse("{\"a\":2}"), Cli.parse(mergeOnto(file).ok()));
    }

    @Test
    void rootWithoutArgumentsPrintsHelpOnStdoutAsKubectl() {
        Cli.Result result = run();
        assertEquals(0, result.code());
        assertTrue(result.out().contains("compute-patch"), result.out());
        assertEquals("", result.err());
    }

    @Test
    void rootWithFlagsButNoCommandPrintsUsageAndFails() {
        Cli.Result result = run("-n", "shop");
        assertEquals(2, result.code());
        assertTrue(result.err().contains("compute-patch"), result.err());
    }

    @Test
    void aNumberNoFloat64HoldsIsRefusedInKubectlsWords() {
        String current = write(dir, "current.json", "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"spec\":{\"n\":1}}");
        String modified = write(dir, "modified.json", "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"spec\":{\"n\":1e400}}");
        String line = run("compute-patch", "--modified", modified, "--current", current, "--original", current,
                "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION).errorLine(1);
        assertMentions(line, modified, "json: cannot unmarshal number 1e400 into Go value of type float64", "/spec/n");
    }

    @Test
    void aYamlDocumentTheWritersCannotWriteIsRefusedWhenRead() {
        // 1 + 1000 levels: the reader's limit is the writers' (before, it was read, then the YAML writer threw)
        String file = write(dir, "deep.yaml", "k: " + "[".repeat(1000) + "]".repeat(1000) + "\n");
        assertMentions(mergeOnto(file).errorLine(1), file, "nested deeper than 1000 levels at /k/0/0/0/0/0/...");
        String within = write(dir, "within.yaml", "k: " + "[".repeat(999) + "]".repeat(999) + "\n");
        Cli.Result written = run("patch", "--local", "-f", within, "-p", "{\"a\":2}", "--type", "merge", "-o", "yaml");
        assertEquals(0, written.code(), written.err());
    }

    @Test
    void aStringOverTheLimitIsToldAsSuch() {
        String file = write(dir, "long.json", "{\"a\":\"" + "x".repeat(20_000_001) + "\"}");
        assertMentions(mergeOnto(file).errorLine(1), file, "a string longer than 20000000 characters", "docs/apply.md", "at /a");
    }

    @Test
    void diffReportsARecursiveAliasAsAnErrorOfItsFileAndDiffsTheOthers() {
        String bad = write(dir, "alias.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata: &a\n  k: *a\n");
        Cli.Result result = run("diff", "-f", bad, "-f", DiffHarness.example("manifests/configmap.yaml"),
                "--live", DiffHarness.example("live"), "--counts");
        assertEquals(2, result.code(), "an error, not \"differences found\": " + result.err());
        assertEquals("error: document 1 for: \"" + bad + "\": invalid YAML at line 5, column 7: anchor 'a' value"
                + " contains itself\n1 object changed, 0 to create, 0 unchanged, 1 failed\n", result.err()); // asked: --counts
        assertTrue(result.out().contains("+  CACHE_TTL: \"600\""), result.out());
    }
}
