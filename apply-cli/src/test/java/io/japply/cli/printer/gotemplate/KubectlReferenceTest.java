package io.japply.cli.printer.gotemplate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.cli.printer.KubectlProcess;
import io.japply.cli.printer.ReferenceKubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The recorded expectations are still what the reference kubectl 1.37.2 prints (built with Go 1.26: its
 * text/template is 1.26's): each case is run again as tools/gotemplate-reference/record runs it (no
 * cluster), and each object's data again.
 */
class KubectlReferenceTest {
    private static final Path OBJECTS = Path.of("src", "test", "resources", "printer", "gotemplate", "objects");

    private static String kubectl;

    @BeforeAll
    static void reference() {
        kubectl = ReferenceKubectl.require();
    }

    @Test
    void theRecordedOutputsAreKubectls() {
        List<CompletableFuture<String>> checks = new ArrayList<>();
        for (TemplateCases c : TemplateCases.all()) {
            checks.add(CompletableFuture.supplyAsync(() -> mismatch(c)));
        }
        List<String> mismatches = checks.stream().map(CompletableFuture::join).filter(m -> !m.isEmpty()).toList();
        assertEquals(List.of(), mismatches, "re-record with tools/gotemplate-reference/record");
    }

    @Test
    void theRecordedObjectsAreWhatKubectlPrints() throws Exception {
        for (String object : new TreeSet<>(TemplateCases.all().stream().map(TemplateCases::object).toList())) {
            TemplateCases.Outcome json = run(label(object, List.of("-o", "json", "--show-managed-fields")));
            assertEquals(Files.readString(OBJECTS.resolve(object + ".json")), json.stdout(), object);
        }
    }

    private static String mismatch(TemplateCases c) {
        try {
            TemplateCases.Outcome kubectl = run(label(c.object(), outputFlags(c)));
            return kubectl.equals(c.expected()) ? "" : c.name() + ": kubectl now prints " + kubectl;
        } catch (IOException | InterruptedException e) {
            return c.name() + ": " + e;
        }
    }

    private static List<String> outputFlags(TemplateCases c) {
        List<String> flags = new ArrayList<>(c.flag().equals("--template") ? List.of("--template", c.template())
                : List.of("-o", c.flag() + "=" + c.template()));
        if (c.strict()) {
            flags.add("--allow-missing-template-keys=false");
        }
        return flags;
    }

    private static List<String> label(String object, List<String> output) {
        List<String> command = new ArrayList<>(List.of(kubectl, "label", "--local", "-f",
                OBJECTS.resolve(object + ".yaml").toString(), "x=y"));
        command.addAll(output);
        return command;
    }

    /** kubectl with no kubeconfig, bounded (KubectlProcess). */
    private static TemplateCases.Outcome run(List<String> command) throws IOException, InterruptedException {
        KubectlProcess.Run run = KubectlProcess.run(command);
        return new TemplateCases.Outcome(run.out(), run.err(), run.code());
    }
}
