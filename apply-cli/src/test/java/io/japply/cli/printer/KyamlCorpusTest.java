package io.japply.cli.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.internal.read.ManifestReader;
import io.japply.threeway.json.GoJson;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * japply's KYAML printer, byte for byte against the reference kubectl 1.37.2: each recorded case's
 * objects (its -o json) encoded by {@link KyamlWriter} are what -o kyaml printed, or fail with its
 * error when kubectl failed (tools/kyaml-reference/record made the files; KyamlReferenceTest checks
 * them against the reference).
 */
class KyamlCorpusTest {
    static List<KyamlCases> cases() {
        return KyamlCases.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void printedAsKubectlPrintsThem(KyamlCases c) throws IOException, TemplateException {
        if (c.exit() != 0) {
            assertEquals("", c.kyaml(), "kubectl printed nothing before its error");
            TemplateException e = assertThrows(TemplateException.class, () -> encode(c.objects()));
            assertEquals(c.stderr(), "error: " + e.getMessage() + "\n");
            return;
        }
        assertEquals(c.kyaml(), encode(c.objects()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theCorpusIsNotEmpty(KyamlCases c) throws IOException {
        assertTrue(c.objects().size() > 0, c.name() + ".json has no object");
    }

    /**
     * KYAML is YAML: japply reads kubectl's KYAML back as the objects printed (apply -f of a KYAML file,
     * edit-last-applied -o kyaml). Two cases are left out: japply's YAML reader (YAML 1.1) does not
     * take the {@code \<TAB>} escape of configmap-values, and a YAML 1.1 reader reads the bare key
     * 0x8000000000000000 of configmap-keys as a number (kubectl's too).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("readBack")
    void japplyReadsItBack(KyamlCases c) throws IOException {
        List<String> read = ManifestReader.fromText(c.name(), c.kyaml()).stream()
                .map(m -> GoJson.write(m.object())).toList();
        assertEquals(c.objects().stream().map(GoJson::write).toList(), read);
    }

    /** The cases read back: those kubectl printed, less the two the comment above leaves out (no skips). */
    static java.util.stream.Stream<KyamlCases> readBack() {
        return cases().stream().filter(c -> c.exit() == 0 && !c.name().startsWith("configmap-"));
    }

    private static String encode(List<JsonNode> objects) throws TemplateException {
        StringBuilder out = new StringBuilder();
        for (JsonNode object : objects) {
            out.append(KyamlWriter.document(object));
        }
        return out.toString();
    }
}
