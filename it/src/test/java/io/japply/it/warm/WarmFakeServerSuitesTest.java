package io.japply.it.warm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The fake-server end-to-end suites (japply against WireMock, kubectl beside it in some), each run
 * twice in this JVM: once as always (japply in-process), once with every japply line run through the
 * warm process (bin/japply, JAPPLY_DAEMON=on). The warm run must pass the suite's own assertions, and
 * each line must give the same exit code, stdout and stderr as in the in-process run, byte for byte;
 * only values that differ between two runs of a suite are masked ({@link #masked}: the port, temporary
 * folders, what japply measured, what the fake server assigns), and a trace's entries are compared in any
 * order ({@link #traceInAnyOrder}). The warm processes' request counts show every line was answered warm
 * (edit-last-applied's lines run cold, as bin/japply runs them).
 * One warm process per environment the lines use (most use the test JVM's) is started once for the
 * class and stopped after it. AtomicFaultsTest is left out: its --summary=json lists a rollback's steps
 * in the order they end (on several threads), which differs from run to run.
 */
class WarmFakeServerSuitesTest {
    /** The fake server's port (WireMock's, a port nothing listens on) is each run's own. */
    private static final Pattern PORT = Pattern.compile("(127\\.0\\.0\\.1|localhost):\\d+");
    /** Temporary folders (JUnit's @TempDir, Files.createTempDirectory): a prefix and random digits. */
    private static final Pattern TEMPORARY = Pattern.compile(
            Pattern.quote(Path.of(System.getProperty("java.io.tmpdir")).toString()) + "/([A-Za-z._-]*?)-?\\d{6,}");

    @TempDir
    static Path dir;
    private static WarmRunner runner;

    @BeforeAll
    static void startRunner() {
        runner = new WarmRunner(dir);
    }

    @AfterAll
    static void stopWarmProcesses() {
        runner.close();
    }

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
            "io.japply.it.apply.SetLastAppliedKubectlTest",
            "io.japply.it.apply.RolloutStatusKubectlTest",
            "io.japply.it.apply.RedirectKubectlTest",
            "io.japply.it.apply.InsecureWithCaKubectlTest",
            "io.japply.it.apply.SelectorKustomizeKubectlTest",
            "io.japply.it.apply.ExecCredentialsKubectlTest",
            "io.japply.it.apply.EditLastAppliedKubectlTest",
            "io.japply.it.apply.TracingEndToEndTest",
            "io.japply.it.apply.FaultsTest",
            "io.japply.it.apply.NetworkErrorsTest",
            "io.japply.it.apply.TimeoutsTest",
            "io.japply.it.apply.WaitEndToEndTest",
            "io.japply.it.diff.DiffPruneEndToEndTest",
            "io.japply.it.diff.ServerSideDiffTest",
            "io.japply.it.diff.ReadOnlyDiffTest",
            "io.japply.it.diff.DiffContextNamespaceTest",
            "io.japply.it.diff.YamlOutputKubectlTest",
            "io.japply.it.diff.ServerSideDiffKubectlTest",
            "io.japply.it.usage.UsageErrorsKubectlTest",
            "io.japply.it.docs.DocsExamplesTest",
            "io.japply.it.library.CliLibraryParityTest",
    })
    @Timeout(600)
    void everyLineOfTheSuiteGivesTheSameBytesWarmAsInProcess(String suite) {
        RecordedSuite cold = RecordedSuite.run(suite, JapplyRun::inProcess);
        assertEquals(List.of(), cold.failures(), suite + " fails in-process already");
        int warmLinesBefore = runner.warmLines();
        int servedBefore = runner.served();
        RecordedSuite warm = RecordedSuite.run(suite, runner);
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
            assertEquals(traceInAnyOrder(masked(inProcess.err())), traceInAnyOrder(masked(warmResult.err())), where + "stderr");
        }
        assertEquals(runner.warmLines() - warmLinesBefore, runner.served() - servedBefore, "every line answered warm");
    }

    private static String where(RecordedSuite.Line line) {
        return line.test().replaceAll("^.*?\\[class:[^\\]]*\\]/", "") + " $ japply " + masked(String.join(" ", line.args()));
    }

    /**
     * The values two runs of a suite do not share: the port, the temporary folders, and what japply
     * measured (klog's time and process id, a trace's milliseconds, a summary's durations, how long a
     * check or retries took, and the wait it names past a second when the server was not reached).
     */
    static String masked(String text) {
        String masked = TEMPORARY.matcher(PORT.matcher(text).replaceAll("$1:PORT")).replaceAll("TMP/$1");
        for (Map.Entry<Pattern, String> mask : MEASURED.entrySet()) {
            masked = mask.getKey().matcher(masked).replaceAll(mask.getValue());
        }
        return masked;
    }

    private static final Map<Pattern, String> MEASURED = measured();
    /** A klog line, its header masked. */
    private static final Pattern KLOG = Pattern.compile("^[IWEF]MMDD hh:mm:ss.micros PID ");

    private static Map<Pattern, String> measured() {
        Map<Pattern, String> masks = new LinkedHashMap<>();
        masks.put(Pattern.compile("(?m)^([IWEF])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ "), "$1MMDD hh:mm:ss.micros PID ");
        masks.put(Pattern.compile("(milliseconds=|\"durationMs\": |\"readyAfterMs\": |\"waitedMs\": )\\d+"), "$1N");
        // what the fake server assigns: versions in the order writes made together reach it; WireMock's stub ids
        masks.put(Pattern.compile("(resourceVersion\\W{1,6})\\d+"), "$1N");
        masks.put(Pattern.compile("\\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\b"), "UUID");
        masks.put(Pattern.compile("\\b(took|in|after) \\d+(\\.\\d+)?(ms|s)\\b"), "$1 DURATION");
        masks.put(Pattern.compile("(?m)(cannot reach the server: .*) after DURATION$"), "$1");
        return masks;
    }

    /**
     * A trace's entries (-v=6 and up: a klog line per request and response, with the lines of headers
     * that follow it) sorted within each run of them: japply reads ahead on several threads, so requests
     * made together end in any order, in-process as warm. Every line and byte is kept.
     */
    static String traceInAnyOrder(String err) {
        List<String> entries = new ArrayList<>();
        for (String line : err.split("\n", -1)) {
            boolean continues = !entries.isEmpty() && KLOG.matcher(entries.get(entries.size() - 1)).find()
                    && !KLOG.matcher(line).find() && (line.startsWith("\t") || line.startsWith(" >"));
            if (continues) {
                entries.set(entries.size() - 1, entries.get(entries.size() - 1) + "\n" + line);
            } else {
                entries.add(line);
            }
        }
        for (int start = 0; start < entries.size(); start++) {
            int end = start;
            while (end < entries.size() && KLOG.matcher(entries.get(end)).find()) {
                end++;
            }
            if (end > start) {
                Collections.sort(entries.subList(start, end));
                start = end;
            }
        }
        return String.join("\n", entries);
    }
}
