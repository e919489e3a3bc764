package io.japply.apply.preview;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.fasterxml.jackson.dataformat.yaml.util.StringQuotingChecker;
import io.japply.threeway.json.Limits;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Objects as kubectl diff prints them (Go's YAML encoder, yaml.v2): keys sorted, lists not indented
 * under their key, multi-line text as a literal block, and a string in double quotes exactly when
 * a YAML 1.1 reader would take it for something else (a number, a bool, null, a timestamp).
 */
public final class YamlText {
    private static final ObjectWriter WRITER = YAMLMapper.builder(YAMLFactory.builder()
                    .streamWriteConstraints(Limits.writeConstraints())
                    .stringQuotingChecker(new Yaml11Quoting()).build())
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .build().writer();

    private YamlText() {
    }

    /** The object as YAML text; "" for none (a side that does not exist). */
    public static String render(JsonNode object) {
        if (object == null) {
            return "";
        }
        try {
            return WRITER.writeValueAsString(SortedKeys.of(object));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** yaml.v2's rule: quote a string when reading it back plain would not give a string. */
    public static final class Yaml11Quoting extends StringQuotingChecker.Default {
        private static final Set<String> NOT_STRINGS = Set.of("", "~", "null", "Null", "NULL", "y", "Y", "yes", "Yes",
                "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON",
                "off", "Off", "OFF", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF",
                ".nan", ".NaN", ".NAN");
        private static final Pattern NUMBER = Pattern.compile(
                "[-+]?(0b[01]+|0o?[0-7]+|0x[0-9a-fA-F]+|[0-9]+|([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?)");
        private static final Pattern BASE_60 = Pattern.compile("[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\\.[0-9_]*)?");
        private static final Pattern TIMESTAMP = Pattern.compile(
                "[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ][0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(\\.[0-9]+)?(Z|[-+][0-9]{2}:[0-9]{2})?)?");

        @Override
        public boolean needToQuoteName(String name) {
            return super.needToQuoteName(name) || readsAsOther(name);
        }

        @Override
        public boolean needToQuoteValue(String value) {
            return super.needToQuoteValue(value) || readsAsOther(value);
        }

        public static boolean readsAsOther(String text) {
            if (NOT_STRINGS.contains(text)) {
                return true;
            }
            String plain = text.replace("_", "");
            return NUMBER.matcher(plain).matches() || BASE_60.matcher(text).matches()
                    || TIMESTAMP.matcher(text).matches();
        }
    }
}
