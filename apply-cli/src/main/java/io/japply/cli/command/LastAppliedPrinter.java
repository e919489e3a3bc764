package io.japply.cli.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.flags.PrinterOptions;
import io.japply.cli.printer.TemplateException;
import io.japply.apply.model.Failure;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * -o, --template, --allow-missing-template-keys and --show-managed-fields of set-last-applied and
 * edit-last-applied: without them kubectl's line for each object ("configmap/x configured"), with them
 * each object printed as it comes, as kubectl prints them one at a time (never as one List).
 */
public final class LastAppliedPrinter {
    @Mixin
    PrinterOptions options = new PrinterOptions();

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
        printer = options.printer(showManagedFields, directory);
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
        boolean yaml = options.output().filter("yaml"::equalsIgnoreCase).isPresent();
        StringBuilder text = new StringBuilder(separated && printed++ > 0 && yaml ? "---\n" : "");
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
