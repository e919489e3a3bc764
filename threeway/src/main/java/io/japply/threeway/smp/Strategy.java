package io.japply.threeway.smp;

import io.japply.threeway.InvalidPatchException;
import io.japply.threeway.meta.PatchMeta;
import java.util.List;

/** A field's patch strategy split into its main strategy ("", merge, replace) and the retainKeys flag. */
record Strategy(String main, boolean retainKeys) {

    static Strategy of(PatchMeta meta, String path) {
        List<String> s = meta.strategies();
        String retain = Directives.RETAIN_KEYS_STRATEGY;
        switch (s.size()) {
            case 0:
                return new Strategy("", false);
            case 1:
                return retain.equals(s.get(0)) ? new Strategy("", true) : new Strategy(s.get(0), false);
            case 2:
                if (retain.equals(s.get(0))) {
                    return new Strategy(s.get(1), true);
                }
                if (retain.equals(s.get(1))) {
                    return new Strategy(s.get(0), true);
                }
                break;
            default:
                break;
        }
        throw new InvalidPatchException(path, "unexpected patch strategy: " + s);
    }

    boolean isMerge() {
        return Directives.MERGE.equals(main);
    }

    boolean isReplace() {
        return Directives.REPLACE.equals(main);
    }
}
