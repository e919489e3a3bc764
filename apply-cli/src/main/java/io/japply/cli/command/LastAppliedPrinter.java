package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.printer.PrinterFlags;
import io.japply.cli.printer.TemplateException;
import io.japply.apply.Failure;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * -o, --template, --allow-missing-template-keys and --show-managed-fields of set-last-applied and
 * edit-last-applied: without them kubectl's line for each object ("configmap/x configured"), with them
 * each object printed as it comes, as kubectl prints them one at a time (never as one List).
 */
public final class LastAppliedPrinter {
    @Option(names = {"-o", "--output"}, paramLabel = "FORMAT", description = "As kubectl's: json, yaml, kyaml, name, go-template=,"
            + " jsonpath=, jsonpath-as-json=, template= and a template, or their -file forms and a file.")
    String output;

    @Option(names = "--template", paramLabel = "TEMPLATE", description = "The template of -o go-template, jsonpath"
            + " (and their -file forms: the file); alone, a go-template of each object.")
    String template;

    @Option(names = "--allow-missing-template-keys", arity = "0..1", fallbackValue = "true", defaultValue = "true",
            paramLabel = "BOOL", description = "A template's missing keys print nothing (jsonpath) or <no value>"
            + " (go-template) instead of failing. Default: ${DEFAULT-VALUE}.")
    boolean allowMissingTemplateKeys = true;

    @Option(names = "--show-managed-fields", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "With -o json|yaml: keep metadata.managedFields.")
    boolean showManagedFields;

    private Optional<ObjectPrinter> printer;
    private int printed;

    /** Reads the flags; a Failure in kubectl's words for a printer it cannot build. */
    void check() {
        check(java.nio.file.Path.of(""));
    }

    /** As above, a template file read in {@code directory} (the run's working directory). */
    void check(java.nio.file.Path directory) {
        printer = new PrinterFlags(Optional.ofNullable(output), Optional.ofNullable(template), allowMissingTemplateKeys,
                showManagedFields).printer(directory);
    }

    /**
     * The object printed, or kubectl's line ("NAME ACTION") when no printer was asked for. {@code separated}:
     * YAML documents after the first begin with "---" (set-last-applied's one printer for all objects).
     */
    void print(ObjectNode object, String name, String action, boolean separated, PrintWriter out) {
        if (printer.isEmpty()) {
            out.println(name + " " + action);
            return;
        }
        if (printer.get().when() == ObjectPrinter.When.NAMES) {
            out.println(name);
            return;
        }
        StringBuilder text = new StringBuilder(separated && printed++ > 0 && "yaml".equalsIgnoreCase(output) ? "---\n" : "");
        try {
            printer.get().print(List.of(object), text);
        } catch (TemplateException e) {
            throw Failure.input(e.getMessage());
        } finally {
            out.print(text); // on a failure, what kubectl prints before its error
            out.flush();
        }
    }
}
