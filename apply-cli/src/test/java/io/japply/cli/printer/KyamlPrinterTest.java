package io.japply.cli.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.internal.read.ManifestReader;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** apply's -o kyaml: the objects as the server returned them, printed as kubectl 1.37 prints them. */
class KyamlPrinterTest {
    private static final ObjectPrinter KYAML = new PrinterFlags(Optional.of("kyaml"), Optional.empty(), true, false)
            .printer().orElseThrow();

    /** Keys in the file's order come out sorted, managedFields left out: the reference's deployment.kyaml. */
    @Test
    void oneObjectSortedWithoutManagedFields() throws IOException, TemplateException {
        ObjectNode deployment = read("deployment");
        ((ObjectNode) deployment.get("metadata")).putArray("managedFields").addObject().put("manager", "kubectl");
        assertEquals(Files.readString(KyamlCases.CORPUS.resolve("deployment.kyaml")), KYAML.print(List.of(deployment)));
    }

    /**
     * Several objects: one document, kubectl's v1 List, whose own fields keep corev1.List's order
     * (read from kubectl's apply.go: no offline kubectl command prints a List), its items as each prints.
     */
    @Test
    void severalObjectsAsOneList() throws IOException, TemplateException {
        String printed = KYAML.print(List.of(read("secret"), read("deployment")));
        assertTrue(printed.startsWith("---\n{\n  kind: \"List\",\n  apiVersion: \"v1\",\n  metadata: {},\n  items: [{\n"
                + "    apiVersion: \"v1\",\n    data: {\n"), printed);
        assertTrue(printed.endsWith("\n  }],\n}\n"), printed);
        assertEquals(-1, printed.indexOf("\n---\n"), "one document");
    }

    @Test
    void textYamlCannotCarryFailsAsKubectlsPrinter() throws IOException {
        ObjectNode unprintable = read("unprintable");
        TemplateException e = assertThrows(TemplateException.class, () -> KYAML.print(List.of(unprintable)));
        assertEquals(KyamlCases.all().stream().filter(c -> c.name().equals("unprintable")).findFirst().orElseThrow()
                .stderr(), "error: " + e.getMessage() + "\n");
    }

    private static ObjectNode read(String object) throws IOException {
        String text = Files.readString(KyamlCases.CORPUS.resolve("objects").resolve(object + ".yaml"));
        return ManifestReader.fromText(object, text).get(0).object();
    }
}
