package io.japply.cli.flags;

import io.japply.apply.support.Failure;
import java.util.Optional;
import picocli.CommandLine.Option;

/** diff's --prune flags: apply's, with apply's rules, to show what apply --prune --applyset would delete. */
public final class DiffPruneFlags {
    @Option(names = "--prune", description = "With --applyset: also show the objects of the set that apply --prune"
            + " would delete (those no longer in the input), as removed. Nothing is deleted or written.")
    boolean prune;

    @Option(names = "--applyset", paramLabel = "[RESOURCE][.GROUP]/NAME",
            description = "The ApplySet's parent object (a Secret unless secrets/ or configmaps/ says otherwise; needs -n);"
                    + " read, never written.")
    String applySet;

    @Option(names = "--prune-allow-empty",
            description = "With --prune --applyset: accept an input with no objects (and so show every member as deleted)."
                    + " Without it such an input is refused, as apply refuses it.")
    public boolean allowEmpty;

    /** The parent to prune by, checked as apply checks its flags; empty without --prune. */
    public Optional<String> parent() {
        if (applySet != null && !prune) {
            throw Failure.usage("--applyset requires --prune");
        }
        if (prune && applySet == null) {
            throw Failure.usage("--prune needs --applyset NAME: japply prunes only by ApplySet inventory");
        }
        if (allowEmpty && !prune) {
            throw Failure.usage("--prune-allow-empty only works with --prune --applyset");
        }
        return Optional.ofNullable(applySet);
    }
}
