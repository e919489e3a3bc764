package io.japply.threeway.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.OpenApiSchemas;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the built-in kinds cost at start-up: reading the bundle and answering the first Deployment
 * lookup, against parsing the release's full swagger.json (this module's test resource, unzipped once
 * before the runs; -Djapply.swagger=FILE parses another file). A missing file fails the benchmark.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BundleLoadBenchmark {
    private static final String RESOURCE = "/kubernetes-openapi/" + BuiltinKinds.BUNDLED_VERSION + "/swagger.json.gz";

    private byte[] swagger;

    @Setup
    public void readSwagger() throws IOException {
        String file = System.getProperty("japply.swagger");
        if (file != null) {
            swagger = Files.readAllBytes(Path.of(file));
            return;
        }
        InputStream gzipped = BundleLoadBenchmark.class.getResourceAsStream(RESOURCE);
        if (gzipped == null) {
            throw new IOException("test resource " + RESOURCE + " is missing (threeway/src/test/resources)");
        }
        try (InputStream in = new GZIPInputStream(gzipped)) {
            swagger = in.readAllBytes();
        }
    }

    @Benchmark
    public Object readBundleAndFindDeployment() {
        return BuiltinKinds.readBundled().find("apps/v1", "Deployment").orElseThrow().schema()
                .lookupMap("spec");
    }

    @Benchmark
    public Object parseFullSwaggerAndFindDeployment() throws IOException {
        JsonNode tree = Json.mapper().readTree(swagger);
        return OpenApiSchemas.load(tree, "io.k8s.api.apps.v1.Deployment").lookupMap("spec");
    }
}
