package io.japply.apply.internal.prune;

import java.util.Optional;

/**
 * Who writes an ApplySet's parent: the value of its {@value ApplySet#TOOLING} annotation and the field
 * manager of the write ("TOOL-applyset", as kubectl names its own). japply's for a new parent or one of
 * japply's; for one kubectl made, kubectl's as they were, so that kubectl carries on after japply.
 */
record ParentTooling(String value, String fieldManager) {

    static ParentTooling japply(String toolVersion) {
        return new ParentTooling(ApplySet.TOOL + "/" + toolVersion, ApplySet.TOOL + "-applyset");
    }

    /** The tooling to write over a parent annotated {@code annotation}; empty when it is another tool's set. */
    static Optional<ParentTooling> carryingOn(String annotation, String toolVersion) {
        String tool = ApplySet.toolOf(annotation);
        if (tool.equals(ApplySet.KUBECTL)) {
            return Optional.of(new ParentTooling(annotation, ApplySet.KUBECTL + "-applyset"));
        }
        return tool.equals(ApplySet.TOOL) ? Optional.of(japply(toolVersion)) : Optional.empty();
    }
}
