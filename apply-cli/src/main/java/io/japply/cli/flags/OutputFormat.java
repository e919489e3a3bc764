package io.japply.cli.flags;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.apply.model.Failure;
import io.japply.apply.KubectlYaml;
import io.japply.cli.printer.KyamlWriter;
import io.japply.cli.printer.TemplateException;
import io.japply.cli.report.PrintedObjects;
import java.util.Locale;

/** The {@code -o} choices and how each prints a document. */
public enum OutputFormat {
    /** Go's encoding/json text: the bytes kubectl sends (keys sorted, compact); "{}" when nothing changes. */
    JSON,
    /** Indented JSON, for objects a person reads. */
    PRETTY_JSON,
    /** kubectl's YAML: go-yaml v2's bytes ({@link KubectlYaml}). */
    YAML,
    /** kubectl 1.37's KYAML ({@link KyamlWriter}), keys sorted; text YAML cannot carry fails as kubectl's. */
    KYAML;

    private static final ObjectWriter PRETTY = Json.mapper().writer(new DefaultPrettyPrinter(
            Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator(""))
            .withObjectIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE)
            .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE));

    /** Parses the flag value; {@code json} means {@code jsonStyle} (compact or pretty, per command). */
    public static OutputFormat fromFlag(String value, OutputFormat jsonStyle) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "json" -> jsonStyle;
            case "yaml" -> YAML;
            default -> throw Failure.usage("unknown output format '" + value + "': expected json or yaml");
        };
    }

    /** The document as text, ending with a newline. */
    public String render(JsonNode node) {
        try {
            return switch (this) {
                case JSON -> GoJson.write(node) + "\n";
                case PRETTY_JSON -> PRETTY.writeValueAsString(node) + "\n";
                case YAML -> KubectlYaml.write(node);
                case KYAML -> KyamlWriter.document(PrintedObjects.sorted(node));
            };
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (TemplateException e) {
            throw Failure.input(e.getMessage());
        }
    }
}
