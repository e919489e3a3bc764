package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.publish.Published;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bounded process runner: a process that hangs with its stdout open (and a child of its own holding it)
 * fails the run within its time limit, naming the command and the time waited, and nothing of it is left
 * running; one that floods its output is stopped at 64 MB; a process that prints more than a pipe holds on both
 * streams ends; its input is empty. The old
 * runners read stdout to its end before their wait began: on the hung process they never returned (the
 * {@code @Timeout} here then fails the test).
 */
class BoundedProcessTest {
    @TempDir
    Path tmp;

    @Test
    @Timeout(30)
    void aHungProcessFailsInBoundedTimeAndItsTreeIsKilled() throws Exception {
        Path pid = tmp.resolve("pid");
        long start = System.nanoTime();
        AssertionError failure = assertThrows(AssertionError.class, () -> BoundedProcess.of("sh", "-c",
                "sleep 600 & echo $! >" + pid + "; echo started; wait").timeout(Duration.ofSeconds(2)).run());
        long took = (System.nanoTime() - start) / 1_000_000;
        assertTrue(took < 15_000, "the run failed after " + took + " ms");
        assertTrue(failure.getMessage().startsWith("sh -c sleep 600 & echo $! >"), failure.getMessage());
        // "waited 2 s" when the clock read exactly 2,000 ms, "waited 2.1 s" otherwise
        assertTrue(java.util.regex.Pattern.compile("did not end within 2 s \\(waited 2(\\.\\d)? s;").matcher(failure.getMessage()).find(),
                failure.getMessage());
        assertTrue(failure.getMessage().contains("killed it and 1 process(es) it started"), failure.getMessage());
        assertTrue(failure.getMessage().contains("stdout so far:\nstarted\n"), failure.getMessage());
        long child = Long.parseLong(Files.readString(pid).strip());
        for (int i = 0; i < 50 && ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false); i++) {
            Thread.sleep(100);
        }
        assertFalse(ProcessHandle.of(child).map(ProcessHandle::isAlive).orElse(false), "the child sleep " + child + " was killed");
    }

    /** A process that floods its output is stopped before it fills the disk, long before its time limit. */
    @Test
    @Timeout(60)
    void aFloodIsStoppedAtItsLimit() {
        long start = System.nanoTime();
        AssertionError failure = assertThrows(AssertionError.class,
                () -> BoundedProcess.of("sh", "-c", "yes flood >&2 & yes").timeout(Duration.ofSeconds(50)).run());
        assertTrue(failure.getMessage().startsWith("sh -c yes flood >&2 & yes printed more than 64 MB"), failure.getMessage());
        assertTrue(failure.getMessage().length() < 10_000, "the message shows the start of the output only");
        assertTrue((System.nanoTime() - start) / 1_000_000 < 40_000, "stopped at its limit, not at its time limit");
    }

    @Test
    @Timeout(30)
    void bothStreamsMayHoldMoreThanAPipeAndTheInputIsEmpty() {
        BoundedProcess.Result run = BoundedProcess.of("sh", "-c", "head -c 300000 /dev/zero | tr '\\0' o; "
                + "head -c 300000 /dev/zero | tr '\\0' e >&2; cat; exit 3").timeout(Duration.ofSeconds(20)).run();
        assertEquals(3, run.code());
        assertEquals(300_000, run.out().length());
        assertEquals(300_000, run.err().length());
        BoundedProcess.Result echoed = BoundedProcess.of("cat").input("given\n").run();
        assertEquals("given\n", echoed.out());
    }

    @Test
    void theEnvironmentAndTheFolderAreTheGivenOnes() throws Exception {
        BoundedProcess.Result run = BoundedProcess.of("/bin/sh", "-c", "echo \"$A:$HOME\"; pwd")
                .onlyEnv(Map.of("A", "a")).directory(tmp).run();
        assertEquals("a:\n" + tmp.toRealPath() + "\n", run.out());
    }

    /** apply-cli's tests cannot see this module's classes: they have a copy, which must stay this file. */
    @Test
    void applyClisCopyIsThisFile() throws Exception {
        Path root = Published.checkoutRoot();
        List<String> here = Files.readAllLines(root.resolve("it/src/test/java/io/japply/it/BoundedProcess.java"));
        List<String> copy = Files.readAllLines(root.resolve("apply-cli/src/test/java/io/japply/testing/BoundedProcess.java"));
        assertEquals("package io.japply.testing;", copy.get(0));
        assertEquals(here.subList(1, here.size()), copy.subList(1, copy.size()),
                "apply-cli/src/test/java/io/japply/testing/BoundedProcess.java differs from it's BoundedProcess.java");
    }
}
