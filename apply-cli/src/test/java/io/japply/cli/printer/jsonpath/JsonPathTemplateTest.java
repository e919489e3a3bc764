package io.japply.cli.printer.jsonpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.cli.printer.TemplateException;
import io.japply.cli.printer.jsonpath.KubectlCases.Case;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every template of the corpus prints what kubectl 1.32 printed for it (tools/jsonpath-reference):
 * the same stdout, or the same error on stderr ("error: ", the message and a newline, as kubectl label
 * writes it; kubectl apply adds the newline only where the message has none).
 */
class JsonPathTemplateTest {
    static List<Case> cases() {
        return KubectlCases.cases();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printsWhatKubectlPrints(Case c) {
        String stdout = "";
        String stderr = "";
        int exit = 0;
        try {
            JsonPathTemplate template = c.asJson() ? JsonPathTemplate.parseAsJson(c.template(), !c.strict())
                    : JsonPathTemplate.parse(c.template(), !c.strict());
            stdout = template.execute(KubectlCases.object(c.object()));
        } catch (TemplateException e) {
            // kubectl label reports its errors as a list: each message and a newline
            stderr = "error: " + e.getMessage() + "\n";
            exit = 1;
        }
        assertEquals(c.stderr(), stderr, "stderr");
        assertEquals(c.stdout(), stdout, "stdout");
        assertEquals(c.exit(), exit, "exit code");
    }
}
