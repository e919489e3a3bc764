package io.japply.cli.printer.gotemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.cli.printer.TemplateException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every recorded case prints what the reference kubectl 1.37.2 printed: stdout, stderr and exit code. */
class GoTemplateCasesTest {
    static List<TemplateCases> cases() {
        return TemplateCases.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatKubectlPrinted(TemplateCases c) {
        assertEquals(c.expected(), c.actual(), c.template());
    }

    /** execute gives the same output, or throws kubectl's stderr message (without "error: "). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void executeGivesTheOutputOrKubectlsError(TemplateCases c) {
        String message;
        try {
            assertEquals(c.stdout(), GoTemplate.parse(c.template(), !c.strict()).execute(c.data()), c.template());
            message = "";
        } catch (TemplateException e) {
            message = TemplateCases.stderr(e);
        }
        assertEquals(c.stderr(), message, c.template());
    }

    /** The printer's data may come from any Jackson tree: numbers are read as kubectl reads them either way. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aPlainJacksonTreePrintsTheSame(TemplateCases c) throws Exception {
        assertEquals(c.expected(), c.actual(c.plainJacksonData()), c.template());
    }

    /** The corpus is whole: a case lost, or one added without the docs (DocsCountsTest checks their 328), fails. */
    @Test
    void theCorpusHasEveryRecordedCase() {
        assertEquals(328, cases().size(), "cases in cases.json");
    }
}
