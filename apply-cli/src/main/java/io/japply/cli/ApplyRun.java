package io.japply.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** Runs an apply: read every manifest, apply them in input order, one line each, a summary on failure. */
final class ApplyRun {
    private final ManifestReader reader;
    private final Applier applier;
    private final ApplyOptions options;

    ApplyRun(ManifestReader reader, Applier applier, ApplyOptions options) {
        this.reader = reader;
        this.applier = applier;
        this.options = options;
    }

    int run(PrintWriter out, PrintWriter err) {
        List<Manifest> manifests = reader.read(options.files(), options.recursive());
        List<ObjectNode> results = new ArrayList<>();
        int failed = 0;
        for (Manifest manifest : manifests) {
            Applier.Outcome outcome = applier.apply(manifest);
            if (outcome.warning() != null) {
                err.println(outcome.warning());
            }
            if (outcome.failed()) {
                failed++;
                err.println("error: " + ExitCodes.oneLine(outcome.error()));
            } else if (isDocumentOutput()) {
                results.add(outcome.result());
            } else {
                out.println(line(outcome));
                out.flush();
            }
        }
        if (isDocumentOutput()) {
            printDocuments(results, out);
        }
        if (failed > 0) {
            err.println("error: " + failed + " of " + manifests.size() + " objects failed");
            return ExitCodes.FAILURE;
        }
        return ExitCodes.OK;
    }

    private boolean isDocumentOutput() {
        return options.output().filter(o -> !o.equals("name")).isPresent();
    }

    /** -o json|yaml: the objects as the server returned them; several make a List, as kubectl prints. */
    private void printDocuments(List<ObjectNode> results, PrintWriter out) {
        ObjectNode document;
        if (results.size() == 1) {
            document = results.get(0);
        } else {
            document = Json.object().put("apiVersion", "v1").put("kind", "List");
            document.putArray("items").addAll(results);
            document.putObject("metadata");
        }
        OutputFormat format = options.output().get().equals("json") ? OutputFormat.PRETTY_JSON : OutputFormat.YAML;
        out.print(format.render(document));
    }

    private String line(Applier.Outcome outcome) {
        if (options.output().isPresent()) {
            return outcome.ref().display();
        }
        return outcome.ref().display() + " " + outcome.action() + options.dryRun().suffix;
    }
}
