package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** japply-says.txt's mappings, without a cluster: applied line for whole line, and a stale one fails. */
class ScenarioStepTest {
    @TempDir
    Path dir;

    @Test
    void aMappingReplacesTheWholeLineJapplyPrinted() throws IOException {
        Files.writeString(dir.resolve("japply-says.txt"), "# why\nconfigmap/a unchanged => configmap/a configured\n");
        ScenarioStep step = ScenarioStep.of(dir);
        assertEquals("configmap/b created\nconfigmap/a configured\n",
                step.asKubectlWouldSay("configmap/b created\nconfigmap/a unchanged\n"));
    }

    @Test
    void aMappingThatMatchesNoLineFailsNamingItsFileAndLine() throws IOException {
        Path says = dir.resolve("japply-says.txt");
        Files.writeString(says, "# why\n\nconfigmap/a unchanged (dry run) => configmap/a configured (dry run)\n");
        ScenarioStep step = ScenarioStep.of(dir);
        AssertionError stale = assertThrows(AssertionError.class,
                () -> step.asKubectlWouldSay("configmap/a configured (dry run)\n"));
        assertTrue(stale.getMessage().startsWith(says + ":3: "), stale.getMessage());
        assertTrue(stale.getMessage().contains("configmap/a unchanged (dry run)"), stale.getMessage());
    }

    @Test
    void aMappingMatchesOnlyAWholeLineNotItsEnd() throws IOException {
        Files.writeString(dir.resolve("japply-says.txt"), "a unchanged => a configured\n");
        ScenarioStep step = ScenarioStep.of(dir);
        assertThrows(AssertionError.class, () -> step.asKubectlWouldSay("configmap/a unchanged\n"));
    }

    @Test
    void aLineWithoutAnArrowIsRefused() throws IOException {
        Path says = dir.resolve("japply-says.txt");
        Files.writeString(says, "configmap/a unchanged\n");
        AssertionError bad = assertThrows(AssertionError.class, () -> ScenarioStep.of(dir));
        assertTrue(bad.getMessage().startsWith(says + ":1: "), bad.getMessage());
    }

    @Test
    void withoutMappingsTheOutputIsUnchanged() {
        assertEquals("x created\n", ScenarioStep.of(dir).asKubectlWouldSay("x created\n"));
    }

    @Test
    void aStderrMappingToNoLineRemovesJapplysOwnLineAndKeepsEveryOtherByte() throws IOException {
        Files.writeString(dir.resolve("japply-says-on-stderr.txt"), "# japply's count\nerror: 1 of 1 object failed => (no line)\n");
        ScenarioStep step = ScenarioStep.of(dir);
        assertEquals("Error from server (Invalid): x\r\n", step.asKubectlWouldSayOnStderr(
                "Error from server (Invalid): x\r\nerror: 1 of 1 object failed\n"));
        assertEquals("x created", step.asKubectlWouldSay("x created"), "stdout has mappings of its own");
        assertThrows(AssertionError.class, () -> step.asKubectlWouldSayOnStderr("error: 2 of 2 objects failed\n"));
    }
}
