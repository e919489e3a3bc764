package io.japply.cli.printer.jsonpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.TemplateException;
import io.japply.cli.printer.jsonpath.KubectlCases.Case;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every template of the corpora prints what the reference kubectl 1.37.2 printed for it (tools/jsonpath-reference):
 * the same stdout, or the same error on stderr: "error: " and the message, and a newline unless it
 * ends with one, as kubectl's CheckErr writes it.
 */
class JsonPathTemplateTest {
    static List<Case> labelCases() {
        return KubectlCases.cases(KubectlCases.EXPECTED);
    }

    static List<Case> appliedCases() {
        return KubectlCases.cases(KubectlCases.EXPECTED_APPLIED);
    }

    /** The corpora are whole: a case lost, or one added without the docs (DocsCountsTest checks their 243), fails. */
    @Test
    void theCorporaHaveEveryRecordedCase() {
        assertEquals(224, labelCases().size(), "cases in expected.json");
        assertEquals(19, appliedCases().size(), "cases in expected-applied.json");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("labelCases")
    void printsOneObjectAsKubectlDoes(Case c) {
        check(c, KubectlCases.object(c.object()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("appliedCases")
    void printsApplysListAsKubectlDoes(Case c) {
        check(c, KubectlCases.appliedList(c.object()));
    }

    private static void check(Case c, JsonNode data) {
        String stdout = "";
        String stderr = "";
        int exit = 0;
        try {
            JsonPathTemplate template = c.asJson() ? JsonPathTemplate.parseAsJson(c.template(), !c.strict())
                    : JsonPathTemplate.parse(c.template(), !c.strict());
            stdout = template.execute(data);
        } catch (TemplateException e) {
            stderr = "error: " + e.getMessage() + (e.getMessage().endsWith("\n") ? "" : "\n"); // kubectl's CheckErr
            exit = 1;
        }
        assertEquals(c.stderr(), stderr, "stderr");
        assertEquals(c.stdout(), stdout, "stdout");
        assertEquals(c.exit(), exit, "exit code");
    }
}
