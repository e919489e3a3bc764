package io.japply.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.japply.apply.model.Failure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A kustomize build that does not finish is given up after its deadline (KustomizeTest runs -k through japply). */
class KustomizeTimeoutTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(20)
    void givesUpOnAToolThatHangs() throws IOException {
        Path kubectl = sleepingKubectl();
        Kustomize kustomize = new Kustomize(Optional.of(kubectl.toString()), Duration.ofMillis(300));
        Failure failure = assertThrows(Failure.class, () -> kustomize.build("base"));
        assertEquals("'" + kubectl.resolve("kubectl") + " kustomize base' did not finish within 0.3s", failure.getMessage());
    }

    /** A directory holding a "kubectl" that sleeps 30 s. */
    private Path sleepingKubectl() throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path script = Files.writeString(bin.resolve("kubectl"), "#!/bin/sh\nsleep 30\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }
}
