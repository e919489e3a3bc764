package io.japply.cli.diff;

import io.japply.apply.cluster.ObjectRef;
import io.japply.apply.internal.preview.Prediction;
import io.japply.apply.internal.preview.PrunePreview;
import io.japply.apply.internal.preview.Redaction;
import java.io.PrintWriter;
import java.util.List;

/** diff --prune: the members apply --prune would delete, as diff objects; none when apply would not prune. */
final class DiffPrune {
    private DiffPrune() {
    }

    /**
     * Apply prunes only after an apply where nothing failed; so when an object could not be diffed
     * nothing is shown as deleted, and stderr says why (as apply says it). The server's warnings on the
     * listing go to {@code warnings} as they come (kubectl prints them then).
     */
    static List<DiffObject> objects(PrunePreview prune, List<Prediction> predictions, int failed,
                                    Redaction.Options redaction, PrintWriter err,
                                    java.util.function.Consumer<String> warnings) {
        if (failed > 0) {
            err.println("error: not pruning: " + failed + (failed == 1 ? " object" : " objects")
                    + " failed, and apply prunes only when every object applies");
            return List.of();
        }
        List<ObjectRef> kept = predictions.stream().map(p -> p.outcome().ref()).toList();
        return prune.members(kept, warnings).stream().map(m -> DiffObject.pruned(m, redaction)).toList();
    }
}
