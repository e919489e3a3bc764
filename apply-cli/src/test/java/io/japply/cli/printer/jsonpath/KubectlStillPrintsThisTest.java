package io.japply.cli.printer.jsonpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.testing.BoundedProcess;
import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.ReferenceKubectl;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The recorded corpus (expected.json) is what the reference kubectl 1.37.2 prints today:
 * tools/jsonpath-reference runs every case again with it (it needs no cluster). The applied corpus needs a
 * cluster, and is checked when it is regenerated (tools/jsonpath-reference --applied).
 */
class KubectlStillPrintsThisTest {
    @Test
    @org.junit.jupiter.api.Timeout(300)
    void theRecordedOutputIsKubectlsOwn() throws Exception {
        String kubectl = ReferenceKubectl.require();
        Path root = Path.of("..").toAbsolutePath().normalize();
        Path tool = root.resolve("tools/jsonpath-reference");
        if (!onPath("python3") || !Files.isExecutable(tool)) {
            ReferenceKubectl.unavailable("python3 is not on the PATH or " + tool + " is missing");
        }
        JsonNode recorded = KubectlCases.expected(KubectlCases.EXPECTED);
        assertEquals(ReferenceKubectl.VERSION, recorded.path("kubectl").asText(), "recorded from another kubectl");
        BoundedProcess.Result run = BoundedProcess.of("python3", tool.toString(), "--once", kubectl).directory(root)
                .timeout(Duration.ofMinutes(5)).run();
        assertEquals(0, run.code(), "tools/jsonpath-reference failed: " + run.err());
        String text = run.out();
        JsonNode now = KubectlCases.parse(text);
        assertEquals(recorded.get("cases"), now.get("cases"));
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }
}
