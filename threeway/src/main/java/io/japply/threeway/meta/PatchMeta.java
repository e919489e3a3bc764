package io.japply.threeway.meta;

import java.util.List;

/**
 * Patch metadata of one field: its strategies (from x-kubernetes-patch-strategy, comma separated,
 * e.g. "merge,retainKeys") and its merge key (x-kubernetes-patch-merge-key), "" when none.
 */
public record PatchMeta(List<String> strategies, String mergeKey) {
    public static final PatchMeta NONE = new PatchMeta(List.of(), "");

    public PatchMeta {
        strategies = List.copyOf(strategies);
        mergeKey = mergeKey == null ? "" : mergeKey;
    }

    public static PatchMeta parse(String strategyExtension, String mergeKey) {
        if (strategyExtension == null) {
            return mergeKey == null || mergeKey.isEmpty() ? NONE : new PatchMeta(List.of(), mergeKey);
        }
        List<String> strategies = strategyExtension.indexOf(',') < 0 ? List.of(strategyExtension)
                : List.of(strategyExtension.split(",", -1));
        return new PatchMeta(strategies, mergeKey);
    }
}
