package io.japply.cli.diff;

import io.japply.apply.DiffAction;
import io.japply.apply.DiffObject;
import java.util.List;

/**
 * How many objects a diff found changed, to create, unchanged, to delete (apply --prune's), and how
 * many it could not diff; {@code pruning} when --prune asked, so the line says "0 to delete" too.
 */
record DiffCounts(int changed, int created, int unchanged, int pruned, int failed, boolean pruning) {

    static DiffCounts of(List<DiffObject> objects, int failed) {
        return of(objects, failed, false);
    }

    static DiffCounts of(List<DiffObject> objects, int failed, boolean pruning) {
        return new DiffCounts(count(objects, DiffAction.CHANGE), count(objects, DiffAction.CREATE),
                count(objects, DiffAction.UNCHANGED), count(objects, DiffAction.PRUNE), failed, pruning);
    }

    private static int count(List<DiffObject> objects, DiffAction action) {
        return (int) objects.stream().filter(o -> o.action() == action).count();
    }

    /**
     * The closing line of a diff: "3 objects changed, 1 to create, 40 unchanged" (", 2 to delete" with
     * --prune or when any would be, ", 2 failed" when any did).
     */
    String line() {
        return changed + (changed == 1 ? " object" : " objects") + " changed, " + created + " to create, " + unchanged
                + " unchanged" + (pruning || pruned > 0 ? ", " + pruned + " to delete" : "")
                + (failed > 0 ? ", " + failed + " failed" : "");
    }
}
