package io.japply.apply;

import io.japply.apply.job.ApplyOptions;
import io.japply.apply.job.PruneSelection;
import java.util.Optional;
import io.japply.apply.model.DryRun;

/**
 * The options of a diff ({@link Diffs#run}): the apply it predicts (a dry run: the server's, or the
 * engine's with {@link DryRun#CLIENT}), the prune it previews (by ApplySet parent, or by label as
 * kubectl diff --prune; neither: none), what the diff may show, and whose words its errors take.
 *
 * @param apply      the apply predicted; its dry run must not be {@link DryRun#NONE}
 * @param applySet   the ApplySet parent of a --prune --applyset, read and checked, never written
 * @param labelPrune a prune by label, as kubectl diff --prune (not with {@code applySet})
 * @param shown      what is shown instead of masked
 * @param applying   apply --dry-run --diff: apply's words and all its warnings; false: kubectl diff's
 */
public record DiffRequest(ApplyOptions apply, Optional<String> applySet, Optional<PruneSelection> labelPrune,
                          Shown shown, boolean applying) {
    /** Which parts a diff shows as they are; both false (Secret values masked, no managedFields) is the safe default. */
    public record Shown(boolean secrets, boolean managedFields) {
        public static final Shown DEFAULT = new Shown(false, false);
    }
}
