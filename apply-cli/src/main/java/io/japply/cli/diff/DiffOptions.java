package io.japply.cli.diff;

import io.japply.apply.job.PruneSelection;
import io.japply.apply.model.Failure;
import io.japply.apply.model.FieldValidation;
import io.japply.apply.DiffRequest;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.Input;
import io.japply.cli.flags.ServerSideFlags;
import io.japply.cli.report.Colour;
import java.util.List;
import java.util.Optional;

/**
 * What japply diff was asked to do; {@code input} comes checked ({@link Input#validate}); {@code shown} what is
 * shown unmasked; {@code counts} whether to end with the count line on stderr; {@code applySet} the parent of --prune --applyset,
 * {@code labelPrune} a --prune by label (kubectl diff's), {@code allowEmpty} --prune-allow-empty.
 */
public record DiffOptions(Input input, ClusterFlags cluster, boolean local, List<String> live,
                   Colour colour, DiffRequest.Shown shown, boolean explain, boolean counts,
                   FieldValidation validation,
                   DiffOutput output, ServerSideFlags.Options serverSide, Optional<String> applySet,
                   Optional<PruneSelection> labelPrune, boolean allowEmpty) {
    public DiffOptions validate() {
        if (serverSide.serverSide() && local) {
            throw Failure.usage("--server-side cannot be used with --local or --live: the server merges");
        }
        return this;
    }

    /** Whether --prune asked for a prune (by ApplySet or by label). */
    public boolean prune() {
        return applySet.isPresent() || labelPrune.isPresent();
    }
}
