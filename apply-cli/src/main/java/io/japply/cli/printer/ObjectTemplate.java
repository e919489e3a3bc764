package io.japply.cli.printer;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A parsed template of one of kubectl's template printers (-o jsonpath=..., -o go-template=...):
 * parsed once, when the flags are read, and run on each object printed, or on the v1 List kubectl
 * builds when several objects print at once.
 */
public interface ObjectTemplate {
    /**
     * Appends to {@code stdout} what kubectl writes there for {@code data} (a whole object as the
     * server returned it, managedFields included). On a failure that is what kubectl wrote before
     * failing (go-template: the output so far and its debugging block; jsonpath: nothing), and the
     * exception's message is what kubectl writes on stderr after "error: ", less the final newline.
     */
    void print(JsonNode data, StringBuilder stdout) throws TemplateException;

    /** The text printed for {@code data} when it succeeds. */
    default String execute(JsonNode data) throws TemplateException {
        StringBuilder stdout = new StringBuilder();
        print(data, stdout);
        return stdout.toString();
    }
}
