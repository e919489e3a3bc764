package io.japply.cli.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.RollbackReport;
import io.japply.apply.model.RollbackResult;
import io.japply.cli.wait.WaitSummary;
import io.japply.cli.wait.WaitText;
import java.io.PrintWriter;

/**
 * What --atomic's rollback prints: a line per object put back on stdout ("... rolled back", "...
 * deleted (rolled back)", "... created again (rolled back)"), one per object left as the run made it on stderr with the reason, the
 * readiness wait's end, and the {@code rollback} section of --summary=json.
 */
final class RollbackText {
    private RollbackText() {
    }

    static void print(RollbackReport rollback, boolean summary, PrintWriter out, PrintWriter err) {
        for (RollbackResult r : rollback.objects()) {
            String name = Words.name(r.id());
            switch (r.step()) {
                case RESTORED -> line(summary, out, name + " rolled back");
                case DELETED -> line(summary, out, name + " deleted (rolled back)");
                case RECREATED -> line(summary, out, name + " created again (rolled back)");
                case NOT_ROLLED_BACK -> err.println("error: " + name + " not rolled back: " + r.error().orElse(""));
                case FAILED -> err.println("error: " + name + " rollback failed: " + r.error().orElse(""));
            }
        }
        rollback.readiness().ifPresent(w -> WaitText.end(w).forEach(line -> err.println("rollback: " + line)));
        int left = rollback.left().size();
        err.println(left == 0 && rollback.complete()
                ? "error: rolled back " + WaitText.objects(rollback.objects().size()) + " after: " + rollback.cause()
                : "error: could not roll back " + (left > 0 ? left + " of " + WaitText.objects(rollback.objects().size())
                : "every object to readiness") + " after: " + rollback.cause());
        err.flush();
    }

    private static void line(boolean summary, PrintWriter out, String text) {
        if (!summary) {
            out.println(text);
            out.flush();
        }
    }

    /** --summary=json's {@code rollback}: the cause, whether complete, each object's step and error, the wait. */
    static void addTo(ObjectNode document, RollbackReport rollback) {
        if (rollback == null) {
            document.putNull("rollback");
            return;
        }
        ObjectNode section = document.putObject("rollback");
        section.put("cause", rollback.cause());
        section.put("complete", rollback.complete());
        ArrayNode objects = section.putArray("objects");
        for (RollbackResult r : rollback.objects()) {
            objects.addObject().put("apiVersion", r.id().apiVersion()).put("kind", r.id().kind())
                    .put("namespace", r.id().namespace()).put("name", r.id().name())
                    .put("step", step(r.step())).put("error", r.error().orElse(null));
        }
        section.put("wait", rollback.readiness().map(w -> WaitSummary.result(w.end())).orElse(null));
    }

    private static String step(RollbackResult.Step step) {
        return switch (step) {
            case RESTORED -> "restored";
            case DELETED -> "deleted";
            case RECREATED -> "recreated";
            case NOT_ROLLED_BACK -> "notRolledBack";
            case FAILED -> "failed";
        };
    }
}
