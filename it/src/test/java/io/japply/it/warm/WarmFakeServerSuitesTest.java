package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fake-server end-to-end suites (japply against WireMock, kubectl beside it in some), each run
 * twice in this JVM: once as always (japply in-process), once with every japply line run through the
 * warm process (bin/japply, JAPPLY_DAEMON=on). The warm run must pass the suite's own assertions, and
 * each line must give the same exit code, stdout and stderr as in the in-process run, byte for byte;
 * only values that differ between two runs of a suite are masked (the fake server's port and the
 * tests' temporary folders). The warm processes' request counts show every line was answered warm.
 * A warm process is started once per suite (and per environment a suite's lines use), stopped after it.
 */
class WarmFakeServerSuitesTest {
    /** The fake server's port (WireMock's, a port nothing listens on) is each run's own. */
    private static final Pattern PORT = Pattern.compile("(127\\.0\\.0\\.1|localhost):\\d+");
    /** Temporary folders (JUnit's @TempDir, Files.createTempDirectory): a prefix and random digits. */
    private static final Pattern TEMPORARY = Pattern.compile(
            Pattern.quote(Path.of(System.getProperty("java.io.tmpdir")).toString()) + "/([A-Za-z._-]*?)-?\\d{6,}");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {
            "io.japply.it.apply.ApplyEndToEndTest",
            "io.japply.it.apply.PruneEndToEndTest",
            "io.japply.it.apply.DryRunEndToEndTest",
            "io.japply.it.apply.ValidationEndToEndTest",
            "io.japply.it.apply.FlagsEndToEndTest",
            "io.japply.it.apply.ApplySetParentErrorsTest",
            "io.japply.it.apply.ManifestInputKubectlTest",
            "io.japply.it.apply.InputTypesKubectlTest",
            "io.japply.it.diff.DiffPruneEndToEndTest",
            "io.japply.it.diff.ServerSideDiffTest",
            "io.japply.it.diff.ReadOnlyDiffTest",
            "io.japply.it.diff.DiffContextNamespaceTest",
    })
    @Timeout(600)
    void everyLineOfTheSuiteGivesTheSameBytesWarmAsInProcess(String suite) {
        RecordedSuite cold = RecordedSuite.run(suite, JapplyRun::inProcess);
        assertEquals(List.of(), cold.failures(), suite + " fails in-process already");
        RecordedSuite warm;
        int warmLines;
        int served;
        try (WarmRunner runner = new WarmRunner(dir)) {
            warm = RecordedSuite.run(suite, runner);
            warmLines = runner.warmLines();
            served = runner.served();
        }
        assertEquals(List.of(), warm.failures(), suite + "'s own assertions, its japply lines run warm");
        List<RecordedSuite.Line> coldLines = cold.lines();
        List<RecordedSuite.Line> warmRun = warm.lines();
        assertTrue(coldLines.size() > 0, suite + " ran no japply line through JapplyRun.of");
        assertEquals(coldLines.stream().map(WarmFakeServerSuitesTest::where).toList(),
                warmRun.stream().map(WarmFakeServerSuitesTest::where).toList(), "the same lines in the same order");
        for (int i = 0; i < coldLines.size(); i++) {
            RecordedSuite.Line line = coldLines.get(i);
            String where = where(line) + ": ";
            JapplyRun inProcess = line.result();
            JapplyRun warmResult = warmRun.get(i).result();
            assertEquals(inProcess.code(), warmResult.code(), where + "exit code; warm said " + warmResult.err());
            assertEquals(masked(inProcess.out()), masked(warmResult.out()), where + "stdout");
            assertEquals(masked(inProcess.err()), masked(warmResult.err()), where + "stderr");
        }
        assertEquals(warmLines, served, "every line answered warm");
    }

    private static String where(RecordedSuite.Line line) {
        return line.test().replaceAll("^.*?\\[class:[^\\]]*\\]/", "") + " $ japply " + masked(String.join(" ", line.args()));
    }

    static String masked(String text) {
        return TEMPORARY.matcher(PORT.matcher(text).replaceAll("$1:PORT")).replaceAll("TMP/$1");
    }
}
