package io.japply.threeway.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.StrategicMergePatch;
import io.japply.threeway.ThreeWayOptions;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.OpenApiSchemas;
import io.japply.threeway.meta.PatchMetaLookup;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Three-way patch creation against Jackson parsing of the same three documents: the ratio of the
 * two is the number we report (target: creation at most 3x parsing). Run with bin/bench-engine.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ThreeWayBenchmark {
    @Param({"deployment", "list500"})
    public String document;

    private PatchMetaLookup schema;
    private JsonNode original;
    private JsonNode modified;
    private JsonNode current;
    private byte[][] texts;

    @Setup
    public void setUp() throws IOException {
        ObjectNode[] docs = "deployment".equals(document) ? BenchDocuments.deployment() : BenchDocuments.bigList();
        original = docs[0];
        modified = docs[1];
        current = docs[2];
        texts = new byte[3][];
        for (int i = 0; i < 3; i++) {
            texts[i] = Json.mapper().writeValueAsBytes(docs[i]);
        }
        try (InputStream in = ThreeWayBenchmark.class.getResourceAsStream("/schemas/apps-v1-deployment.openapi-v2.json")) {
            schema = OpenApiSchemas.load(Json.lenientMapper().readTree(in), "io.k8s.api.apps.v1.Deployment");
        }
    }

    @Benchmark
    public JsonNode parseThreeDocuments() throws IOException {
        JsonNode last = null;
        for (byte[] text : texts) {
            last = Json.mapper().readTree(text);
        }
        return last;
    }

    @Benchmark
    public ObjectNode createThreeWayPatch() {
        return StrategicMergePatch.createThreeWay(original, modified, current, schema, ThreeWayOptions.OVERWRITE);
    }
}
