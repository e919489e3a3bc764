package io.japply.apply;

import java.util.ArrayList;
import java.util.List;

/**
 * What a diff ({@link Diffs#run}) found: each object diffed, in input order; the members the apply
 * would prune (none when an object failed, or without a prune); and the errors, one per object that
 * could not be diffed, as {@link DiffListener#failed} heard them.
 */
public record DiffResult(List<DiffObject> objects, List<DiffObject> pruned, List<String> errors) {
    public DiffResult {
        objects = List.copyOf(objects);
        pruned = List.copyOf(pruned);
        errors = List.copyOf(errors);
    }

    /** The objects, then the pruned members. */
    public List<DiffObject> all() {
        List<DiffObject> all = new ArrayList<>(objects);
        all.addAll(pruned);
        return all;
    }
}
