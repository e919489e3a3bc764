package io.japply.apply.job;

import java.util.List;

/** A prune by label: what to look through, a label selector ("" with --all: every object) and --prune-allowlist (empty: kubectl's). */
public record PruneSelection(String selector, List<String> allowlist) {
    public PruneSelection {
        allowlist = List.copyOf(allowlist);
    }

    /** This selection, its allowlist's form checked as kubectl checks it ("group/version/kind" each); a Failure if not. */
    public PruneSelection checked() {
        PruneKind.parse(allowlist);
        return this;
    }
}
