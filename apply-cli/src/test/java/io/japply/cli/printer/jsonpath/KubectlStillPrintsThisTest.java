package io.japply.cli.printer.jsonpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.testing.BoundedProcess;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Where kubectl 1.32 is on the PATH, the recorded corpus (expected.json) is what it prints today:
 * tools/jsonpath-reference runs every case again (it needs no cluster). The applied corpus needs a
 * cluster, and is checked when it is regenerated (tools/jsonpath-reference --applied).
 */
class KubectlStillPrintsThisTest {
    @Test
    @org.junit.jupiter.api.Timeout(300)
    void theRecordedOutputIsKubectlsOwn() throws Exception {
        Path root = Path.of("..").toAbsolutePath().normalize();
        Path tool = root.resolve("tools/jsonpath-reference");
        Assumptions.assumeTrue(onPath("kubectl") && onPath("python3") && Files.isExecutable(tool),
                "kubectl or python3 is not on the PATH");
        JsonNode recorded = KubectlCases.expected(KubectlCases.EXPECTED);
        Assumptions.assumeTrue(version().startsWith("v1.32."), "kubectl on the PATH is not 1.32");
        BoundedProcess.Result run = BoundedProcess.of("python3", tool.toString(), "--once").directory(root)
                .timeout(Duration.ofMinutes(5)).run();
        assertEquals(0, run.code(), "tools/jsonpath-reference failed: " + run.err());
        String text = run.out();
        JsonNode now = KubectlCases.parse(text);
        assertEquals(recorded.get("cases"), now.get("cases"));
    }

    private static String version() throws Exception {
        JsonNode json = KubectlCases.parse(BoundedProcess.of("kubectl", "version", "--client", "-o", "json")
                .timeout(Duration.ofSeconds(30)).run().out());
        return json.path("clientVersion").path("gitVersion").asText();
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }
}
