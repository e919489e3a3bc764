package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * ReferenceKubectl accepts only a kubectl that says it is 1.37.2, and gives up on one that hangs or
 * floods its output at the timeout: fake kubectls (shell scripts) answer in its place.
 */
class ReferenceKubectlTest {
    private static final Duration SHORT = Duration.ofSeconds(3);

    @TempDir
    Path dir;

    @BeforeEach
    void posix() {
        assumeTrue(File.separatorChar == '/', "the fake kubectls are shell scripts");
    }

    @Test
    void acceptsTheVersionItBuilds() throws IOException {
        Path fake = fake("ok", answering("v1.37.2"));
        ReferenceKubectl.Lookup found = ReferenceKubectl.lookup(
                Map.of(ReferenceKubectl.ENVIRONMENT_VARIABLE, fake.toString()), SHORT);
        assertNull(found.problem());
        assertEquals(fake.toString(), found.path());
        assertEquals(fake.toString(), ReferenceKubectl.require(found, true));
    }

    @Test
    void refusesAnotherVersion() throws IOException {
        Path fake = fake("old", answering("v1.32.4"));
        ReferenceKubectl.Lookup found = ReferenceKubectl.lookup(
                Map.of(ReferenceKubectl.ENVIRONMENT_VARIABLE, fake.toString()), SHORT);
        assertNull(found.path());
        assertTrue(found.problem().contains("is kubectl v1.32.4, not v1.37.2"), found.problem());
    }

    @Test
    void refusesWhatIsNotKubectl() throws IOException {
        assertTrue(ReferenceKubectl.checkVersion(fake("text", "echo 'Client Version: v1.37.2'").toString(), SHORT)
                .contains("did not print JSON"));
        assertTrue(ReferenceKubectl.checkVersion(fake("fails", "echo unknown flag >&2; exit 3").toString(), SHORT)
                .contains("failed (exit 3): unknown flag"));
        assertTrue(ReferenceKubectl.checkVersion(dir.resolve("absent").toString(), SHORT)
                .contains("is not an executable file"));
        assertTrue(ReferenceKubectl.checkVersion(dir.toString(), SHORT).contains("is not an executable file"));
    }

    @Test
    void killsOneThatHangsOrFloods() throws IOException {
        for (String body : new String[] {"sleep 600", "yes v1.37.2", "yes v1.37.2 >&2 & yes"}) {
            long started = System.nanoTime();
            String problem = ReferenceKubectl.checkVersion(fake("slow", body).toString(), Duration.ofSeconds(1));
            long seconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
            assertTrue(problem.contains("did not finish within 1 s"), body + ": " + problem);
            assertTrue(seconds < 10, body + ": gave up after " + seconds + " s");
        }
    }

    /** Through bin/reference-kubectl path: an empty cache has none; this machine's has 1.37.2 or none. */
    @Test
    void asksTheScriptWithoutTheVariable() throws IOException {
        ReferenceKubectl.Lookup empty = ReferenceKubectl.lookup(
                Map.of("JAPPLY_CACHE", dir.resolve("cache").toString()), ReferenceKubectl.TIMEOUT);
        assertNull(empty.path());
        assertTrue(empty.problem().startsWith("not built (run bin/reference-kubectl build, or set JAPPLY_REFERENCE_KUBECTL)")
                && empty.problem().contains(dir.resolve("cache/reference-kubectl/v1.37.2-").toString()), empty.problem());

        ReferenceKubectl.Lookup here = ReferenceKubectl.lookup(Map.of(), ReferenceKubectl.TIMEOUT);
        if (here.problem() == null) {
            assertTrue(here.path().matches(".*/reference-kubectl/v1\\.37\\.2-[0-9a-f]{12}/kubectl"), here.path());
        } else {
            assertTrue(here.problem().startsWith("not built"), here.problem());
        }
    }

    @Test
    void failsInCiAndSkipsElsewhere() {
        ReferenceKubectl.Lookup missing = new ReferenceKubectl.Lookup(null, "not built");
        AssertionFailedError failure = assertThrows(AssertionFailedError.class,
                () -> ReferenceKubectl.require(missing, true));
        assertTrue(failure.getMessage().contains("v1.37.2 is not usable: not built"), failure.getMessage());
        TestAbortedException skip = assertThrows(TestAbortedException.class,
                () -> ReferenceKubectl.require(missing, false));
        assertTrue(skip.getMessage().contains("not usable: not built (skipping)"), skip.getMessage());
    }

    private static String answering(String version) {
        return "[ \"$*\" = 'version --client -o json' ] || exit 2\n"
                + "printf '{\\n  \"clientVersion\": {\\n    \"major\": \"1\",\\n    \"gitVersion\": \"" + version
                + "\"\\n  }\\n}\\n'";
    }

    private Path fake(String name, String body) throws IOException {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }
}
