package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Many objects at once with faults, the JSON summary and its exit codes (the progress count: report/ProgressTest). */
class JobStepTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;
    private final FakeTime time = job.time;

    private FakeJob.Run japply(String... args) {
        return job.japply(args);
    }

    /** 60 objects of three stages, interleaved: ConfigMaps, Deployments and Services. */
    private String manyObjects(String image) throws IOException {
        List<String> docs = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            docs.add("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d" + i + "}\nspec:\n  template:\n"
                    + "    spec:\n      containers: [{name: app, image: '" + image + "'}]\n");
            docs.add("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c" + i + "}\ndata: {image: '" + image + "'}\n");
            docs.add("apiVersion: v1\nkind: Service\nmetadata: {name: s" + i + "}\nspec: {ports: [{port: 80}]}\n");
        }
        return Files.writeString(dir.resolve("many.yaml"), String.join("---\n", docs)).toString();
    }

    private static List<String> displays() {
        List<String> names = new ArrayList<>();
        IntStream.range(0, 20).forEach(i -> names.addAll(List.of("deployment.apps/d" + i, "configmap/c" + i, "service/s" + i)));
        return names;
    }

    @Test
    void withFaultsEveryObjectIsAppliedOrReportedInInputOrderAndARerunConverges() throws IOException {
        String file = manyObjects("app:1");
        for (String name : List.of("d3", "c7", "s11", "d19")) {
            cluster.failWritesOf(name);
        }
        FakeJob.Run first = japply("-f", file, "--concurrency", "8");
        assertEquals(1, first.code());
        List<String> expected = new ArrayList<>();
        for (String d : displays()) {
            if (!List.of("deployment.apps/d3", "configmap/c7", "service/s11", "deployment.apps/d19").contains(d)) {
                expected.add(d + " created");
            }
        }
        assertEquals(expected, first.out().lines().toList(), "the same lines, in input order, as one after another");
        List<String> errors = first.err().lines().toList();
        assertEquals(List.of("document 10: Error from server (InternalError): injected failure for d3",
                "document 23: Error from server (InternalError): injected failure for c7",
                "document 36: Error from server (InternalError): injected failure for s11",
                "document 58: Error from server (InternalError): injected failure for d19",
                "error: 4 of 60 objects failed"),
                errors.stream().map(l -> l.replaceFirst("^error: (document \\d+) for: \".*many.yaml\"", "$1")).toList());

        cluster.clearFailures();
        FakeJob.Run rerun = japply("-f", file, "--concurrency", "8");
        assertEquals(0, rerun.code(), rerun.err());
        assertEquals(4, rerun.out().lines().filter(l -> l.endsWith(" created")).count(), rerun.out());
        assertEquals(56, rerun.out().lines().filter(l -> l.endsWith(" unchanged")).count());
        assertEquals(60, cluster.objects.size());

        FakeJob.Run changed = japply("-f", manyObjects("app:2"), "--concurrency", "8");
        assertEquals(0, changed.code(), changed.err());
        assertEquals(40, changed.out().lines().filter(l -> l.endsWith(" configured")).count(), changed.out());
        FakeJob.Run sequential = japply("-f", manyObjects("app:3"), "--concurrency", "1");
        assertEquals(displays().stream().filter(d -> !d.startsWith("service")).map(d -> d + " configured").toList(),
                sequential.out().lines().filter(l -> !l.startsWith("service")).toList());
    }

    @Test
    void summaryJsonHasARecordPerObjectAndTotals() throws IOException {
        Path cm = Files.writeString(dir.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: same}\ndata: {k: v}\n");
        japply("-f", cm.toString());
        Files.writeString(dir.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: same}\ndata: {k: v}\n"
                + "---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: new}\nspec: {replicas: 1}\n"
                + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: broken}\n"
                + "---\napiVersion: nope/v1\nkind: Thing\nmetadata: {name: t}\n");
        cluster.failWritesOf("broken");
        FakeJob.Run run = japply("-f", cm.toString(), "--summary=json");
        assertEquals(1, run.code());
        JsonNode summary = Cli.parse(run.out());
        assertEquals(Json.parse("{\"objects\":4,\"created\":1,\"configured\":0,\"unchanged\":1,\"serverside-applied\":0,"
                + "\"failed\":2,\"pruned\":0,\"pruneFailed\":0}"), summary.get("totals"));
        assertEquals(Json.parse("[]"), summary.get("errors"), "no failure of the run as a whole");
        assertEquals(1, summary.get("exitCode").asInt());
        assertEquals("none", summary.get("dryRun").asText());
        JsonNode records = summary.get("objects");
        assertEquals("unchanged", records.get(0).get("action").asText());
        assertEquals(Json.parse("{\"source\":\"" + cm + ", document 2\",\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\","
                + "\"namespace\":\"default\",\"name\":\"new\",\"action\":\"created\",\"patchType\":null,\"durationMs\":0,"
                + "\"error\":null,\"warnings\":[],\"status\":null,\"statusMessage\":null,\"readyAfterMs\":null}"), records.get(1));
        assertTrue(records.get(2).get("action").isNull());
        assertEquals("broken", records.get(2).get("name").asText());
        assertTrue(records.get(2).get("error").asText().contains("injected failure"), records.get(2).toString());
        assertEquals("Thing", records.get(3).get("kind").asText());
        assertTrue(records.get(3).get("error").asText().contains("no matches for kind \"Thing\""));
        for (JsonNode r : records) {
            assertEquals(List.of("source", "apiVersion", "kind", "namespace", "name", "action", "patchType", "durationMs",
                    "error", "warnings", "status", "statusMessage", "readyAfterMs"), iterable(r.fieldNames()),
                    "every record has every field");
        }

        Files.writeString(dir.resolve("a.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: same}\ndata: {k: w}\n");
        JsonNode configured = Cli.parse(japply("-f", cm.toString(), "--summary=json").out());
        assertEquals("strategic", configured.at("/objects/0/patchType").asText());
        assertEquals(0, configured.get("exitCode").asInt());
    }

    @Test
    void usageMistakesExitTwo() throws IOException {
        String file = manyObjects("x");
        assertEquals(2, japply("-f", file, "--summary=yaml").code());
        assertEquals(2, japply("-f", file, "--summary=json", "-o", "json").code());
        assertEquals(2, japply("-f", file, "--concurrency", "-1").code());
        assertEquals(0, cluster.requests.size());
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> out = new ArrayList<>();
        names.forEachRemaining(out::add);
        return out;
    }
}
