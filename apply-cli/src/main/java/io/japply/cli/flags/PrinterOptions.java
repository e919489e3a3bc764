package io.japply.cli.flags;

import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.printer.PrinterFlags;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * -o, --template and --allow-missing-template-keys: kubectl's printer flags, as apply, set-last-applied and
 * edit-last-applied take them (a mixin of each); {@link PrinterFlags} reads them.
 */
public final class PrinterOptions {
    @Option(names = {"-o", "--output"}, paramLabel = "FORMAT", description = "As kubectl's: name (kind/name only), json,"
            + " yaml, kyaml (each object as written), jsonpath=, jsonpath-as-json=, go-template= or"
            + " template= and a template, jsonpath-file=, go-template-file= or templatefile= and its file.")
    String output;

    @Option(names = "--template", paramLabel = "TEMPLATE", description = "The template of -o go-template, jsonpath"
            + " (and their -file forms: the file); alone, a go-template of each object.")
    String template;

    @Option(names = "--allow-missing-template-keys", arity = "0..1", fallbackValue = "true", defaultValue = "true",
            paramLabel = "BOOL", description = "A template's missing keys print nothing (jsonpath) or <no value>"
            + " (go-template) instead of failing. Default: ${DEFAULT-VALUE}.")
    boolean allowMissingTemplateKeys = true;

    /** -o as given; empty when it was not. */
    public Optional<String> output() {
        return Optional.ofNullable(output);
    }

    /** What these flags print the objects with ({@link PrinterFlags#printer}); empty: kubectl's lines. */
    public Optional<ObjectPrinter> printer(boolean showManagedFields) {
        return printer(showManagedFields, java.nio.file.Path.of(""));
    }

    /** As above, a template file named relative read in {@code directory} (the run's working directory). */
    public Optional<ObjectPrinter> printer(boolean showManagedFields, java.nio.file.Path directory) {
        return new PrinterFlags(output(), Optional.ofNullable(template), allowMissingTemplateKeys, showManagedFields)
                .printer(directory);
    }
}
