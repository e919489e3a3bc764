package io.japply.cli.printer;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.cli.report.PrintedObjects;
import io.japply.threeway.json.Json;
import java.util.List;

/**
 * kubectl's -o for the objects a command wrote: {@code name}, {@code json}, {@code yaml}, {@code kyaml}
 * or a template. Chosen once from the flags ({@link PrinterFlags}), before anything is sent.
 */
public final class ObjectPrinter {
    /** When the objects print, as kubectl decides it from whether -o was given. */
    public enum When {
        /** -o name: a line per object, as it is written. */
        NAMES,
        /** -o json|yaml|kyaml|template: all of them at the end, several as one v1 List. */
        AT_THE_END,
        /** --template without -o: the template of each object, in place of its line. */
        EACH_OBJECT
    }

    private final When when;
    private final String documentFormat;
    private final ObjectTemplate template;
    private final boolean showManagedFields;

    private ObjectPrinter(When when, String documentFormat, ObjectTemplate template, boolean showManagedFields) {
        this.when = when;
        this.documentFormat = documentFormat;
        this.template = template;
        this.showManagedFields = showManagedFields;
    }

    static ObjectPrinter names() {
        return new ObjectPrinter(When.NAMES, null, null, false);
    }

    static ObjectPrinter documents(String format, boolean showManagedFields) {
        return new ObjectPrinter(When.AT_THE_END, format, null, showManagedFields);
    }

    static ObjectPrinter template(ObjectTemplate template, boolean eachObject) {
        return new ObjectPrinter(eachObject ? When.EACH_OBJECT : When.AT_THE_END, null, template, true);
    }

    public When when() {
        return when;
    }

    /**
     * Appends the objects' text to {@code stdout}: one object as itself, several as kubectl's v1 List.
     * A template that fails leaves there what kubectl prints before its error ({@link ObjectTemplate}).
     */
    public void print(List<ObjectNode> objects, StringBuilder stdout) throws TemplateException {
        if ("kyaml".equals(documentFormat)) {
            stdout.append(PrintedObjects.kyaml(objects, showManagedFields));
        } else if (template == null) {
            stdout.append(PrintedObjects.render(objects, documentFormat, showManagedFields));
        } else {
            // kubectl's template printers get the objects as the server returned them, managedFields included
            template.print(objects.size() == 1 ? objects.get(0) : list(objects), stdout);
        }
    }

    /** The objects' text when it can be printed whole. */
    public String print(List<ObjectNode> objects) throws TemplateException {
        StringBuilder stdout = new StringBuilder();
        print(objects, stdout);
        return stdout.toString();
    }

    /** What kubectl's printObjects builds for several objects. */
    private static ObjectNode list(List<ObjectNode> objects) {
        ObjectNode list = Json.object().put("kind", "List").put("apiVersion", "v1");
        list.putObject("metadata");
        list.putArray("items").addAll(objects);
        return list;
    }
}
