package io.japply.cli.flags;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.dataformat.yaml.util.StringQuotingChecker;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import io.japply.threeway.json.Limits;
import java.util.Locale;
import io.japply.apply.support.Failure;

/** The {@code -o} choices and how each prints a document. */
public enum OutputFormat {
    /** Go's encoding/json text: the bytes kubectl sends (keys sorted, compact); "{}" when nothing changes. */
    JSON,
    /** Indented JSON, for objects a person reads. */
    PRETTY_JSON,
    YAML;

    private static final ObjectWriter PRETTY = Json.mapper().writer(new DefaultPrettyPrinter(
            Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator(""))
            .withObjectIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE)
            .withArrayIndenter(DefaultIndenter.SYSTEM_LINEFEED_INSTANCE));
    private static final ObjectWriter YAML_WRITER = YAMLMapper.builder(YAMLFactory.builder()
                    .streamWriteConstraints(Limits.writeConstraints())
                    .stringQuotingChecker(new Yaml11Quoting()).build())
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS) // "1" must stay a string
            .build().writer();

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
                case YAML -> YAML_WRITER.writeValueAsString(node);
            };
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Minimal quoting, but a string that a YAML 1.1 reader (go-yaml, PyYAML) could take for a number,
     * a date or infinity (0x1F, 1_000, 2025-01-01, .inf) keeps its quotes.
     */
    private static final class Yaml11Quoting extends StringQuotingChecker.Default {
        @Override
        public boolean needToQuoteName(String name) {
            return super.needToQuoteName(name) || looksNumeric(name);
        }

        @Override
        public boolean needToQuoteValue(String value) {
            return super.needToQuoteValue(value) || looksNumeric(value);
        }

        /**
         * What go-yaml (YAML 1.1) would read as an int, a float, infinity, NaN or a timestamp; "100m",
         * "64Mi", "1.0.0" and "10.0.0.1" are strings to it, and kubectl prints them unquoted.
         */
        private static final java.util.regex.Pattern NOT_A_STRING = java.util.regex.Pattern.compile(
                "[-+]?(0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(:[0-5]?[0-9])*(\\.[0-9_]*)?([eE][-+]?[0-9]+)?"
                        + "|\\.[0-9_]+([eE][-+]?[0-9]+)?|\\.(inf|Inf|INF))|\\.(nan|NaN|NAN)"
                        + "|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ].*)?");

        private static boolean looksNumeric(String text) {
            return NOT_A_STRING.matcher(text).matches();
        }
    }
}
