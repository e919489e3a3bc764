package io.japply.cli;

import static io.japply.cli.Cli.parse;
import static io.japply.cli.Cli.run;
import static io.japply.cli.Cli.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --batch: one answer line per input line, in order; a bad line gets an error line and the batch goes on. */
class BatchTest {
    @TempDir
    Path dir;

    private static void assertError(JsonNode answer, String id, String errorType, String... mentions) {
        assertEquals(id == null ? NullNode.instance : TextNode.valueOf(id), answer.get("id"), answer::toString);
        assertEquals(errorType, answer.path("errorType").asText(), answer::toString);
        for (String mention : mentions) {
            assertTrue(answer.path("error").asText().contains(mention), answer::toString);
        }
    }

    @Test
    void patchBatchFromStdinRunsEveryLine() {
        String input = String.join("\n",
                "{\"id\":\"merge\",\"type\":\"merge\",\"target\":{\"a\":\"b\",\"c\":{\"d\":\"e\"}},\"patch\":{\"a\":\"z\",\"c\":{\"d\":null}}}",
                "{\"id\":\"broken\",\"type\":\"merge\",\"target\":",
                "[1, 2]",
                "",
                "{\"id\":\"json\",\"type\":\"json\",\"target\":{\"foo\":\"bar\"},\"patch\":[{\"op\":\"add\",\"path\":\"/baz\",\"value\":\"qux\"}]}",
                "{\"id\":\"what\",\"type\":\"xml\",\"target\":{},\"patch\":{}}",
                "{\"id\":\"no-target\",\"type\":\"merge\",\"patch\":{}}",
                "{\"id\":\"strategic\",\"target\":{},\"patch\":{}}",
                "{\"id\":\"bad-test\",\"type\":\"json\",\"target\":{\"baz\":\"qux\"},\"patch\":[{\"op\":\"test\",\"path\":\"/baz\",\"value\":\"bar\"}]}",
                "{\"id\":\"deep\",\"type\":\"merge\",\"target\":" + "{\"a\":".repeat(2000) + "1" + "}".repeat(2000) + ",\"patch\":{}}",
                "{\"id\":\"last\",\"type\":\"merge\",\"target\":{},\"patch\":{\"x\":1}}") + "\n";
        Cli.Result result = Cli.runWithInput(input, "patch", "--local", "--batch", "-");
        List<JsonNode> lines = result.lines();
        assertEquals(0, result.code(), result.err());
        assertEquals(10, lines.size(), result.out());
        assertEquals(parse("{\"id\":\"merge\",\"result\":{\"a\":\"z\",\"c\":{}}}"), lines.get(0));
        assertError(lines.get(1), null, "input", "line 2", "malformed JSON");
        assertError(lines.get(2), null, "input", "line 3", "expected a JSON object");
        assertEquals(parse("{\"id\":\"json\",\"result\":{\"foo\":\"bar\",\"baz\":\"qux\"}}"), lines.get(3));
        assertError(lines.get(4), "what", "input", "unknown patch type 'xml'");
        assertError(lines.get(5), "no-target", "input", "\"target\" is missing");
        assertError(lines.get(6), "strategic", "input", "no apiVersion and kind");
        assertError(lines.get(7), "bad-test", "invalid");
        assertError(lines.get(8), null, "input", "nested deeper than 1000 levels");
        assertEquals(parse("{\"id\":\"last\",\"result\":{\"x\":1}}"), lines.get(9));
    }

    @Test
    void patchBatchTypeDefaultsToTheTypeFlag() {
        String in = write(dir, "in.jsonl", "{\"id\":1,\"target\":{\"a\":[1,2]},\"patch\":{\"a\":[3]}}\n");
        List<JsonNode> lines = run("patch", "--local", "--type", "merge", "--batch", in).lines();
        assertEquals(List.of(parse("{\"id\":1,\"result\":{\"a\":[3]}}")), lines);
    }

    @Test
    void computePatchBatch() {
        String twoContainers = "{\"spec\":{\"containers\":[{\"name\":\"a\",\"image\":\"one\"},{\"name\":\"b\",\"image\":\"old\"}]}}";
        String newImage = "{\"spec\":{\"containers\":[{\"name\":\"a\",\"image\":\"one\"},{\"name\":\"b\",\"image\":\"new\"}]}}";
        String in = write(dir, "in.jsonl", String.join("\n",
                "{\"id\":\"image\",\"original\":" + twoContainers + ",\"modified\":" + newImage + ",\"current\":" + twoContainers + "}",
                "{\"id\":\"no-modified\",\"original\":{},\"current\":{}}",
                "{\"id\":\"conflict\",\"original\":{\"spec\":{\"replicas\":1}},\"modified\":{\"spec\":{\"replicas\":2}},"
                        + "\"current\":{\"spec\":{\"replicas\":3}},\"overwrite\":false}",
                "{\"id\":\"two-way\",\"twoWay\":true,\"original\":{\"spec\":{\"replicas\":1}},\"modified\":{\"spec\":{}}}",
                "{\"id\":\"bad-flag\",\"original\":{},\"modified\":{},\"current\":{},\"overwrite\":\"yes\"}",
                "{\"id\":\"same\",\"original\":{\"spec\":{\"replicas\":1}},\"modified\":{\"spec\":{\"replicas\":1}},"
                        + "\"current\":{\"spec\":{\"replicas\":1}}}"));
        Cli.Result result = run("compute-patch", "--batch", in, "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION);
        List<JsonNode> lines = result.lines();
        assertEquals(0, result.code(), result.err());
        assertEquals(6, lines.size(), result.out());
        assertEquals(parse("{\"id\":\"image\",\"patch\":{\"spec\":{\"$setElementOrder/containers\":[{\"name\":\"a\"},"
                + "{\"name\":\"b\"}],\"containers\":[{\"image\":\"new\",\"name\":\"b\"}]}},\"patchType\":\"strategic\"}"),
                lines.get(0));
        assertError(lines.get(1), "no-modified", "input", "\"modified\" is missing");
        assertError(lines.get(2), "conflict", "conflict");
        assertEquals(parse("{\"id\":\"two-way\",\"patch\":{\"spec\":{\"replicas\":null}},\"patchType\":\"strategic\"}"),
                lines.get(3));
        assertError(lines.get(4), "bad-flag", "input", "\"overwrite\" must be true or false");
        assertEquals(parse("{\"id\":\"same\",\"patch\":{},\"patchType\":\"strategic\"}"), lines.get(5));
        assertTrue(result.out().lines().allMatch(line -> !line.isBlank() && !line.startsWith(" ")), "compact lines");
    }

    @Test
    void computePatchBatchAppliesTheAnnotationRule() {
        // no "original": the live object's annotation is the original and "modified" gets the new annotation
        String annotation = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"annotations\":{},\"name\":\"p\"},"
                + "\"spec\":{\"replicas\":1}}\n";
        String live = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"p\",\"annotations\":{"
                + "\"kubectl.kubernetes.io/last-applied-configuration\":" + Cli.quoted(annotation) + "}},\"spec\":{\"replicas\":1}}";
        String manifest = "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"p\"},\"spec\":{\"replicas\":1}}";
        String in = write(dir, "in.jsonl", "{\"id\":\"same\",\"modified\":" + manifest + ",\"current\":" + live + "}\n");
        List<JsonNode> lines = run("compute-patch", "--batch", in, "--schema", Cli.SCHEMA, "--definition", Cli.DEFINITION)
                .lines();
        assertEquals(List.of(parse("{\"id\":\"same\",\"patch\":{},\"patchType\":\"strategic\"}")), lines);
    }

    /** Without --schema: built-in kinds get a strategic patch, custom resources kubectl's JSON merge patch. */
    @Test
    void computePatchBatchChoosesThePatchTypeByKind() {
        String deployment = "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"name\":\"d\"},"
                + "\"spec\":{\"replicas\":2}}";
        String liveDeployment = "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"name\":\"d\","
                + "\"namespace\":\"default\"},\"spec\":{\"replicas\":1}}";
        String widget = "{\"apiVersion\":\"stable.example.com/v1\",\"kind\":\"Widget\",\"metadata\":{\"name\":\"w\"},"
                + "\"spec\":{\"size\":2,\"list\":[1]}}";
        String liveWidget = "{\"apiVersion\":\"stable.example.com/v1\",\"kind\":\"Widget\",\"metadata\":{\"name\":\"w\","
                + "\"namespace\":\"default\"},\"spec\":{\"size\":1,\"list\":[1,2]}}";
        String in = write(dir, "in.jsonl",
                "{\"id\":\"d\",\"modified\":" + deployment + ",\"current\":" + liveDeployment + ",\"namespace\":\"default\"}\n"
                + "{\"id\":\"w\",\"modified\":" + widget + ",\"current\":" + liveWidget + "}\n");
        List<JsonNode> lines = run("compute-patch", "--batch", in, "--namespace", "default").lines();
        String deploymentText = "{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"metadata\":{\"annotations\":{},"
                + "\"name\":\"d\",\"namespace\":\"default\"},\"spec\":{\"replicas\":2}}\n";
        String widgetText = "{\"apiVersion\":\"stable.example.com/v1\",\"kind\":\"Widget\",\"metadata\":{\"annotations\":{},"
                + "\"name\":\"w\",\"namespace\":\"default\"},\"spec\":{\"list\":[1],\"size\":2}}\n";
        assertEquals(parse("{\"id\":\"d\",\"patchType\":\"strategic\",\"patch\":{\"metadata\":{\"annotations\":{"
                + "\"kubectl.kubernetes.io/last-applied-configuration\":" + Cli.quoted(deploymentText) + "}},"
                + "\"spec\":{\"replicas\":2}}}"), lines.get(0));
        assertEquals(parse("{\"id\":\"w\",\"patchType\":\"merge\",\"patch\":{\"metadata\":{\"annotations\":{"
                + "\"kubectl.kubernetes.io/last-applied-configuration\":" + Cli.quoted(widgetText) + "}},"
                + "\"spec\":{\"size\":2,\"list\":[1]}}}"), lines.get(1));
    }

    @Test
    void missingBatchFile() {
        String in = dir.resolve("none.jsonl").toString();
        String line = run("patch", "--local", "--batch", in, "--type", "merge").errorLine(1);
        assertTrue(line.contains(in) && line.contains("does not exist"), line);
    }

    @Test
    void batchWithSingleDocumentFlagsIsAUsageError() {
        String in = write(dir, "in.jsonl", "");
        run("patch", "--local", "--batch", in, "-f", in, "--type", "merge").errorLine(2);
    }

    /** The same in compute-patch --batch: the refused line is answered with its own id and the reason. */
    @Test
    void computePatchAnswersAHugeNumberWithTheLinesId() {
        String input = "{\"patch\":{\"a\":1e400},\"id\":\"big\",\"kind\":\"ConfigMap\"}\n";
        Cli.Result result = Cli.runWithInput(input, "compute-patch", "--batch", "-");
        List<JsonNode> lines = result.lines();
        assertEquals(1, lines.size(), result.out() + result.err());
        assertError(lines.get(0), "big", "input", "line 1", "cannot unmarshal number 1e400");
    }

    @Test
    void aNumberNoFloat64HoldsIsRefusedAndTheBatchGoesOn() {
        String input = "{\"id\":\"huge\",\"type\":\"merge\",\"target\":{\"a\":1},\"patch\":{\"a\":1e400}}\n"
                + "{\"id\":\"next\",\"type\":\"merge\",\"target\":{},\"patch\":{\"x\":1}}\n";
        Cli.Result result = Cli.runWithInput(input, "patch", "--local", "--batch", "-");
        assertEquals(0, result.code(), result.err());
        List<JsonNode> lines = result.lines();
        assertEquals(2, lines.size(), result.out());
        assertError(lines.get(0), "huge", "input", "line 1", "json: cannot unmarshal number 1e400 into Go value of type float64",
                "/patch/a");
        assertEquals(parse("{\"id\":\"next\",\"result\":{\"x\":1}}"), lines.get(1));
    }
}
