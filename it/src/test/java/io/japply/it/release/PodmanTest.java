package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/**
 * Under CI=true the image must run in podman: a podman that cannot run fails the test there (ImageTest, the
 * engines' steps), where elsewhere the image's tests say so in one line and ImageTest runs the entrypoint under
 * chroot. Checked with a podman that is not there, without building anything.
 */
class PodmanTest {
    @TempDir
    Path tmp;

    @Test
    void aPodmanThatCannotRunFailsUnderCiAndIsAbsentElsewhere() throws Exception {
        Path archive = tmp.resolve("never-read-oci.tar");
        AssertionFailedError failure = assertThrows(AssertionFailedError.class,
                () -> Podman.load(archive, tmp, tmp.resolve("no-podman").toString(), true));
        assertTrue(failure.getMessage().startsWith("podman cannot run under CI=true (cannot run "), failure.getMessage());
        assertTrue(Podman.load(archive, tmp, tmp.resolve("no-podman").toString(), false).isEmpty());
    }
}
