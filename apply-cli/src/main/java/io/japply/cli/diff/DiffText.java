package io.japply.cli.diff;

import io.japply.apply.DiffAction;
import io.japply.apply.DiffExplanation;
import io.japply.apply.DiffObject;
import io.japply.cli.Environment;
import io.japply.cli.report.Colour;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A diff's text output: each object's diff (built in, or all by the external program of
 * KUBECTL_EXTERNAL_DIFF at once), each followed by its explanation when asked (after all of them with
 * an external program).
 */
final class DiffText {
    private final Environment environment;
    private final Colour colour;

    DiffText(Environment environment, Colour colour) {
        this.environment = environment;
        this.colour = colour;
    }

    /** Prints the objects; 1 when anything changes, {@link DiffRun#ERROR} when the external program failed. */
    int print(List<DiffObject> objects, boolean explain, PrintWriter out, PrintWriter err) {
        Optional<String> external = environment.get(ExternalDiff.VARIABLE);
        if (external.isPresent()) {
            int status;
            try {
                status = new ExternalDiff(external.get(), environment).run(
                        objects.stream().filter(o -> o.action() != DiffAction.PRUNE).toList(),
                        objects.stream().filter(o -> o.action() == DiffAction.PRUNE).toList(),
                        out, err);
            } catch (ExternalDiff.Failed e) {
                err.println("error: " + e.getMessage());
                return DiffRun.ERROR;
            }
            if (explain) {
                objects.forEach(o -> explanation(o).forEach(out::println));
            }
            out.flush();
            return status;
        }
        boolean paint = colour.enabled(environment);
        for (DiffObject object : objects) {
            out.print(Colour.render(object.diffLines(), paint));
            if (explain) {
                explanation(object).forEach(out::println);
            }
        }
        out.flush();
        return objects.stream().anyMatch(DiffObject::changed) ? 1 : 0;
    }

    /**
     * Why each part changes: the object's title, then one indented line per reason; none when there are
     * none, nor for a member --prune would delete (it goes whole).
     */
    static List<String> explanation(DiffObject object) {
        Optional<DiffExplanation> explanation = object.explanation();
        if (explanation.isEmpty()) {
            return List.of();
        }
        DiffExplanation why = explanation.get();
        if (why.error() != null) {
            return List.of(object.ref().display() + ": " + why.error());
        }
        if (why.reasons().isEmpty()) {
            return List.of();
        }
        return Stream.concat(Stream.of(object.title() + ":"), why.reasons().stream().map(DiffExplanation.Reason::line)).toList();
    }
}
