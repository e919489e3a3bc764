package io.japply.apply;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.Locale;
import java.util.Optional;

/** Why each part of a diffed object changes ({@link DiffObject#explanation}), or why there are no reasons (its last apply cannot be read). */
public record DiffExplanation(List<Reason> reasons, String error) {
    public DiffExplanation {
        reasons = List.copyOf(reasons);
    }

    /**
     * One reason: the path; a stable id ("set-by-file", "overwritten"...) and its sentence; whether the apply
     * undoes someone else's change there; the last-applied value of such a leaf (null otherwise); the text line.
     */
    public record Reason(String path, String id, String text, boolean undoesChange, JsonNode lastApplied, String line) {
        static Reason of(Explain.Reason reason) {
            return new Reason(reason.path(), reason.why().name().toLowerCase(Locale.ROOT).replace('_', '-'),
                    reason.why().text, reason.why().undoesChange, reason.lastApplied(), reason.line());
        }
    }

    static DiffExplanation of(Prediction prediction, boolean showSecrets) {
        ObjectRef ref = prediction.outcome().ref();
        ObjectNode object = prediction.outcome().manifest().object();
        try {
            Explain.Sides sides = new Explain.Sides(LastApplied.original(prediction.live()).orElse(null),
                    LastApplied.modified(object, ref.namespace()), prediction.live(), prediction.merged(),
                    schema(prediction), showSecrets);
            return new DiffExplanation(Explain.reasons(sides).stream().map(Reason::of).toList(), null);
        } catch (PatchException e) {
            return new DiffExplanation(List.of(), "cannot explain: " + e.getMessage());
        }
    }

    /** The bundled patch metadata of the object's kind, naming list items by merge key; none for other kinds. */
    static PatchMetaLookup schema(Prediction prediction) {
        return PatchPlan.of(Optional.empty(), prediction.outcome().manifest().object()).schema().orElse(NoSchema.INSTANCE);
    }
}
