package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * kubectl's deprecated spellings of --dry-run: bare (client) and Go booleans, each with kubectl's warning
 * as its klog writes it ("W1127 11:44:16.758461    2304 helpers.go:714] " before the words; the lines of
 * kubectl 1.37.2's pkg/cmd/util/helpers.go: 1.32 printed the same words at 702, 716 and 719). An unknown
 * value: kubectl's error, exit 1.
 */
class DryRunSpellingTest {
    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--dry-run|configmap/c created (dry run)|714] --dry-run is deprecated and can be replaced with --dry-run=client.",
        "--dry-run=true|configmap/c created (dry run)|728] --dry-run=true is deprecated (boolean value) and can be replaced with --dry-run=client.",
        "--dry-run=false|configmap/c created|731] --dry-run=false is deprecated (boolean value) and can be replaced with --dry-run=none."})
    void kubectlsDeprecatedSpellingsWorkWithItsWarning(String flag, String line, String warning) throws Exception {
        Path file = Files.writeString(dir.resolve("c.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        FakeJob.Run run = job.japply("apply", flag, "-f", file.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals(line + "\n", run.out());
        String pid = String.format("%7d", ProcessHandle.current().pid());
        assertTrue(run.err().matches("W[01]\\d[0-3]\\d [0-2]\\d:[0-5]\\d:[0-5]\\d\\.\\d{6} " + pid + " helpers\\.go:"
                + java.util.regex.Pattern.quote(warning) + "\n"), run.err());
    }

    @Test
    void anUnknownValueIsKubectlsError() throws Exception {
        Path file = Files.writeString(dir.resolve("c.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        assertEquals(new FakeJob.Run(1, "", "error: Invalid dry-run value (bogus). Must be \"none\", \"server\", or \"client\".\n"),
                job.japply("apply", "--dry-run=bogus", "-f", file.toString()));
    }

    @Test
    void theThreeWordsStillNeedNoWarning() throws Exception {
        Path file = Files.writeString(dir.resolve("c.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        FakeJob.Run run = job.japply("apply", "--dry-run=client", "-f", file.toString());
        assertEquals("configmap/c created (dry run)\n", run.out());
        assertEquals("", run.err());
    }
}
