package io.japply.cli;

import static io.japply.cli.Cli.parse;
import static io.japply.cli.Cli.run;
import static io.japply.cli.Cli.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code patch --local} with JSON merge patch (RFC 7386) and JSON patch (RFC 6902); expectations from the RFCs. */
class LocalPatchTest {
    @TempDir
    Path dir;

    @Test
    void mergePatchFromRfc7386Section3() {
        String target = write(dir, "target.json", """
                {"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"},
                 "tags": ["example", "sample"], "content": "This will be unchanged"}""");
        String patch = write(dir, "patch.json", """
                {"title": "Hello!", "phoneNumber": "+01-234-567-8910", "author": {"familyName": null},
                 "tags": ["example"]}""");
        String out = run("patch", "--local", "-f", target, "-p", "@" + patch, "--type", "merge").ok();
        assertEquals(parse("""
                {"title": "Hello!", "author": {"givenName": "John"}, "tags": ["example"],
                 "content": "This will be unchanged", "phoneNumber": "+01-234-567-8910"}"""), parse(out));
    }

    @Test
    void mergePatchOnYamlKeepsIntegersIntegral() {
        String target = write(dir, "target.yaml", "spec:\n  replicas: 2\n  paused: false\n");
        String out = run("patch", "--local", "-f", target, "-p", "{\"spec\":{\"replicas\":3}}", "--type", "merge").ok();
        assertEquals(parse("{\"spec\":{\"replicas\":3,\"paused\":false}}"), parse(out));
        assertTrue(out.contains("\"replicas\": 3") && !out.contains("3.0"), out);
    }

    @Test
    void mergePatchPrintsYaml() {
        String target = write(dir, "target.yaml", "a: b\nc:\n  d: e\n  f: g\n");
        String out = run("patch", "--local", "-f", target, "-p", "a: z\nc:\n  f: null\n", "--type", "merge",
                "-o", "yaml").ok();
        assertEquals(parse("{\"a\":\"z\",\"c\":{\"d\":\"e\"}}"), Cli.parseYaml(out));
    }

    @Test
    void yamlOutputKeepsStringsThatLookLikeOtherTypesAsStrings() {
        // a YAML 1.1 reader (SnakeYAML here, go-yaml in kubectl) must read back the same strings
        Map<String, String> strings = Map.of("a", "1", "b", "true", "c", "0x1F", "d", "2025-01-01", "e", ".inf",
                "f", "1_000", "g", "null", "h", "yes", "i", "-1", "j", "~");
        String target = write(dir, "target.json", Json.compact(Json.mapper().valueToTree(strings)));
        String out = run("patch", "--local", "-f", target, "-p", "{}", "--type", "merge", "-o", "yaml").ok();
        assertEquals(strings, new org.yaml.snakeyaml.Yaml().load(out));
    }

    @Test
    void jsonPatchFromRfc6902AppendixA() {
        // A.1 add, A.4 remove an array element, A.5 replace, A.6 move, then copy and a passing test
        String target = write(dir, "target.json", """
                {"foo": {"bar": "baz", "waldo": "fred"}, "qux": {"corge": "grault"}, "list": ["bar", "qux", "baz"]}""");
        String patch = """
                [{"op": "add", "path": "/baz", "value": "qux"},
                 {"op": "remove", "path": "/list/1"},
                 {"op": "replace", "path": "/foo/bar", "value": "boo"},
                 {"op": "move", "from": "/foo/waldo", "path": "/qux/thud"},
                 {"op": "copy", "from": "/baz", "path": "/copied"},
                 {"op": "test", "path": "/qux/thud", "value": "fred"}]""";
        String out = run("patch", "--local", "-f", target, "-p", patch, "--type", "json").ok();
        assertEquals(parse("""
                {"foo": {"bar": "boo"}, "qux": {"corge": "grault", "thud": "fred"}, "list": ["bar", "baz"],
                 "baz": "qux", "copied": "qux"}"""), parse(out));
    }

    @Test
    void jsonPatchFailingTestIsAnErrorNamingTheFiles() {
        // RFC 6902 A.9: a failing "test" makes the whole patch fail
        String target = write(dir, "target.json", "{\"baz\": \"qux\"}");
        String patch = write(dir, "patch.json", "[{\"op\": \"test\", \"path\": \"/baz\", \"value\": \"bar\"}]");
        String line = run("patch", "--local", "-f", target, "-p", "@" + patch, "--type", "json").errorLine(1);
        assertTrue(line.contains(target) && line.contains(patch), line);
    }

    @Test
    void jsonPatchAddingUnderAMissingParentFails() {
        // RFC 6902 A.12
        String target = write(dir, "target.json", "{\"foo\": \"bar\"}");
        run("patch", "--local", "-f", target, "-p", "[{\"op\":\"add\",\"path\":\"/baz/bat\",\"value\":\"qux\"}]",
                "--type", "json").errorLine(1);
    }

    @Test
    void jsonPatchMustBeAList() {
        String target = write(dir, "target.json", "{\"a\": 1}");
        String line = run("patch", "--local", "-f", target, "-p", "{\"op\":\"add\",\"path\":\"/b\",\"value\":1}",
                "--type", "json").errorLine(1);
        assertTrue(line.contains("list of operations"), line);
    }

    @Test
    void patchThatReplacesTheObjectWithAScalarIsRefused() {
        // RFC 7386: a non-object patch replaces the target; kubectl needs an object back
        String target = write(dir, "target.json", "{\"a\": 1}");
        String line = run("patch", "--local", "-f", target, "-p", "\"text\"", "--type", "merge").errorLine(1);
        assertTrue(line.contains("expected an object"), line);
    }

    @Test
    void targetFromStdin() {
        Cli.Result result = Cli.runWithInput("a: 1\n", "patch", "--local", "-f", "-", "-p", "{\"b\":2}", "--type", "merge");
        JsonNode out = parse(result.ok());
        assertEquals(parse("{\"a\":1,\"b\":2}"), out);
    }

    @Test
    void onlyLocalIsSupported() {
        String target = write(dir, "target.json", "{\"a\": 1}");
        run("patch", "-f", target, "-p", "{}", "--type", "merge").errorLine(2);
    }
}
