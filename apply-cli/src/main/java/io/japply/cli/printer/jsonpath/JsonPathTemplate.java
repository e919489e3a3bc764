package io.japply.cli.printer.jsonpath;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.GoQuoting;
import io.japply.cli.printer.ObjectTemplate;
import io.japply.cli.printer.TemplateException;
import java.util.List;

/**
 * kubectl 1.37.2's JSONPath printer ({@code -o jsonpath=TEMPLATE}, {@code -o jsonpath-as-json=TEMPLATE}):
 * client-go's jsonpath grammar and output, and kubectl's error texts (without "error: "). Each
 * {@link #execute} is a fresh run: client-go's engine keeps some range state between runs, which
 * kubectl never sees, since it runs a template once per printer.
 */
public final class JsonPathTemplate implements ObjectTemplate {
    private final String source;
    private final Node.Sequence template;
    private final boolean allowMissingKeys;
    private final boolean asJson;

    private JsonPathTemplate(String source, Node.Sequence template, boolean allowMissingKeys, boolean asJson) {
        this.source = source;
        this.template = template;
        this.allowMissingKeys = allowMissingKeys;
        this.asJson = asJson;
    }

    /** For {@code -o jsonpath=TEMPLATE}; allowMissingKeys is --allow-missing-template-keys (kubectl's default: true). */
    public static JsonPathTemplate parse(String template, boolean allowMissingKeys) throws TemplateException {
        return new JsonPathTemplate(template, read(template), allowMissingKeys, false);
    }

    /** For {@code -o jsonpath-as-json=TEMPLATE}: each node's values as an indented JSON array. */
    public static JsonPathTemplate parseAsJson(String template, boolean allowMissingKeys) throws TemplateException {
        return new JsonPathTemplate(template, read(template), allowMissingKeys, true);
    }

    private static Node.Sequence read(String template) throws TemplateException {
        if (template.isEmpty()) {
            throw new TemplateException("template format specified but no template given");
        }
        try {
            return Parser.parse(template);
        } catch (JsonPathError e) {
            throw new TemplateException("error parsing jsonpath " + template + ", " + e.getMessage());
        }
    }

    /**
     * The text for {@code data}: one object as the server returned it, or the v1 List kubectl apply
     * builds of several (whose numbers kubectl's printer sees as floats, see {@link AppliedList}).
     */
    @Override
    public String execute(JsonNode object) throws TemplateException {
        JsonNode data = AppliedList.is(object) ? AppliedList.withFloats(object) : object;
        List<List<JsonNode>> results;
        try {
            results = new Execution(template, allowMissingKeys).run(data);
        } catch (JsonPathError e) {
            throw new TemplateException(executionError(e.getMessage(), data));
        }
        StringBuilder out = new StringBuilder();
        for (List<JsonNode> values : results) {
            out.append(asJson ? ResultText.json(values) : ResultText.text(values));
        }
        return out.toString();
    }

    /** kubectl's JSONPath printer writes nothing on stdout when the template fails, not even the nodes before. */
    @Override
    public void print(JsonNode data, StringBuilder stdout) throws TemplateException {
        stdout.append(execute(data));
    }

    /** kubectl's message: the error, the template, and the object as Go's %#v writes it (Go's error ends in three newlines). */
    private String executionError(String error, JsonNode data) {
        return "error executing jsonpath " + GoQuoting.quote(source) + ": Error executing template: " + error
                + ". Printing more information for debugging the template:\n"
                + "\ttemplate was:\n\t\t" + source + "\n"
                + "\tobject given to jsonpath engine was:\n\t\t" + GoFormat.sharp(data) + "\n\n\n";
    }
}
