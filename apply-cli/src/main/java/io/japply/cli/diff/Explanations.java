package io.japply.cli.diff;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.annotations.LastApplied;
import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.object.PatchPlan;
import io.japply.apply.internal.preview.Explain;
import io.japply.apply.internal.preview.Prediction;
import io.japply.threeway.PatchException;
import io.japply.threeway.meta.NoSchema;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.List;
import java.util.Optional;

/** --explain for one object of a diff: its reasons, or why there are none (its last apply cannot be read). */
record Explanations(List<Explain.Reason> reasons, String error) {

    static Explanations of(Prediction prediction, boolean showSecrets) {
        ObjectRef ref = prediction.outcome().ref();
        ObjectNode object = prediction.outcome().manifest().object();
        try {
            Explain.Sides sides = new Explain.Sides(LastApplied.original(prediction.live()).orElse(null),
                    LastApplied.modified(object, ref.namespace()), prediction.live(), prediction.merged(),
                    schema(prediction), showSecrets);
            return new Explanations(Explain.reasons(sides), null);
        } catch (PatchException e) {
            return new Explanations(List.of(), "cannot explain: " + e.getMessage());
        }
    }

    /** The bundled patch metadata of the object's kind, naming list items by merge key; none for other kinds. */
    static PatchMetaLookup schema(Prediction prediction) {
        return PatchPlan.of(Optional.empty(), prediction.outcome().manifest().object()).schema().orElse(NoSchema.INSTANCE);
    }

    /** The text output's lines: the object's title, then one indented line per reason; none when there are none. */
    List<String> lines(DiffObject object) {
        if (error != null) {
            return List.of(object.ref().display() + ": " + error);
        }
        if (reasons.isEmpty()) {
            return List.of();
        }
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(object.title() + ":"),
                reasons.stream().map(Explain.Reason::line)).toList();
    }
}
