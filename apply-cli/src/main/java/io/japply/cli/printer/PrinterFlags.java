package io.japply.cli.printer;

import io.japply.apply.model.Failure;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * kubectl 1.37's printer flags read as its PrintFlags reads them: -o (with {@code FORMAT=TEMPLATE}),
 * --template (which alone means go-template) and --allow-missing-template-keys. A bad format, a
 * missing template file or a template that does not parse fails here, in kubectl's words, before
 * anything is sent (kubectl itself writes the objects first and fails when it prints them).
 */
public record PrinterFlags(Optional<String> output, Optional<String> template, boolean allowMissingKeys,
                           boolean showManagedFields) {
    // kubectl 1.37.2's list
    static final String FORMATS = "go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,kyaml,name,"
            + "template,templatefile,yaml";

    /** The printer these flags ask for; empty when they ask for none (kubectl's lines are printed). */
    public Optional<ObjectPrinter> printer() {
        return printer(Path.of(""));
    }

    /** As above, a template file named relative read in {@code directory} (the run's working directory). */
    public Optional<ObjectPrinter> printer(Path directory) {
        boolean templateGiven = template.filter(t -> !t.isEmpty()).isPresent();
        if (output.isEmpty() && !templateGiven || output.filter(String::isEmpty).isPresent()) {
            return Optional.empty(); // -o '' is kubectl's lines too, and makes it ignore --template
        }
        String format = output.orElse("go-template"); // --template alone: kubectl's backward compatibility
        // kubectl reads these four in any case (-o YAML); the template formats only as written
        return Optional.of(switch (format.toLowerCase(Locale.ROOT)) {
            case "json", "yaml", "kyaml" -> ObjectPrinter.documents(format.toLowerCase(Locale.ROOT), showManagedFields);
            case "name" -> ObjectPrinter.names();
            default -> ObjectPrinter.template(template(format, directory), output.isEmpty());
        });
    }

    private ObjectTemplate template(String format, Path directory) {
        TemplateFormat.Chosen chosen = TemplateFormat.choose(format, template.filter(t -> !t.isEmpty()))
                .orElseThrow(() -> Failure.input("unable to match a printer suitable for the output format \""
                        + format + "\", allowed formats are: " + FORMATS));
        if (chosen.text().isEmpty()) {
            throw Failure.input("template format specified but no template given");
        }
        String text = chosen.format().fromFile() ? read(chosen.text(), directory) : chosen.text();
        try {
            return chosen.format().parse(text, allowMissingKeys);
        } catch (TemplateException e) {
            throw Failure.input(e.getMessage());
        }
    }

    /** The -file forms: kubectl's words for a file it cannot read (Go's os error texts). */
    private static String read(String file, Path directory) {
        Path path = directory.resolve(file);
        try {
            if (Files.isDirectory(path)) {
                throw unreadable(file, "read " + file + ": is a directory");
            }
            return new String(Files.readAllBytes(path), java.nio.charset.StandardCharsets.UTF_8); // as Go, any bytes
        } catch (NoSuchFileException e) {
            throw unreadable(file, "open " + file + ": no such file or directory");
        } catch (AccessDeniedException e) {
            throw unreadable(file, "open " + file + ": permission denied");
        } catch (IOException | java.io.UncheckedIOException e) {
            throw unreadable(file, "read " + file + ": " + e.getMessage());
        }
    }

    private static Failure unreadable(String file, String why) {
        return Failure.input("error reading --template " + file + ", " + why);
    }
}
