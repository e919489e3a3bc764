package io.japply.cli.printer.jsonpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
        Process run = new ProcessBuilder("python3", tool.toString(), "--once").directory(root.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String text = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, run.waitFor(), "tools/jsonpath-reference failed");
        JsonNode now = KubectlCases.parse(text);
        assertEquals(recorded.get("cases"), now.get("cases"));
    }

    private static String version() throws Exception {
        Process run = new ProcessBuilder("kubectl", "version", "--client", "-o", "json").start();
        JsonNode json = KubectlCases.parse(new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        run.waitFor();
        return json.path("clientVersion").path("gitVersion").asText();
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && Stream.of(path.split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }
}
