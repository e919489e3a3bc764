package io.japply.cli.printer.gotemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every recorded case prints what kubectl 1.32 printed: stdout, stderr and exit code. */
class GoTemplateCasesTest {
    static List<TemplateCases> cases() {
        return TemplateCases.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatKubectlPrinted(TemplateCases c) {
        assertEquals(c.expected(), c.actual(), c.template());
    }

    @Test
    void theFamilyIsLargeEnough() {
        assertTrue(cases().size() >= 80, "cases: " + cases().size());
    }
}
