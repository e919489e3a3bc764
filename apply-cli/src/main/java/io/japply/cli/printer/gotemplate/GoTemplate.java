package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.cli.printer.ObjectTemplate;
import io.japply.cli.printer.TemplateException;
import io.japply.cli.printer.gotemplate.Node.ListNode;
import io.japply.threeway.json.GoJson;
import java.util.List;
import java.util.Map;

/**
 * kubectl 1.37.2's go-template printer ({@code -o go-template=...}, {@code -o template=...},
 * {@code --template}): Go's text/template language run on the object as kubectl hands it over, a
 * map from encoding/json (every number a float64), with kubectl's functions exists and base64decode,
 * and missing keys printed as {@code <no value>} or refused (--allow-missing-template-keys=false).
 */
public final class GoTemplate implements ObjectTemplate {
    private static final long DEEP_STACK = 1L << 30;

    private final String raw;
    private final Map<String, ListNode> templates;
    private final boolean allowMissingKeys;

    private GoTemplate(String raw, Map<String, ListNode> templates, boolean allowMissingKeys) {
        this.raw = raw;
        this.templates = templates;
        this.allowMissingKeys = allowMissingKeys;
    }

    /** The parsed template, or kubectl's "error parsing template TEMPLATE, template: output:LINE: ...". */
    public static GoTemplate parse(String template, boolean allowMissingKeys) throws TemplateException {
        try {
            return new GoTemplate(template, Parser.parse(template), allowMissingKeys);
        } catch (Parser.ParseError e) {
            throw new TemplateException("error parsing template " + template + ", " + e.getMessage());
        }
    }

    @Override
    public String execute(JsonNode data) throws TemplateException {
        StringBuilder out = new StringBuilder();
        String error = run(data, out);
        if (error != null) {
            throw failure(error);
        }
        return out.toString();
    }

    /**
     * What kubectl writes on stdout for {@code data}: the output, or on an error the output up to it
     * and kubectl's "Printing more information for debugging the template" block, after which the
     * error (for stderr) is thrown.
     */
    @Override
    public void print(JsonNode data, StringBuilder stdout) throws TemplateException {
        String error = run(data, stdout);
        if (error == null) {
            return;
        }
        stdout.append("Error executing template: ").append(error)
                .append(". Printing more information for debugging the template:\n")
                .append("\ttemplate was:\n\t\t").append(raw).append('\n')
                .append("\traw data was:\n\t\t").append(GoJson.write(data)).append('\n')
                .append("\tobject given to template engine was:\n\t\t")
                .append(GoFmt.sprint(List.of(Values.fromJson(data) == null ? Map.of() : Values.fromJson(data))))
                .append("\n\n");
        throw failure(error);
    }

    /**
     * Runs the template into {@code out}; Go's error message, or null. A recursion deeper than this
     * thread's stack runs again on a thread with a stack for Go's 100000 levels.
     */
    private String run(JsonNode data, StringBuilder out) {
        Object dot = Values.fromJson(data);
        int start = out.length();
        try {
            return runOnce(dot, out, false);
        } catch (StackOverflowError e) {
            out.setLength(start);
        }
        String[] result = new String[1];
        Thread deep = new Thread(null, () -> result[0] = runOnce(dot, out, true), "go-template", DEEP_STACK);
        deep.start();
        try {
            deep.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
        return result[0];
    }

    private String runOnce(Object dot, StringBuilder out, boolean lastTry) {
        Executor executor = new Executor(raw, templates, !allowMissingKeys, out, Parser.MAIN, 0, dot);
        try {
            executor.run(dot);
            return null;
        } catch (Executor.ExecError e) {
            return e.getMessage();
        } catch (StackOverflowError e) {
            if (!lastTry) {
                throw e;
            }
            return executor.depthExceeded().getMessage();
        }
    }

    private TemplateException failure(String error) {
        return new TemplateException("error executing template " + GoQuoting.quote(raw) + ": " + error);
    }
}
