package io.japply.it;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.cli.Japply;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ThisCheckoutTest {
    @Test
    void japplyUnderTestIsThisCheckouts() {
        assertDoesNotThrow(() -> ThisCheckout.require(Japply.class, ThisCheckout.root(), "apply-cli"));
    }

    @Test
    void aJarFromElsewhereStopsTheRunNamingTheCommand() {
        // Jackson's jar comes from ~/.m2, as japply's does under `mvn -pl it` without -am
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ThisCheckout.require(
                com.fasterxml.jackson.databind.ObjectMapper.class, ThisCheckout.root(), "apply-cli"));
        assertTrue(e.getMessage().contains("mvn -pl it -am"), e.getMessage());
        assertTrue(e.getMessage().contains(Path.of("apply-cli", "target").toString()), e.getMessage());
    }
}
