package io.japply.cli.flags;

import io.japply.apply.job.PruneSelection;
import io.japply.apply.model.Failure;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * diff's --prune flags. As kubectl diff: --prune shows as removed the objects apply --prune -l would
 * delete (-l or none, over --prune-allowlist or kubectl's kinds); japply adds --applyset, to show what
 * apply --prune --applyset would delete. Nothing is deleted or written.
 */
public final class DiffPruneFlags {
    @Option(names = "--prune", description = "Also show, as removed, what apply --prune would delete: the objects"
            + " matching -l (all without it) among the --prune-allowlist kinds that carry the last-applied annotation"
            + " and are not in the input, as kubectl diff --prune; with --applyset, the set's members no longer in the input.")
    boolean prune;

    @Option(names = "--prune-allowlist", paramLabel = "GROUP/VERSION/KIND",
            description = "With --prune: the kinds to look through (repeatable; core/v1/ConfigMap), instead of kubectl's default list.")
    List<String> allowlist = new ArrayList<>();

    @Option(names = "--applyset", paramLabel = "[RESOURCE][.GROUP]/NAME",
            description = "The ApplySet's parent object (a Secret unless named otherwise; needs -n unless cluster-scoped);"
                    + " read, never written.")
    String applySet;

    @Option(names = "--prune-allow-empty",
            description = "With --prune: accept an input with no objects (and so show everything it would prune as deleted)."
                    + " Without it such an input is refused, as apply refuses it.")
    public boolean allowEmpty;

    /** The parent to prune by, checked as apply checks its flags; empty without --prune --applyset. */
    public Optional<String> parent() {
        if (applySet != null && !prune) {
            throw Failure.usage("--applyset requires --prune");
        }
        if (applySet != null && !allowlist.isEmpty()) {
            throw Failure.usage("--prune-allowlist is incompatible with --applyset");
        }
        if (allowEmpty && !prune) {
            throw Failure.usage("--prune-allow-empty only works with --prune");
        }
        return Optional.ofNullable(applySet);
    }

    /** kubectl diff's prune by label, with -l's text ({@code selector}, null without -l); empty without it. */
    public Optional<PruneSelection> labels(String selector) {
        if (!prune || applySet != null) {
            return Optional.empty();
        }
        // the allowlist's form, as kubectl checks it before reading anything
        return Optional.of(new PruneSelection(selector == null ? "" : selector, allowlist).checked());
    }
}
