package io.japply.cli.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.model.DryRun;
import io.japply.apply.PruneResult;
import io.japply.cli.printer.ObjectPrinter;
import io.japply.cli.printer.TemplateException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What apply prints on stdout for the objects it applied and pruned, as kubectl prints it: its lines
 * (kubectl's words); with -o name the names; with --template alone each object's template; with -o
 * json|yaml|template the applied objects at the end (several as one List), then each pruned object on
 * its own (kubectl prunes after it printed them). A template that fails leaves kubectl's text on
 * stdout and its error on stderr, and makes the exit code 1.
 */
final class ObjectLines {
    private final Optional<ObjectPrinter> printer;
    private final DryRun dryRun;
    private final PrintWriter out;
    private final PrintWriter err;
    private final List<ObjectNode> prunedObjects = new ArrayList<>();
    private int failedTemplates;

    ObjectLines(Optional<ObjectPrinter> printer, DryRun dryRun, PrintWriter out, PrintWriter err) {
        this.printer = printer;
        this.dryRun = dryRun;
        this.out = out;
        this.err = err;
    }

    void applied(ApplyResult result) {
        if (when().isEmpty()) {
            out.println(Words.line(Words.name(result.id()), result.action(), dryRun));
        } else if (when().get() == ObjectPrinter.When.NAMES) {
            out.println(Words.name(result.id()));
        } else if (when().get() == ObjectPrinter.When.EACH_OBJECT) {
            print(List.of((ObjectNode) result.object().orElseThrow()));
        }
        out.flush();
    }

    void pruned(PruneResult result) {
        if (when().isEmpty()) {
            out.println(Words.name(result.id()) + " pruned" + Words.suffix(dryRun));
        } else if (when().get() == ObjectPrinter.When.NAMES) {
            out.println(Words.name(result.id()));
        } else if (result.object().isPresent()) {
            ObjectNode object = (ObjectNode) result.object().get();
            if (when().get() == ObjectPrinter.When.EACH_OBJECT) {
                print(List.of(object));
            } else {
                prunedObjects.add(object);
            }
        }
        out.flush();
    }

    /** The end of a run in which every object applied: the objects kept for -o json|yaml|template. */
    void atTheEnd(List<ApplyResult> applied) {
        if (when().equals(Optional.of(ObjectPrinter.When.AT_THE_END))) {
            print(applied.stream().map(r -> (ObjectNode) r.object().orElseThrow()).toList());
            prunedObjects.forEach(pruned -> print(List.of(pruned)));
        }
    }

    /** Whether a template failed (kubectl's exit 1, though the objects were written). */
    boolean failed() {
        return failedTemplates > 0;
    }

    private Optional<ObjectPrinter.When> when() {
        return printer.map(ObjectPrinter::when);
    }

    private void print(List<ObjectNode> objects) {
        StringBuilder text = new StringBuilder();
        try {
            printer.get().print(objects, text);
        } catch (TemplateException e) {
            failedTemplates++;
            // as kubectl's CheckErr: a newline after the message unless it ends with one (jsonpath's ends with three)
            err.print("error: " + e.getMessage() + (e.getMessage().endsWith("\n") ? "" : "\n"));
        } finally {
            out.print(text); // on a failure, what kubectl prints before its error (go-template's debugging block)
        }
    }
}
