package io.japply.threeway.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.json.Json;
import io.japply.threeway.meta.BuiltinKinds;
import io.japply.threeway.meta.OpenApiSchemas;
import java.io.File;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the built-in kinds cost at start-up: reading the bundle and answering the first Deployment
 * lookup, against parsing the release's full swagger.json (from ../shared, run from the repo root).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BundleLoadBenchmark {
    private static final String SWAGGER = System.getProperty("japply.swagger",
            "../shared/kubernetes-openapi/" + BuiltinKinds.BUNDLED_VERSION + "/swagger.json");

    @Benchmark
    public Object readBundleAndFindDeployment() {
        return BuiltinKinds.readBundled().find("apps/v1", "Deployment").orElseThrow().schema()
                .lookupMap("spec");
    }

    @Benchmark
    public Object parseFullSwaggerAndFindDeployment() throws IOException {
        JsonNode swagger = Json.mapper().readTree(new File(SWAGGER));
        return OpenApiSchemas.load(swagger, "io.k8s.api.apps.v1.Deployment").lookupMap("spec");
    }
}
