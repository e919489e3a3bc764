package io.japply.cli.printer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Failure;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * -o, --template and --allow-missing-template-keys read as kubectl's printer flags read them:
 * refusals in the words of the reference kubectl 1.37.2 (resources/printer/flags.tsv, recorded from it
 * and checked against it here), and which printer each line chooses.
 */
class PrinterFlagsTest {
    /** One line of flags.tsv: -o and --template ('-' not given), and kubectl's stderr. */
    record Refusal(String output, String template, String stderr) {
        Optional<String> outputFlag() {
            return output.equals("-") ? Optional.empty() : Optional.of(output);
        }

        Optional<String> templateFlag() {
            return template.equals("-") ? Optional.empty() : Optional.of(template);
        }

        @Override
        public String toString() {
            return "-o " + output + " --template " + template;
        }
    }

    static Stream<Refusal> refusals() throws IOException {
        try (var in = PrinterFlagsTest.class.getResourceAsStream("/printer/flags.tsv")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.startsWith("#") && !line.isBlank())
                    .map(line -> line.split("\t"))
                    .map(cells -> new Refusal(cells[0], cells[1], cells[2]))
                    .toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void refusedInKubectlsWords(Refusal refusal) {
        Failure failure = assertThrows(Failure.class,
                () -> new PrinterFlags(refusal.outputFlag(), refusal.templateFlag(), true, false).printer());
        assertEquals(refusal.stderr(), "error: " + failure.getMessage());
    }

    /** The recorded words are still what the reference kubectl 1.37.2 prints. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void theRecordedWordsAreKubectls(Refusal refusal, @TempDir Path tmp) throws Exception {
        String kubectl = ReferenceKubectl.require();
        Path object = Files.writeString(tmp.resolve("cm.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        List<String> command = new ArrayList<>(List.of(kubectl, "label", "--local", "-f", object.toString(), "x=y"));
        refusal.outputFlag().ifPresent(o -> command.addAll(List.of("-o", o)));
        refusal.templateFlag().ifPresent(t -> command.addAll(List.of("--template", t)));
        KubectlProcess.Run run = KubectlProcess.run(command);
        assertEquals(1, run.code());
        assertEquals(refusal.stderr() + "\n", run.err());
    }

    @Test
    void noFlagsAndAnEmptyOutputPrintKubectlsLines() {
        assertTrue(new PrinterFlags(Optional.empty(), Optional.empty(), true, false).printer().isEmpty());
        // -o '' counts as given: kubectl then ignores --template
        assertTrue(new PrinterFlags(Optional.of(""), Optional.of("{{.kind}}"), true, false).printer().isEmpty());
    }

    @Test
    void whenEachPrints() {
        assertEquals(ObjectPrinter.When.NAMES, when("name", null));
        assertEquals(ObjectPrinter.When.AT_THE_END, when("yaml", null));
        assertEquals(ObjectPrinter.When.AT_THE_END, when("kyaml", null));
        // kubectl reads json, yaml, kyaml and name in any case
        assertEquals(ObjectPrinter.When.AT_THE_END, when("KYAML", null));
        assertEquals(ObjectPrinter.When.NAMES, when("Name", null));
        assertEquals(ObjectPrinter.When.AT_THE_END, when("jsonpath={.kind}", null));
        assertEquals(ObjectPrinter.When.AT_THE_END, when("go-template", "{{.kind}}"));
        // --template alone: kubectl's go-template of each object, in place of its line
        assertEquals(ObjectPrinter.When.EACH_OBJECT, when(null, "{{.kind}}"));
    }

    @Test
    void templatesSeeManagedFieldsAndSeveralObjectsAsOneList() throws TemplateException {
        ObjectNode a = object("a");
        ObjectNode b = object("b");
        ObjectPrinter names = new PrinterFlags(Optional.of("jsonpath={.kind} {.items[*].metadata.name}"),
                Optional.empty(), true, false).printer().orElseThrow();
        assertEquals("List a b", names.print(List.of(a, b)));
        ObjectPrinter managers = new PrinterFlags(Optional.of("go-template={{range .metadata.managedFields}}"
                + "{{.manager}}{{end}}"), Optional.empty(), true, false).printer().orElseThrow();
        assertEquals("kubectl-client-side-apply", managers.print(List.of(a)));
    }

    @Test
    void aTemplateFileIsRead(@TempDir Path tmp) throws IOException, TemplateException {
        Path file = Files.writeString(tmp.resolve("t"), "{{.metadata.name}}\n");
        ObjectPrinter printer = new PrinterFlags(Optional.of("go-template-file=" + file), Optional.empty(), true, false)
                .printer().orElseThrow();
        assertEquals("a\n", printer.print(List.of(object("a"))));
    }

    private static ObjectNode object(String name) {
        ObjectNode object = Json.object().put("apiVersion", "v1").put("kind", "ConfigMap");
        ObjectNode metadata = object.putObject("metadata").put("name", name);
        metadata.putArray("managedFields").addObject().put("manager", "kubectl-client-side-apply");
        return object;
    }

    private static ObjectPrinter.When when(String output, String template) {
        return new PrinterFlags(Optional.ofNullable(output), Optional.ofNullable(template), true, false).printer()
                .orElseThrow().when();
    }
}
