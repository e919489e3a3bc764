package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A quiet build says nothing when it succeeds: bin/japply rebuilds its jar before a command, and what the
 * build prints lands on the user's stderr. Maven 3.8 with jansi 2 wrote ANSI resets ("ESC[0m") even in
 * batch mode; the project's .mvn/jvm.config turns them off (checked here on a build that does nothing).
 */
class BuildQuietTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    @Timeout(300)
    void aQuietMavenRunInTheProjectPrintsNothing() throws Exception {
        BoundedProcess.Result mvn = BoundedProcess.of("mvn", "-o", "-B", "-q", "validate").directory(ROOT)
                .errorsIntoOutput().timeout(java.time.Duration.ofSeconds(240)).run();
        assertEquals(0, mvn.code(), mvn.out());
        assertEquals("", mvn.out().replace("\u001b", "ESC"));
    }
}
