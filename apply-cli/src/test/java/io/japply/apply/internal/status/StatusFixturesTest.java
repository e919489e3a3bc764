package io.japply.apply.internal.status;

import io.japply.apply.status.StatusResult;

import io.japply.apply.status.JobWait;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file under status/KIND/STATE.yaml is one object as a controller left it, plus a header:
 * {@code expect: {status, message, reason?}} and optionally {@code now} (default {@link #NOW}).
 * The header is removed and the rest goes to {@link StatusRules#compute} (with {@code jobs: COMPLETE|STARTED}, a
 * Job judged so; without, by kstatus' rule).
 */
class StatusFixturesTest {
    static final Instant NOW = Instant.parse("2025-06-01T12:00:00Z");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    static Stream<Path> fixtures() throws IOException, URISyntaxException {
        Path root = Path.of(StatusFixturesTest.class.getResource("/status").toURI());
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no fixtures under " + root);
        return files.stream().map(root::relativize);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void computesTheExpectedStatus(Path fixture) throws Exception {
        Path file = Path.of(StatusFixturesTest.class.getResource("/status").toURI()).resolve(fixture);
        ObjectNode object = (ObjectNode) YAML.readTree(file.toFile());
        JsonNode expect = object.remove("expect");
        JsonNode now = object.remove("now");
        JsonNode jobs = object.remove("jobs");
        assertTrue(expect != null && expect.has("status") && expect.has("message"),
                fixture + ": needs expect: {status, message}");
        Instant at = now == null ? NOW : Instant.parse(now.asText());
        StatusResult result = jobs == null ? StatusRules.compute(object, at)
                : StatusRules.compute(object, at, JobWait.valueOf(jobs.asText()));
        String where = "status/" + fixture + " computed " + result + " for\n" + object.toPrettyString();
        assertEquals(expect.get("status").asText(), result.status().label(), where);
        assertEquals(expect.get("message").asText(), result.message(), where);
        if (expect.has("reason")) {
            assertEquals(expect.get("reason").asText(), result.reason(), where);
        }
    }
}
