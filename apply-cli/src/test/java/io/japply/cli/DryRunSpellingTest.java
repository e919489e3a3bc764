package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * kubectl 1.32's deprecated spellings of --dry-run: bare (client) and Go booleans, each with kubectl's
 * warning text (kubectl prints it through klog, "W... helpers.go:702] " before the same words).
 */
class DryRunSpellingTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--dry-run|configmap/c created (dry run)|--dry-run is deprecated and can be replaced with --dry-run=client.",
        "--dry-run=true|configmap/c created (dry run)|--dry-run=true is deprecated (boolean value) and can be replaced with --dry-run=client.",
        "--dry-run=false|configmap/c created|--dry-run=false is deprecated (boolean value) and can be replaced with --dry-run=none."})
    void kubectlsDeprecatedSpellingsWorkWithItsWarning(String flag, String line, String warning) throws Exception {
        Path file = Files.writeString(dir.resolve("c.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        FakeJob.Run run = job.japply("apply", flag, "-f", file.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals(line + "\n", run.out());
        assertEquals("Warning: " + warning + "\n", run.err());
    }

    @Test
    void theThreeWordsStillNeedNoWarning() throws Exception {
        Path file = Files.writeString(dir.resolve("c.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        FakeJob.Run run = job.japply("apply", "--dry-run=client", "-f", file.toString());
        assertEquals("configmap/c created (dry run)\n", run.out());
        assertEquals("", run.err());
    }
}
