package io.japply.cli;

import io.japply.apply.preview.DiffAction;
import java.util.List;

/** How many objects a diff found changed, to create, unchanged, and how many it could not diff. */
record DiffCounts(int changed, int created, int unchanged, int failed) {

    static DiffCounts of(List<DiffObject> objects, int failed) {
        return new DiffCounts(count(objects, DiffAction.CHANGE), count(objects, DiffAction.CREATE),
                count(objects, DiffAction.UNCHANGED), failed);
    }

    private static int count(List<DiffObject> objects, DiffAction action) {
        return (int) objects.stream().filter(o -> o.action() == action).count();
    }

    /** The closing line of a diff: "3 objects changed, 1 to create, 40 unchanged" (", 2 failed" when any did). */
    String line() {
        return changed + (changed == 1 ? " object" : " objects") + " changed, " + created + " to create, " + unchanged
                + " unchanged" + (failed > 0 ? ", " + failed + " failed" : "");
    }
}
