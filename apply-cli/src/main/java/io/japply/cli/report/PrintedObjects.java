package io.japply.cli.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.cli.flags.OutputFormat;
import io.japply.cli.printer.KyamlWriter;
import io.japply.cli.printer.TemplateException;
import io.japply.threeway.json.GoJson;
import io.japply.threeway.json.Json;
import java.util.List;
import java.util.stream.Collectors;

/**
 * apply -o json|yaml|kyaml as kubectl prints it: the objects the server returned, as data a pipeline
 * reads (Secret values included: kubectl's printers mask nothing), managedFields left out unless
 * --show-managed-fields (kubectl's OmitManagedFieldsPrinter), every map's keys sorted (Go marshals
 * maps sorted). Several objects make one v1 List, as kubectl's printObjects builds it.
 */
public final class PrintedObjects {
    private PrintedObjects() {
    }

    /** {@code format} is "json" or "yaml" (the -o value); the text ends with a newline. */
    public static String render(List<ObjectNode> objects, String format, boolean showManagedFields) {
        List<ObjectNode> printed = objects.stream().map(o -> showManagedFields ? o : withoutManagedFields(o)).toList();
        return format.equals("json") ? json(printed) : yaml(printed);
    }

    /**
     * -o kyaml (kubectl 1.37): each object's keys sorted, as kubectl marshals it; several objects in a
     * v1 List whose own fields keep the Go struct's order (kind, apiVersion, metadata, items).
     */
    public static String kyaml(List<ObjectNode> objects, boolean showManagedFields) throws TemplateException {
        List<JsonNode> printed = objects.stream()
                .map(o -> sorted(showManagedFields ? o : withoutManagedFields(o))).toList();
        if (printed.size() == 1) {
            return KyamlWriter.document(printed.get(0));
        }
        ObjectNode list = Json.object().put("kind", "List").put("apiVersion", "v1");
        list.putObject("metadata");
        list.putArray("items").addAll(printed);
        return KyamlWriter.document(list);
    }

    /** The document as encoding/json orders it: every map's keys sorted. */
    public static JsonNode sorted(JsonNode document) {
        try {
            return GoJson.parse(GoJson.write(document));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The object without metadata.managedFields (a copy when it had them). */
    static ObjectNode withoutManagedFields(ObjectNode object) {
        if (!object.path("metadata").has("managedFields")) {
            return object;
        }
        ObjectNode copy = object.deepCopy();
        ((ObjectNode) copy.get("metadata")).remove("managedFields");
        return copy;
    }

    /** json.MarshalIndent: a List's fields in its Go struct's order (kind, apiVersion, metadata, items). */
    private static String json(List<ObjectNode> objects) {
        String compact = objects.size() == 1 ? GoJson.write(objects.get(0))
                : "{\"kind\":\"List\",\"apiVersion\":\"v1\",\"metadata\":{},\"items\":["
                + objects.stream().map(GoJson::write).collect(Collectors.joining(",")) + "]}";
        return GoIndent.indent(compact, GoIndent.KUBECTL) + "\n";
    }

    /** sigs.k8s.io/yaml goes through JSON, so a List's keys are sorted too. */
    private static String yaml(List<ObjectNode> objects) {
        ObjectNode document;
        if (objects.size() == 1) {
            document = objects.get(0);
        } else {
            document = Json.object().put("apiVersion", "v1");
            document.putArray("items").addAll(objects);
            document.put("kind", "List").putObject("metadata");
        }
        return OutputFormat.YAML.render(document);
    }
}
