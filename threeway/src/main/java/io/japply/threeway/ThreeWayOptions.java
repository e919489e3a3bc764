package io.japply.threeway;

import java.util.List;

/**
 * Switches of a three-way patch. {@code overwrite=false} turns a change that the live object made and
 * the patch also makes, differently, into a {@link ConflictException}; preconditions are checked on
 * the computed patch; {@code mergeKeys} says what to do about duplicate merge keys.
 */
public record ThreeWayOptions(boolean overwrite, List<Precondition> preconditions, MergeKeyOptions mergeKeys) {
    public static final ThreeWayOptions OVERWRITE = new ThreeWayOptions(true, List.of());
    public static final ThreeWayOptions DETECT_CONFLICTS = new ThreeWayOptions(false, List.of());

    public ThreeWayOptions {
        preconditions = List.copyOf(preconditions);
        mergeKeys = mergeKeys == null ? MergeKeyOptions.DEFAULT : mergeKeys;
    }

    public ThreeWayOptions(boolean overwrite, List<Precondition> preconditions) {
        this(overwrite, preconditions, MergeKeyOptions.DEFAULT);
    }

    public ThreeWayOptions withPreconditions(List<Precondition> more) {
        return new ThreeWayOptions(overwrite, more, mergeKeys);
    }

    public ThreeWayOptions withMergeKeys(MergeKeyOptions options) {
        return new ThreeWayOptions(overwrite, preconditions, options);
    }
}
