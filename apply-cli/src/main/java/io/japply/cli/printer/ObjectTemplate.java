package io.japply.cli.printer;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A parsed template of one of kubectl's template printers (-o jsonpath=..., -o go-template=...):
 * parsed once, when the flags are read, and run on each object printed, or on the v1 List kubectl
 * builds when several objects print at once.
 */
public interface ObjectTemplate {
    /** The text printed for {@code data} (a whole object as the server returned it, managedFields included). */
    String execute(JsonNode data) throws TemplateException;
}
