package io.japply.cli.printer;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A reference kubectl that hangs with its stdout open fails its test within the time limit, the message naming
 * the command and the time waited. The old runner read stdout to its end before its 30 s began, and hung.
 */
class KubectlProcessBoundedTest {
    @Test
    @Timeout(20)
    void aHungKubectlFailsWithinItsTimeLimit() {
        AssertionError failure = assertThrows(AssertionError.class,
                () -> KubectlProcess.run(List.of("sh", "-c", "echo started; sleep 600"), Duration.ofSeconds(1)));
        assertTrue(failure.getMessage().startsWith("sh -c echo started; sleep 600 did not end within 1 s"), failure.getMessage());
    }
}
